import { Gauge } from 'lucide-react';
import type { TenderSummary } from '@batiao/shared/contracts/tenders';
import {
  compatibilityColour,
  truncateMessage,
  MESSAGE_MAX_LENGTH,
  type CompatibilityColour,
} from '@batiao/shared/domain/compatibility-display';

type Analysis = TenderSummary['compatibility_analysis'];

/** core-journey §9: 80 or above green, 65 or above orange, below red. */
const TONES: Record<CompatibilityColour, { chip: string; box: string; bar: string; text: string; label: string }> = {
  green: {
    chip: 'bg-emerald-600 text-white',
    box: 'border-emerald-200 bg-emerald-50/70',
    bar: 'bg-emerald-500',
    text: 'text-emerald-800',
    label: 'Très compatible',
  },
  orange: {
    chip: 'bg-orange-500 text-white',
    box: 'border-orange-200 bg-orange-50/70',
    bar: 'bg-orange-500',
    text: 'text-orange-800',
    label: 'Compatible',
  },
  red: {
    chip: 'bg-red-600 text-white',
    box: 'border-red-200 bg-red-50/70',
    bar: 'bg-red-500',
    text: 'text-red-800',
    label: 'Peu compatible',
  },
};

/** The card's compatibility line: the score in its colour and the message cut at 100 characters. */
export function CompatibilitySummary({ analysis }: { analysis: Analysis }) {
  const colour = compatibilityColour(analysis.score_global);
  const tone = TONES[colour];
  const message = truncateMessage(analysis.ai_message, MESSAGE_MAX_LENGTH);
  return (
    <div className={`flex items-center gap-3 rounded-xl border px-3.5 py-3 ${tone.box}`}>
      <span
        data-testid="compatibility-score"
        data-colour={colour}
        className={`inline-flex h-8 min-w-14 shrink-0 items-center justify-center rounded-lg px-2 text-sm font-bold tabular-nums ${tone.chip}`}
      >
        {analysis.score_global}&nbsp;%
      </span>
      <p className="min-w-0 text-sm leading-snug text-slate-700">
        <span className={`font-semibold ${tone.text}`}>
          Compatibilité<span className="sr-only"> : {tone.label}</span>
        </span>
        <span aria-hidden="true" className="text-slate-400">
          {' '}
          ·{' '}
        </span>
        <span
          data-testid="compatibility-message"
          title={message === analysis.ai_message ? undefined : analysis.ai_message}
        >
          {message}
        </span>
      </p>
    </div>
  );
}

/** The detail page's box: the real score, a gauge and the whole explanation. */
export function CompatibilityBox({ analysis }: { analysis: Analysis }) {
  const colour = compatibilityColour(analysis.score_global);
  const tone = TONES[colour];
  return (
    <section aria-labelledby="compatibility-title" className={`rounded-2xl border p-5 sm:p-6 ${tone.box}`}>
      <h2 id="compatibility-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Gauge aria-hidden="true" className="size-4.5 text-slate-500" />
        Compatibilité avec votre profil
      </h2>
      <div className="mt-4 flex items-end gap-3">
        <p
          data-testid="compatibility-score"
          data-colour={colour}
          className={`text-4xl font-bold tracking-tight tabular-nums ${tone.text}`}
        >
          {analysis.score_global}&nbsp;%
        </p>
        <p className={`pb-1 text-sm font-semibold ${tone.text}`}>{tone.label}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Score de compatibilité"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={analysis.score_global}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/80 ring-1 ring-slate-900/5"
      >
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${analysis.score_global}%` }} />
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{analysis.ai_message}</p>
      <p className="mt-3 text-xs text-slate-500">
        Calculé à partir du métier, de la distance, de la date limite, du montant et de votre dossier.
      </p>
    </section>
  );
}
