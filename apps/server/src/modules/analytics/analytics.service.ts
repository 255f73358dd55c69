import {
  ANALYTICS,
  ANALYTICS_MESSAGES,
  type AnalyticsEvent,
  type AnalyticsMetric,
  type CookieConsent,
} from '@batiao/shared/contracts/analytics';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertConsent, insertEvent, purgeBefore } from './analytics.queries.ts';

/**
 * The network of an address, never the address (ADR 024): IPv4 /24 (a.b.c.0), IPv6 /48.
 * Enough to tell a burst from one network apart, not to single out a visitor.
 */
export function truncateIp(ip: string): string | null {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) {
    return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  }
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]?.split(':').filter(Boolean) ?? [];
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return null;
}

/** Months back from `now`, calendar-wise (13 months of browsing data at most). */
export function retentionCutoff(now: Date, months: number = ANALYTICS.retentionMonths): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const WINDOW_MS = 60_000;

export function createAnalyticsService(deps: {
  db: Database;
  clock: Clock;
  /** Calls accepted per network (truncated address) and minute; beyond: 429. */
  perMinute?: number;
}) {
  const { db, clock } = deps;
  const limit = deps.perMinute ?? 240;
  const windows = new Map<string, { start: number; count: number }>();

  /** A fixed one-minute window per network, in memory (one process; ADR 024). */
  function takeToken(key: string): void {
    const now = clock.now().getTime();
    const current = windows.get(key);
    if (!current || now - current.start >= WINDOW_MS) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) {
          if (now - w.start >= WINDOW_MS) {
            windows.delete(k);
          }
        }
      }
      windows.set(key, { start: now, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limit) {
      const retry = Math.max(1, Math.ceil((current.start + WINDOW_MS - now) / 1000));
      throw new AppError('RATE_LIMITED', ANALYTICS_MESSAGES.rateLimited, { headers: { 'retry-after': String(retry) } });
    }
  }

  return {
    async recordEvent(input: { event: AnalyticsEvent; ip: string; userId: string | null }): Promise<void> {
      const ipPrefix = truncateIp(input.ip);
      takeToken(ipPrefix ?? 'inconnu');
      const { timestamp, sessionId, page, referrer, viewport, device, ...rest } = input.event.properties;
      await insertEvent(db, {
        kind: 'event',
        name: input.event.event,
        sessionId,
        userId: input.userId,
        page,
        referrer: referrer ?? null,
        device,
        viewportWidth: viewport.width,
        viewportHeight: viewport.height,
        properties: rest,
        ipPrefix,
        occurredAt: new Date(timestamp),
        receivedAt: clock.now(),
      });
    },

    async recordMetric(input: { metric: AnalyticsMetric; ip: string; userId: string | null }): Promise<void> {
      const ipPrefix = truncateIp(input.ip);
      takeToken(ipPrefix ?? 'inconnu');
      const { sessionId, page, device, load_ms } = input.metric.data;
      await insertEvent(db, {
        kind: 'metric',
        name: input.metric.type,
        sessionId,
        userId: input.userId,
        page,
        device,
        properties: { load_ms, slow: load_ms > ANALYTICS.slowLoadMs },
        ipPrefix,
        occurredAt: new Date(input.metric.timestamp),
        receivedAt: clock.now(),
      });
    },

    /** A signed-in user's cookie choice, kept as proof of consent (one row per choice). */
    async recordConsent(userId: string, consent: CookieConsent, userAgent: string | null): Promise<Date> {
      const recordedAt = clock.now();
      await insertConsent(db, {
        userId,
        analytics: consent.analytics,
        marketing: consent.marketing,
        version: consent.version,
        choiceAt: new Date(consent.timestamp),
        userAgent: userAgent?.slice(0, 300) ?? null,
        recordedAt,
      });
      return recordedAt;
    },

    /** Deletes the audience data older than the retention (13 months); the number deleted. */
    async purgeExpired(): Promise<number> {
      return purgeBefore(db, retentionCutoff(clock.now()));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
