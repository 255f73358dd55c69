/**
 * Round 12, issue 13: kinds of work decided on the object, not on the descripteurs that list the whole
 * operation's trades — a new extension's roof is a new roof, though the notice lists « Démolition ».
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('the roof of a new extension (couvreur, 24-15906)', () => {
  itOnRealNotices()('is a new roof: support received from the structure lot, nothing of an existing roof', () => {
    eachProfile('couvreur', '24-15906', /construction d'une extension/, (r) => {
      expect(r.kinds).toEqual(['couverture_neuve']);
      expect(r.text).toMatch(/Réception du support/);
      expect(r.text).not.toMatch(/couverture existante|découverture|à préciser au CCTP/);
    });
  });

  it('a « Démolition » descripteur does not make a construction’s roof an intervention on an old one', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Construction d’une extension de la médiathèque', {
        descripteurs: ['Démolition', 'Gros oeuvre', 'Charpente'],
      }),
    );
    expect(r.kinds).toEqual(['couverture_neuve']);
    expect(r.text).not.toMatch(/dépose de la couverture existante/);
  });
});
