/**
 * Round 19 (kinds of work): an outdoor public space that names no building (a city-stade, a square, streets
 * requalified) gets no indoor trade's building default — the plumber writes the space's water works, the tiler its
 * paving (or the trade-neutral method on a city-stade) — and new buildings built « dans le cadre de la rénovation
 * globale » of a site are a new build, not a rehabilitation.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';

const kinds = (trade: Parameters<typeof contextFor>[0], title: string, descripteurs: string[] = []): string[] =>
  analyse(contextFor(trade, title, { descripteurs })).sousTypes.map((k) => k.key);

/** What an indoor building default writes (sanitary rooms, showers, gym slots, vent stacks, partition trades). */
const INTERIEUR =
  /douches?|créneaux d’occupation des salles|ventilation primaire|encoffrement|trappes de visite|plaquiste|production d’eau chaude|UPEC|SPEC/;

describe('an outdoor public space is no building (plombier, carreleur, plaquiste, peintre)', () => {
  const SQUARE = 'Requalification de la place du Marché, de la rue Haute et de la cour de la Mairie';
  const CITY_STADE = 'Travaux d’installation d’un city-stade au 3 rue des Sports dans les hôpitaux de la ville';

  it('the plumber writes the water works of the space, with DT-DICT, NF EN 805 and disinfection', () => {
    const r = writtenForTitle('plombier', SQUARE, ['Voirie et réseaux divers', 'Sanitaire']);
    expect(r.kinds).toEqual(['eau_espace_public']);
    expect(r.memoire).toMatch(/DT-DICT/);
    expect(r.memoire).toMatch(/AIPR/);
    expect(r.memoire).toMatch(/NF EN 805/);
    expect(r.memoire).toMatch(/attestation de conformité sanitaire \(ACS\)/);
    expect(r.memoire).toMatch(/désinfection/);
    expect(r.memoire).toMatch(/Fascicule 71 du CCTG/);
    expect(r.memoire).toMatch(/fontaines, bornes/);
    expect(r.memoire).toMatch(/à confirmer à sa lecture/);
    expect(r.text).not.toMatch(INTERIEUR);
    expect(r.text).not.toMatch(/NF DTU 60\.1\b/);
  });

  it('the tiler paves a « place » to the urban-paving standards, without indoor tiling', () => {
    const r = writtenForTitle('carreleur', SQUARE);
    expect(r.kinds).toEqual(['pavage_exterieur']);
    for (const p of [/NF P 98-335/, /NF EN 1338/, /NF EN 1339/, /NF EN 1341/, /NF EN 1342/, /DT-DICT/]) {
      expect(r.memoire).toMatch(p);
    }
    expect(r.memoire).toMatch(/gel et aux sels de déverglaçage/);
    expect(r.memoire).toMatch(/aucun carrelage intérieur n’est supposé/);
    expect(r.text).not.toMatch(INTERIEUR);
    expect(r.text).not.toMatch(/NF DTU 52\.\d/);
  });

  it('says the kind supposed when only the kind of place chose it, read when the object names the work', () => {
    const supposed = writtenForTitle('plombier', SQUARE);
    expect(supposed.memoire).toMatch(/Nature des travaux supposée : réseaux d’eau et fontainerie de l’espace public/);
    expect(supposed.memoire).not.toMatch(/Nature des travaux, à la lecture de l’objet/);
    const paved = writtenForTitle('carreleur', SQUARE);
    expect(paved.memoire).toMatch(/Nature des travaux supposée : pavage et dallage extérieurs/);

    const named = writtenForTitle('plombier', 'Réaménagement de la place du Marché : fontaine et arrosage');
    expect(named.kinds).toEqual(['eau_espace_public']);
    expect(named.memoire).toMatch(/Nature des travaux, à la lecture de l’objet : réseaux d’eau et fontainerie/);
    const pavedNamed = writtenForTitle('carreleur', 'Réaménagement de la place du Marché en pavés de granit');
    expect(pavedNamed.memoire).toMatch(/Nature des travaux, à la lecture de l’objet : pavage et dallage extérieurs/);
  });

  it('a city-stade gets the trade-neutral method from the indoor trades, no showers nor gym slots', () => {
    for (const trade of ['carreleur', 'plaquiste', 'peintre'] as const) {
      const r = writtenForTitle(trade, CITY_STADE, ['Aire de jeux', 'Tous corps d’état']);
      expect(r.kinds).toEqual([]);
      expect(r.analysis.kb.generique).toBe(true);
      expect(r.memoire).not.toMatch(INTERIEUR);
      expect(r.memoire).not.toMatch(/vestiaires et douches|NF DTU 52\.2|NF DTU 25\.41/);
    }
  });

  it('a square names no building: indoor painting and partitions are not written', () => {
    for (const trade of ['plaquiste', 'peintre'] as const) {
      const r = writtenForTitle(trade, 'Aménagement de la place de l’Église et de ses abords');
      expect(r.analysis.kb.generique).toBe(true);
      expect(r.memoire).not.toMatch(INTERIEUR);
    }
  });

  it('a building named beside the space keeps the building’s kinds', () => {
    expect(kinds('plombier', 'Rénovation des sanitaires de l’école et aménagement de la cour')).not.toContain(
      'eau_espace_public',
    );
    expect(kinds('plombier', 'Construction d’un gymnase et d’un city-stade')).not.toContain('eau_espace_public');
    expect(kinds('carreleur', 'Construction de vestiaires et d’un city-stade')).not.toContain('pavage_exterieur');
    // « mise en place », « places de crèche » are no public square
    expect(kinds('plombier', 'Mise en place de sanitaires à l’école')).not.toContain('eau_espace_public');
    expect(kinds('carreleur', 'Création de 20 places de crèche')).not.toContain('pavage_exterieur');
  });

  it('a drinking-water main of a street keeps the networks’ kind', () => {
    expect(kinds('plombier', 'Renouvellement du réseau d’eau potable de la place du Marché')).toEqual(['reseaux_aep']);
  });

  itOnRealNotices()('the requalification of a square and streets gets the water works of the space (24-20137)', () => {
    eachProfileAnyNature('24-20137', 'plombier', (r) => {
      expect(r.kinds).toEqual(['eau_espace_public']);
      expect(r.memoire).toMatch(/DT-DICT/);
      expect(r.memoire).toMatch(/NF EN 805/);
      expect(r.memoire).toMatch(/Fascicule 70 du CCTG/);
      expect(r.text).not.toMatch(INTERIEUR);
    });
    eachProfileAnyNature('24-20137', 'carreleur', (r) => {
      expect(r.kinds).toEqual(['pavage_exterieur']);
      expect(r.memoire).toMatch(/NF P 98-335/);
      expect(r.text).not.toMatch(INTERIEUR);
    });
  });

  itOnRealNotices()('a city-stade gets no tiling with showers (24-16252)', () => {
    eachProfileAnyNature('24-16252', 'carreleur', (r) => {
      expect(r.kinds).toEqual([]);
      expect(r.memoire).not.toMatch(/douches?|vestiaires et douches|créneaux d’occupation des salles|SPEC|NF DTU 52/);
      expect(r.memoire).not.toMatch(/notre entreprise y exécute le carrelage/);
    });
    for (const trade of ['plaquiste', 'peintre', 'plombier'] as const) {
      eachProfileAnyNature('24-16252', trade, (r) => {
        expect(r.memoire).not.toMatch(/douches?|ventilation primaire|créneaux d’occupation des salles/);
      });
    }
  });
});

describe('new buildings within a renovation are a new build (maçon, 24-14654)', () => {
  const TITLE =
    'Marché de travaux pour la réalisation des bâtiments neufs (A et B) dans le cadre de la rénovation globale et l’extension du lycée Jean Moulin';

  it('the new-build kind wins over the programme’s rehabilitation words', () => {
    const r = writtenForTitle('macon', TITLE, ['Gros oeuvre']);
    expect(r.kinds).toContain('neuf');
    expect(r.kinds).not.toContain('rehabilitation_extension');
    expect(r.kinds).not.toContain('rehabilitation');
    expect(r.memoire).not.toMatch(/Curage|curage sélectif|passes alternées|mortier de chaux/);
    expect(r.memoire).toMatch(/NF DTU 23\.1/);
    expect(r.memoire).toMatch(/grue/i);
    expect(r.text).toMatch(/Tolérances des voiles, poteaux et planchers/);
  });

  it('« construction d’un bâtiment neuf dans le cadre de la restructuration du site » is new too', () => {
    expect(
      kinds('macon', 'Construction d’un bâtiment neuf dans le cadre de la restructuration du site de l’hôpital'),
    ).toContain('neuf');
  });

  it('rehabilitation works of the object itself keep the mixed kind', () => {
    const k = kinds('macon', 'Réhabilitation du collège et construction d’un bâtiment neuf');
    expect(k).toContain('rehabilitation_extension');
    expect(k).not.toContain('neuf');
    expect(kinds('macon', 'Restructuration et extension de l’école')).toContain('rehabilitation_extension');
  });

  it('a first name in a school’s name is no old stone', () => {
    const r = writtenForTitle('macon', 'Construction d’un gymnase au lycée Pierre Mendès France');
    expect(r.memoire).not.toMatch(/mortier de chaux naturelle/);
  });

  itOnRealNotices()('the new buildings G, I and L are built, not rehabilitated', () => {
    eachProfileAnyNature('24-14654', 'macon', (r) => {
      expect(r.kinds).toContain('neuf');
      expect(r.kinds).not.toContain('rehabilitation_extension');
      expect(r.memoire).not.toMatch(/curage sélectif|passes alternées|mortier de chaux|restructuration de l’existant/);
      expect(r.memoire).toMatch(/NF DTU 23\.1/);
      expect(r.memoire).toMatch(/Implantation/);
      // (the waste of a new build: offcuts and packaging, not « ouvrage neuf et travaux dans l’existant »)
      expect(r.memoire).toMatch(/En construction neuve, le volume tient surtout aux chutes/);
      expect(r.memoire).not.toMatch(/mêlant ouvrage neuf et travaux dans l’existant/);
    });
  });
});
