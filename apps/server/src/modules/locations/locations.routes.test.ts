import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationSuggestionsResponseSchema, locationValidateResponseSchema } from '@batiao/shared/contracts/locations';
import { errorBodySchema } from '@batiao/shared/errors';
import { errorsPlugin } from '../../plugins/errors.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createLocationsService } from './locations.service.ts';

// A minimal app: the zod compilers, the central error handler and this module, mounted as the
// real app mounts it. The full app is exercised by the app-level tests.
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(locationsRoutes, { prefix: '/api/locations', locations: createLocationsService() });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function get(url: string) {
  return app.inject({ method: 'GET', url });
}

function validate(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/locations/validate', payload: payload as Record<string, unknown> });
}

describe('GET /api/locations/search', () => {
  it('suggests communes', async () => {
    const response = await get('/api/locations/search?q=lyon&limit=8');
    expect(response.statusCode).toBe(200);
    const body = locationSuggestionsResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.suggestions[0]).toMatchObject({ value: 'Lyon (69)', code_postal: '69001', departement: '69' });
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('defaults to 8 suggestions and honours the limit', async () => {
    expect((await get('/api/locations/search?q=sai')).json().suggestions).toHaveLength(8);
    expect((await get('/api/locations/search?q=sai&limit=3')).json().suggestions).toHaveLength(3);
  });

  it('answers an empty list under 2 characters', async () => {
    for (const url of [
      '/api/locations/search?q=l',
      '/api/locations/search?q=',
      '/api/locations/search',
      '/api/locations/search?q=%20%20l%20',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ success: true, suggestions: [] });
    }
  });

  it('rejects a bad limit with the error body', async () => {
    const response = await get('/api/locations/search?q=lyon&limit=0');
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/locations/popular', () => {
  it('lists the biggest cities, 10 by default', async () => {
    const response = await get('/api/locations/popular');
    expect(response.statusCode).toBe(200);
    const body = locationSuggestionsResponseSchema.parse(response.json());
    expect(body.suggestions).toHaveLength(10);
    expect(body.suggestions[0]?.value).toBe('Paris (75)');
    expect((await get('/api/locations/popular?limit=3')).json().suggestions).toHaveLength(3);
  });
});

describe('POST /api/locations/validate', () => {
  it('standardises a known commune', async () => {
    const response = await validate({ location: 'st etienne (42)' });
    expect(response.statusCode).toBe(200);
    expect(locationValidateResponseSchema.parse(response.json())).toEqual({
      success: true,
      valid: true,
      ville: 'Saint-Étienne',
      departement: '42',
      standardized: 'Saint-Étienne (42)',
      error: null,
      suggestions: [],
    });
  });

  it('answers 200 with valid false for an unknown or empty place', async () => {
    const unknown = locationValidateResponseSchema.parse((await validate({ location: 'Marseile' })).json());
    expect(unknown).toMatchObject({ success: true, valid: false, error: 'Ville non reconnue', standardized: null });
    expect(unknown.suggestions[0]?.value).toBe('Marseille (13)');
    const empty = await validate({ location: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ valid: false, error: 'Veuillez saisir une ville' });
  });

  it('rejects a body without location', async () => {
    const response = await validate({});
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/locations/geolocate', () => {
  it('lists the nearest communes with their distance', async () => {
    const response = await get('/api/locations/geolocate?lat=45.7578&lon=4.832');
    expect(response.statusCode).toBe(200);
    const body = locationSuggestionsResponseSchema.parse(response.json());
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions[0]).toMatchObject({ value: 'Lyon (69)' });
    expect(body.suggestions[0]?.distance_km).toBeLessThan(5);
  });

  it('rejects a missing or impossible position', async () => {
    for (const url of [
      '/api/locations/geolocate',
      '/api/locations/geolocate?lat=abc&lon=4',
      '/api/locations/geolocate?lat=95&lon=4',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
    }
  });
});
