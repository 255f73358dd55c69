/**
 * Round 14: a smoke-control lot of a fire-safety operation is smoke control, not heating (chauffagiste,
 * 24-19608); a yard made permeable and planted is de-sealing and greening, not VRD with pipes and asphalt
 * (terrassier, 24-19906).
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('the « CVC - Désenfumage » lot of a « Sécurisation incendie » (chauffagiste, 24-19608)', () => {
  itOnRealNotices()('is smoke control: its rules, its classed components, its tests with the SSI', () => {
    eachProfile('chauffagiste', '24-19608', /desenfumage/, (r) => {
      expect(r.kinds).toEqual(['desenfumage']);
      expect(r.text).toMatch(/instruction technique n° 246/);
      expect(r.text).toMatch(/arrêté du 5 août 1992/);
      expect(r.text).toMatch(/NF S 61-932/);
      expect(r.text).toMatch(/NF S 61-937/);
      expect(r.text).toMatch(/NF EN 12101-8/);
      expect(r.text).toMatch(/PV de classement/);
      expect(r.text).toMatch(/coordonnateur SSI/);
      expect(r.text).toMatch(/dossier d’identité SSI/);
      expect(r.text).toMatch(/mesures compensatoires/);
      expect(r.text).toMatch(/procès-verbal de réception technique/);
      expect(r.text).not.toMatch(/[Gg]énérateurs|émetteurs|chaudière|désembouage|qualification gaz|PG\)/);
      expect(r.text).not.toMatch(/NF DTU 65\.1/);
    });
  });

  it('a smoke-control renovation alone is smoke control, in an occupied building', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Travaux de rénovation du système de désenfumage du gymnase'));
    expect(r.kinds).toEqual(['desenfumage']);
    expect(r.text).toMatch(/aucune zone n’est privée de désenfumage sans son accord écrit/);
  });

  it('in a new building: no occupied zone, nothing removed, no asbestos', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Construction d’un gymnase - Lot 12 : Désenfumage'));
    expect(r.kinds).toEqual(['desenfumage']);
    expect(r.text).toMatch(/Réservations et supports/);
    expect(r.text).not.toMatch(/Phasage en sécurité|amiante|déposés/);
  });

  it('a heating job, or a heating lot that also does the smoke control, stays a heating job', () => {
    for (const title of [
      'Remplacement de la chaudière de l’école',
      'Construction d’un gymnase - Lot 8 : Chauffage - ventilation - désenfumage',
    ]) {
      expect(writtenFor(contextFor('chauffagiste', title)).kinds).not.toContain('desenfumage');
    }
    const lot = writtenFor(
      contextFor('chauffagiste', 'Construction d’un gymnase - Lot 8 : Chauffage - ventilation - désenfumage'),
    );
    expect(lot.text).toMatch(/Le désenfumage compris dans le lot est traité comme un ouvrage de sécurité/);
    expect(writtenFor(contextFor('chauffagiste', 'Remplacement de la chaudière de l’école')).text).not.toMatch(
      /désenfumage/i,
    );
  });

  it('a maintenance contract of the smoke control is not a works job on it', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Maintenance préventive et corrective des installations de désenfumage'),
    );
    expect(r.kinds).not.toContain('desenfumage');
  });
});

describe('the de-sealing and greening of school yards (terrassier, 24-19906)', () => {
  itOnRealNotices()('asphalt analysed and removed, soil decompacted, infiltration, planting, no asphalt laid', () => {
    eachProfile('terrassier', '24-19906', /desimpermeabilisation/, (r) => {
      expect(r.kinds).toEqual(['desimpermeabilisation']);
      expect(r.text).toMatch(/Fascicule 35 du CCTG/);
      expect(r.text).toMatch(/amiante et HAP/);
      expect(r.text).toMatch(/Déblais d’enrobés à HAP au-delà du seuil/);
      expect(r.text).toMatch(/décompactage/i);
      expect(r.text).toMatch(/essais de perméabilité/);
      expect(r.text).toMatch(/noues/);
      expect(r.text).toMatch(/garantie de reprise/);
      expect(r.text).toMatch(/vacances scolaires/);
      expect(r.text).toMatch(/DT-DICT/);
      expect(r.text).not.toMatch(/[Ee]nrobés à chaud|PVC|CR8|terre végétale stockée pour réemploi|Ensevelissement/);
    });
  });

  it('a « cour oasis » is the same kind; a yard outside a school has no school holidays', () => {
    expect(
      writtenFor(contextFor('terrassier', 'Création d’une cour oasis au groupe scolaire Jean Jaurès')).kinds,
    ).toEqual(['desimpermeabilisation']);
    const r = writtenFor(contextFor('terrassier', 'Désimperméabilisation de la cour de la résidence autonomie'));
    expect(r.kinds).toEqual(['desimpermeabilisation']);
    expect(r.text).not.toMatch(/vacances scolaires|élèves/);
  });

  it('a plain VRD job, a yard resurfaced in asphalt or a river is not de-sealing', () => {
    for (const title of [
      'Aménagement de la voirie et des réseaux du lotissement Les Tilleuls',
      'Réfection de la cour de l’école en enrobé',
      'Restauration du cours d’eau et végétalisation des berges',
    ]) {
      expect(writtenFor(contextFor('terrassier', title)).kinds).not.toContain('desimpermeabilisation');
    }
  });
});
