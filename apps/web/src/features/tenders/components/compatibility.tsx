import { CircleAlert, Gauge, Info, OctagonAlert } from 'lucide-react';
import type { TenderSummary } from '@batiao/shared/contracts/tenders';
import {
  compatibilityColour,
  truncateMessage,
  MESSAGE_MAX_LENGTH,
  REASON_LEVEL_LABELS,
  type CompatibilityColour,
  type CompatibilityReason,
} from '@batiao/shared/domain/compatibility-display';

type Analysis = TenderSummary['compatibility_analysis'];

const REASON_TONES: Record<CompatibilityReason['level'], { icon: typeof Info; className: string }> = {
  bloquant: { icon: OctagonAlert, className: 'border-red-200 bg-white text-red-800' },
  attention: { icon: CircleAlert, className: 'border-amber-200 bg-white text-amber-900' },
  info: { icon: Info, className: 'border-slate-200 bg-white/80 text-slate-700' },
};

/** What the consultation files add to the score (issue 16), most pressing first. */
function Reasons({ reasons }: { reasons: CompatibilityReason[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Selon le dossier de consultation</h3>
      <ul aria-label="Points relevés dans le dossier de consultation" className="mt-2 space-y-2">
        {reasons.map((reason) => {
          const tone = REASON_TONES[reason.level];
          const Icon = tone.icon;
          return (
            <li
              key={`${reason.level}-${reason.text}`}
              data-level={reason.level}
              className={`flex gap-2 rounded-lg border px-3 py-2 text-sm leading-snug ${tone.className}`}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p className="min-w-0 break-words">
                <span className="sr-only">{REASON_LEVEL_LABELS[reason.level]} : </span>
                {reason.text}
                {reason.source ? <span className="block text-xs text-slate-500">{reason.source}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

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
      {analysis.reasons && analysis.reasons.length > 0 ? <Reasons reasons={analysis.reasons} /> : null}
      <p className="mt-3 text-xs text-slate-500">
        Calculé à partir du métier, de la distance, de la date limite, du montant et de votre dossier
        {analysis.reasons ? ', et des pièces du dossier de consultation que vous avez jointes' : ''}.
      </p>
    </section>
  );
}
