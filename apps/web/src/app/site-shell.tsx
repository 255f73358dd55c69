import { AppLayout } from '../components/layout/app-layout';
import { AnalyticsTracker } from '../features/analytics/components/analytics-tracker';
import { CookieConsent } from '../features/consent/components/cookie-consent';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useSession } from '../lib/session';

/**
 * Every page: the layout, with the notification bell for a signed-in user, the cookie banner and
 * the audience measure (which sends nothing without consent). Composed here because the layout
 * (components/) does not import features.
 */
export function SiteShell() {
  const { status } = useSession();
  return (
    <>
      <AppLayout headerExtra={status === 'authenticated' ? <NotificationBell /> : null} />
      <CookieConsent />
      <AnalyticsTracker />
    </>
  );
}
