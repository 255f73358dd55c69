import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/fixtures/boamp/index.ts';
import { readRealRecords, realRecordsAvailable, REAL_RECORDS_FILE } from '../../../test/fixtures/boamp/real-records.ts';
import { normalizeRecord } from '../normalize.ts';
import { buyerNamedInObject, isReviewBody } from './buyer.ts';

// About one flat `nomacheteur` in nine names the body that hears appeals (« Tribunal administratif de
// Montreuil »), not the buyer: the tender page and the response must never present the court as the buyer.
describe('the buyer is never the review body', () => {
  it('recognises the review bodies, not the buyers that look like them', () => {
    for (const name of [
      'Tribunal administratif de Montreuil',
      'TRIBUNAL ADMINISTRATIF DE DIJON',
      'Tribunal judiciaire de Paris',
      'Cour administrative d’appel de Lyon',
      'Comité consultatif interrégional de règlement amiable des litiges de Nantes',
    ]) {
      expect(isReviewBody(name), name).toBe(true);
    }
    for (const name of ['Ville de Romainville', 'Ministère de la Justice', 'Centre hospitalier de Tribunal', null]) {
      expect(isReviewBody(name), String(name)).toBe(false);
    }
  });

  it('takes the buyer the object names', () => {
    expect(
      buyerNamedInObject(
        'Travaux d’entretien courant, de mises aux normes, neufs et divers, tout corps d’état sur le patrimoine de la Ville de Romainville',
      ),
    ).toBe('Ville de Romainville');
    expect(buyerNamedInObject('Fourniture de denrées pour la commune de Gif-sur-Yvette')).toBeNull();
    expect(buyerNamedInObject('Réfection de la toiture de la mairie, Commune de Saint-Martin-en-Haut')).toBe(
      'Commune de Saint-Martin-en-Haut',
    );
    expect(buyerNamedInObject('Travaux du collège, Département du Rhône')).toBe('Département du Rhône');
  });

  it('replaces a court in nomacheteur by the buyer of the object, or leaves it unknown', () => {
    const record = loadFixture('eforms-2024-contract-notice');
    record.nomacheteur = 'Tribunal administratif de Lyon';
    // eForms: the ContractingParty's organisation wins over the court.
    expect(normalizeRecord(record).buyer.name).toBe('Métropole Exemple');

    const flat: Record<string, unknown> = { ...record, donnees: null, gestion: null };
    flat.objet = 'Travaux d’entretien tous corps d’état sur le patrimoine de la Ville de Romainville';
    expect(normalizeRecord(flat).buyer.name).toBe('Ville de Romainville');
    flat.objet = 'Réfection de la couverture du gymnase';
    expect(normalizeRecord(flat).buyer.name).toBeNull();
  });

  it.skipIf(!realRecordsAvailable())(`names no court as the buyer of any real record (${REAL_RECORDS_FILE})`, () => {
    const records = readRealRecords();
    const courts = records.filter((r) => isReviewBody(typeof r.nomacheteur === 'string' ? r.nomacheteur : null));
    expect(courts.length).toBeGreaterThan(100);
    for (const record of courts) {
      const notice = normalizeRecord(record);
      expect(isReviewBody(notice.buyer.name, notice.title)).toBe(false);
    }
  });

  it('takes the Conseil d’État for the buyer of an administrative court’s works, nowhere else', () => {
    expect(isReviewBody('Conseil d’Etat', 'Réfection du perron de la cour administrative d’appel de Nantes')).toBe(
      false,
    );
    expect(isReviewBody('Conseil d’État', 'Rénovation des locaux du tribunal administratif de Lille')).toBe(false);
    expect(isReviewBody('Conseil d’Etat', 'Réfection de la couverture du gymnase')).toBe(true);
    expect(isReviewBody('Conseil d’Etat')).toBe(true);
    // (a court of appeal stays the review body whatever the object)
    expect(
      isReviewBody(
        'Cour administrative d’appel de Nantes',
        'Réfection du perron de la cour administrative d’appel de Nantes',
      ),
    ).toBe(true);
  });
});
