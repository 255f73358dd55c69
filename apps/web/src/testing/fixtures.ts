import type { User } from '@batiao/shared/contracts/auth';
import type { LocationSuggestion, LocationValidateResponse } from '@batiao/shared/contracts/locations';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'usr_01',
    prenom: 'Jean',
    nom: 'Martin',
    email: 'jean.martin@toitures-martin.fr',
    metier: 'couvreur',
    zone_geographique: 'Lyon (69)',
    departement: '69',
    role: 'user',
    subscription_active: false,
    subscription_plan: 'free',
    dossier_completion: 0,
    created_at: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function makeSuggestion(overrides: Partial<LocationSuggestion> = {}): LocationSuggestion {
  return {
    value: 'Lyon (69)',
    label: 'Lyon (69) — 69001, Auvergne-Rhône-Alpes',
    ville: 'Lyon',
    code_insee: '69123',
    code_postal: '69001',
    departement: '69',
    departement_nom: 'Rhône',
    region: 'Auvergne-Rhône-Alpes',
    population: 522250,
    ...overrides,
  };
}

export const LYON = makeSuggestion();
export const PARIS = makeSuggestion({
  value: 'Paris (75)',
  label: 'Paris (75) — 75001, Île-de-France',
  ville: 'Paris',
  code_insee: '75056',
  code_postal: '75001',
  departement: '75',
  departement_nom: 'Paris',
  region: 'Île-de-France',
  population: 2103778,
});
export const MARSEILLE = makeSuggestion({
  value: 'Marseille (13)',
  label: 'Marseille (13) — 13001, Provence-Alpes-Côte d’Azur',
  ville: 'Marseille',
  code_insee: '13055',
  code_postal: '13001',
  departement: '13',
  departement_nom: 'Bouches-du-Rhône',
  region: 'Provence-Alpes-Côte d’Azur',
  population: 873076,
});

export function suggestionsBody(suggestions: LocationSuggestion[]) {
  return { success: true, suggestions };
}

export function validationBody(overrides: Partial<LocationValidateResponse> = {}): LocationValidateResponse {
  return {
    success: true,
    valid: true,
    ville: 'Lyon',
    departement: '69',
    standardized: 'Lyon (69)',
    error: null,
    suggestions: [],
    ...overrides,
  };
}
