/**
 * Round 6, issue 13: the hospital's site reality in the safety and waste sections (EOH and CLIN,
 * aspergillosis, dust containment, technical service, permis de feu, legionella), a crèche not
 * called a school, per-order contracts that do not name « bons de commande », the list of the other
 * trades of a restoration said once and in full, and the waste part written from the tender's facts.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { contextFor, type LocalContext, realContext, realNoticeIfAny, writtenFor } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';

const fixture = (trade: TradeSlug, title: string, extra: Partial<TenderDetail> = {}, noticeText = '') =>
  contextFor(trade, title, { extra, noticeText });

const notice = (trade: TradeSlug, pattern: RegExp, id: string) => realNoticeIfAny(trade, pattern, { id });

/** Each section by its key, with its table rows. */
function sections(context: LocalContext) {
  const r = writtenFor(context, { seams: false, retired: false });
  return { of: r.withRows, rows: r.rows };
}

describe('a hospital in service', () => {
  it('plumbing works at a hospital: EOH/CLIN procedure, dust containment, permis de feu, legionella, waste circuits', () => {
    const context = fixture(
      'plombier',
      'Remplacement des réseaux d’eau chaude sanitaire du centre hospitalier de Melun',
    );
    expect(analyse(context).constraints.has('sante')).toBe(true);
    const r = sections(context);
    const securite = r.of('securite');
    expect(securite).toMatch(/équipe opérationnelle d’hygiène/);
    expect(securite).toMatch(/CLIN/);
    expect(securite).toMatch(/confinée \(cloisonnement étanche/);
    expect(securite).toMatch(/filtre absolu \(HEPA\)/);
    expect(securite).toMatch(/service technique de l’établissement/);
    expect(securite).toMatch(/permis de feu délivré par l’établissement/);
    expect(securite).toMatch(/légionelles \(arrêté du 1er février 2010\)/);
    expect(securite).not.toMatch(/pas de contrainte de site/);
    expect(r.of('comprehension')).toMatch(/aspergillose/);
    expect(r.of('environnement')).toMatch(/DASRI/);
    expect(r.of('environnement')).toMatch(/circuits propres/);
  });

  it('CVC upkeep at a hospital group: controlled-environment rooms, one dust row only (the trade’s own)', () => {
    const context = fixture(
      'chauffagiste',
      'Travaux d’entretien des installations de chauffage, ventilation et climatisation du centre hospitalier — zones de soins',
    );
    const r = sections(context);
    expect(r.of('securite')).toMatch(/zone à environnement maîtrisé/);
    const dustRows = r.rows('securite').filter((row) => /poussières/i.test(row[0] ?? ''));
    expect(dustRows).toHaveLength(1);
  });

  it('upkeep of a hospital run by orders: the measures before each intervention, the waste of each intervention', () => {
    // The real notices (24-19704 AP-HP, 24-18866 GHT Sud 77) get these once the analysis reads their buyer as a hospital.
    const r = sections(
      fixture(
        'chauffagiste',
        'Accord-cadre de travaux d’entretien des installations de chauffage et ventilation du centre hospitalier de Melun',
      ),
    );
    expect(r.of('securite')).toMatch(/Avant chaque intervention en zone de soins/);
    expect(r.of('securite')).toMatch(/permis de feu/);
    expect(r.of('environnement')).toMatch(/déchets de chaque intervention quittent la zone/);
  });

  it('a nursing home is no hospital: no care units, EOH nor CLIN', () => {
    const context = fixture('plombier', 'Rénovation des sanitaires de l’EHPAD Les Tilleuls');
    expect(analyse(context).constraints.has('sante')).toBe(true);
    const r = sections(context);
    expect(`${r.of('comprehension')}\n${r.of('securite')}`).not.toMatch(/site hospitalier|CLIN|unités de soins/);
    expect(r.of('securite')).toMatch(/protocole de l’établissement/);
  });
});

describe('a crèche is no school', () => {
  it('menuisier 24-15845 (crèche, Paris 16e): « établissement d’accueil du jeune enfant », no school time', () => {
    const n = notice('menuisier', /poste de change a la creche/, '24-15845');
    if (!n) {
      return;
    }
    const r = sections(realContext(n));
    expect(r.of('securite')).toMatch(/établissement d’accueil du jeune enfant/);
    expect(r.of('securite')).toMatch(/heures d’arrivée et de départ des familles/);
    expect(`${r.of('securite')}\n${r.of('environnement')}`).not.toMatch(/scolaire/);
    expect(r.of('environnement')).toMatch(/hors des heures d’accueil des enfants/);
  });

  it('a school keeps « établissement scolaire » and the school time', () => {
    const r = sections(fixture('peintre', 'Réfection des peintures de l’école élémentaire Jules Ferry'));
    expect(r.of('securite')).toMatch(/établissement scolaire/);
    expect(r.of('environnement')).toMatch(/hors du temps scolaire/);
  });
});

describe('orders without « bons de commande »', () => {
  it('peintre 24-19748 (upkeep run by orders, no accord-cadre named): « commande par commande »', () => {
    const n = notice('peintre', /entretien courant.*patrimoine de la ville de romainville/, '24-19748');
    if (!n) {
      return;
    }
    const r = sections(realContext(n));
    expect(r.of('securite')).toMatch(/Le marché s’exécute commande par commande/);
    expect(r.of('environnement')).toMatch(/les déchets de chaque commande/);
    expect(`${r.of('securite')}\n${r.of('environnement')}`).not.toMatch(/bons? de commande/);
  });

  it('a notice that names the accord-cadre à bons de commande keeps its words', () => {
    const r = sections(
      fixture('peintre', 'Accord-cadre à bons de commande pour les travaux de peinture des bâtiments communaux'),
    );
    expect(r.of('securite')).toMatch(/L’accord-cadre s’exécute par bons de commande/);
    expect(r.of('environnement')).toMatch(/les déchets de chaque bon de commande/);
  });
});

describe('the other trades of a restoration', () => {
  it('vitrier 24-20146: every trade named (charpente, serrurerie included), no « … », the interfaces said once', () => {
    const n = notice('vitrier', /restauration de l'eglise saint-pierre et saint-paul/, '24-20146');
    if (!n) {
      return;
    }
    const comprehension = sections(realContext(n)).of('comprehension');
    expect(comprehension).toMatch(
      /réunit aussi le désamiantage, la maçonnerie, la charpente, la couverture, la menuiserie, la serrurerie et la peinture\./,
    );
    expect(comprehension).not.toMatch(/…\)/);
    // The vitraux method already says how déposes and reposes fit the other trades.
    expect(comprehension).not.toMatch(/déposes, reposes et protections provisoires sont calées/);
  });

  it('many trades: the first six and how many more', () => {
    const labels = [
      'Monuments historiques',
      'Maçonnerie',
      'Charpente',
      'Couverture',
      'Menuiserie',
      'Serrurerie',
      'Peinture (travaux)',
      'Electricité (travaux)',
      'Plâtrerie',
      'Carrelage',
      'Plomberie',
      'Chauffage',
    ];
    const r = sections(
      fixture(
        'couvreur',
        'Restauration du château',
        { descripteurs: labels.map((label) => ({ code: '', label })) },
        'Édifice classé au titre des monuments historiques.',
      ),
    );
    expect(r.of('comprehension')).toMatch(
      /réunit aussi la maçonnerie, la charpente, la menuiserie, la serrurerie, la plâtrerie, l’électricité et 4 autres corps d’état/,
    );
  });
});

describe('the waste part from the tender’s facts', () => {
  it('a new build and a rehabilitation of the same trade are not written alike', () => {
    const neuf = sections(fixture('peintre', 'Construction d’un gymnase neuf')).of('environnement');
    const rehab = sections(fixture('menuisier', 'Réhabilitation de la mairie - remplacement des menuiseries')).of(
      'environnement',
    );
    expect(neuf).toMatch(/En construction neuve/);
    expect(rehab).toMatch(/Dans l’existant, les déposes/);
  });

  it('an unknown company base: the exutoires near the site, named by its commune', () => {
    const context = makeContext({
      tender: { ...TENDER_FIXTURES.peintre, lots: [], criteria: [], title: 'Réfection des peintures de la mairie' },
      noticeText: '',
      trade: 'peintre',
      company: EMPTY_COMPANY,
    });
    const a = analyse(context);
    const env = sections(context).of('environnement');
    if (a.place.commune && a.distance.relation === 'unknown') {
      expect(env).toContain(`les exutoires les plus proches`);
    }
    expect(env).not.toMatch(/notre siège de\s/);
  });
});
