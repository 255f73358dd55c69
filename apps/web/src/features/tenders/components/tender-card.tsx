import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarClock, Euro, ExternalLink, FileStack, MapPin, Sparkles, Tag } from 'lucide-react';
import type { TenderSummary } from '@batiao/shared/contracts/tenders';
import { buttonClasses } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { amountLabel, daysLeftLabel, documentsLabel, isAnswerable, officialNoticeUrl } from '../lib/display';
import { CompatibilitySummary } from './compatibility';
import { DeadlineBadge, ExampleBadge, SubmittedBadge, TenderStatusBadge } from './tender-badges';

/** What the detail page needs to go back to the list as it was. */
export interface FromListState {
  fromList: string;
}

interface TenderCardProps {
  tender: TenderSummary;
  /** The user has an active subscription (core-journey §6). */
  subscriber: boolean;
  /** The list's query string ("?status=urgent&page=2"), handed to the detail page for its back link. */
  listSearch: string;
}

interface FactProps {
  icon: typeof MapPin;
  label: string;
  children: ReactNode;
  className?: string;
}

function Fact({ icon: Icon, label, children, className = '' }: FactProps) {
  return (
    <div className={`flex min-w-0 items-start gap-2.5 ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <div className="min-w-0">
        <dt className="text-xs font-medium text-slate-500">{label}</dt>
        <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

export function TenderCard({ tender, subscriber, listSearch }: TenderCardProps) {
  const detailPath = `/tenders/${encodeURIComponent(tender.id)}`;
  const state: FromListState = { fromList: listSearch };
  const noticeUrl = officialNoticeUrl(tender);
  const daysLeft = daysLeftLabel(tender);
  const titleId = `tender-${tender.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition-shadow hover:shadow-md sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        {tender.is_example ? <ExampleBadge /> : null}
        {tender.submitted_by_me ? <SubmittedBadge /> : null}
        <TenderStatusBadge status={tender.status} />
        {tender.status === 'open' ? <DeadlineBadge status={tender.deadline_status} /> : null}
        <span className="ml-auto text-xs text-slate-500">
          {tender.buyer_name ? <span className="font-medium text-slate-600">{tender.buyer_name}</span> : null}
        </span>
      </div>

      <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-balance text-slate-900">
        {tender.title}
      </h3>
      {tender.description ? (
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{tender.description}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-400 italic">L’avis ne comporte pas de description.</p>
      )}

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6 lg:grid-cols-3">
        <Fact icon={MapPin} label="Lieu" className="col-span-2 sm:col-span-1">
          {tender.location}
        </Fact>
        <Fact icon={CalendarClock} label="Date limite" className="col-span-2 sm:col-span-1">
          {tender.deadline ? (
            <>
              {formatDateTime(tender.deadline)}
              {daysLeft && tender.status === 'open' && tender.deadline_status !== 'expired' ? (
                <span
                  className={`ml-1.5 font-semibold whitespace-nowrap ${
                    tender.deadline_status === 'urgent' ? 'text-orange-700' : 'text-slate-600'
                  }`}
                >
                  ({daysLeft})
                </span>
              ) : null}
            </>
          ) : (
            'Non communiquée'
          )}
        </Fact>
        <Fact icon={Euro} label="Montant estimé">
          <span className={tender.amount === null ? 'text-slate-500' : 'font-semibold'}>
            {amountLabel(tender.amount)}
          </span>
        </Fact>
        <Fact icon={Tag} label="Code CPV">
          {tender.cpv_code ? <span className="font-mono text-[13px]">{tender.cpv_code}</span> : 'Non communiqué'}
        </Fact>
        <Fact icon={FileStack} label="Dossier de consultation (DCE)" className="col-span-2 sm:col-span-1">
          <span className={tender.documents_summary.total_count > 0 ? '' : 'text-slate-500'}>
            {documentsLabel(tender.documents_summary)}
          </span>
        </Fact>
      </dl>

      <div className="mt-5">
        <CompatibilitySummary analysis={tender.compatibility_analysis} />
      </div>

      <div className="mt-5 flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        {noticeUrl ? (
          <a
            href={noticeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium sm:self-auto text-slate-600 underline decoration-slate-300 underline-offset-4 hover:text-slate-900 hover:decoration-slate-500"
          >
            Avis officiel
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <span className="text-sm text-slate-400">
            {tender.is_example ? 'Exemple : pas d’avis officiel' : 'Avis officiel non disponible'}
          </span>
        )}
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Link to={detailPath} state={state} className={buttonClasses('secondary', 'sm')}>
            Voir le détail<span className="sr-only"> : {tender.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {subscriber && isAnswerable(tender) ? (
            <Link to={`${detailPath}#reponse`} state={state} className={buttonClasses('accent', 'sm')}>
              <Sparkles aria-hidden="true" className="size-4" />
              Générer réponse<span className="sr-only"> : {tender.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
