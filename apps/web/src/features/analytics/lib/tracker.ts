import {
  ANALYTICS,
  ANALYTICS_CONSENT_HEADER,
  ANALYTICS_CONSENT_VALUE,
  deviceOfWidth,
  type AnalyticsEventName,
} from '@batiao/shared/contracts/analytics';
import { API_BASE, getAuthToken } from '../../../lib/api-client';
import { hasAnalyticsConsent } from '../../../lib/consent';

type Scalar = string | number | boolean | null;

const SESSION_KEY = 'batiao.analytics-session';

/** A random id per browser tab (sessionStorage): not a cookie, not the account. */
export function analyticsSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) {
      return existing;
    }
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return 'session-sans-stockage';
  }
}

function post(path: string, body: unknown): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [ANALYTICS_CONSENT_HEADER]: ANALYTICS_CONSENT_VALUE,
  };
  const token = getAuthToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  // Fire and forget (supporting-areas §7): a failure is only a warning.
  fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true })
    .then((response) => {
      if (!response.ok) {
        console.warn(`[BatiAO] Mesure d’audience refusée (${response.status})`);
      }
    })
    .catch((error: unknown) => console.warn('[BatiAO] Mesure d’audience', error));
}

/**
 * Sends one event with the common properties; nothing at all without the visitor's analytics
 * consent (checked at each call, so a withdrawal stops the next event).
 */
export function trackEvent(event: AnalyticsEventName, page: string, extra: Record<string, Scalar> = {}): boolean {
  if (!hasAnalyticsConsent()) {
    return false;
  }
  const width = window.innerWidth;
  post('/analytics/events', {
    event,
    properties: {
      ...extra,
      timestamp: new Date().toISOString(),
      sessionId: analyticsSessionId(),
      page,
      referrer: document.referrer ? document.referrer.slice(0, 500) : null,
      viewport: { width, height: window.innerHeight },
      device: deviceOfWidth(width),
    },
  });
  return true;
}

/** The page's load time (navigation timing), flagged slow on the server past 3 000 ms. */
export function trackPageLoad(page: string, loadMs: number): boolean {
  if (!hasAnalyticsConsent()) {
    return false;
  }
  post('/analytics/metrics', {
    type: 'page_load',
    data: {
      sessionId: analyticsSessionId(),
      page,
      load_ms: Math.max(0, Math.round(loadMs)),
      device: deviceOfWidth(window.innerWidth),
    },
    timestamp: new Date().toISOString(),
  });
  return true;
}

/** How far down the page is read, in percent (100 when it does not scroll). */
export function scrollPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) {
    return 100;
  }
  return Math.min(100, Math.round((window.scrollY / scrollable) * 100));
}

/** The milestones (25, 50, 75, 90, 100) reached at `percent` and not yet sent. */
export function newMilestones(percent: number, sent: ReadonlySet<number>): number[] {
  return ANALYTICS.scrollMilestones.filter((m) => percent >= m && !sent.has(m));
}
