import { ERROR_STATUS, type ErrorCode, type FieldError } from '@batiao/shared/errors';

/** An expected failure with its code and a French message for the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly detail: string | FieldError[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: string | FieldError[], options: { headers?: Record<string, string> } = {}) {
    super(typeof detail === 'string' ? detail : detail.map((d) => `${d.field}: ${d.message}`).join('; '));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.detail = detail;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (detail = 'Ressource introuvable') => new AppError('NOT_FOUND', detail);
export const unauthorized = (detail = 'Session invalide ou expirée. Reconnectez-vous.') =>
  new AppError('UNAUTHORIZED', detail);
export const forbidden = (detail = 'Vous n’avez pas les droits nécessaires pour cette action.') =>
  new AppError('FORBIDDEN', detail);
