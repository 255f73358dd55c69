import { Link } from 'react-router';
import { BellRing, CheckCheck } from 'lucide-react';
import type { Notification } from '@batiao/shared/contracts/notifications';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { EMPTY_NOTIFICATIONS, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatReceivedAt, NO_NOTIFICATIONS, notificationLabel, notificationTarget } from '../lib/display';

export function NotificationItem({
  notification,
  onRead,
}: {
  notification: Notification;
  onRead: (id: string) => void;
}) {
  const { read } = notification;
  const target = notificationTarget(notification);
  const label = notificationLabel(notification);
  const message = notification.message.trim() || label;
  const markRead = () => {
    if (!read) {
      onRead(notification.id);
    }
  };

  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        data-testid={read ? undefined : 'unread-dot'}
        className={`mt-1 size-2.5 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-amber-500 ring-4 ring-amber-100'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <p className={`text-xs font-semibold ${read ? 'text-slate-500' : 'text-amber-700'}`}>
            {read ? null : <span className="sr-only">Non lue : </span>}
            {label}
          </p>
          <time
            dateTime={notification.sent_at}
            title={formatDateTime(notification.sent_at)}
            className="shrink-0 text-xs text-slate-500"
          >
            {formatReceivedAt(notification.sent_at)}
          </time>
        </div>
        {target ? (
          <Link
            to={target}
            onClick={markRead}
            className={`mt-1 inline-block rounded hover:text-amber-700 hover:underline ${
              read ? 'font-medium text-slate-700' : 'font-semibold text-slate-900'
            }`}
          >
            {message}
          </Link>
        ) : (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            {message !== label ? (
              <p className={read ? 'text-slate-700' : 'font-medium text-slate-900'}>{message}</p>
            ) : null}
            {read ? null : (
              <button
                type="button"
                onClick={markRead}
                className="rounded text-xs font-semibold text-slate-700 underline underline-offset-2 hover:text-amber-700"
              >
                Marquer comme lue
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** "Notifications récentes": the 5 latest, unread first marked by a dot; following one marks it read. */
export function RecentNotifications() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  // A failed list reads as empty (core-journey §7).
  const data = notifications.data ?? EMPTY_NOTIFICATIONS;
  const unread = data.unread_count;

  return (
    <section
      id="notifications-recentes"
      aria-labelledby="recent-notifications-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-notifications-title" className="text-lg font-semibold text-slate-900">
          Notifications récentes
        </h2>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
            {markAllRead.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CheckCheck aria-hidden="true" className="size-4" />
            )}
            Tout marquer comme lu
          </Button>
        ) : null}
      </div>

      <div className="mt-5">
        {notifications.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Chargement des notifications…</span>
            <ul aria-hidden="true" className="divide-y divide-slate-100">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} className="animate-pulse py-4 first:pt-0">
                  <div className="h-4 w-1/3 rounded bg-slate-200" />
                  <div className="mt-2 h-3 w-2/3 rounded bg-slate-100" />
                </li>
              ))}
            </ul>
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-8 text-center">
            <BellRing aria-hidden="true" className="size-6 text-slate-400" />
            <p className="mt-3 max-w-md text-sm text-slate-600">{NO_NOTIFICATIONS}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
