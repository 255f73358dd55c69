import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { centsToInput, fieldLabel, parseEuros, saveErrorLines, siretFeedback } from './profile-form';

describe('amounts', () => {
  it('reads euros as typed in France into integer cents', () => {
    expect(parseEuros('12 500,50')).toBe(1_250_050);
    expect(parseEuros('12500.5')).toBe(1_250_050);
    expect(parseEuros('845\u202f000 €')).toBe(84_500_000);
    expect(parseEuros('0,07')).toBe(7);
    expect(parseEuros('19,99')).toBe(1999);
    expect(parseEuros('   ')).toBeUndefined();
    for (const bad of ['12,555', '-5', '1e6', 'douze', '12,5,0']) {
      expect(parseEuros(bad), bad).toBeNull();
    }
  });

  it('writes cents back as euros that read back the same', () => {
    for (const cents of [0, 7, 1999, 1_250_050, 84_500_000, 100_000_000_000]) {
      expect(parseEuros(centsToInput(cents)), String(cents)).toBe(cents);
    }
    expect(centsToInput(84_500_000)).toBe('845 000');
    expect(centsToInput(1_250_050)).toBe('12 500,50');
  });
});

describe('SIRET feedback', () => {
  it('counts the digits while typing, then checks the key', () => {
    expect(siretFeedback('')).toEqual({ kind: 'empty' });
    expect(siretFeedback('732 829')).toEqual({ kind: 'typing', count: 6 });
    expect(siretFeedback('732829320000740')).toMatchObject({ kind: 'invalid' });
    expect(siretFeedback('73282932O00074')).toEqual({
      kind: 'invalid',
      message: 'Le SIRET ne contient que des chiffres',
    });
    expect(siretFeedback('35600000000484')).toEqual({ kind: 'valid', grouped: '356 000 000 00484' });
    expect(siretFeedback('35600000000482')).toEqual({
      kind: 'invalid',
      message: 'SIRET invalide (clé de contrôle incorrecte)',
    });
  });
});

describe('server errors', () => {
  it('names the fields in French', () => {
    expect(fieldLabel('siret')).toBe('SIRET');
    expect(fieldLabel('references.2.montant_ht_cents')).toBe('Référence 3, montant HT');
    expect(fieldLabel('chiffres_affaires')).toBe('Chiffre d’affaires');
    expect(fieldLabel('corps')).toBe('corps');
  });

  it('lists every entry of a detail list, or the detail sentence', () => {
    const list = new ApiError(422, 'x', {
      code: 'VALIDATION_ERROR',
      detail: [
        { field: 'code_postal', message: 'Le code postal compte 5 chiffres' },
        { field: 'effectifs.0.role', message: 'Le poste est obligatoire' },
      ],
    });
    expect(saveErrorLines(list)).toEqual([
      'Erreur code postal: Le code postal compte 5 chiffres',
      'Erreur Effectifs 1, poste: Le poste est obligatoire',
    ]);
    expect(saveErrorLines(new ApiError(401, 'x', { code: 'UNAUTHORIZED', detail: 'Session expirée' }))).toEqual([
      'Session expirée',
    ]);
    expect(saveErrorLines(new ApiError(0, 'Problème de connexion au serveur'))).toEqual([
      'Problème de connexion au serveur',
    ]);
    expect(saveErrorLines(new Error('boom'))).toEqual(['Erreur lors de la sauvegarde du profil']);
  });
});
