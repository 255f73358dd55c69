import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldError } from '@batiao/shared/errors';
import { AppError } from '../lib/app-error.ts';

const STATUS_CODES: Partial<Record<number, { code: ErrorCode; detail: string }>> = {
  400: { code: 'BAD_REQUEST', detail: 'Requête invalide.' },
  401: { code: 'UNAUTHORIZED', detail: 'Authentification requise.' },
  403: { code: 'FORBIDDEN', detail: 'Accès refusé.' },
  404: { code: 'NOT_FOUND', detail: 'Ressource introuvable' },
  405: { code: 'BAD_REQUEST', detail: 'Méthode non autorisée.' },
  406: { code: 'BAD_REQUEST', detail: 'Format de réponse non disponible.' },
  413: { code: 'PAYLOAD_TOO_LARGE', detail: 'La requête est trop volumineuse.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Type de contenu non pris en charge.' },
  429: { code: 'RATE_LIMITED', detail: 'Trop de requêtes. Attendez un moment avant de réessayer.' },
  503: { code: 'SERVICE_UNAVAILABLE', detail: 'Service momentanément indisponible. Réessayez dans un instant.' },
};

const LOCATION_LABELS: Record<string, string> = {
  body: 'corps',
  querystring: 'paramètre',
  params: 'paramètre',
  headers: 'en-tête',
};

/** "/zone_geographique" → "zone_geographique"; "/lots/0/cpv" → "lots.0.cpv"; "/" → the request part. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || LOCATION_LABELS[context ?? ''] || 'requête';
}

/**
 * The one error handler: every failure leaves as `{detail, code}`. Schema failures are 422 with the
 * list of fields in French; 5xx never say more than a generic sentence and are logged with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status: number;
      let body: ErrorBody;

      if (error instanceof AppError) {
        status = error.statusCode;
        body = { detail: error.detail, code: error.code };
        void reply.headers(error.headers);
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        status = 422;
        const detail: FieldError[] = error.validation.map((v) => ({
          field: fieldName(v.instancePath, error.validationContext),
          message: v.message ?? 'Valeur invalide',
        }));
        body = { detail, code: 'VALIDATION_ERROR' };
      } else if (isResponseSerializationError(error)) {
        status = 500;
        body = { detail: 'Erreur interne du serveur. Réessayez plus tard.', code: 'INTERNAL_ERROR' };
      } else {
        status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        const known = STATUS_CODES[status];
        if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
          body = { detail: 'Le corps de la requête n’est pas un JSON valide.', code: 'BAD_REQUEST' };
        } else if (known) {
          body = { detail: known.detail, code: known.code };
        } else if (status < 500) {
          body = { detail: 'Requête invalide.', code: 'BAD_REQUEST' };
        } else {
          body = { detail: 'Erreur interne du serveur. Réessayez plus tard.', code: 'INTERNAL_ERROR' };
        }
      }

      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: body.code, status }, 'request rejected');
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
