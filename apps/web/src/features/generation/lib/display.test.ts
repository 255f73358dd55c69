import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { GenerationFailedError, currentStepIndex, generationError, versionLabel } from './display';

const apiError = (status: number, detail?: string, code?: 'PAYMENT_REQUIRED') =>
  new ApiError(status, detail ?? `Erreur ${status}`, detail ? { detail, code } : undefined);

describe('generation messages (core-journey §8)', () => {
  it('maps each status to the spec’s message', () => {
    expect(generationError(apiError(403, 'Interdit'))).toEqual({
      kind: 'subscription',
      message: 'Abonnement requis pour générer une réponse',
    });
    expect(generationError(apiError(429, 'Trop'))).toEqual({
      kind: 'other',
      message: 'Trop de requêtes - Attendez un moment avant de réessayer',
    });
    expect(generationError(apiError(500, 'boom')).message).toMatch(/support/);
    const quota = generationError(
      apiError(
        402,
        'Quota de 10 réponses du plan Pro atteint : il se renouvelle le 1er décembre 2026.',
        'PAYMENT_REQUIRED',
      ),
    );
    expect(quota.kind).toBe('quota');
    expect(quota.message).toBe(
      'Problème d’abonnement : Quota de 10 réponses du plan Pro atteint : il se renouvelle le 1er décembre 2026.',
    );
    expect(generationError(apiError(409, 'Cet appel d’offres n’accepte plus de réponse.')).message).toBe(
      'Cet appel d’offres n’accepte plus de réponse.',
    );
    expect(generationError(apiError(418)).message).toBe('Erreur lors de la génération');
    expect(generationError(new GenerationFailedError('Le moteur a échoué')).message).toBe('Le moteur a échoué');
  });

  it('labels versions and steps', () => {
    expect(versionLabel({ version: 2, created_at: '2026-11-23T13:05:00.000Z', status: 'succeeded' })).toBe(
      'Version 2 — 23 nov. 2026 14:05',
    );
    expect(versionLabel({ version: 3, created_at: '2026-11-23T13:05:00.000Z', status: 'failed' })).toMatch(
      /\(échec\)$/,
    );
    expect(currentStepIndex(null)).toBe(0);
    expect(currentStepIndex({ status: 'pending', step: null })).toBe(0);
    expect(currentStepIndex({ status: 'running', step: 'writing' })).toBe(1);
    expect(currentStepIndex({ status: 'running', step: 'layout' })).toBe(2);
    expect(currentStepIndex({ status: 'succeeded', step: null })).toBe(3);
  });
});
