import { ApiError } from '../../../lib/api-client';

/** The server's French message for a billing call that failed, or the page's own fallback. */
export const billingErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
