import type { ServiceStatus } from '@batiao/shared/contracts/site';
import { AlertTriangle, CheckCircle2, Database, Mail, RefreshCw, Server, Landmark, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatInteger, pluralize } from '../../../lib/format';

type Level = 'ok' | 'warning' | 'down';

const LEVEL_STYLE: Record<Level, { icon: LucideIcon; badge: string; label: string }> = {
  ok: { icon: CheckCircle2, badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Opérationnel' },
  warning: { icon: AlertTriangle, badge: 'bg-amber-50 text-amber-900 ring-amber-200', label: 'À surveiller' },
  down: { icon: XCircle, badge: 'bg-red-50 text-red-800 ring-red-200', label: 'Indisponible' },
};

interface Component {
  id: string;
  icon: LucideIcon;
  name: string;
  level: Level;
  detail: string;
}

function components(status: ServiceStatus): Component[] {
  const sync = status.boamp.last_sync_at;
  return [
    {
      id: 'application',
      icon: Server,
      name: 'Application et API',
      level: 'ok',
      detail: `Version ${status.version}. Les pages et l’API répondent.`,
    },
    {
      id: 'database',
      icon: Database,
      name: 'Base de données',
      level: status.database === 'ok' ? 'ok' : 'down',
      detail:
        status.database === 'ok'
          ? 'La base de données répond.'
          : 'La base de données ne répond pas : connexion, appels d’offres et documents sont indisponibles.',
    },
    {
      id: 'boamp',
      icon: Landmark,
      name: 'Synchronisation des appels d’offres (BOAMP)',
      level: status.boamp.stale ? 'warning' : 'ok',
      detail: sync
        ? `Dernière synchronisation réussie le ${formatDateTime(sync)}.${status.boamp.stale ? ' Elle date de plus d’un jour : les nouveaux avis peuvent tarder.' : ''}`
        : 'Aucune synchronisation réussie pour le moment : la liste des appels d’offres peut être incomplète.',
    },
    {
      id: 'mail',
      icon: Mail,
      name: 'Envoi des e-mails',
      level: status.mail.mode === 'smtp' && status.mail.undelivered === 0 ? 'ok' : 'warning',
      detail:
        status.mail.mode === 'smtp'
          ? status.mail.undelivered === 0
            ? 'Les e-mails sont envoyés normalement.'
            : `${pluralize(status.mail.undelivered, 'e-mail')} non remis ces dernières 24 heures.`
          : `Aucun serveur d’envoi configuré : les e-mails sont conservés en file d’attente (${formatInteger(status.mail.undelivered)} ces dernières 24 heures).`,
    },
  ];
}

interface StatusBoardProps {
  status: ServiceStatus | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRefresh: () => void;
  refreshSeconds: number;
}

/** /status: the live state of each part of the service, refreshed on its own. */
export function StatusBoard({ status, isPending, isError, isFetching, onRefresh, refreshSeconds }: StatusBoardProps) {
  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-600 shadow-sm">
        <Spinner className="size-5 text-amber-500" />
        Vérification de l’état du service…
      </div>
    );
  }
  const list = status ? components(status) : [];
  const worst: Level =
    !status || isError
      ? 'down'
      : list.some((c) => c.level === 'down')
        ? 'down'
        : list.some((c) => c.level === 'warning')
          ? 'warning'
          : 'ok';
  const headline = !status
    ? 'Le service ne répond pas'
    : worst === 'ok'
      ? 'Tous les services fonctionnent'
      : worst === 'warning'
        ? 'Le service fonctionne, un point est à surveiller'
        : 'Le service est perturbé';
  const Headline = LEVEL_STYLE[worst].icon;
  return (
    <div className="space-y-6">
      <div
        role="status"
        aria-live="polite"
        className={`flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center sm:justify-between ${LEVEL_STYLE[worst].badge}`}
      >
        <div className="flex items-center gap-3">
          <Headline aria-hidden="true" className="size-7 shrink-0" />
          <div>
            <p className="text-lg font-bold">{headline}</p>
            <p className="text-sm opacity-80">
              {status ? `Dernière vérification : ${formatDateTime(status.checked_at)}. ` : ''}
              Actualisation automatique toutes les {refreshSeconds} secondes.
            </p>
          </div>
        </div>
        <Button type="button" variant="secondary" size="sm" onClick={onRefresh} disabled={isFetching}>
          {isFetching ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Actualiser
        </Button>
      </div>
      {isError && status ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          La dernière vérification a échoué : l’état ci-dessous est celui de la vérification précédente.
        </p>
      ) : null}
      {!status ? (
        <p className="text-slate-600">
          L’API ne répond pas pour le moment. Réessayez dans quelques minutes ; la page se met à jour toute seule.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          aria-label="Composants du service"
        >
          {list.map((component) => {
            const style = LEVEL_STYLE[component.level];
            const Icon = component.icon;
            return (
              <li
                key={component.id}
                data-component={component.id}
                className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                <div className="flex-1">
                  <p className="font-semibold text-slate-900">{component.name}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{component.detail}</p>
                </div>
                <span
                  className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${style.badge}`}
                >
                  {style.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
