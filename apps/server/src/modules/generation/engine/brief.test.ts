/**
 * The brief every engine receives and the review of an output the module did not compose (the
 * `llm` engine's): the same checks as the local engine's text (issue 13).
 */
import type { GeneratedContent } from '@batiao/shared/contracts/generation';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../test/fixtures/generation.ts';
import { reviewGenerated, writingBrief } from './brief.ts';
import { SEAMS } from './local/seams.ts';

const painting = makeContext({
  trade: 'peintre',
  company: FULL_COMPANY,
  tender: {
    ...TENDER_FIXTURES.peintre,
    title: 'Accord-cadre à bons de commande de travaux de peinture dans les écoles',
    description: 'Peinture intérieure des classes.',
    departements: ['38', '69', '01'],
    lots: [],
  },
  noticeText: '',
});

const served = (letter: string, body: string): GeneratedContent => ({
  lettre_candidature: letter,
  memoire_sections: [{ key: 'methodologie', title: 'Méthodologie d’exécution', body, table: null, criterion: null }],
  documents_requis: [],
  a_completer: [],
});

describe('the brief', () => {
  it('gives the site, the kind of contract, the rules and the fit notes of a roofer’s profile on a painting tender', () => {
    const brief = writingBrief(painting);
    expect(brief.site).toContain('Vienne');
    expect(brief.contract).toBe('accord_cadre_bons_de_commande');
    expect(brief.priceDocument).toContain('BPU');
    expect(brief.heritage).toBe(false);
    expect(brief.standards.join(' ')).toContain('NF DTU 59.1');
    expect(brief.relevantQualifications).toEqual([]);
    expect(brief.fitNotes.join('\n')).toMatch(/Qualibat 3192 Couverture en ardoises[^]*ne relève pas/);
    expect(brief.fitNotes.join('\n')).toContain('Aucune de vos références');
    expect(brief.schedule.phases.at(-1)?.end).toBe(brief.schedule.total);
    expect(brief.seat).toBe('Lyon');
  });

  it('reads the kinds of work of the trade', () => {
    const brief = writingBrief(
      makeContext({
        trade: 'plombier',
        tender: {
          ...TENDER_FIXTURES.plombier,
          title: 'Renouvellement du réseau d’eau potable rue Haute',
          description: '',
          lots: [],
        },
        noticeText: '',
      }),
    );
    expect(brief.kindsOfWork.map((k) => k.label)).toEqual(['réseaux d’eau potable et branchements']);
    expect(brief.standards.join(' ')).toContain('NF EN 805');
  });
});

describe('the review of an output the module did not compose', () => {
  it('fixes the seams, replaces an invented SIRET and reports invented facts, retired rules and foreign places', () => {
    const content = reviewGenerated(
      served(
        'SIRET : 123 456 789 00012\n\nNous sommes certifiés Qualibat 1552 et assurés auprès de AXA.',
        'La pose de les panneaux relève de le Règlement (UE) 517/2014 ; nos équipes viennent de l’Ain chaque jour.',
      ),
      { ...painting, brief: writingBrief(painting) },
    );
    const text = `${content.lettre_candidature}\n${content.memoire_sections[0]?.body}`;
    expect(text).toContain('[À compléter : numéro SIRET]');
    expect(text).not.toContain('123 456 789');
    expect(text).toContain('La pose des panneaux relève du Règlement');
    for (const seam of SEAMS.slice(0, 4)) {
      expect(text).not.toMatch(seam.pattern);
    }
    const notes = content.a_completer.join('\n');
    expect(notes).toContain('numéro SIRET (123 456 789 00012) absent de votre profil');
    expect(notes).toContain('« Qualibat 1552 », absent de votre profil');
    expect(notes).toContain('l’assureur « AXA »');
    expect(notes).not.toContain('SMABTP');
    expect(notes).toContain('Règlement (UE) 517/2014');
    expect(notes).toContain('« Ain », qui n’est pas le lieu du chantier');
    expect(notes).not.toContain('« Isère »');
    expect(notes).toMatch(/Qualibat 3192 Couverture en ardoises/);
  });

  it('leaves a clean output as it is, but for the fit notes', () => {
    const clean = served(
      'Dumas Bâtiment Rhône-Alpes\nSIRET : 73282932000074\n\nMadame, Monsieur,',
      'Les peintures intérieures des classes sont réalisées selon le NF DTU 59.1.',
    );
    const content = reviewGenerated(clean, painting);
    expect(content.lettre_candidature).toBe(clean.lettre_candidature);
    expect(content.memoire_sections[0]?.body).toBe(clean.memoire_sections[0]?.body);
    expect(content.a_completer.every((n) => !/Le texte généré/.test(n))).toBe(true);
  });
});
