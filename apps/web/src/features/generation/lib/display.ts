import {
  GENERATION_MESSAGES,
  GENERATION_STEPS,
  type GeneratedResponseSummary,
  type GenerationStep,
  type RequiredDocument,
} from '@batiao/shared/contracts/generation';
import { ApiError } from '../../../lib/api-client';
import { DISPLAY_TIME_ZONE } from '../../../lib/format';

/** core-journey §8 (generation) and the messages of this feature. */
export const GENERATED_MESSAGE = 'Réponse générée';
export const SAVED_MESSAGE = 'Modifications enregistrées : le PDF a été mis à jour';
export const SERVER_ERROR_MESSAGE =
  'Erreur du serveur lors de la génération. Réessayez dans quelques minutes ; si le problème persiste, contactez le support BatiAO.';
export const SUBSCRIPTION_PROBLEM_TITLE = 'Problème d’abonnement';
export const SAVE_ERROR = 'Erreur lors de l’enregistrement de la réponse';
export const PDF_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du PDF';
export const DOCX_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du document Word';
export const PREVIEW_ERROR = 'Impossible d’afficher l’aperçu du PDF';
export const TIMEOUT_MESSAGE =
  'La génération prend plus de temps que prévu. Revenez sur cette page dans quelques minutes : la réponse s’affichera dès qu’elle sera prête.';

/** The empty text of the dashboard card (unchanged from before this feature). */
export const NO_RESPONSES_YET = 'Vos lettres de candidature et mémoires techniques en PDF seront listés ici.';

/** A generation the server reported as failed (status "failed"), with its French message. */
export class GenerationFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationFailedError';
  }
}

/** Polling gave up: the job is still running on the server. */
export class GenerationTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'GenerationTimeoutError';
  }
}

export type GenerationErrorKind = 'subscription' | 'quota' | 'other';

export interface GenerationErrorView {
  kind: GenerationErrorKind;
  /** The inline alert's text (and the toast's). */
  message: string;
}

function serverDetail(error: ApiError): string | null {
  if (typeof error.detail === 'string' && error.detail.trim()) {
    return error.detail;
  }
  if (Array.isArray(error.detail) && error.detail[0]) {
    return `Erreur ${error.detail[0].field}: ${error.detail[0].message}`;
  }
  return null;
}

/**
 * core-journey §8: 403 → subscription required; 500 → server error pointing to support; 429 →
 * too many requests; 402 → a subscription problem, with the server's detail (plan and reset date);
 * otherwise the server's detail or "Erreur lors de la génération".
 */
export function generationError(error: unknown): GenerationErrorView {
  if (error instanceof GenerationFailedError || error instanceof GenerationTimeoutError) {
    return { kind: 'other', message: error.message };
  }
  if (!(error instanceof ApiError)) {
    return { kind: 'other', message: GENERATION_MESSAGES.failed };
  }
  const detail = serverDetail(error);
  switch (error.status) {
    case 403:
      return { kind: 'subscription', message: GENERATION_MESSAGES.subscriptionRequired };
    case 402:
      return {
        kind: 'quota',
        message: `${SUBSCRIPTION_PROBLEM_TITLE} : ${detail ?? 'votre quota de réponses générées est atteint.'}`,
      };
    case 429:
      return { kind: 'other', message: GENERATION_MESSAGES.tooManyRequests };
    case 500:
      return { kind: 'other', message: SERVER_ERROR_MESSAGE };
    case 502:
    case 503:
      return { kind: 'other', message: detail ?? GENERATION_MESSAGES.providerUnavailable };
    default:
      return { kind: 'other', message: detail ?? GENERATION_MESSAGES.failed };
  }
}

/** A save or download failure: the server's detail, or the fallback. */
export function failureMessage(fallback: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) {
      return `${fallback} - Problème de connexion`;
    }
    return serverDetail(error) ?? fallback;
  }
  return fallback;
}

const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
const shortTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

/** "2026-11-23T13:05:00Z" → "23 nov. 2026 14:05" (heure de Paris). */
export function formatShortDateTime(value: string): string {
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) {
    return value;
  }
  return `${shortDate.format(date)} ${shortTime.format(date)}`;
}

/** "23 nov. 2026". */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? shortDate.format(date) : value;
}

/** « Version 2 — 23 nov. 2026 14:05 », with the state when it is not a finished response. */
export function versionLabel(summary: Pick<GeneratedResponseSummary, 'version' | 'created_at' | 'status'>): string {
  const base = `Version ${summary.version} — ${formatShortDateTime(summary.created_at)}`;
  if (summary.status === 'failed') {
    return `${base} (échec)`;
  }
  if (summary.status === 'pending' || summary.status === 'running') {
    return `${base} (en cours)`;
  }
  return base;
}

export function isInProgress(response: Pick<GeneratedResponseSummary, 'status'> | undefined | null): boolean {
  return response?.status === 'pending' || response?.status === 'running';
}

/** The step being worked on: "pending" has not started, so it reads as the first one. */
export function currentStepIndex(response: Pick<GeneratedResponseSummary, 'status' | 'step'> | null): number {
  if (!response || response.status === 'pending') {
    return 0;
  }
  if (response.status === 'succeeded') {
    return GENERATION_STEPS.length;
  }
  return Math.max(0, GENERATION_STEPS.indexOf(response.step ?? 'analysis'));
}

export const STEP_ORDER: readonly GenerationStep[] = GENERATION_STEPS;

export const DOCUMENT_STATUS_LABELS: Record<RequiredDocument['status'], string> = {
  present: 'Présent',
  missing: 'Manquant',
  expired: 'Expiré',
  to_provide: 'À fournir',
};

export const DOCUMENT_SOURCE_LABELS: Record<RequiredDocument['source'], string> = {
  avis: 'Demandé par l’avis',
  usuel: 'Pièce usuelle de candidature',
};
