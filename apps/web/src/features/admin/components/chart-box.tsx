import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A titled card with a chart that follows the card's width (a first size before it is measured). */
export function ChartBox({
  title,
  description,
  height = 240,
  empty,
  children,
}: {
  title: string;
  description?: string;
  height?: number;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
  children: ReactElement;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4" style={{ height }}>
        {empty ?? (
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
            {children}
          </ResponsiveContainer>
        )}
      </div>
    </section>
  );
}

export function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-500">
      {children}
    </div>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
