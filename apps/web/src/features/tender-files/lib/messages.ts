import { ApiError } from '../../../lib/api-client';

/** "<prefix> : <detail>", "<prefix> - Problème de connexion", or the prefix alone. */
export function failureMessage(prefix: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) {
      return `${prefix} - Problème de connexion`;
    }
    return error.detail === undefined ? `${prefix} (${error.status})` : `${prefix} : ${error.message}`;
  }
  return prefix;
}

/** « 1,2 Mo », « 340 ko ». */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} ko`;
}

/** A quantity as French readers write it: « 1 234,5 ». */
export function formatQuantity(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('fr-FR', { maximumFractionDigits: 3 });
}
