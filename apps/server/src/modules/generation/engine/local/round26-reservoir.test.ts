/**
 * Round 26 (reservoir): « Construction d’un réservoir d’eau potable » (24-19698, Allassac) answered with a bare
 * « travaux décrits au CCTP » skeleton for the earthworks contractor, and with a building's method (dallage,
 * planchers) for the maçon: nothing on the water-retaining structure, its watertightness test nor its disinfection.
 */
import { describe, expect, it } from 'vitest';
import {
  eachProfileAnyNature,
  expectPhasesSumToOne,
  itOnRealNotices,
  writtenForTitle,
} from '../../../../test/writing.ts';

describe('a drinking-water reservoir is a water-retaining structure, tested and disinfected', () => {
  it('a reservoir built: fascicule 74, Eurocode 2 part 3, ACS, watertightness test and disinfection', () => {
    const r = writtenForTitle('terrassier', 'Construction d’un réservoir d’eau potable semi-enterré de 500 m3');
    expect(r.kinds).toEqual(['reservoir_eau_potable']);
    expect(r.generique).toBe(false);
    expect(r.text).toMatch(/Fascicule 74 du CCTG/);
    expect(r.text).toMatch(/NF EN 1992-3/);
    expect(r.text).toMatch(/NF EN 206\/CN/);
    expect(r.text).toMatch(/conformité sanitaire \(ACS/);
    expect(r.text).toMatch(/épreuve d’étanchéité/);
    expect(r.text).toMatch(/laboratoire agréé/);
    expect(r.text).toMatch(/chambre des vannes/);
    expect(r.text).toMatch(/trop-plein/);
    expect(r.text).toMatch(/G2 PRO/);
    expect(r.text).toMatch(/Espace confiné dans les cuves/);
    expect(r.text).toMatch(/Étanchéité de chaque cuve[^\n]*point d’arrêt/);
    // (no sewer, no road, no repair of an existing tank)
    expect(r.text).not.toMatch(/inspection télévisée|[Rr]aboteuse|hydrodécapage|NF EN 1504/);
    expect(r.text).not.toMatch(/travaux décrits au CCTP/);
  });

  it('a water tower rehabilitated: the supply kept, the tank diagnosed, repaired and lined', () => {
    const r = writtenForTitle('terrassier', 'Réhabilitation du château d’eau de la commune');
    expect(r.kinds).toEqual(['reservoir_eau_potable']);
    expect(r.text).toMatch(/travaux de réhabilitation du réservoir d’eau potable/);
    expect(r.text).toMatch(/NF EN 1504/);
    expect(r.text).toMatch(/hydrodécapage/);
    expect(r.text).toMatch(/la distribution est maintenue/);
    expect(r.text).toMatch(/Réparation des bétons et revêtement des cuves/);
    // (no new structure: neither earthworks, formwork nor backfill)
    expect(r.text).not.toMatch(/Terrassements et fondations|Banches et coffrages|Remblais et abords|Compacteur/);
  });

  it('a fire reserve kept in the tank, with its own paragraph', () => {
    const r = writtenForTitle('terrassier', 'Construction d’un réservoir d’eau potable avec réserve incendie');
    expect(r.kinds).toEqual(['reservoir_eau_potable']);
    expect(r.text).toMatch(/réserve incendie que prévoit le dossier/);
  });

  it('a reservoir built with its network: the reservoir leads, the mains’ tests join it', () => {
    const r = writtenForTitle(
      'terrassier',
      'Renforcement du réseau d’eau potable et construction d’un réservoir au lieu-dit Les Pins',
    );
    expect(r.kinds).toEqual(['reservoir_eau_potable', 'eau_potable']);
    expect(r.text).toMatch(/Fascicule 74 du CCTG/);
    expect(r.text).toMatch(/NF EN 805/);
    expect(r.text).toMatch(/conduites de liaison du réservoir/);
  });

  it('a drinking-water network without a reservoir keeps its own kind', () => {
    expect(writtenForTitle('terrassier', 'Renouvellement des conduites d’eau potable rue Victor Hugo').kinds).toEqual([
      'eau_potable',
    ]);
    // (the reservoir is only where the main goes)
    expect(
      writtenForTitle('terrassier', 'Pose d’une conduite d’adduction d’eau potable entre le captage et le réservoir')
        .kinds,
    ).toEqual(['eau_potable']);
  });

  it('a fire reserve or a storm-water tank is not a drinking-water reservoir', () => {
    expect(writtenForTitle('terrassier', 'Construction d’une réserve incendie de 120 m3').kinds).not.toContain(
      'reservoir_eau_potable',
    );
    expect(
      writtenForTitle('terrassier', 'Création d’un réservoir incendie alimenté par le réseau d’eau potable').kinds,
    ).not.toContain('reservoir_eau_potable');
    expect(
      writtenForTitle('terrassier', 'Construction d’un réservoir d’eaux pluviales sous le parking').kinds,
    ).not.toContain('reservoir_eau_potable');
  });

  it('the phases of each kind sum to 1', () => {
    expectPhasesSumToOne(['terrassier', 'macon']);
  });

  itOnRealNotices()(
    '24-19698 (terrassier): « Construction d’un réservoir d’eau potable » at Allassac, both profiles',
    () => {
      eachProfileAnyNature('24-19698', 'terrassier', (r) => {
        expect(r.kinds).toEqual(['reservoir_eau_potable']);
        expect(r.generique).toBe(false);
        expect(r.text).toMatch(/réservoir d’eau potable/);
        expect(r.text).toMatch(/Fascicule 74 du CCTG/);
        expect(r.text).toMatch(/épreuve d’étanchéité/);
        expect(r.text).toMatch(/Nettoyage, désinfection, analyses et mise en service/);
        expect(r.text).not.toMatch(/travaux décrits au CCTP/);
        // (no height is said of « Les Pins »)
        expect(r.text).not.toMatch(/point haut/);
      });
    },
  );

  itOnRealNotices()(
    '24-15656 (terrassier): a reservoir at ground level rehabilitated, drinking water in a descripteur',
    () => {
      eachProfileAnyNature('24-15656', 'terrassier', (r) => {
        expect(r.kinds).toEqual(['reservoir_eau_potable']);
        expect(r.text).toMatch(/travaux de réhabilitation du réservoir d’eau potable/);
        expect(r.text).toMatch(/NF EN 1504/);
        expect(r.text).toMatch(/la distribution est maintenue/);
      });
    },
  );

  itOnRealNotices()('24-19670 (terrassier): a reservoir rehabilitated at Bouillargues, its method first', () => {
    eachProfileAnyNature('24-19670', 'terrassier', (r) => {
      expect(r.kinds[0]).toBe('reservoir_eau_potable');
      expect(r.text).toMatch(/Réparation et revêtement des cuves/);
      expect(r.text).toMatch(/Fascicule 74 du CCTG/);
    });
  });

  itOnRealNotices()('24-19698 (maçon): the reservoir’s civil engineering, not a building’s floors', () => {
    eachProfileAnyNature('24-19698', 'macon', (r) => {
      expect(r.kinds[0]).toBe('reservoir_eau_potable');
      expect(r.text).toMatch(/Fascicule 74 du CCTG/);
      expect(r.text).not.toMatch(/poutrelles-hourdis|Réseaux sous dallage/);
    });
  });
});
