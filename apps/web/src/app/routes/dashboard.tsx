import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Bell,
  BookOpen,
  CreditCard,
  FileText,
  FolderCheck,
  MapPin,
  Radar,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { tradeLabel } from '@batiao/shared/domain/trades';
import { ButtonLink } from '../../components/ui/button';
import { NotificationsSummary } from '../../features/notifications/components/notifications-summary';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { NO_NOTIFICATIONS } from '../../features/notifications/lib/display';
import { RecentTenders, TenderStatsSummary } from '../../features/tenders/components/dashboard-tenders';
import { usePageMeta } from '../../lib/page-meta';
import { planLabel } from '../../lib/plans';
import { useSession } from '../../lib/session';

interface SectionCard {
  icon: LucideIcon;
  title: string;
  empty: string;
  link?: { to: string; label: string };
  /** Real content in place of the empty state, for the parts that exist. */
  body?: ReactNode;
}

const SECTIONS: SectionCard[] = [
  {
    icon: Radar,
    title: 'Appels d’offres',
    empty: 'Les appels d’offres correspondant à votre métier et à votre zone apparaîtront ici.',
    link: { to: '/tenders', label: 'Voir les appels d’offres' },
    body: <TenderStatsSummary />,
  },
  {
    icon: FileText,
    title: 'Réponses générées',
    empty: 'Vos lettres de candidature et mémoires techniques en PDF seront listés ici.',
    link: { to: '/tenders', label: 'Préparer une réponse' },
  },
  {
    icon: Bell,
    title: 'Notifications',
    empty: NO_NOTIFICATIONS,
    body: <NotificationsSummary />,
  },
  {
    icon: BookOpen,
    title: 'Catalogue de prix',
    empty: 'Vos prix unitaires et votre catalogue produits serviront à chiffrer vos réponses.',
    link: { to: '/catalog', label: 'Ouvrir le catalogue' },
  },
];

function completionTone(percent: number): { bar: string; text: string } {
  if (percent >= 80) {
    return { bar: 'bg-emerald-500', text: 'text-emerald-700' };
  }
  if (percent >= 60) {
    return { bar: 'bg-amber-400', text: 'text-amber-700' };
  }
  return { bar: 'bg-red-500', text: 'text-red-700' };
}

export function DashboardPage() {
  const { user } = useSession();
  usePageMeta({
    title: 'Tableau de bord',
    description: 'Votre tableau de bord BatiAO : appels d’offres, dossier administratif et réponses générées.',
    noindex: true,
  });

  if (!user) {
    return null;
  }

  const completion = user.dossier_completion;
  const tone = completionTone(completion);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Bonjour {user.prenom}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <Wrench aria-hidden="true" className="size-4 text-slate-400" />
                <span className="sr-only">Métier : </span>
                {tradeLabel(user.metier)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                <span className="sr-only">Zone : </span>
                {user.zone_geographique}
              </span>
            </p>
          </div>
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-slate-200 bg-white px-4 py-2 text-sm shadow-xs md:self-auto">
            <CreditCard aria-hidden="true" className="size-4 text-slate-400" />
            Abonnement :<span className="font-semibold text-slate-900">{planLabel(user.subscription_plan)}</span>
          </p>
        </header>

        {!user.subscription_active ? (
          <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <p className="font-semibold text-slate-900">Aucun abonnement actif</p>
              <p className="mt-1 text-sm text-slate-700">
                Un abonnement est nécessaire pour générer vos réponses aux appels d’offres. Sans engagement, résiliable
                à tout moment.
              </p>
            </div>
            <ButtonLink to="/subscription" variant="accent" className="shrink-0">
              Voir les offres
            </ButtonLink>
          </div>
        ) : null}

        <section
          aria-labelledby="dossier-title"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
        >
          <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-amber-400">
                <FolderCheck aria-hidden="true" className="size-5.5" />
              </span>
              <div>
                <h2 id="dossier-title" className="text-lg font-semibold text-slate-900">
                  Dossier administratif
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {completion >= 80
                    ? 'Votre dossier est complet : vous pouvez répondre aux appels d’offres.'
                    : 'Complétez les 6 pièces indispensables (Kbis, URSSAF, RC Pro, décennale, pièce d’identité, RIB) pour répondre aux marchés.'}
                </p>
              </div>
            </div>
            <ButtonLink to="/documents" variant="secondary" className="shrink-0">
              Gérer mes documents
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <div className="mt-6">
            <div className="flex items-center justify-between text-sm">
              <span id="dossier-progress-label" className="font-medium text-slate-700">
                Complétion du dossier
              </span>
              <span className={`font-semibold ${tone.text}`}>{completion} %</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="dossier-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={completion}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className={`h-full rounded-full ${tone.bar} transition-[width]`}
                style={{ width: `${completion}%` }}
              />
            </div>
          </div>
        </section>

        <div className="mt-8">
          <RecentTenders />
        </div>

        <section aria-labelledby="sections-title" className="mt-8">
          <h2 id="sections-title" className="sr-only">
            Vos espaces
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {SECTIONS.map(({ icon: Icon, title, empty, link, body }) => (
              <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                </div>
                {body ? (
                  <div className="mt-5 flex flex-1 flex-col">{body}</div>
                ) : (
                  <div className="mt-5 flex flex-1 flex-col items-center justify-center rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-8 text-center">
                    <p className="text-sm font-medium text-slate-700">Rien pour le moment</p>
                    <p className="mt-1 max-w-sm text-sm text-slate-500">{empty}</p>
                  </div>
                )}
                {link ? (
                  <Link
                    to={link.to}
                    className="mt-5 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-slate-900 hover:text-amber-700"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-8">
          <RecentNotifications />
        </div>
      </div>
    </div>
  );
}
