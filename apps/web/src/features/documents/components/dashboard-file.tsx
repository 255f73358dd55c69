import {
  ArrowRight,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  FolderCheck,
  TriangleAlert,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { pluralize } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFileHealth, type FileHealthView } from '../api/get-file-health';
import {
  CRITICAL_COUNT,
  CRITICAL_SHORT_LABELS,
  criticalStates,
  criticalValidCount,
  documentLabel,
  healthLabel,
  type CriticalState,
} from '../lib/display';
import { CompletionBar } from './completion-bar';

/** The completion to show: the health's, else the account's (kept by the server at each change). */
function useCompletion(health: FileHealthView | undefined): number {
  const { user } = useSession();
  return health && !health.unavailable ? health.dossier_completion : (user?.dossier_completion ?? 0);
}

/**
 * The body of the dashboard's file-status card (core-journey §2): good = 'Complet',
 * warning = 'Attention', anything else = 'Incomplet'; a failed call reads as good (§4).
 */
export function FileStatusSummary() {
  const health = useFileHealth();
  const completion = useCompletion(health.data);
  if (health.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-1 animate-pulse flex-col justify-center py-4">
        <span className="sr-only">Chargement de l’état du dossier…</span>
        <div aria-hidden="true" className="h-10 w-32 rounded bg-slate-200" />
        <div aria-hidden="true" className="mt-3 h-4 w-48 rounded bg-slate-100" />
      </div>
    );
  }
  const data = health.data;
  const valid = criticalValidCount(completion);
  const tone =
    data?.overall_health === 'good'
      ? 'text-emerald-700'
      : data?.overall_health === 'warning'
        ? 'text-amber-700'
        : 'text-red-700';
  return (
    <div className="flex flex-1 flex-col justify-center py-2">
      <p className="flex items-baseline gap-2">
        <span data-testid="file-status" className={`text-4xl font-bold tracking-tight ${tone}`}>
          {healthLabel(data?.overall_health ?? 'good')}
        </span>
      </p>
      <p className="mt-3 text-sm text-slate-600">
        <span className="font-semibold text-slate-900 tabular-nums">
          {valid} / {CRITICAL_COUNT}
        </span>{' '}
        pièces obligatoires valides
      </p>
      {data && !data.unavailable && (data.expired.length > 0 || data.expiring_soon.length > 0) ? (
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {data.expired.length > 0 ? (
            <li className="rounded-full bg-red-50 px-3 py-1 font-medium text-red-800">
              {pluralize(data.expired.length, 'expiré', 'expirés')}
            </li>
          ) : null}
          {data.expiring_soon.length > 0 ? (
            <li className="rounded-full bg-orange-50 px-3 py-1 font-medium text-orange-800">
              {pluralize(data.expiring_soon.length, 'à renouveler', 'à renouveler')}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * core-journey §2: when the file's health is not good, a banner lists the missing critical
 * documents and the recommendations, with a link to /documents. Nothing while loading or when the
 * call failed (it then reads as good).
 */
export function FileHealthBanner({ className = '' }: { className?: string }) {
  const health = useFileHealth();
  const data = health.data;
  if (!data || data.overall_health === 'good') {
    return null;
  }
  const incomplete = data.overall_health !== 'warning';
  // The advice to add a missing document says what the list above already shows.
  const missingLabels = data.missing_critical.map((type) => `« ${documentLabel(type)} »`);
  const advice = data.recommendations.filter((text) => !missingLabels.some((label) => text.includes(label)));
  const Icon = incomplete ? CircleAlert : TriangleAlert;
  return (
    <section
      aria-labelledby="file-health-banner-title"
      data-health={data.overall_health}
      className={`rounded-2xl border p-5 sm:p-6 ${
        incomplete ? 'border-red-200 bg-red-50/70' : 'border-amber-200 bg-amber-50'
      } ${className}`}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 gap-3.5">
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-6 shrink-0 ${incomplete ? 'text-red-600' : 'text-amber-600'}`}
          />
          <div className="min-w-0">
            <h2 id="file-health-banner-title" className="font-semibold text-slate-900">
              {incomplete
                ? 'Votre dossier administratif est incomplet'
                : 'Votre dossier administratif demande votre attention'}
            </h2>
            {data.missing_critical.length > 0 ? (
              <div className="mt-3">
                <p className="text-sm font-medium text-slate-800">Documents indispensables manquants :</p>
                <ul aria-label="Documents indispensables manquants" className="mt-2 flex flex-wrap gap-2">
                  {data.missing_critical.map((type) => (
                    <li
                      key={type}
                      className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
                    >
                      {documentLabel(type)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {advice.length > 0 ? (
              <ul aria-label="Recommandations" className="mt-3 space-y-1.5">
                {advice.map((text) => (
                  <li key={text} className="flex gap-2.5 text-sm leading-relaxed text-slate-700">
                    <span
                      aria-hidden="true"
                      className={`mt-2 size-1.5 shrink-0 rounded-full ${incomplete ? 'bg-red-400' : 'bg-amber-500'}`}
                    />
                    {text}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <ButtonLink to="/documents" variant={incomplete ? 'primary' : 'accent'} className="shrink-0 self-start">
          Compléter mon dossier
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}

const CRITICAL_STATES: Record<CriticalState, { icon: typeof CircleCheck; text: string; className: string }> = {
  valid: { icon: CircleCheck, text: 'valide', className: 'text-emerald-600' },
  expiring_soon: { icon: Clock, text: 'expire bientôt', className: 'text-orange-600' },
  expired: { icon: CircleX, text: 'expiré', className: 'text-red-600' },
  missing: { icon: CircleDashed, text: 'manquant', className: 'text-slate-400' },
};

/** The 6 critical documents, each with its state. */
function CriticalChecklist({ health }: { health: FileHealthView }) {
  return (
    <ul aria-label="Pièces indispensables" className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
      {criticalStates(health).map(({ type, state }) => {
        const { icon: Icon, text, className } = CRITICAL_STATES[state];
        return (
          <li key={type} data-state={state} className="flex min-w-0 items-start gap-2 text-sm">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} />
            <span className={state === 'valid' ? 'text-slate-800' : 'text-slate-600'}>
              {CRITICAL_SHORT_LABELS[type]}
              <span className="sr-only"> : {text}</span>
              {state === 'valid' || state === 'missing' ? null : (
                <span aria-hidden="true" className={`ml-1 text-xs font-medium ${className}`}>
                  ({text})
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The dashboard's file-completion block: bar coloured by the §9 thresholds, its text, the link. */
export function DossierCompletionPanel() {
  const health = useFileHealth();
  const completion = useCompletion(health.data);
  return (
    <section
      aria-labelledby="dossier-title"
      className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
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
                ? `Votre dossier est complet : vous pouvez répondre aux appels d’offres.${
                    health.data && health.data.overall_health !== 'good'
                      ? ' Régularisez les pièces signalées pour ne pas être écarté.'
                      : ''
                  }`
                : 'Complétez les 6 pièces indispensables (Kbis, URSSAF, RC Pro, décennale, pièce d’identité, RIB) pour répondre aux marchés.'}
            </p>
          </div>
        </div>
        <ButtonLink to="/documents" variant="secondary" className="shrink-0">
          Gérer mes documents
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <div className="mt-6 space-y-6">
        <CompletionBar percent={completion} />
        {health.data && !health.data.unavailable ? (
          <div className="border-t border-slate-100 pt-5">
            <CriticalChecklist health={health.data} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
