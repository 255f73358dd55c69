import { useState } from 'react';
import { CircleAlert, CircleCheck, ListChecks, TriangleAlert, type LucideIcon } from 'lucide-react';
import { pluralize } from '../../../lib/format';
import type { FileHealthView } from '../api/get-file-health';
import { CRITICAL_COUNT, criticalValidCount, healthLabel, type OverallHealth } from '../lib/display';
import { CompletionBar } from './completion-bar';

const HEALTH_STYLES: Record<OverallHealth, { icon: LucideIcon; className: string }> = {
  good: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  warning: { icon: TriangleAlert, className: 'bg-amber-50 text-amber-800 ring-amber-600/25' },
  incomplete: { icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-600/20' },
};

/** Complet / Attention / Incomplet, as a pill. */
export function HealthPill({ health }: { health: OverallHealth }) {
  const { icon: Icon, className } = HEALTH_STYLES[health] ?? HEALTH_STYLES.incomplete;
  return (
    <span
      data-health={health}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {healthLabel(health)}
    </span>
  );
}

const VISIBLE_RECOMMENDATIONS = 4;

interface FileHealthSummaryProps {
  health: FileHealthView | undefined;
  /** The account's completion, used while the health loads or when it could not be read. */
  fallbackCompletion: number;
}

/** The head of the documents screen: completion bar, overall status and what to do next. */
export function FileHealthSummary({ health, fallbackCompletion }: FileHealthSummaryProps) {
  const [showAll, setShowAll] = useState(false);
  const completion = health && !health.unavailable ? health.dossier_completion : fallbackCompletion;
  const valid = criticalValidCount(completion);
  const recommendations = health?.recommendations ?? [];
  const shown = showAll ? recommendations : recommendations.slice(0, VISIBLE_RECOMMENDATIONS);
  const hidden = recommendations.length - shown.length;

  return (
    <section
      aria-labelledby="file-health-title"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-7 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="file-health-title" className="text-lg font-semibold text-slate-900">
            État du dossier
          </h2>
          {health ? <HealthPill health={health.overall_health} /> : null}
        </div>
        <CompletionBar
          className="mt-5"
          percent={completion}
          label={`${valid} / ${CRITICAL_COUNT} pièces obligatoires valides`}
        />
        <p className="mt-3 text-sm text-slate-600">
          {completion >= 100
            ? 'Votre dossier est complet : les réponses automatiques aux appels d’offres sont disponibles.'
            : 'Un dossier complet à 100 % est nécessaire pour générer automatiquement vos réponses.'}
        </p>
        {health && !health.unavailable && (health.expired.length > 0 || health.expiring_soon.length > 0) ? (
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {health.expired.length > 0 ? (
              <li className="rounded-full bg-red-50 px-3 py-1 font-medium text-red-800">
                {pluralize(health.expired.length, 'document expiré', 'documents expirés')}
              </li>
            ) : null}
            {health.expiring_soon.length > 0 ? (
              <li className="rounded-full bg-orange-50 px-3 py-1 font-medium text-orange-800">
                {pluralize(health.expiring_soon.length, 'document expire', 'documents expirent')} bientôt
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <div className="border-t border-slate-100 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <ListChecks aria-hidden="true" className="size-4.5 text-amber-600" />À faire
        </h3>
        {health === undefined ? (
          <div role="status" aria-busy="true" className="mt-3 animate-pulse space-y-2">
            <span className="sr-only">Chargement des recommandations…</span>
            <div aria-hidden="true" className="h-4 w-5/6 rounded bg-slate-100" />
            <div aria-hidden="true" className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        ) : recommendations.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            {health.unavailable
              ? 'Les recommandations ne sont pas disponibles pour le moment.'
              : 'Rien à faire : tous vos documents sont à jour. Vous serez prévenu 30 jours avant une expiration.'}
          </p>
        ) : (
          <>
            <ul className="mt-3 space-y-2" aria-label="Recommandations">
              {shown.map((text) => (
                <li key={text} className="flex gap-2.5 text-sm leading-relaxed text-slate-700">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500" />
                  {text}
                </li>
              ))}
            </ul>
            {hidden > 0 || showAll ? (
              <button
                type="button"
                aria-expanded={showAll}
                onClick={() => setShowAll((value) => !value)}
                className="mt-3 rounded-md text-sm font-semibold text-slate-700 underline decoration-slate-300 underline-offset-4 hover:text-slate-900"
              >
                {showAll
                  ? 'Afficher moins'
                  : `Afficher ${pluralize(hidden, 'autre recommandation', 'autres recommandations')}`}
              </button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
