import type { CookieConsent } from '@batiao/shared/contracts/analytics';
import { consentRecordResponseSchema } from '@batiao/shared/contracts/analytics';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/analytics/consent: a signed-in user's choice, kept by the server as proof of consent.
 * Fire and forget: a failure is only a warning (the choice holds in the browser).
 */
export function recordConsent(consent: CookieConsent): void {
  apiRequest('/analytics/consent', { method: 'PUT', body: consent, schema: consentRecordResponseSchema }).catch(
    (error: unknown) => console.warn('[BatiAO] Enregistrement du choix de cookies', error),
  );
}
