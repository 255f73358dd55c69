import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOCATION_MIN_QUERY,
  locationGeolocateQuerySchema,
  locationPopularQuerySchema,
  locationSearchQuerySchema,
  locationSuggestionsResponseSchema,
  locationValidateRequestSchema,
  locationValidateResponseSchema,
} from '@batiao/shared/contracts/locations';
import { errorBodySchema } from '@batiao/shared/errors';
import type { LocationsService } from './locations.service.ts';

/**
 * The location field's calls, mounted by the app under `/api/locations`. Public: registration
 * uses them before the user has an account. Bad parameters are rejected by the schemas (422
 * through the central error handler).
 */
export async function locationsRoutes(app: FastifyInstance, opts: { locations: LocationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { locations } = opts;

  r.get(
    '/search',
    {
      schema: {
        tags: ['locations'],
        summary: 'Suggestions de communes (nom, code postal ou département)',
        querystring: locationSearchQuerySchema,
        response: { 200: locationSuggestionsResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      return {
        success: true as const,
        suggestions: q.length < LOCATION_MIN_QUERY ? [] : locations.search(q, limit),
      };
    },
  );

  r.get(
    '/popular',
    {
      schema: {
        tags: ['locations'],
        summary: 'Villes les plus peuplées, proposées quand le champ est vide',
        querystring: locationPopularQuerySchema,
        response: { 200: locationSuggestionsResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, suggestions: locations.popular(request.query.limit) }),
  );

  r.post(
    '/validate',
    {
      schema: {
        tags: ['locations'],
        summary: 'Vérifier une ville et la normaliser en « Ville (département) »',
        body: locationValidateRequestSchema,
        response: { 200: locationValidateResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, ...locations.validate(request.body.location) }),
  );

  r.get(
    '/geolocate',
    {
      schema: {
        tags: ['locations'],
        summary: 'Communes les plus proches d’une position (« Détecter ma position »)',
        querystring: locationGeolocateQuerySchema,
        response: { 200: locationSuggestionsResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { lat, lon, limit } = request.query;
      return { success: true as const, suggestions: locations.nearest(lat, lon, limit) };
    },
  );
}
