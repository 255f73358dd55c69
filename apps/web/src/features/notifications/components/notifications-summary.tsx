import { formatInteger, pluralize } from '../../../lib/format';
import { EMPTY_NOTIFICATIONS, useNotifications } from '../api/get-notifications';
import { EmailAlertsSwitch } from './email-alerts-switch';

/**
 * The body of the dashboard's "Notifications" card: the unread count, how many of the latest
 * notifications there are (5 at most), and the e-mail alerts switch.
 */
export function NotificationsSummary() {
  const notifications = useNotifications();
  // A failed list reads as empty (core-journey §7).
  const data = notifications.data ?? EMPTY_NOTIFICATIONS;

  return (
    <div className="flex flex-1 flex-col">
      {notifications.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-1 animate-pulse flex-col justify-center py-2">
          <span className="sr-only">Chargement des notifications…</span>
          <div aria-hidden="true" className="h-10 w-24 rounded bg-slate-200" />
          <div aria-hidden="true" className="mt-3 h-4 w-48 rounded bg-slate-100" />
        </div>
      ) : (
        <div className="flex flex-1 flex-col justify-center py-2">
          <p className="flex items-baseline gap-2">
            <span
              data-testid="unread-notifications"
              className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
            >
              {formatInteger(data.unread_count)}
            </span>
            <span className="text-sm font-medium text-slate-600">non lue{data.unread_count > 1 ? 's' : ''}</span>
          </p>
          <p className="mt-3 text-sm">
            {data.items.length > 0 ? (
              <span
                data-testid="latest-notifications"
                className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700"
              >
                {pluralize(data.items.length, 'notification récente', 'notifications récentes')}
              </span>
            ) : (
              <span className="text-slate-500">Aucune notification pour le moment.</span>
            )}
          </p>
        </div>
      )}
      <EmailAlertsSwitch className="mt-5 border-t border-slate-100 pt-5" />
    </div>
  );
}
