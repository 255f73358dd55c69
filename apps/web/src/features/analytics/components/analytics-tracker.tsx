import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS } from '@batiao/shared/contracts/analytics';
import { onConsentChange } from '../../../lib/consent';
import { useSession } from '../../../lib/session';
import { newMilestones, scrollPercent, trackEvent, trackPageLoad } from '../lib/tracker';

/** The browser's page load time, once it is known (ms since navigation start), else null. */
function navigationLoadMs(): number | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || entry.loadEventEnd <= 0) {
    return null;
  }
  return entry.loadEventEnd - entry.startTime;
}

/**
 * First-party audience measure (supporting-areas §9, ADR 024), only with analytics consent: a
 * page_view per page, user_authenticated / user_logout, scroll depth at 25/50/75/90/100 %
 * (throttled 500 ms), user_idle after 30 s without activity, time_on_page every 60 s, the page
 * load time once (slow past 3 000 ms). Renders nothing.
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  const { status, user } = useSession();
  const page = useRef(pathname);
  const lastStatus = useRef(status);

  // A page view per page; and, when the visitor accepts on a page, that page's view and load.
  useEffect(() => {
    page.current = pathname;
    trackEvent('page_view', pathname);
  }, [pathname]);

  useEffect(
    () =>
      onConsentChange((consent) => {
        if (consent.analytics) {
          trackEvent('page_view', page.current);
          const ms = navigationLoadMs();
          if (ms !== null) {
            trackPageLoad(page.current, ms);
          }
        }
      }),
    [],
  );

  // The load time of the document, once.
  useEffect(() => {
    const send = () => {
      const ms = navigationLoadMs();
      if (ms !== null) {
        trackPageLoad(page.current, ms);
      }
    };
    if (document.readyState === 'complete') {
      send();
      return;
    }
    const onLoad = () => window.setTimeout(send, 0);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  // Sign-in and sign-out (session restored, login, logout).
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (status === 'authenticated' && before !== 'authenticated' && user) {
      trackEvent('user_authenticated', page.current, {
        user_id: user.id,
        plan_type: user.subscription_active ? user.subscription_plan : 'free',
      });
    } else if (status === 'anonymous' && before === 'authenticated') {
      trackEvent('user_logout', page.current);
    }
  }, [status, user]);

  // Scroll depth per page, throttled.
  useEffect(() => {
    const sent = new Set<number>();
    let last = 0;
    let trailing: number | undefined;
    const measure = () => {
      last = Date.now();
      trailing = undefined;
      for (const depth of newMilestones(scrollPercent(), sent)) {
        sent.add(depth);
        trackEvent('scroll_depth', pathname, { depth });
      }
    };
    const onScroll = () => {
      const wait = ANALYTICS.scrollThrottleMs - (Date.now() - last);
      if (wait <= 0) {
        measure();
      } else if (trailing === undefined) {
        trailing = window.setTimeout(measure, wait);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, [pathname]);

  // Idle after 30 s without activity (once until the next activity), time on page every 60 s.
  useEffect(() => {
    const started = Date.now();
    let idleTimer: number | undefined;
    const arm = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(
        () => trackEvent('user_idle', pathname, { idle_ms: ANALYTICS.idleAfterMs }),
        ANALYTICS.idleAfterMs,
      );
    };
    const activity = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;
    for (const name of activity) {
      window.addEventListener(name, arm, { passive: true });
    }
    arm();
    const ticker = window.setInterval(
      () => trackEvent('time_on_page', pathname, { seconds: Math.round((Date.now() - started) / 1000) }),
      ANALYTICS.timeOnPageEveryMs,
    );
    return () => {
      window.clearTimeout(idleTimer);
      window.clearInterval(ticker);
      for (const name of activity) {
        window.removeEventListener(name, arm);
      }
    };
  }, [pathname]);

  return null;
}
