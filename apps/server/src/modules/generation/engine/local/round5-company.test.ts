/**
 * Round 5, issue 13: the company's claims stay within what its profile shows — a qualification
 * frames only works of its own kind and material, references are « de même nature » only when they
 * are, the activity label comes from the décennale or an exact qualification, an owned item covers
 * only the need it is, an unknown fleet meets no need — and per-order contracts read as such.
 * Real notices of `../shared/data` when present (skipped with a message otherwise), fixtures first.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY, FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { findRealNotice, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';
import { aboutWorks } from './company.ts';
import { ownedFor } from './sections/moyens.ts';

function responseOf(tender: TenderDetail, noticeText: string, trade: TradeSlug, company = FULL_COMPANY) {
  const r = writtenFor(makeContext({ tender, noticeText, trade, company }), { seams: false, retired: false });
  const memoire = r.content.memoire_sections.map((s) => s.body).join('\n\n');
  return { letter: r.letter, memoire, section: r.section, todo: r.todo };
}

/** A graded notice by its BOAMP id (found among the notices whose text matches `pattern`). */
function graded(id: string, trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) {
  const notice = findRealNotice(trade, pattern, { id, among: 400 });
  return responseOf(notice.tender, notice.noticeText, trade, company);
}

const real = itOnRealNotices();

describe('a qualification frames only the works of its own kind, material and part of the building', () => {
  const slate = 'Qualibat 3192 Couverture en ardoises naturelles (technicité supérieure)';
  const roofInsulation = 'RGE Qualibat 7131 Isolation thermique par l’intérieur des toitures';
  it('slate roofing frames a slate roof, not a tile roof', () => {
    expect(aboutWorks(slate, 'Remplacement de la couverture tuiles de deux bâtiments')).toBe(false);
    expect(aboutWorks(slate, 'Réfection de la couverture en ardoises de l’église')).toBe(true);
    // A roof of unstated material: the qualification's kind matches, nothing contradicts it.
    expect(aboutWorks(slate, 'Réfection de la couverture de la mairie')).toBe(true);
  });
  it('roof insulation frames roof insulation, neither a re-roofing nor partitions', () => {
    expect(aboutWorks(roofInsulation, 'Remplacement de la couverture tuiles travaux de couverture')).toBe(false);
    expect(aboutWorks(roofInsulation, 'Cloisonnements-doublages travaux de plâtrerie, cloisons')).toBe(false);
    expect(aboutWorks(roofInsulation, 'Réfection de la couverture et isolation des combles')).toBe(true);
  });

  it('a slate qualification frames a slate roof, not a roof whose material the notice does not give', () => {
    const roof = (title: string) =>
      responseOf({ ...TENDER_FIXTURES.couvreur, title, description: '', lots: [], criteria: [] }, '', 'couvreur');
    const framing = /La qualification Qualibat 3192 Couverture en ardoises naturelles[^.]* encadre/;
    expect(roof('Réfection de la couverture en ardoises de la salle des fêtes').section('qualite')).toMatch(framing);
    const unstated = roof('Réfection de la couverture de la salle des fêtes');
    expect(unstated.section('qualite')).not.toMatch(framing);
    // The user is told why the qualification is not put forward as framing the works.
    expect(unstated.todo).toMatch(/3192[^\n]*n’est pas présentée comme encadrant ces travaux/);
  });

  real('couvreur 24-18677 (tiles, school): the tile school roof first, the slate chapel not « de même nature »', () => {
    const r = graded('24-18677', 'couvreur', /couverture tuiles de deux batiments/);
    expect(r.section('qualite')).not.toMatch(/encadrent? ces pratiques/);
    expect(r.letter).toMatch(
      /«\sRénovation de la toiture du groupe scolaire Jean-Macé\s»[^.]*qui portait comme le présent marché sur la couverture/,
    );
    expect(r.letter).not.toMatch(/chapelle Saint-Roch/);
    const refs = r.section('references');
    expect(refs.indexOf('Jean-Macé')).toBeLessThan(refs.indexOf('Saint-Roch'));
    expect(refs).toMatch(/dont une de même nature/);
    expect(refs).not.toMatch(/Saint-Roch[^\n]*même nature de travaux/);
    expect(r.todo).toMatch(/3192[^\n]*n’est pas présentée comme encadrant ces travaux/);
  });

  real('plaquiste 24-19978: no plasterer label nor roof-insulation framing; the user is told', () => {
    const r = graded('24-19978', 'plaquiste', /cordemais/);
    expect(r.letter).not.toMatch(/plâtrerie/);
    expect(r.letter).toMatch(/Entreprise créée en 2009/);
    expect(r.section('presentation')).not.toMatch(/entreprise de plâtrerie|Entreprise de plâtrerie/);
    expect(r.memoire).not.toMatch(/7131[^.]*encadre/);
    expect(r.letter).not.toMatch(/7131/);
    expect(r.todo).toMatch(/Activité de l’entreprise : ni les activités de votre assurance décennale/);
  });

  real('couvreur 24-18677: the roofer keeps its activity label (décennale « Couverture… »)', () => {
    const r = graded('24-18677', 'couvreur', /couverture tuiles de deux batiments/);
    expect(r.letter).toMatch(/Entreprise de couverture et zinguerie créée en 2009/);
    expect(r.todo).not.toMatch(/Activité de l’entreprise/);
  });
});

describe('an owned item covers a need only when it is one of its alternatives', () => {
  const fleet = FULL_COMPANY.materiel.map((e) => ({
    e,
    folded: `${e.designation} ${e.details ?? ''}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  }));
  it('a scaffold on feet is no rolling scaffold nor an individual platform', () => {
    expect(ownedFor('échafaudage roulant ou plateforme individuelle roulante', fleet, /echafaudage|pirl/)).toEqual({
      covers: [],
      rest: ['Échafaudage roulant ou plateforme individuelle roulante'],
    });
  });
  it('« nacelle ou échafaudage roulant »: the owned nacelle, named as a nacelle', () => {
    expect(ownedFor('nacelle ou échafaudage roulant', fleet, /nacelle|echafaudage/).covers).toEqual([
      'Nacelle : Nacelle élévatrice articulée 16 m de l’entreprise',
    ]);
  });
  it('« mini-pelle et dumper »: the mini-pelle owned, the dumper rented', () => {
    expect(
      ownedFor('mini-pelle et dumper pour les fouilles et l’évacuation des gravats', fleet, /pelle|dumper/),
    ).toEqual({
      covers: ['Mini-pelle pour les fouilles et l’évacuation des gravats : Mini-pelle 2,5 t de l’entreprise'],
      rest: ['Dumper pour les fouilles et l’évacuation des gravats'],
    });
  });
  it('the scaffold on feet still covers a scaffold on feet, and a tipper truck is no rubble skip', () => {
    expect(ownedFor('échafaudage de pied conforme à la recommandation R408', fleet, /echafaudage/).covers).toHaveLength(
      1,
    );
    expect(ownedFor('goulotte d’évacuation des gravats et benne', fleet, /goulotte/).covers).toEqual([]);
  });

  real('menuisier 24-15697, serrurier 24-20010, maçon 24-18846: no scaffold on feet for a rolling one', () => {
    const menuisier = graded('24-15697', 'menuisier', /grau/).section('moyens_materiels');
    expect(menuisier).not.toMatch(/roulante? : Échafaudage de pied/);
    const serrurier = graded('24-20010', 'serrurier', /conservatoire/).section('moyens_materiels');
    expect(serrurier).not.toMatch(/roulant[^\n]*: Échafaudage de pied/);
    const macon = graded('24-18846', 'macon', /herriot/).section('moyens_materiels');
    expect(macon).not.toMatch(/dumper[^\n]*: Mini-pelle/i);
    expect(macon).toMatch(/Mini-pelle[^\n]*: Mini-pelle 2,5 t de l’entreprise/);
    expect(macon).toMatch(/- Dumper/);
  });
});

describe('an unknown fleet meets no need', () => {
  it('the empty profile lists the method’s needs, to be covered by the fleet or hired', () => {
    const r = responseOf(TENDER_FIXTURES.couvreur, '', 'couvreur', EMPTY_COMPANY);
    const moyens = r.section('moyens_materiels');
    expect(moyens).not.toMatch(/répond aux/);
    expect(moyens).toMatch(/à couvrir par le parc de l’entreprise ou par location près de Crémieu/);
    expect(moyens).toMatch(/chacun mobilisé pendant les phases qui l’emploient :\n- /);
    expect(moyens).toMatch(/\[À compléter : matériel/);
  });
});

describe('per-order contracts and the reception', () => {
  real('électricien 24-15194 (public lighting by orders): no occupant, no DOE, no pre-reception', () => {
    const r = graded('24-15194', 'electricien', /eclairage/);
    expect(r.section('moyens_humains')).not.toMatch(/occupant/);
    expect(r.section('moyens_humains')).not.toMatch(/maître d’œuvre|sur une base de/);
    const qualite = r.section('qualite');
    expect(qualite).not.toMatch(/DOE|pré-réception|avec le maître d’œuvre/);
    expect(qualite).toMatch(/compte rendu de chaque commande/);
    expect(qualite).toMatch(/bilan annuel/);
  });
  real('menuisier 24-15697: the pre-reception comes before the reception phase', () => {
    const qualite = graded('24-15697', 'menuisier', /grau/).section('qualite');
    expect(qualite).not.toMatch(/pré-réception interne a lieu pendant «[^»]*réception/);
    expect(qualite).toMatch(
      /pré-réception interne a lieu à la fin (?:de |d’)«[^»]+» \(semaine\s\d+\), avant «[^»]*réception/,
    );
  });
});

describe('guarantees: agreement, repetition, a décennale that does not name the lot', () => {
  real('charpentier 24-20015 lot bardage: « qui n’est pas », the décennale not claimed, the user told', () => {
    const r = graded('24-20015', 'charpentier', /jean moulin/);
    expect(r.section('garanties')).toMatch(
      /pour le bardage, qui n’est pas un élément d’équipement destiné à fonctionner/,
    );
    expect(r.letter).not.toMatch(/Nos travaux sont couverts par une assurance décennale/);
    expect(r.letter).toMatch(/activités déclarées : couverture, zinguerie, charpente, maçonnerie/);
    expect(r.todo).toMatch(/Assurance décennale à vérifier[^\n]*bardage/);
  });
  real(
    'plaquiste 24-19978: the DOE is not « de la mairie de Cordemais » before « la Mairie de Cordemais reçoit »',
    () => {
      const r = graded('24-19978', 'plaquiste', /cordemais/);
      expect(r.section('garanties')).not.toMatch(/Avec le DOE de la mairie de Cordemais, la Mairie de Cordemais/);
      expect(r.section('garanties')).toMatch(
        /Avec le DOE de (?:l’opération|la mairie), la Commune(?: de Cordemais)? reçoit/,
      );
    },
  );
  it('a plural ouvrage keeps the plural agreement', () => {
    const r = responseOf(TENDER_FIXTURES.peintre, '', 'peintre');
    expect(r.section('garanties')).toMatch(
      /pour les peintures, ouvrages de finition décoratifs qui ne sont ni des éléments/,
    );
  });
});
