import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  okResponseSchema,
} from '@batiao/shared/contracts/notifications';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, opts: { notifications: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;
  const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  r.get(
    '/api/notifications',
    {
      schema: {
        ...common,
        summary: 'Notifications de l’utilisateur, les plus récentes d’abord',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => notifications.list(principalOf(request).userId, request.query.limit, request.query.unread),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      schema: {
        ...common,
        summary: 'Marquer une notification comme lue',
        params: notificationIdParamsSchema,
        response: { 200: okResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await notifications.markRead(principalOf(request).userId, request.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      schema: {
        ...common,
        summary: 'Tout marquer comme lu',
        response: { 200: okResponseSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await notifications.markAllRead(principalOf(request).userId);
      return { success: true as const };
    },
  );

  r.get(
    '/api/notifications/preferences',
    {
      schema: {
        ...common,
        summary: 'Préférences d’alertes',
        response: { 200: notificationPreferencesSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => notifications.getPreferences(principalOf(request).userId),
  );

  r.put(
    '/api/notifications/preferences',
    {
      schema: {
        ...common,
        summary: 'Activer ou couper l’e-mail quotidien des nouveaux appels d’offres, et choisir son heure',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => notifications.setPreferences(principalOf(request).userId, request.body),
  );
}
