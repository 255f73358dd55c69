/**
 * Round 13 (bid-writer grading): each piece of equipment goes with the phases whose work uses it, not with a
 * phase whose label happens to share a word with its name.
 *
 * - Props and the vibrating needle in « raccords, nettoyage et repli » (maçon, 24-15937, the ancienne perception
 *   of Hondschoote): the props go from the shoring to the openings, the needle with the new concrete.
 * - The monte-matériaux in the charpente-check week only (couvreur, 24-19686, église Saint-Jean-Baptiste of
 *   Bourbourg) and the parapluie missing while the roof is open; the hoist after the reinforcements (charpentier,
 *   24-15815, stade nautique of Gien); the étancheur's hoist in weeks 1 and 6 (24-19728); lifting gear in the
 *   tests (chauffagiste, 24-14697).
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenFor,
  type Written,
} from '../../../../test/writing.ts';
import { phasesFor } from './sections/moyens.ts';

/** The line of the equipment section whose equipment (before its phases) matches (« Étais … — phases »). */
function lineOf(r: Written, equipment: RegExp): string {
  const lines = r.section('moyens_materiels').split('\n');
  const at = lines.findIndex((l) => l.startsWith('- ') && equipment.test(l.slice(0, l.lastIndexOf(' — '))));
  expect(at, String(equipment)).toBeGreaterThanOrEqual(0);
  const line = lines[at] ?? '';
  // (« — mêmes phases »: the phases of the line above it, said once for the items used together)
  const said = lines
    .slice(0, at + 1)
    .reverse()
    .find((l) => !l.endsWith(' — mêmes phases'));
  return line.endsWith(' — mêmes phases') && said
    ? `${line.slice(0, line.lastIndexOf(' — '))}${said.slice(said.lastIndexOf(' — '))}`
    : line;
}

/** The phases a line gives (what follows the last « — »). */
const phasesIn = (line: string) => line.slice(line.lastIndexOf(' — ') + 3);

const real = itOnRealNotices();

/* ------------------------------------------------------------------ the five graded notices */

describe('the graded notices: each piece of equipment with the phases that use it', () => {
  real('maçon 24-15937: props from the shoring to the openings, the vibrating needle with the new concrete', () => {
    eachProfile('macon', '24-15937', /ancienne perception/, (r) => {
      const props = phasesIn(lineOf(r, /^- Étais/));
      expect(props).toMatch(/curage, démolitions et étaiements/);
      expect(props).toMatch(/ouvertures, reprises et bétons neufs/);
      expect(props).not.toMatch(/repli/);
      const needle = phasesIn(lineOf(r, /Aiguille vibrante/));
      expect(needle).toMatch(/^«\souvertures, reprises et bétons neufs\s» \(semaines/);
      expect(needle).not.toMatch(/repli/);
    });
  });

  real('couvreur 24-19686: the hoist serves the covering, the parapluie stays up while the roof is open', () => {
    eachProfileAnyNature('24-19686', 'couvreur', (r) => {
      const hoist = phasesIn(lineOf(r, /Monte-matériaux/));
      expect(hoist).toMatch(/couverture restaurée à l’identique/);
      expect(hoist).not.toMatch(/dépose de la couverture existante|repli/);
      // One span, no gap: from the phase that installs it to the last covering phase.
      const umbrella = phasesIn(lineOf(r, /parapluie/));
      expect(umbrella).toMatch(
        /^d’«\sinstallation, échafaudage, parapluie[^»]*» à «\scouverture restaurée à l’identique[^»]*» \(semaines 1 à 7\)$/,
      );
      // The access means have no hole in the charpente-check week either.
      expect(phasesIn(lineOf(r, /Lignes de vie/))).toMatch(/\(semaines 1 à 8\)$/);
      expect(phasesIn(lineOf(r, /zinguerie/))).not.toMatch(/dépose|repli/);
    });
  });

  real('charpentier 24-15815: the hoist with the reinforcements, the props until they are removed', () => {
    eachProfileAnyNature('24-15815', 'charpentier', (r) => {
      const hoist = phasesIn(lineOf(r, /Monte-matériaux|treuil|palan/i));
      expect(hoist).toMatch(/renforcements, remplacements et modifications/);
      expect(hoist).not.toMatch(/contrôles|repli/);
      const props = phasesIn(lineOf(r, /^- Étais/));
      expect(props).toMatch(/^d’«\sétaiement et protections\s» à «\scontrôles, dépose des étais/);
    });
  });

  real('étancheur 24-19728: the hoist and the hot-work kit during the laying, guard-rails over the works', () => {
    eachProfileAnyNature('24-19728', 'etancheur', (r) => {
      const hoist = phasesIn(lineOf(r, /Monte-matériaux/));
      expect(hoist).toMatch(/pare-vapeur et isolation/);
      expect(hoist).toMatch(/revêtement, relevés et points singuliers/);
      expect(hoist).not.toMatch(/préparation et réception des supports|essais/);
      expect(phasesIn(lineOf(r, /Garde-corps/))).toMatch(/ à «\sessais, protections et réception\s»/);
      expect(phasesIn(lineOf(r, /Chalumeau/))).toMatch(/pare-vapeur et isolation/);
    });
  });

  real('chauffagiste 24-14697: lifting gear with the works on site, never the tests nor the order’s receipt', () => {
    eachProfileAnyNature('24-14697', 'chauffagiste', (r) => {
      const lifting = phasesIn(lineOf(r, /Moyens de levage/));
      expect(lifting).toMatch(/remise en état sur site/);
      expect(lifting).not.toMatch(/réception de la commande|remise en service|essais/);
      const pump = phasesIn(lineOf(r, /Pompe d’épreuve/));
      expect(pump).not.toMatch(/réception de la commande/);
    });
  });
});

/* ------------------------------------------------------------------ made-up tenders, one per rule */

describe('made-up tenders: the use, not the words, places the equipment', () => {
  it('a new slab: the vibrating needle and the concrete with the concreting, never the preparation or the repli', () => {
    const r = writtenFor(contextFor('macon', 'Construction d’une dalle béton et d’un local technique neuf'));
    for (const tool of [/Aiguille vibrante/, /Bétonnière/]) {
      const phases = phasesIn(lineOf(r, tool));
      expect(phases).not.toMatch(/préparation|réception|repli/);
      expect(phases).toMatch(/béton|fondation|dallage|plancher|élévation/i);
    }
  });

  it('a re-roofing: the weather protection from the dépose to the last covering phase, the hoist with the laying', () => {
    const schedule = {
      unit: 'semaine' as const,
      phases: [
        { nom: 'Préparation, installation de chantier et échafaudage', start: 1, end: 1, length: 1 },
        { nom: 'Dépose de la couverture existante', start: 2, end: 3, length: 2 },
        { nom: 'Constat de la charpente et reprises du support', start: 4, end: 4, length: 1 },
        { nom: 'Écran, lattage et pose de la couverture', start: 5, end: 7, length: 3 },
        { nom: 'Zinguerie, nettoyage, réception et repli', start: 8, end: 8, length: 1 },
      ],
    };
    expect(phasesFor('bâches sur cintres au-dessus de la zone découverte', schedule, false)).toBe(
      'de « dépose de la couverture existante » à « écran, lattage et pose de la couverture » (semaines 2 à 7)',
    );
    // The charpente check is no lifting phase of its own, and no access means has a hole there.
    const hoist = phasesFor('monte-matériaux pour l’approvisionnement', schedule, false);
    expect(hoist).toMatch(/écran, lattage et pose de la couverture/);
    expect(hoist).not.toMatch(/dépose|repli/);
    expect(phasesFor('lignes de vie et harnais antichute', schedule, false)).toMatch(/\(semaines 1 à 8\)$/);
    // A tool no phase names goes over the works — not the preparation, not the repli alone.
    const unknown = phasesFor('outillage spécifique', schedule, false);
    expect(unknown).not.toMatch(/préparation|repli/);
    const r = writtenFor(contextFor('couvreur', 'Réfection de la couverture en tuiles de la mairie'));
    expect(phasesIn(lineOf(r, /Monte-matériaux/))).not.toMatch(/dépose de la couverture existante|repli/);
  });

  it('props: from the shoring to the last structural phase, their removal included', () => {
    const schedule = {
      unit: 'semaine' as const,
      phases: [
        { nom: 'Préparation, diagnostics et installation', start: 1, end: 2, length: 2 },
        { nom: 'Curage, démolitions et étaiements', start: 3, end: 5, length: 3 },
        { nom: 'Ouvertures, reprises et bétons neufs', start: 6, end: 9, length: 4 },
        { nom: 'Raccords, nettoyage et repli', start: 10, end: 12, length: 3 },
      ],
    };
    expect(phasesFor('étais et coffrages (banches ou coffrages manuportables)', schedule, false)).toBe(
      '« curage, démolitions et étaiements » et « ouvertures, reprises et bétons neufs » (semaines 3 à 9)',
    );
    expect(phasesFor('aiguille vibrante pour le béton', schedule, false)).toBe(
      '« ouvertures, reprises et bétons neufs » (semaines 6 à 9)',
    );
  });

  it('a CVC replacement: heavy lifting with the dépose-levage and the laying, the recovery station with the recovery', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Remplacement de la centrale de traitement d’air du gymnase'));
    const lifting = phasesIn(lineOf(r, /Moyens de levage|Grue mobile/));
    expect(lifting).toMatch(/pose et raccordements de la centrale/);
    expect(lifting).not.toMatch(/mise en service|essais|préparation/);
    const schedule = {
      unit: 'semaine' as const,
      phases: [
        { nom: 'Relevé, dimensionnement et visa', start: 1, end: 2, length: 2 },
        { nom: 'Approvisionnement des équipements', start: 3, end: 4, length: 2 },
        { nom: 'Récupération des fluides et dépose', start: 5, end: 6, length: 2 },
        { nom: 'Pose et raccordements', start: 7, end: 8, length: 2 },
        { nom: 'Mise en service, mesures et réception', start: 9, end: 10, length: 2 },
      ],
    };
    expect(phasesFor('moyens de levage pour les équipements lourds', schedule, false)).toBe(
      '« pose et raccordements » (semaines 7 à 8)',
    );
    expect(phasesFor('station de récupération des fluides frigorigènes', schedule, false)).toBe(
      '« récupération des fluides et dépose » (semaines 5 à 6)',
    );
  });
});
