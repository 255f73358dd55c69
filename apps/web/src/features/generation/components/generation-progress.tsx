import { Check } from 'lucide-react';
import { GENERATION_STEP_LABELS, type GeneratedResponse } from '@batiao/shared/contracts/generation';
import { Spinner } from '../../../components/ui/spinner';
import { STEP_ORDER, currentStepIndex } from '../lib/display';

/**
 * The three steps of a generation (analysis, writing, layout): done ones ticked, the current one
 * highlighted, announced to screen readers as it moves.
 */
export function GenerationProgress({ response }: { response: Pick<GeneratedResponse, 'status' | 'step'> | null }) {
  const current = currentStepIndex(response);
  const total = STEP_ORDER.length;
  const currentStep = STEP_ORDER[Math.min(current, total - 1)] ?? 'analysis';
  const percent = Math.round(((Math.min(current, total) + 0.5) / total) * 100);

  return (
    <div
      data-testid="generation-progress"
      className="overflow-hidden rounded-xl border border-amber-200 bg-gradient-to-b from-amber-50/80 to-white"
    >
      <div className="px-4 py-4 sm:px-5">
        <p className="text-sm font-semibold text-slate-900">Rédaction de votre réponse en cours…</p>
        <p className="mt-0.5 text-sm text-slate-600">
          Restez sur cette page : la réponse s’affiche dès qu’elle est prête.
        </p>
        <p role="status" aria-live="polite" className="sr-only">
          {`Étape ${Math.min(current + 1, total)} sur ${total} : ${GENERATION_STEP_LABELS[currentStep]}`}
        </p>
        <div
          aria-hidden="true"
          className="mt-4 h-1.5 overflow-hidden rounded-full bg-amber-100"
          data-testid="generation-bar"
        >
          <div
            className="h-full rounded-full bg-amber-500 transition-[width] duration-500 ease-out"
            style={{ width: `${Math.min(100, percent)}%` }}
          />
        </div>
        <ol className="mt-4 space-y-2.5">
          {STEP_ORDER.map((step, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            return (
              <li
                key={step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                className="flex items-center gap-3 text-sm"
              >
                <span
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                    state === 'done'
                      ? 'bg-emerald-600 text-white'
                      : state === 'current'
                        ? 'bg-amber-500 text-slate-950 ring-4 ring-amber-200'
                        : 'bg-white text-slate-400 ring-1 ring-slate-200'
                  }`}
                >
                  {state === 'done' ? (
                    <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  ) : state === 'current' ? (
                    <Spinner className="size-4" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span
                  className={
                    state === 'current'
                      ? 'font-semibold text-slate-900'
                      : state === 'done'
                        ? 'text-slate-600'
                        : 'text-slate-400'
                  }
                >
                  {GENERATION_STEP_LABELS[step]}
                  {state === 'done' ? <span className="sr-only"> (terminé)</span> : null}
                  {state === 'current' ? <span className="sr-only"> (en cours)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
