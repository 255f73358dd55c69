import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  cookieConsentSchema,
  type CookieConsent,
} from '@batiao/shared/contracts/analytics';

/**
 * The visitor's cookie choice (supporting-areas §3, §9), kept in localStorage: read by the banner
 * (shown while there is none), by the audience measure (nothing is sent without `analytics`), and
 * reopened from the footer's « Gérer les cookies ». A choice of another version counts as none.
 */
const CHANGED = 'batiao:consent-changed';
const OPEN_SETTINGS = 'batiao:open-cookie-settings';

export function readConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) {
      return null;
    }
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function makeConsent(choice: { analytics: boolean; marketing: boolean }, now = new Date()): CookieConsent {
  return {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

export function saveConsent(consent: CookieConsent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent<CookieConsent>(CHANGED, { detail: consent }));
}

export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}

/** Called with the new choice each time the visitor saves one. */
export function onConsentChange(listener: (consent: CookieConsent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CookieConsent>).detail);
  window.addEventListener(CHANGED, handler);
  return () => window.removeEventListener(CHANGED, handler);
}

/** The footer's « Gérer les cookies »: reopens the settings. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
}

export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener);
  return () => window.removeEventListener(OPEN_SETTINGS, listener);
}
