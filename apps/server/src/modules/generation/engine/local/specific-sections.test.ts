/**
 * Safety, waste and guarantees are written from the tender's facts (issue 13): two tenders of one
 * trade with different constraints or contract kinds get different paragraphs naming their own
 * constraints; an accord-cadre is handled order by order, a one-off job is not.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY, FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { generateLocally } from './local-engine.ts';

function sectionsOf(trade: TradeSlug, changes: Partial<TenderDetail>, company = FULL_COMPANY) {
  const tender = { ...TENDER_FIXTURES[trade], lots: [], criteria: [], ...changes };
  const { content } = generateLocally(makeContext({ tender, noticeText: '', trade, company }));
  const body = (key: string) => content.memoire_sections.find((s) => s.key === key)?.body ?? '';
  return { securite: body('securite'), environnement: body('environnement'), garanties: body('garanties') };
}

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim());

const school = {
  id: 'school-paint',
  title: 'Réfection des peintures intérieures de l’école maternelle Jean-Jaurès',
  description: 'Travaux en site occupé. Présence d’amiante dans les enduits (repérage joint).',
  duration_months: 2,
};
const street = {
  id: 'street-paint',
  title: 'Ravalement des façades de la mairie',
  description: 'Échafaudage sur trottoir, emprise sur la voirie.',
  duration_months: 3,
};
const framework = {
  id: 'framework-paint',
  title: 'Accord-cadre à bons de commande de travaux de peinture dans les bâtiments communaux',
  description: 'Travaux d’entretien et de réparation.',
  duration_months: 48,
};

describe('sections written from the tender’s facts', () => {
  it('gives two tenders of one trade different safety paragraphs, each naming its own constraints', () => {
    const a = sectionsOf('peintre', school).securite;
    const b = sectionsOf('peintre', street).securite;
    expect(a).toContain('site occupé');
    expect(a).toContain('établissement scolaire');
    expect(a).toMatch(/amiante/);
    expect(a).toContain('Jean-Jaurès');
    expect(b).toContain('abords de voie publique');
    expect(b).toContain('travaux en hauteur');
    expect(b).not.toContain('établissement scolaire');
    expect(b).not.toMatch(/amiante/);
    const shared = paragraphsOf(a).filter((p) => paragraphsOf(b).includes(p));
    expect(shared).toEqual([]);
  });

  it('writes the waste and the guarantees of each tender, not the trade’s template', () => {
    const a = sectionsOf('peintre', school);
    const b = sectionsOf('peintre', street);
    for (const key of ['environnement', 'garanties'] as const) {
      const shared = paragraphsOf(a[key]).filter((p) => p.length >= 40 && paragraphsOf(b[key]).includes(p));
      expect(shared, key).toEqual([]);
    }
    expect(a.environnement).toContain('hors des cours et des circulations des élèves');
    expect(a.environnement).toContain('BSDA');
    expect(a.environnement).toMatch(/sur les 2\s+mois du chantier/);
    expect(b.environnement).toContain('sans boue ni gravillons laissés sur la voie');
    expect(b.environnement).not.toContain('BSDA');
    expect(a.garanties).toContain('hors temps scolaire');
  });

  it('handles an accord-cadre order by order in its safety, waste and guarantees, and a one-off job not', () => {
    const ac = sectionsOf('peintre', framework);
    expect(ac.securite).toContain('plan de prévention');
    expect(ac.securite).toContain('fiche d’intervention propre à la commande');
    expect(ac.environnement).toContain('chaque bon de commande');
    expect(ac.garanties).toContain('réception par bon de commande');
    expect(ac.garanties).toContain('traitée comme une commande');
    expect(ac.garanties).not.toContain(
      '« Accord-cadre à bons de commande de travaux de peinture dans les bâtiments communaux » sont',
    );
    const job = sectionsOf('peintre', school);
    for (const text of [job.securite, job.environnement, job.garanties]) {
      expect(text).not.toMatch(/bons? de commande/);
    }
    expect(job.securite).toMatch(/Le PPSPS de nos travaux (?:de peinture|pour|sur ce chantier)/);
    expect(job.environnement).toContain('SOSED');
    expect(job.garanties).toMatch(/au terme des 2\s+mois de travaux/);
  });

  it('invents no company fact: without a profile, the insurance is a marker', () => {
    const { garanties } = sectionsOf('peintre', school, EMPTY_COMPANY);
    expect(garanties).toContain('[À compléter : assurance responsabilité civile professionnelle');
    expect(garanties).not.toContain('SMABTP');
    // Indoor paint carries no décennale: no marker asks for one; a roof does.
    expect(garanties).not.toContain('[À compléter : assurance décennale');
    expect(sectionsOf('couvreur', school, EMPTY_COMPANY).garanties).toContain('[À compléter : assurance décennale');
  });
});
