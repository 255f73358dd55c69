import { BellRing, CheckCheck, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_DIGEST_HOUR } from '@batiao/shared/contracts/notifications';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useNotificationsPage } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { NO_NOTIFICATIONS } from '../lib/display';
import { EmailAlertsSwitch } from './email-alerts-switch';
import { NotificationItem } from './recent-notifications';

const PAGE = 20;
const MAX = 100;

/** The hour of the daily e-mail (Europe/Paris). */
function DigestHour() {
  const id = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const hour = preferences.data?.digest_hour ?? DEFAULT_DIGEST_HOUR;
  const enabled = preferences.data?.email_alerts ?? false;
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="flex items-center gap-3 text-sm font-semibold text-slate-900">
        <Clock aria-hidden="true" className="size-4 text-slate-400" />
        Heure de l’e-mail
      </label>
      <select
        id={id}
        value={hour}
        disabled={!preferences.data || !enabled || update.isPending}
        onChange={(e) => update.mutate({ email_alerts: enabled, digest_hour: Number(e.target.value) })}
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 focus:outline-none disabled:opacity-60"
      >
        {Array.from({ length: 24 }, (_, h) => (
          <option key={h} value={h}>
            {`${h} h`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /notifications: all or unread, read one or all, and the e-mail preferences. */
export function NotificationsCenter() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const list = useNotificationsPage(limit, unreadOnly);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.items ?? [];

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section
        aria-labelledby="list-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="list-title" className="sr-only">
            Vos notifications
          </h2>
          <div role="group" aria-label="Filtrer" className="inline-flex rounded-lg border border-slate-200 p-1">
            {[
              { value: false, label: 'Toutes' },
              { value: true, label: `Non lues (${unread})` },
            ].map((option) => (
              <button
                key={String(option.value)}
                type="button"
                aria-pressed={unreadOnly === option.value}
                onClick={() => {
                  setUnreadOnly(option.value);
                  setLimit(PAGE);
                }}
                className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors ${
                  unreadOnly === option.value ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100'
                }`}
              >
                {option.label}
              </button>
            ))}
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
          >
            {markAll.isPending ? <Spinner className="size-4" /> : <CheckCheck aria-hidden="true" className="size-4" />}
            Tout marquer comme lu
          </Button>
        </div>

        <div className="mt-6">
          {list.isPending ? (
            <div role="status" className="flex justify-center py-10">
              <Spinner />
              <span className="sr-only">Chargement des notifications…</span>
            </div>
          ) : list.isError ? (
            <p className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
              Les notifications n’ont pas pu être chargées.{' '}
              <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
                Réessayer
              </button>
            </p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-10 text-center">
              <BellRing aria-hidden="true" className="size-6 text-slate-400" />
              <p className="mt-3 max-w-md text-sm text-slate-600">
                {unreadOnly ? 'Aucune notification non lue : vous êtes à jour.' : NO_NOTIFICATIONS}
              </p>
            </div>
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onRead={(id) => markRead.mutate(id)}
                  />
                ))}
              </ul>
              {items.length >= limit && limit < MAX ? (
                <div className="mt-6 flex justify-center">
                  <Button variant="secondary" size="sm" onClick={() => setLimit((l) => Math.min(MAX, l + PAGE))}>
                    {list.isFetching ? <Spinner className="size-4" /> : null}
                    Afficher plus
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>

      <aside
        aria-labelledby="prefs-title"
        className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <h2 id="prefs-title" className="text-base font-semibold text-slate-900">
          Préférences
        </h2>
        <div className="mt-4 space-y-5">
          <EmailAlertsSwitch />
          <DigestHour />
        </div>
      </aside>
    </div>
  );
}
