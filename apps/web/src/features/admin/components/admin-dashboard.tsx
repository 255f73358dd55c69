import { BarChart3, Library, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { notifyError } from '../../../lib/toasts';
import { ADMIN_MESSAGES } from '@batiao/shared/contracts/admin';
import { useAdminStats } from '../api/admin-api';
import { AdminAudience } from './admin-audience';
import { AdminLibraryPanel } from './admin-library';
import { AdminStatsPanel } from './admin-stats';
import { AdminUsersPanel } from './admin-users';

const TABS = [
  { id: 'stats', label: 'Statistiques', icon: BarChart3 },
  { id: 'users', label: 'Utilisateurs', icon: Users },
  { id: 'library', label: 'Bibliothèque de prix', icon: Library },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The spec's admin banner (supporting-areas §2). */
export function AdminBanner() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-800 bg-ink-950 p-5 text-slate-200">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-400" />
      <div>
        <p className="font-semibold text-white">Compte administrateur</p>
        <p className="mt-1 text-sm">
          Accès complet aux appels d’offres, génération IA illimitée, gestion des utilisateurs, statistiques globales et
          fonctionnalités premium.
        </p>
      </div>
    </div>
  );
}

function StatsTab() {
  const stats = useAdminStats();
  const told = useRef(false);
  useEffect(() => {
    if (stats.isError && !told.current) {
      told.current = true;
      notifyError(ADMIN_MESSAGES.loadError);
    }
  }, [stats.isError]);
  if (stats.isPending) {
    return <PageSpinner label="Chargement des statistiques…" />;
  }
  if (stats.isError) {
    return <p className="text-sm text-red-700">{ADMIN_MESSAGES.loadError}</p>;
  }
  return (
    <div className="space-y-12">
      <AdminStatsPanel stats={stats.data} />
      <AdminAudience />
    </div>
  );
}

export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const [tab, setTab] = useState<TabId>('stats');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') {
      return;
    }
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (next) {
      setTab(next.id);
      refs.current[next.id]?.focus();
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Administration"
        className="flex gap-2 overflow-x-auto border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            id={`tab-${id}`}
            role="tab"
            type="button"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 whitespace-nowrap text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-500 ${
              tab === id ? 'border-amber-500 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-8">
        {tab === 'stats' ? (
          <StatsTab />
        ) : tab === 'library' ? (
          <AdminLibraryPanel />
        ) : (
          <AdminUsersPanel currentUserId={currentUserId} />
        )}
      </div>
    </div>
  );
}
