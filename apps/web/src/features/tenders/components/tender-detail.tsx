import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ArrowLeft,
  Building2,
  CalendarClock,
  Download,
  ExternalLink,
  FileSearch,
  FolderCheck,
  Lock,
  Mail,
  Phone,
  Ruler,
  Sparkles,
  Globe,
  SearchX,
} from 'lucide-react';
import type { User } from '@batiao/shared/contracts/auth';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { formatDate, formatDateTime, pluralize } from '../../../lib/format';
import { isTenderNotFound, useTender } from '../api/get-tender';
import { amountLabel, daysLeftLabel, isAnswerable, officialNoticeUrl } from '../lib/display';
import { CompatibilityBox } from './compatibility';
import { SubscriptionRequiredBanner } from './subscription-required-banner';
import { DeadlineBadge, ExampleBadge, TenderStatusBadge } from './tender-badges';
import { TenderLoadError } from './tender-list-states';

/** The list's query string handed over by a card, so that "back" finds the list as it was. */
function useBackToList(): string {
  const { state } = useLocation() as { state: unknown };
  if (state && typeof state === 'object' && 'fromList' in state) {
    const from = (state as { fromList: unknown }).fromList;
    if (typeof from === 'string' && (from === '' || from.startsWith('?'))) {
      return `/tenders${from}`;
    }
  }
  return '/tenders';
}

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour aux appels d’offres
    </Link>
  );
}

function Panel({
  id,
  title,
  icon: Icon,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon?: typeof Ruler;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 ${className}`}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {Icon ? <Icon aria-hidden="true" className="size-5 text-slate-400" /> : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const muted = (text: string) => <span className="text-slate-500">{text}</span>;

function Description({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) {
    return <p className="text-sm text-slate-500 italic">L’avis ne comporte pas de description.</p>;
  }
  return (
    <div className="space-y-3 text-[15px] leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function Buyer({ buyer }: { buyer: Tender['buyer'] }) {
  const place = [buyer.postal_code, buyer.city].filter(Boolean).join(' ');
  const website = buyer.url && /^https?:\/\//i.test(buyer.url) ? buyer.url : null;
  if (!buyer.name && !buyer.email && !buyer.phone && !website && !buyer.address && !place) {
    return muted('Non communiqué');
  }
  return (
    <div className="space-y-1">
      {buyer.name ? <p className="font-medium">{buyer.name}</p> : null}
      {buyer.address || place ? (
        <p className="text-slate-600">{[buyer.address, place].filter(Boolean).join(', ')}</p>
      ) : null}
      <div className="flex flex-col gap-1 pt-1">
        {buyer.email ? (
          <a
            href={`mailto:${buyer.email}`}
            className="inline-flex items-center gap-1.5 break-all text-amber-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5" />
            {buyer.email}
          </a>
        ) : null}
        {buyer.phone ? (
          <a
            href={`tel:${buyer.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1.5 text-amber-700 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {buyer.phone}
          </a>
        ) : null}
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 break-all text-amber-700 hover:underline"
          >
            <Globe aria-hidden="true" className="size-3.5 shrink-0" />
            {website.replace(/^https?:\/\//i, '')}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

function durationLabel(months: number | null): ReactNode {
  if (months === null) {
    return muted('Non précisée');
  }
  const rounded = Math.round(months * 10) / 10;
  return `${String(rounded).replace('.', ',')} mois`;
}

function KeyInformation({ tender }: { tender: Tender }) {
  const daysLeft = daysLeftLabel(tender);
  return (
    <dl className="divide-y divide-slate-100">
      <InfoRow label="Lieu">{tender.location}</InfoRow>
      <InfoRow label="Date limite de réponse">
        {tender.deadline ? (
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTime(tender.deadline)}
            {daysLeft && tender.status === 'open' && tender.deadline_status !== 'expired' ? (
              <span className="font-semibold text-slate-600">({daysLeft})</span>
            ) : null}
            {tender.status === 'open' ? <DeadlineBadge status={tender.deadline_status} /> : null}
          </span>
        ) : (
          muted('Non communiquée')
        )}
      </InfoRow>
      <InfoRow label="Montant estimé">
        {tender.amount === null ? muted(amountLabel(null)) : <strong>{amountLabel(tender.amount)} HT</strong>}
      </InfoRow>
      <InfoRow label={tender.cpv_codes.length > 1 ? 'Codes CPV' : 'Code CPV'}>
        {tender.cpv_codes.length > 0 ? (
          <span className="flex flex-wrap gap-1.5">
            {tender.cpv_codes.map((code) => (
              <span key={code} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-[13px] text-slate-800">
                {code}
              </span>
            ))}
          </span>
        ) : (
          muted('Non communiqué')
        )}
      </InfoRow>
      <InfoRow label="Métier">{tender.profession}</InfoRow>
      <InfoRow label="Acheteur">
        <Buyer buyer={tender.buyer} />
      </InfoRow>
      <InfoRow label="Procédure">{tender.procedure ?? muted('Non précisée')}</InfoRow>
      <InfoRow label="Durée du marché">{durationLabel(tender.duration_months)}</InfoRow>
      <InfoRow label="Lieu d’exécution">{tender.execution_place ?? muted('Non précisé')}</InfoRow>
      {tender.winners.length > 0 ? (
        <InfoRow label={tender.winners.length > 1 ? 'Titulaires' : 'Titulaire'}>{tender.winners.join(', ')}</InfoRow>
      ) : null}
      {tender.descripteurs.length > 0 ? (
        <InfoRow label="Descripteurs BOAMP">
          <span className="flex flex-wrap gap-1.5">
            {tender.descripteurs.map((descripteur) => (
              <span
                key={descripteur.code}
                className="rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {descripteur.label}
              </span>
            ))}
          </span>
        </InfoRow>
      ) : null}
      <InfoRow label="Référence">
        {tender.is_example ? 'Exemple de démonstration' : `${tender.source.toUpperCase()} n° ${tender.source_id}`}
      </InfoRow>
    </dl>
  );
}

function Lots({ lots }: { lots: Tender['lots'] }) {
  if (lots.length === 0) {
    return <p className="text-sm text-slate-600">L’avis ne découpe pas ce marché en lots.</p>;
  }
  return (
    <>
      {/* Small screens: one block per lot rather than a table to scroll sideways. */}
      <ul className="divide-y divide-slate-100 sm:hidden">
        {lots.map((lot, index) => (
          <li key={`${lot.number ?? ''}-${index}`} className="py-3 text-sm first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">
              <span className="mr-1.5 text-slate-500">Lot {lot.number ?? index + 1}</span>
              {lot.title || 'Sans intitulé'}
            </p>
            {lot.description ? <p className="mt-1 text-slate-600">{lot.description}</p> : null}
            <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              <span>
                CPV{' '}
                <span className="font-mono text-[13px] text-slate-800">
                  {lot.cpv_codes.length > 0 ? lot.cpv_codes.join(', ') : '—'}
                </span>
              </span>
              <span className={lot.amount === null ? 'text-slate-500' : 'font-semibold text-slate-900'}>
                {lot.amount === null ? 'Montant non communiqué' : amountLabel(lot.amount)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lots du marché</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3">
                Lot
              </th>
              <th scope="col" className="px-3 py-2">
                Intitulé
              </th>
              <th scope="col" className="px-3 py-2">
                CPV
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Montant estimé
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lots.map((lot, index) => (
              <tr key={`${lot.number ?? ''}-${index}`} className="align-top">
                <td className="py-3 pr-3 font-semibold whitespace-nowrap text-slate-900">{lot.number ?? index + 1}</td>
                <td className="px-3 py-3">
                  <p className="font-medium text-slate-900">{lot.title || 'Sans intitulé'}</p>
                  {lot.description ? <p className="mt-1 text-slate-600">{lot.description}</p> : null}
                </td>
                <td className="px-3 py-3 font-mono text-[13px] whitespace-nowrap text-slate-700">
                  {lot.cpv_codes.length > 0 ? lot.cpv_codes.join(', ') : '—'}
                </td>
                <td className="py-3 pl-3 text-right whitespace-nowrap">
                  {lot.amount === null ? (
                    <span className="text-slate-500">Non communiqué</span>
                  ) : (
                    amountLabel(lot.amount)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Criteria({ criteria }: { criteria: Tender['criteria'] }) {
  if (criteria.length === 0) {
    return <p className="text-sm text-slate-600">L’avis ne précise pas les critères d’attribution.</p>;
  }
  return (
    <ul className="space-y-3">
      {criteria.map((criterion, index) => (
        <li key={`${criterion.label}-${index}`}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium text-slate-800">{criterion.label}</span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {criterion.weight === null ? (
                <span className="font-normal text-slate-500">Pondération non précisée</span>
              ) : (
                `${String(criterion.weight).replace('.', ',')} %`
              )}
            </span>
          </div>
          {criterion.weight === null ? null : (
            <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-slate-700"
                style={{ width: `${Math.min(100, Math.max(0, criterion.weight))}%` }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function QuickActions({ tender }: { tender: Tender }) {
  const noticeUrl = officialNoticeUrl(tender);
  const dceUrl = tender.dce_url && /^https?:\/\//i.test(tender.dce_url) ? tender.dce_url : null;
  const action = buttonClasses('secondary', 'md', 'w-full justify-start');
  return (
    <section
      aria-labelledby="actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="actions-title" className="text-sm font-semibold text-slate-900">
        Actions rapides
      </h2>
      <div className="mt-4 space-y-2.5">
        <ButtonLink to="/documents" variant="secondary" className="w-full justify-start">
          <FolderCheck aria-hidden="true" className="size-4.5 text-slate-500" />
          Vérifier mon dossier
        </ButtonLink>
        {noticeUrl ? (
          <a href={noticeUrl} target="_blank" rel="noopener noreferrer" className={action}>
            <ExternalLink aria-hidden="true" className="size-4.5 text-slate-500" />
            Source officielle
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <div>
            <button type="button" disabled aria-describedby="notice-unavailable" className={action}>
              <ExternalLink aria-hidden="true" className="size-4.5 text-slate-500" />
              Source officielle
            </button>
            <p id="notice-unavailable" className="mt-1.5 text-xs text-slate-500">
              {tender.is_example
                ? 'Appel d’offres d’exemple : il n’a pas d’avis officiel.'
                : 'L’adresse de l’avis officiel n’est pas disponible.'}
            </p>
          </div>
        )}
        {dceUrl ? (
          <a href={dceUrl} target="_blank" rel="noopener noreferrer" className={action}>
            <Download aria-hidden="true" className="size-4.5 text-slate-500" />
            Télécharger le DCE
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <div>
            <button type="button" disabled aria-describedby="dce-unavailable" className={action}>
              <Download aria-hidden="true" className="size-4.5 text-slate-500" />
              Télécharger le DCE
            </button>
            <p id="dce-unavailable" className="mt-1.5 text-xs text-slate-500">
              L’avis ne donne pas l’adresse du dossier de consultation (DCE). Consultez l’avis officiel ou demandez-le à
              l’acheteur.
            </p>
          </div>
        )}
      </div>
      {dceUrl ? (
        <p className="mt-3 text-xs text-slate-500">Le DCE s’ouvre sur le profil acheteur, dans un nouvel onglet.</p>
      ) : null}
    </section>
  );
}

function Metres({ subscriber }: { subscriber: boolean }) {
  return (
    <Panel id="metres" title="Métrés" icon={Ruler}>
      {subscriber ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-5 py-6 text-center">
          <p className="text-sm font-semibold text-slate-800">Extraction des métrés : bientôt disponible</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            L’extraction automatique des quantités (postes, quantités, unités) depuis les pièces du DCE arrive dans une
            prochaine version de BatiAO.
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            <div>
              <p className="text-sm font-semibold text-slate-800">Extraction des métrés réservée aux abonnés</p>
              <p className="mt-1 text-sm text-slate-600">
                Abonnez-vous pour extraire automatiquement les quantités des pièces du DCE.
              </p>
            </div>
          </div>
          <ButtonLink to="/subscription" variant="secondary" size="sm" className="shrink-0">
            Voir les abonnements
          </ButtonLink>
        </div>
      )}
    </Panel>
  );
}

function closedReason(tender: Tender): string {
  if (tender.status === 'cancelled') {
    return 'Cet appel d’offres a été annulé : il n’est plus possible d’y répondre.';
  }
  if (tender.status === 'awarded') {
    return 'Cet appel d’offres a été attribué : il n’est plus possible d’y répondre.';
  }
  return 'La date limite est dépassée : il n’est plus possible de répondre à cet appel d’offres.';
}

/** What the page hands to the response panel's content (the generation feature, composed by the page). */
export interface ResponseSlotContext {
  tenderId: string;
  /** Open and before its deadline: a response can be generated. */
  answerable: boolean;
  /** The banner shown when the server says a subscription is needed. */
  subscriptionBanner: ReactNode;
}

export type ResponseSlot = (context: ResponseSlotContext) => ReactNode;

function GeneratedResponse({
  tender,
  canGenerate,
  renderResponse,
}: {
  tender: Tender;
  /** core-journey §6: active subscribers and admins. */
  canGenerate: boolean;
  renderResponse?: ResponseSlot;
}) {
  const answerable = isAnswerable(tender);
  return (
    <Panel id="reponse" title="Réponse générée" icon={Sparkles}>
      {canGenerate ? null : <SubscriptionRequiredBanner className="mb-4" />}
      {canGenerate && !answerable ? (
        <p className="mb-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-700">
          {closedReason(tender)}
        </p>
      ) : null}
      {canGenerate && renderResponse ? (
        // A closed tender still shows the versions written before, without generating new ones.
        renderResponse({ tenderId: tender.id, answerable, subscriptionBanner: <SubscriptionRequiredBanner /> })
      ) : canGenerate && !answerable ? null : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-5 py-6 text-center">
          <p className="text-sm font-semibold text-slate-800">Aucune réponse générée pour cet appel d’offres.</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            Avec un abonnement, BatiAO rédige ici la lettre de candidature, le mémoire technique et la liste des
            documents à fournir, en PDF et en Word.
          </p>
        </div>
      )}
    </Panel>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mt-6 animate-pulse">
      <span className="sr-only">Chargement de l’appel d’offres…</span>
      <div aria-hidden="true">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="mt-4 h-8 w-3/4 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-1/3 rounded bg-slate-100" />
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="h-72 rounded-2xl bg-white lg:col-span-2" />
          <div className="h-48 rounded-2xl bg-white" />
        </div>
      </div>
    </div>
  );
}

function NotFound({ backTo }: { backTo: string }) {
  return (
    <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-xs">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Appel d’offres introuvable</h1>
      <p className="mt-2 text-slate-600">
        Cet appel d’offres n’existe pas ou n’est plus disponible. Il a peut-être été retiré par la source.
      </p>
      <ButtonLink to={backTo} variant="primary" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour aux appels d’offres
      </ButtonLink>
    </div>
  );
}

export function TenderDetail({
  id,
  user,
  renderResponse,
}: {
  id: string;
  user: User;
  /** The content of the « Réponse générée » panel (features do not import each other). */
  renderResponse?: ResponseSlot;
}) {
  const query = useTender(id);
  const backTo = useBackToList();
  const { hash } = useLocation();
  const tender = query.data;
  const subscriber = hasSubscriberAccess(user);

  // "Générer réponse" on a card opens /tenders/{id}#reponse: scroll there once the page is drawn.
  useEffect(() => {
    if (tender && hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    }
  }, [tender, hash]);

  return (
    <div className="min-h-[calc(100vh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <BackLink to={backTo} />
        {query.isPending ? (
          <DetailSkeleton />
        ) : query.isError ? (
          isTenderNotFound(query.error) ? (
            <NotFound backTo={backTo} />
          ) : (
            <div className="mt-6">
              <TenderLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
            </div>
          )
        ) : (
          <article aria-labelledby="tender-title" className="mt-6">
            <header>
              <div className="flex flex-wrap items-center gap-2">
                {query.data.is_example ? <ExampleBadge /> : null}
                <TenderStatusBadge status={query.data.status} />
                {query.data.status === 'open' ? <DeadlineBadge status={query.data.deadline_status} /> : null}
              </div>
              <h1
                id="tender-title"
                className="mt-3 max-w-4xl text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
              >
                {query.data.title}
              </h1>
              <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
                  Publié le {formatDate(query.data.publication_date)}
                </span>
                {query.data.buyer_name ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Building2 aria-hidden="true" className="size-4 text-slate-400" />
                    {query.data.buyer_name}
                  </span>
                ) : null}
                {query.data.lots.length > 0 ? (
                  <span className="inline-flex items-center gap-1.5">
                    <FileSearch aria-hidden="true" className="size-4 text-slate-400" />
                    {pluralize(query.data.lots.length, 'lot')}
                  </span>
                ) : null}
              </p>
            </header>

            <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-6 lg:col-span-2">
                <Panel id="description" title="Description">
                  <Description text={query.data.description} />
                </Panel>
                <Panel id="informations" title="Informations clés">
                  <KeyInformation tender={query.data} />
                </Panel>
                <Panel id="lots" title="Lots">
                  <Lots lots={query.data.lots} />
                </Panel>
                <Panel id="criteres" title="Critères d’attribution">
                  <Criteria criteria={query.data.criteria} />
                </Panel>
                <Metres subscriber={subscriber} />
                <GeneratedResponse tender={query.data} canGenerate={subscriber} renderResponse={renderResponse} />
              </div>
              <aside className="order-first min-w-0 space-y-6 lg:sticky lg:top-24 lg:order-none">
                <CompatibilityBox analysis={query.data.compatibility_analysis} />
                <QuickActions tender={query.data} />
              </aside>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}
