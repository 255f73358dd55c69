import { z } from 'zod';

export const LOCATION_SEARCH_LIMIT = 8;
export const LOCATION_POPULAR_LIMIT = 10;
export const LOCATION_MIN_QUERY = 2;

export const locationSuggestionSchema = z.object({
  /** Standardised value to store in `zone_geographique`: "Lyon (69)". */
  value: z.string(),
  /** What the list shows: "Lyon (69) — 69001, Auvergne-Rhône-Alpes". */
  label: z.string(),
  ville: z.string(),
  code_insee: z.string(),
  code_postal: z.string(),
  departement: z.string(),
  departement_nom: z.string(),
  region: z.string(),
  population: z.number().int().nullable(),
  /** Kilometres from the given position; only on geolocate answers. */
  distance_km: z.number().optional(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const locationSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'La recherche est trop longue').default(''),
  limit: z.coerce.number().int().min(1).max(50).default(LOCATION_SEARCH_LIMIT),
});

export const locationPopularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(LOCATION_POPULAR_LIMIT),
});

export const locationGeolocateQuerySchema = z.object({
  lat: z.coerce.number({ error: 'Latitude invalide' }).min(-90, 'Latitude invalide').max(90, 'Latitude invalide'),
  lon: z.coerce.number({ error: 'Longitude invalide' }).min(-180, 'Longitude invalide').max(180, 'Longitude invalide'),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const locationSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(locationSuggestionSchema),
});
export type LocationSuggestionsResponse = z.infer<typeof locationSuggestionsResponseSchema>;

export const locationValidateRequestSchema = z.object({
  location: z.string({ error: 'La localisation est obligatoire' }).max(200, 'La localisation est trop longue'),
});

export const locationValidateResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  ville: z.string().nullable(),
  departement: z.string().nullable(),
  standardized: z.string().nullable(),
  error: z.string().nullable(),
  suggestions: z.array(locationSuggestionSchema),
});
export type LocationValidateResponse = z.infer<typeof locationValidateResponseSchema>;
