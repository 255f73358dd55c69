import { HardDrive } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  formatStorageBytes,
  storagePlanLabel,
  storageUsageText,
  storageUsedPercent,
} from '@batiao/shared/domain/storage';
import { useStorageUsage } from '../api/get-storage-usage';

/** From this share of the quota the bar turns amber and the card says what to do. */
const NEARLY_FULL = 90;

/**
 * « Espace utilisé : 12,3 Mo sur 100 Mo » with a bar (ADR 013), on the administrative file and
 * company pages. Nothing while loading or when the usage cannot be read: it is information, never
 * an obstacle.
 */
export function StorageUsageCard({ className = '' }: { className?: string }) {
  const usage = useStorageUsage();
  const labelId = useId();
  if (!usage.data) {
    return null;
  }
  const { used_bytes: used, quota_bytes: quota, plan } = usage.data;
  const percent = storageUsedPercent(used, quota);
  const full = used >= quota;
  const nearlyFull = percent >= NEARLY_FULL;
  const bar = full ? 'bg-red-500' : nearlyFull ? 'bg-amber-500' : 'bg-slate-700';
  return (
    <section
      aria-label="Espace de stockage"
      className={`rounded-2xl border border-slate-200 bg-white px-4 py-4 sm:px-5 ${className}`}
    >
      <div className="flex items-start gap-3">
        <HardDrive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <p id={labelId} className="font-medium text-slate-800">
              {storageUsageText(used, quota)}
            </p>
            <p className="text-slate-500">
              Offre {storagePlanLabel(plan)} · {percent} %
            </p>
          </div>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent} % de ${formatStorageBytes(quota)}`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={`h-full rounded-full ${bar} transition-[width] duration-500 motion-reduce:transition-none`}
              style={{ width: `${Math.max(percent, used > 0 ? 1 : 0)}%` }}
            />
          </div>
          {nearlyFull ? (
            <p className={`mt-2 text-sm ${full ? 'text-red-700' : 'text-amber-800'}`}>
              {full ? 'Espace plein' : 'Espace presque plein'} : supprimez des fichiers
              {plan === 'expert' ? null : (
                <>
                  {' '}
                  ou{' '}
                  <Link to="/subscription" className="font-medium underline underline-offset-2">
                    passez à une offre supérieure
                  </Link>
                </>
              )}
              .
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
