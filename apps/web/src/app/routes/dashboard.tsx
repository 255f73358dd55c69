import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Bell,
  BookOpen,
  Building2,
  FileText,
  FolderCheck,
  FolderOpen,
  FolderTree,
  MapPin,
  Radar,
  Send,
  Sparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { tradeLabel } from '@batiao/shared/domain/trades';
import { ButtonLink } from '../../components/ui/button';
import {
  DossierCompletionPanel,
  FileHealthBanner,
  FileStatusSummary,
} from '../../features/documents/components/dashboard-file';
import { RecentResponses } from '../../features/generation/components/recent-responses';
import { NotificationsSummary } from '../../features/notifications/components/notifications-summary';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { NO_NOTIFICATIONS } from '../../features/notifications/lib/display';
import { RecentTenders, TenderStatsSummary } from '../../features/tenders/components/dashboard-tenders';
import { usePageMeta } from '../../lib/page-meta';
import { PlanBadge } from '../../features/billing/components/plan-badge';
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
    title: 'Mes réponses générées',
    empty: 'Vos lettres de candidature et mémoires techniques en PDF seront listés ici.',
    link: { to: '/tenders', label: 'Préparer une réponse' },
    body: <RecentResponses />,
  },
  {
    icon: Bell,
    title: 'Notifications',
    empty: NO_NOTIFICATIONS,
    body: <NotificationsSummary />,
  },
  {
    icon: FolderCheck,
    title: 'État du dossier',
    empty: 'L’état de votre dossier administratif apparaîtra ici.',
    link: { to: '/documents', label: 'Voir mon dossier' },
    body: <FileStatusSummary />,
  },
];

interface QuickAction {
  to: string;
  icon: LucideIcon;
  label: string;
  description: string;
  /** Shown to active subscribers only (core-journey §2). */
  subscribers?: boolean;
}

const QUICK_ACTIONS: QuickAction[] = [
  {
    to: '/documents',
    icon: FolderOpen,
    label: 'Gérer mes documents',
    description: 'Kbis, URSSAF, assurances',
  },
  {
    to: '/company',
    icon: Building2,
    label: 'Mon entreprise',
    description: 'SIRET, effectif, certifications',
  },
  { to: '/tenders', icon: Radar, label: 'Voir les appels d’offres', description: 'Votre métier, votre zone' },
  {
    to: '/dashboard/pricing',
    icon: BookOpen,
    label: 'Configurer mes prix',
    description: 'Taux, majorations, catalogue',
  },
  {
    to: '/catalog',
    icon: FolderTree,
    label: 'Catalogue de prix',
    description: 'Vos prix unitaires, tarifs fournisseurs',
  },
  {
    to: '/tenders/submit',
    icon: Send,
    label: 'Soumettre un appel d’offres',
    description: 'Un marché trouvé ailleurs',
    subscribers: true,
  },
  {
    to: '/quartus',
    icon: Sparkles,
    label: 'Générateur de réponse',
    description: 'Lettre et mémoire technique',
    subscribers: true,
  },
];

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

  const subscriber = hasSubscriberAccess(user);
  const quickActions = QUICK_ACTIONS.filter((action) => !action.subscribers || subscriber);

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
          <PlanBadge user={user} />
        </header>

        {!subscriber ? (
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

        <FileHealthBanner className="mt-8" />

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

        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <DossierCompletionPanel />
          </div>
          <nav
            aria-labelledby="quick-actions-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
          >
            <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
              Actions rapides
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {quickActions.map(({ to, icon: Icon, label, description }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 transition-colors hover:border-amber-300 hover:bg-amber-50/40"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 group-hover:bg-amber-100 group-hover:text-amber-800">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-[15px] font-semibold text-slate-900">{label}</span>
                      <span className="block text-sm text-slate-500">{description}</span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-amber-700"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="mt-8">
          <RecentTenders />
        </div>

        <div className="mt-8">
          <RecentNotifications />
        </div>
      </div>
    </div>
  );
}
