import { useId } from 'react';
import { Mail } from 'lucide-react';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

export const EMAIL_ALERTS_DESCRIPTION = 'Recevoir chaque matin les nouveaux appels d’offres par e-mail';

/** "Alertes e-mail": the daily e-mail of new matching tenders, on or off (optimistic). */
export function EmailAlertsSwitch({ className = '' }: { className?: string }) {
  const labelId = useId();
  const descriptionId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const loading = preferences.isPending;
  const unavailable = preferences.isError && !preferences.data;
  const checked = preferences.data?.email_alerts ?? false;
  // The switch stays focusable while a change is being saved; a second click waits for the first.
  const busy = update.isPending;

  function toggle() {
    if (loading || unavailable || busy) {
      return;
    }
    update.mutate({ email_alerts: !checked });
  }

  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="flex min-w-0 items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-semibold text-slate-900">
            Alertes e-mail
          </p>
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
            {EMAIL_ALERTS_DESCRIPTION}
          </p>
          {unavailable ? (
            <p className="mt-1 text-xs text-slate-500">
              Votre choix n’a pas pu être chargé.{' '}
              <button
                type="button"
                onClick={() => void preferences.refetch()}
                className="rounded font-semibold text-slate-700 underline underline-offset-2 hover:text-amber-700"
              >
                Réessayer
              </button>
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={loading || busy}
        disabled={unavailable}
        onClick={toggle}
        className={`relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress ${
          checked ? 'bg-amber-500' : 'bg-slate-300'
        } ${loading ? 'animate-pulse' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform duration-150 ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
