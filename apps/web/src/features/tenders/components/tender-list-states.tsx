import type { ReactNode } from 'react';
import { AlertTriangle, Inbox, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { LOAD_ERROR_MESSAGE } from '../lib/display';

/** Placeholder cards while the first page loads. */
export function TenderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Chargement des appels d’offres…</span>
      <ul aria-hidden="true" className="space-y-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <div className="h-5 w-16 rounded-full bg-slate-100" />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-3 h-3.5 w-full rounded bg-slate-100" />
            <div className="mt-2 h-3.5 w-5/6 rounded bg-slate-100" />
            <div className="mt-6 grid gap-4 sm:grid-cols-3">
              <div className="h-9 rounded bg-slate-100" />
              <div className="h-9 rounded bg-slate-100" />
              <div className="h-9 rounded bg-slate-100" />
            </div>
            <div className="mt-5 h-12 rounded-xl bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface LoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
  /** The server's explanation, when it gave one. */
  detail?: string;
  compact?: boolean;
}

/** core-journey §8: 'Erreur lors du chargement des appels d'offres', with a way to try again. */
export function TenderLoadError({ onRetry, retrying, detail, compact = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 text-center ${
        compact ? 'px-4 py-6' : 'px-6 py-12'
      }`}
    >
      <AlertTriangle aria-hidden="true" className="size-7 text-red-500" />
      <p className="mt-3 font-semibold text-red-900">{LOAD_ERROR_MESSAGE}</p>
      {detail ? <p className="mt-1 max-w-md text-sm text-red-800">{detail}</p> : null}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : null}
        Réessayer
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  kind: 'no-tenders' | 'no-results';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function TenderEmptyState({ kind, title, children, actions }: EmptyStateProps) {
  const Icon = kind === 'no-tenders' ? Inbox : SearchX;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-lg space-y-1 text-sm text-slate-600">{children}</div>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
