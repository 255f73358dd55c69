import { RefreshCw } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';

/** "Dernière synchronisation BOAMP : le 22 novembre 2026 à 10:05". */
export function lastSyncText(lastSyncAt: string | null): string {
  return lastSyncAt
    ? `Dernière synchronisation BOAMP : le ${formatDateTime(lastSyncAt)}`
    : 'La source BOAMP n’a pas encore été synchronisée.';
}

export function LastSync({ lastSyncAt, className = '' }: { lastSyncAt: string | null; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1.5 text-xs text-slate-500 ${className}`}>
      <RefreshCw aria-hidden="true" className="size-3.5 shrink-0" />
      {lastSyncText(lastSyncAt)}
    </p>
  );
}
