import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  analyticsEventSchema,
  analyticsMetricSchema,
  ANALYTICS_CONSENT_HEADER,
  ANALYTICS_CONSENT_VALUE,
  ANALYTICS_MESSAGES,
  consentRecordResponseSchema,
  cookieConsentSchema,
} from '@batiao/shared/contracts/analytics';
import { errorBodySchema } from '@batiao/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** An analytics call is at most this big (an event is a few hundred bytes). */
const BODY_LIMIT = 4 * 1024;

/**
 * /api/analytics/* (supporting-areas §7, ADR 024): first-party audience measure, only with the
 * visitor's consent (the consent header, 403 without), validated, size- and rate-limited.
 */
export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;
  const common = { tags: ['analytics'] };
  const refusals = {
    403: errorBodySchema,
    413: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  };

  async function requireConsent(request: FastifyRequest): Promise<void> {
    if (request.headers[ANALYTICS_CONSENT_HEADER] !== ANALYTICS_CONSENT_VALUE) {
      throw new AppError('FORBIDDEN', ANALYTICS_MESSAGES.consentRequired);
    }
  }

  /** The account behind a valid token, if one came; an anonymous visitor otherwise. */
  async function optionalUser(request: FastifyRequest): Promise<string | null> {
    if (!request.headers.authorization) {
      return null;
    }
    try {
      await app.authenticate(request);
      return request.principal?.userId ?? null;
    } catch {
      return null;
    }
  }

  r.post(
    '/api/analytics/events',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Enregistrer un événement de navigation (avec consentement)',
        description: `En-tête \`${ANALYTICS_CONSENT_HEADER}: ${ANALYTICS_CONSENT_VALUE}\` obligatoire. Adresse IP tronquée, conservation 13 mois.`,
        body: analyticsEventSchema,
        response: { 202: acceptedResponseSchema, ...refusals },
      },
      preValidation: requireConsent,
    },
    async (request, reply) => {
      await analytics.recordEvent({ event: request.body, ip: request.ip, userId: await optionalUser(request) });
      return reply.code(202).send({ success: true as const });
    },
  );

  r.post(
    '/api/analytics/metrics',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Enregistrer une mesure de performance (avec consentement)',
        body: analyticsMetricSchema,
        response: { 202: acceptedResponseSchema, ...refusals },
      },
      preValidation: requireConsent,
    },
    async (request, reply) => {
      await analytics.recordMetric({ metric: request.body, ip: request.ip, userId: await optionalUser(request) });
      return reply.code(202).send({ success: true as const });
    },
  );

  r.put(
    '/api/analytics/consent',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...common,
        security: [{ bearerAuth: [] }],
        summary: 'Garder le choix de cookies de l’utilisateur connecté (preuve du consentement)',
        body: cookieConsentSchema,
        response: { 200: consentRecordResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userAgent = request.headers['user-agent'] ?? null;
      const at = await analytics.recordConsent(principalOf(request).userId, request.body, userAgent);
      return { success: true as const, recorded_at: at.toISOString() };
    },
  );
}
