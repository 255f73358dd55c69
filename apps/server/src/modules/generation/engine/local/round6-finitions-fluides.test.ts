/**
 * Round 6, issue 13: kinds of work of the finishing and fluid trades that the general method wrote
 * wrong — anticorrosion of steel structures (peintre), upkeep of CVC installations in a hospital
 * (chauffagiste), ceilings of an old church (plaquiste), undergrounding of overhead networks
 * (électricien). Realistic objects first, then the graded real notices when the records are present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';

const contextOf = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  contextFor(trade, title, { descripteurs });

/** `seams`: false for real notices whose raw object carries its own seams (« et connexes et », « (76370) »). */
const written = (context: LocalContext, seams = true) => writtenFor(context, { seams });

/** The indoor-painting template, out of place on a steel bridge. */
const INDOOR_PAINT = [
  /peinture intérieure/,
  /classées A\+/,
  /2011-321/,
  /PIRL/,
  /mobilier/,
  /NF DTU 59\.1/,
  /finition décoratif/,
];

describe('peintre: anticorrosion of steel structures', () => {
  it('a bridge repainting with the coarse descripteur « Peinture (travaux) »: ISO 12944 method, not indoor paint', () => {
    const r = written(
      contextOf('peintre', 'Remise en peinture anticorrosion du pont métallique de la RD 12', ['Peinture (travaux)']),
    );
    expect(r.kinds).toContain('anticorrosion');
    expect(r.kinds).not.toContain('interieure');
    expect(r.generique).toBe(false);
    for (const ref of ['NF EN ISO 12944', 'NF EN ISO 8501-1', 'NF EN ISO 8503', 'NF EN ISO 4624', 'NF EN ISO 19840']) {
      expect(r.text).toContain(ref);
    }
    expect(r.text).toMatch(/Sa 2½/);
    expect(r.text).toMatch(/point de rosée/);
    expect(r.text).toMatch(/plomb/);
    expect(r.text).toMatch(/ACQPA/);
    for (const p of INDOOR_PAINT) {
      expect(r.text, String(p)).not.toMatch(p);
    }
  });

  it('painting the metal works of schools or a school in Pont-de-Claix is no bridge', () => {
    for (const title of [
      'Accord-cadre de peinture intérieure et des ouvrages métalliques des écoles et crèches',
      'Travaux de peinture de l’école maternelle de Pont-de-Claix',
    ]) {
      const r = written(contextOf('peintre', title, ['Peinture (travaux)']));
      expect(r.kinds, title).not.toContain('anticorrosion');
      expect(r.text, title).not.toMatch(/NF EN ISO 8501-1|ACQPA|chute dans l’eau/);
    }
  });

  it('indoor painting of a school keeps the indoor method (no anticorrosion kind)', () => {
    const r = written(
      contextOf('peintre', 'Travaux de peinture intérieure de l’école Jules-Ferry', ['Peinture (travaux)']),
    );
    expect(r.kinds).toContain('interieure');
    expect(r.kinds).not.toContain('anticorrosion');
    expect(r.text).not.toMatch(/NF EN ISO 8501-1|ACQPA/);
  });
});

describe('chauffagiste: upkeep of CVC installations, order by order', () => {
  it('an upkeep contract of a hospital: diagnosis per order, care continuity, F-gas held by the firm, no design', () => {
    const r = written(
      contextOf(
        'chauffagiste',
        'Travaux d’entretien des bâtiments du centre hospitalier — lot chauffage ventilation climatisation',
      ),
    );
    expect(r.kinds[0]).toBe('entretien_cvc');
    expect(r.text).toMatch(/Diagnostic à la commande/);
    expect(r.text).toMatch(/NF S 90-351/);
    expect(r.text).toMatch(/cascades de pression/);
    expect(r.text).toMatch(/2024\/573/);
    expect(r.text).toMatch(/l’entreprise qui les réalise doit détenir l’attestation de capacité/);
    expect(r.text).toMatch(/légionelles/);
    expect(r.text).not.toMatch(/bilan thermique|dimensionnement des équipements/);
    expect(r.text).not.toMatch(/Qualification gaz \(PG\)/);
    // The firm's attestation is never listed as something the workers hold.
    const habilitations =
      r.text.split('Habilitations et formations exigées des intervenants')[1]?.split('\n\n')[0] ?? '';
    expect(habilitations).not.toMatch(/attestation de capacité/);
  });

  it('a new installation, even ordered by bons de commande, keeps the design-and-install method', () => {
    for (const title of [
      'Remplacement de la chaudière et des radiateurs du groupe scolaire',
      'Accord-cadre à bons de commande pour le remplacement des chaudières des bâtiments communaux',
    ]) {
      const r = written(contextOf('chauffagiste', title));
      expect(r.kinds, title).not.toContain('entretien_cvc');
      expect(r.text, title).toMatch(/bilan thermique/);
    }
  });
});

/** Partition-wall steps, out of place for a church ceiling. */
const PARTITIONS = [/rails et montants/, /seconde face/, /Isolation et fermeture des cloisons/, /PIRL/, /lève-plaque/i];

describe('plaquiste: ceilings of an old church', () => {
  it('church ceilings: survey, consolidation or remaking with compatible plaster, furniture protected; no partitions', () => {
    const r = written(contextOf('plaquiste', 'Réhabilitation des plafonds de l’église Saint-Martin'));
    expect(r.kinds).toContain('plafonds_patrimoine');
    expect(r.text).toMatch(/plâtre sur lattis/);
    expect(r.text).toMatch(/sondages/);
    expect(r.text).toMatch(/mobilier/);
    expect(r.text).toMatch(/échafaudage de pied intérieur/);
    for (const p of PARTITIONS) {
      expect(r.text, String(p)).not.toMatch(p);
    }
    expect(r.text).not.toMatch(/Bon fonctionnement \(2 ans/);
  });

  it('partitions of an office keep the partition method', () => {
    const r = written(contextOf('plaquiste', 'Cloisons, doublages et faux plafonds des bureaux de la mairie'));
    expect(r.kinds).not.toContain('plafonds_patrimoine');
    expect(r.text).toMatch(/rails et montants/);
    // Plasterboard is cut with a cutter: no « découpes à l’eau » promised in the nuisances.
    expect(r.text).not.toMatch(/découpes à l’eau/);
  });
});

describe('électricien: undergrounding of overhead networks', () => {
  it('effacement de réseaux: trenches, fourreaux, chambres, Enedis, dépose of the poles after switchover, class A records', () => {
    const r = written(
      contextOf('electricien', 'Effacement des réseaux aériens basse tension et télécommunications rue des Écoles'),
    );
    expect(r.kinds[0]).toBe('reseaux');
    expect(r.text).toMatch(/Tranchées et fourreaux/);
    expect(r.text).toMatch(/chambres de tirage/);
    expect(r.text).toMatch(/Enedis/);
    expect(r.text).toMatch(/dépose des lignes aériennes et des poteaux une fois chaque gestionnaire/);
    expect(r.text).toMatch(/récolement géoréférencés en classe A/);
    expect(r.text).toMatch(/NF P 98-331/);
    expect(r.text).not.toMatch(/Pose des luminaires/);
  });

  it('a public-lighting renewal alone keeps the lighting steps', () => {
    const r = written(
      contextOf('electricien', 'Rénovation de l’éclairage public : remplacement des luminaires par des LED'),
    );
    expect(r.kinds).not.toContain('reseaux');
    expect(r.text).toMatch(/Pose des luminaires/);
  });
});

describe.runIf(realRecordsAvailable())('round 6 graded real notices', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) => {
    return written(realNoticeContext(trade, pattern, company), false);
  };

  it.each(PROFILES)('peintre 24-19990 — Pont de Normandie anticorrosion test (profile %#)', (company) => {
    const r = real('peintre', /protection anticorrosion du pont de normandie/, company);
    expect(r.kinds).toEqual(['anticorrosion']);
    expect(r.generique).toBe(false);
    expect(r.text).toMatch(/Le chantier test sert à valider le procédé/);
    expect(r.text).toMatch(/NF EN ISO 12944/);
    for (const p of INDOOR_PAINT) {
      expect(r.text, String(p)).not.toMatch(p);
    }
  });

  it('chauffagiste 24-19704 — AP-HP upkeep, lot CVC', () => {
    const r = real('chauffagiste', /entretien du ghu aphp centre/);
    expect(r.kinds).toContain('entretien_cvc');
    expect(r.text).toMatch(/NF S 90-351/);
    expect(r.text).toMatch(/continuité du service|zone de soins/);
    expect(r.text).not.toMatch(/bilan thermique|Qualification gaz/);
  });

  it('plaquiste 24-16084 — ceilings of the church of Ancourt', () => {
    const r = real('plaquiste', /plafonds de l'eglise a ancourt/);
    expect(r.kinds).toContain('plafonds_patrimoine');
    for (const p of PARTITIONS) {
      expect(r.text, String(p)).not.toMatch(p);
    }
  });

  it('électricien 24-19182 — effacement de réseaux, Var', () => {
    const r = real('electricien', /effacement de reseaux de distribution publique d'electricite/);
    expect(r.kinds).toContain('reseaux');
    expect(r.text).toMatch(/Bascule et dépose de l’aérien/);
    expect(r.text).toMatch(/Éclairage public : câblage du réseau d’éclairage/);
    expect(r.text).not.toMatch(/dépose des luminaires et mâts déclassés/);
  });
});
