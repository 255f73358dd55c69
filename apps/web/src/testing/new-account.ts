import { fileHealth } from '@batiao/shared/domain/documents';
import type { FileHealthResponse } from '@batiao/shared/contracts/documents';
import type { NotificationListResponse } from '@batiao/shared/contracts/notifications';
import { jsonResponse, type RecordedRequest } from './fetch-stub';

/**
 * The server's answers, for a new account that has nothing yet, to the dashboard's calls whose
 * failure the app reports (the administrative file's health, the notifications, the generated
 * responses). Tests that only pass through the dashboard (sign-in, registration, guards) answer
 * them with this, so that the page loads as it does for a real new account.
 */
export function newAccountAnswer(request: RecordedRequest): Response | undefined {
  if (request.method !== 'GET') {
    return undefined;
  }
  switch (request.url.pathname) {
    case '/api/documents/health':
      // The shared rule, applied to an empty file: what the server computes for this account.
      return jsonResponse(fileHealth([], new Date()) satisfies FileHealthResponse);
    case '/api/notifications':
      return jsonResponse({ items: [], unread_count: 0 } satisfies NotificationListResponse);
    case '/api/generated-responses':
      return jsonResponse({ items: [] });
    default:
      return undefined;
  }
}
