import { useId } from 'react';
import { completionTone } from '../lib/display';

interface CompletionBarProps {
  /** 0–100. */
  percent: number;
  label?: string;
  /** Shown under the bar, right-aligned on wide screens. */
  caption?: string;
  className?: string;
}

/** The file completion (core-journey §9): green at 80 or above, yellow at 60 or above, red below. */
export function CompletionBar({
  percent,
  label = 'Complétion du dossier',
  caption,
  className = '',
}: CompletionBarProps) {
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const tone = completionTone(value);
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span className={`font-semibold tabular-nums ${tone.text}`}>{value} %</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
        data-tone={tone.name}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${tone.bar} transition-[width] duration-500 motion-reduce:transition-none`}
          style={{ width: `${value}%` }}
        />
      </div>
      {caption ? <p className="mt-2 text-sm text-slate-600">{caption}</p> : null}
    </div>
  );
}
