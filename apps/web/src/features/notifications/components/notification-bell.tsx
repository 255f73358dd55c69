import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadNotificationsCount } from '../api/get-notifications';

/** The navigation bell: a link to /notifications with the unread count (core-journey §2). */
export function NotificationBell() {
  const unread = useUnreadNotificationsCount();
  const label = unread > 0 ? `Notifications, ${unread} non lue${unread > 1 ? 's' : ''}` : 'Notifications';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-amber-500 px-1 text-[0.65rem] leading-none font-bold text-slate-950"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
