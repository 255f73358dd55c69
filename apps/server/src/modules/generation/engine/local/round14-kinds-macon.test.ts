/**
 * Round 14: a maçon's rehabilitation inside an existing building (24-15789, a hall turned into a café-grocery): no
 * earthmoving CACES without earthworks, no façade scaffold without façades, the propping as a hold point.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('a rehabilitation inside an existing building (maçon, 24-15789)', () => {
  it('no earthworks, no façades: no CACES R482, no façade scaffold, the propping a hold point', () => {
    const r = writtenFor(contextFor('macon', 'Réhabilitation de la salle Saint Joseph en café-épicerie'));
    expect(r.kinds).toEqual(['rehabilitation']);
    expect(r.text).not.toMatch(/R482/);
    expect(r.text).not.toMatch(/Échafaudage de pied conforme/);
    expect(r.text).toMatch(/Échafaudage roulant ou plateformes individuelles roulantes/);
    expect(r.text).toMatch(/Étaiement conforme à la note de calcul[^\n]*avant toute ouverture[^\n]*point d’arrêt/);
  });

  it('earthworks or façades named: the CACES, the façade scaffold', () => {
    const dig = writtenFor(contextFor('macon', 'Réhabilitation de la mairie et reprise en sous-œuvre des fondations'));
    expect(dig.text).toMatch(/CACES R482/);
    const facade = writtenFor(contextFor('macon', 'Réhabilitation de l’école et ravalement des façades'));
    expect(facade.text).toMatch(/Échafaudage de pied conforme/);
  });

  itOnRealNotices()('the real notice reads the same', () => {
    eachProfile('macon', '24-15789', /salle Saint Joseph/i, (r) => {
      expect(r.text).not.toMatch(/R482/);
      expect(r.text).not.toMatch(/Échafaudage de pied conforme/);
      expect(r.text).toMatch(/Étaiement conforme à la note de calcul[^\n]*point d’arrêt/);
    });
  });
});
