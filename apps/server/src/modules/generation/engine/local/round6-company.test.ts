/**
 * Round 6, issue 13: the company's sections with an empty profile claim nothing (equipment needs
 * written from the tender's planning, references as a marker and what comes first), per-order
 * contracts that the notice does not call accord-cadre say « commande », not « bon de commande »,
 * the documents list says « à vérifier » when the décennale does not name the lot's kind of work,
 * and the staffing sentence never names the same phase twice.
 * Real notices of `../shared/data` when present (skipped with a message otherwise), fixtures first.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY, FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { findRealNotice, itOnRealNotices, PROFILES, writtenFor } from '../../../../test/writing.ts';
import { phasesFor } from './sections/moyens.ts';

function responseOf(tender: TenderDetail, noticeText: string, trade: TradeSlug, company = FULL_COMPANY) {
  const r = writtenFor(makeContext({ tender, noticeText, trade, company }), { seams: false, retired: false });
  const decennale = r.content.documents_requis.find((d) => d.document_type === 'decennale');
  return { letter: r.letter, section: r.section, table: r.rowsText, decennale, todo: r.todo };
}

function graded(id: string, trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) {
  const notice = findRealNotice(trade, pattern, { id, among: 400 });
  return responseOf(notice.tender, notice.noticeText, trade, company);
}

const real = itOnRealNotices();

const schedule = {
  unit: 'semaine' as const,
  phases: [
    { nom: 'Préparation, installation de chantier et échafaudage', start: 1, end: 1, length: 1 },
    { nom: 'Dépose de la couverture existante', start: 2, end: 3, length: 2 },
    { nom: 'Pose de la couverture et des points singuliers', start: 4, end: 6, length: 3 },
    { nom: 'Zinguerie, nettoyage, réception et repli', start: 7, end: 8, length: 2 },
  ],
};

describe('an unknown fleet: the needs written from the tender’s planning', () => {
  it('each piece of equipment goes with the phases that use it', () => {
    expect(phasesFor('goulotte d’évacuation des gravats et benne', schedule, false)).toBe(
      '« dépose de la couverture existante » (semaines 2 à 3)',
    );
    expect(phasesFor('outillage de zinguerie (plieuse, fer à souder)', schedule, false)).toBe(
      '« zinguerie, nettoyage, réception et repli » (semaines 7 à 8)',
    );
    // Access means span the site, from its installation to the repli.
    expect(phasesFor('échafaudage de pied avec protection en égout', schedule, false)).toBe(
      'de « préparation, installation de chantier et échafaudage » à « zinguerie, nettoyage, réception et repli » (semaines 1 à 8)',
    );
    // « pose » is not read in « dépose »; phases apart keep their own weeks.
    expect(phasesFor('monte-matériaux pour l’approvisionnement', schedule, false)).toBe(
      '« pose de la couverture et des points singuliers » (semaines 4 à 6)',
    );
    expect(phasesFor('goulotte et benne', schedule, true)).toBe(
      'à chaque commande, pendant « dépose de la couverture existante »',
    );
  });

  it('the empty profile lists them with their phases and the site, never as met', () => {
    const r = responseOf(TENDER_FIXTURES.couvreur, '', 'couvreur', EMPTY_COMPANY);
    const moyens = r.section('moyens_materiels');
    expect(moyens).toMatch(/Matériel de l’entreprise\s: \[À compléter\s: matériel/);
    expect(moyens).toMatch(/par location près de Crémieu/);
    expect(moyens).toMatch(
      /- Goulotte d’évacuation des gravats et benne — «\sdépose de la couverture existante\s» \(semaines/,
    );
    expect(moyens).not.toMatch(/répond aux|de l’entreprise affecté|Besoins en matériel du mode opératoire/);
  });
});

describe('no reference in the profile: nothing claimed about past works', () => {
  it('only the marker and which chantiers come first', () => {
    const r = responseOf(TENDER_FIXTURES.couvreur, '', 'couvreur', EMPTY_COMPANY);
    const refs = r.section('references');
    expect(refs).toMatch(/Références\s: \[À compléter\s: références/);
    expect(refs).toMatch(/en tête, les chantiers (?:de même nature|qui partagent)/);
    expect(refs).not.toMatch(/les plus parlants|sont des travaux|conduits pour/);
  });

  real('serrurier 24-16020 (Sénat), empty: no past works claimed', () => {
    const r = graded('24-16020', 'serrurier', /rideaux anti-pietons/, EMPTY_COMPANY);
    expect(r.section('references')).not.toMatch(/les plus parlants|portails, clôtures et portes motorisées conduits/);
    expect(r.section('moyens_materiels')).not.toMatch(/répond aux/);
  });
});

describe('per-order contracts the notice does not call accord-cadre', () => {
  real('peintre 24-19748 (Romainville): « commande », the buyer’s technical service, in both profiles', () => {
    for (const company of PROFILES) {
      const r = graded('24-19748', 'peintre', /entretien courant.*patrimoine de la ville de romainville/, company);
      for (const text of [
        r.letter,
        r.section('moyens_humains'),
        r.section('moyens_materiels'),
        r.section('qualite'),
        r.section('garanties'),
        r.section('references'),
        r.table('qualite'),
      ]) {
        expect(text).not.toMatch(/bons? de commande|clôture du bon/);
      }
      expect(r.letter).toMatch(/planning prévisionnel d’exécution des commandes/);
      expect(r.section('moyens_humains')).toMatch(/reçoit les commandes/);
      expect(r.table('qualite')).toMatch(/Échantillons validés par le service technique de l’acheteur/);
      expect(r.table('qualite')).not.toMatch(/maître d’œuvre/);
    }
  });

  real('plombier 24-15194 (named accord-cadre): the bons de commande stay', () => {
    const r = graded('24-15194', 'plombier', /eclairage/);
    expect(r.section('moyens_humains')).toMatch(/reçoit les bons de commande/);
    expect(r.section('garanties')).toMatch(/réception par bon de commande/);
  });
});

describe('the documents list and the décennale’s activities', () => {
  real('charpentier 24-20015 (lot bardage): the décennale « à vérifier », as the note says', () => {
    const r = graded('24-20015', 'charpentier', /jean moulin/);
    expect(r.decennale?.label).toMatch(/à vérifier\s: ses activités ne nomment pas le bardage/);
    expect(r.decennale?.status).not.toBe('present');
    expect(r.todo).toMatch(/ne nomment pas le bardage/);
  });

  real('couvreur 24-15161 (« Couverture – Étanchéité »): l’étanchéité to check', () => {
    const r = graded('24-15161', 'couvreur', /haute somme/);
    expect(r.decennale?.label).toMatch(/à vérifier\s: ses activités ne nomment pas l’étanchéité/);
  });

  it('a slate roof under a roofing décennale stays as it is (no false « à vérifier »)', () => {
    const r = responseOf(TENDER_FIXTURES.couvreur, '', 'couvreur');
    expect(r.decennale?.label ?? '').not.toMatch(/à vérifier/);
  });
});

describe('the staffing follows the planning without naming a phase twice', () => {
  real('électricien 24-19182: the preparation reduced, the works full', () => {
    const r = graded('24-19182', 'electricien', /effacement de reseaux/);
    const staff = r.section('moyens_humains');
    expect(staff).toMatch(/réduit pendant «\spréparation[^»]*»\s\([^)]*\), complet pendant «\s(?!préparation)/);
    expect(staff).not.toMatch(/réduit pendant «\s([^»]+)\s»[^.]*complet pendant «\s\1\s»/);
  });
});
