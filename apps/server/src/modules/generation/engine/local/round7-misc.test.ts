/**
 * Round 7, issue 13 (round-5 grading, defects 2, 3, 5): a drinking-water main written with its own
 * steps and pressure pipes (no platform stripping, no sewer pipes), a metro line's station closures
 * read as new-built closures (not the replacement of gates and fences), « désamiantage » in the
 * object read as asbestos (a negative diagnosis not), and « création » of a room inside an existing
 * building not called a new build. Fixtures both ways, then the graded real notices when
 * `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import { analyse, type LocalContext } from './analysis.ts';

const contextOf = (trade: TradeSlug, title: string, descripteurs: string[] = [], company = FULL_COMPANY) =>
  contextFor(trade, title, { descripteurs, company });

/** The response (seams checked, not the register) and whether asbestos is among the site's constraints. */
function outputOf(context: LocalContext) {
  const r = writtenFor(context, { retired: false });
  return { text: r.text, section: r.section, kinds: r.kinds, amiante: r.analysis.constraints.has('amiante') };
}

function realOutput(trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) {
  return outputOf(realNoticeContext(trade, pattern, company));
}

/** The earthworks and sewer template a drinking-water main must not get. */
const SEWER_OR_PLATFORM = [
  /CR8/,
  /Canalisations PVC/,
  /[Dd]écapage et terrassements généraux/,
  /décapage de la terre végétale/,
];

describe('terrassier: drinking-water main', () => {
  it('pressure pipes, butées, NF EN 805 test, disinfection and subscribers’ connections, not the sewer template', () => {
    const r = outputOf(contextOf('terrassier', 'Renouvellement du réseau d’eau potable rue des Lilas'));
    expect(r.kinds).toContain('eau_potable');
    expect(r.text).toMatch(/fonte ductile \(NF EN 545\)/);
    expect(r.text).toMatch(/PE100 \(NF EN 12201\)/);
    expect(r.text).toMatch(/butées/);
    expect(r.text).toMatch(/épreuve de pression par tronçon selon la NF EN 805/);
    expect(r.text).toMatch(/analyse bactériologique/);
    expect(r.text).toMatch(/Continuité de la distribution/);
    for (const pattern of SEWER_OR_PLATFORM) {
      expect(r.text, String(pattern)).not.toMatch(pattern);
    }
  });

  it('a new main has no continuity step; a sewer keeps its own pipes and steps', () => {
    const neuf = outputOf(contextOf('terrassier', 'Extension du réseau d’adduction d’eau potable du hameau'));
    expect(neuf.text).toMatch(/Pose de la conduite sous pression/);
    expect(neuf.text).not.toMatch(/Continuité de la distribution/);
    const sewer = outputOf(contextOf('terrassier', 'Réhabilitation du réseau d’assainissement eaux usées'));
    expect(sewer.kinds).not.toContain('eau_potable');
    expect(sewer.text).not.toMatch(/Pose de la conduite sous pression|PE100/);
  });
});

describe('serrurier: closures of transit stations', () => {
  it('« Fermeture stations » with the descripteur « Clôture » is the stations’ closures, built new', () => {
    const r = outputOf(contextOf('serrurier', 'Opérations Ligne B : Lot T2 - Fermeture stations', ['Clôture']));
    expect(r.kinds).toEqual(['fermetures_stations']);
    expect(r.text).toMatch(/NF EN 12453/);
    expect(r.text).toMatch(/réservations/);
    expect(r.text).not.toMatch(/portails et clôtures|remplacement des portails/);
    expect(r.text).not.toMatch(/- Dépose :|Dépose et pose|fermetures remplacées|déposés/);
  });

  it('replaced station grilles keep a dépose; a pumping station or a gate is not the stations kind', () => {
    const remplacement = outputOf(
      contextOf('serrurier', 'Remplacement des grilles des stations de métro existantes', ['Serrurerie']),
    );
    expect(remplacement.kinds).toContain('fermetures_stations');
    expect(remplacement.text).toMatch(/- Dépose :/);
    const pompage = analyse(contextOf('serrurier', 'Fermeture de la station de pompage : clôture et portail'));
    expect(pompage.sousTypes.map((s) => s.key)).toEqual(['portails_clotures']);
    const gates = analyse(contextOf('serrurier', 'Remplacement des portails et clôtures du stade'));
    expect(gates.sousTypes.map((s) => s.key)).toEqual(['portails_clotures']);
    const shutters = analyse(contextOf('serrurier', 'Remplacement des rideaux métalliques du marché couvert'));
    expect(shutters.sousTypes.map((s) => s.key)).toEqual(['fermetures_motorisees']);
  });
});

describe('asbestos named by the object', () => {
  it('« désamiantage » and « retrait de l’amiante » set the constraint and its lines', () => {
    for (const title of [
      'Reconstruction du mur de la cour : démolition, terrassement, désamiantage, maçonnerie',
      'Réfection des sols avec retrait de l’amiante des dalles existantes',
    ]) {
      const r = outputOf(contextOf('macon', title));
      expect(r.amiante, title).toBe(true);
      expect(r.text).toMatch(/repérage amiante avant travaux/);
    }
  });

  it('a negative diagnosis or a wall without asbestos words sets none', () => {
    for (const title of [
      'Reconstruction du mur de la cour (diagnostic amiante négatif)',
      'Réfection des enduits de façade, absence d’amiante au repérage',
      'Reconstruction du mur de clôture du cimetière',
    ]) {
      const r = outputOf(contextOf('macon', title));
      expect(r.amiante, title).toBe(false);
      expect(r.text, title).not.toMatch(/sous-section 4/);
    }
  });
});

describe('« création » is not a new build when the works take something down', () => {
  const NEUF = /En construction neuve/;
  it('a room created inside an existing school with a dépose step is not called a new build', () => {
    const r = outputOf(contextOf('carreleur', 'Création d’une salle d’arts plastiques au 3e étage du groupe scolaire'));
    expect(r.section('environnement')).not.toMatch(NEUF);
  });

  it('a construction neuve is still one', () => {
    const r = outputOf(contextOf('peintre', 'Construction neuve d’un gymnase : lot peinture'));
    expect(r.section('environnement')).toMatch(NEUF);
  });
});

describe.runIf(realRecordsAvailable())('real notices', () => {
  it('terrassier 24-15786 (eau potable, Tarbes): the water main’s steps and pipes, both profiles', () => {
    for (const company of PROFILES) {
      const r = realOutput('terrassier', /redimensionnement d'un reseau d'eau potable impasse vives/, company);
      if (!r) {
        return;
      }
      expect(r.kinds).toContain('eau_potable');
      expect(r.text).toMatch(/NF EN 545/);
      expect(r.text).toMatch(/butées/);
      for (const pattern of SEWER_OR_PLATFORM) {
        expect(r.text, String(pattern)).not.toMatch(pattern);
      }
    }
  });

  it('serrurier 24-18721 (Tisséo, lot T3 fermeture stations): no gates replacement, no dépose, both profiles', () => {
    for (const company of PROFILES) {
      const r = realOutput('serrurier', /lot t3 - fermeture stations/, company);
      if (!r) {
        return;
      }
      expect(r.kinds).toEqual(['fermetures_stations']);
      expect(r.text).not.toMatch(/portails et clôtures|remplacement des portails/);
      expect(r.text).not.toMatch(/- Dépose :|fermetures remplacées/);
    }
  });

  it('macon 24-15589 (murs de cour, désamiantage): the asbestos constraint', () => {
    const r = realOutput('macon', /mur de la cour basse/);
    if (!r) {
      return;
    }
    expect(r.amiante).toBe(true);
    expect(r.text).toMatch(/repérage amiante avant travaux/);
  });

  it('peintre 24-16024 (salle créée dans le groupe scolaire Saint-Merri): no new-build waste sentence', () => {
    const r = realOutput('peintre', /salle d'arts plastiques/);
    if (!r) {
      return;
    }
    expect(r.section('environnement')).not.toMatch(/En construction neuve/);
  });
});
