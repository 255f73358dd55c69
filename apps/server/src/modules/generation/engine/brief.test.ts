/**
 * The brief every engine receives and the review of an output the module did not compose (the
 * `llm` engine's): the same checks as the local engine's text (issue 13).
 */
import type { GeneratedContent } from '@batiao/shared/contracts/generation';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import { tenderAnalysisSchema } from '@batiao/shared/contracts/tender-files';
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

describe('the brief with the consultation files (issue 16)', () => {
  const dce: DceFacts = {
    analysis: tenderAnalysisSchema.parse({
      analysed_at: '2026-11-26T08:00:00.000Z',
      fichiers: [
        { fichier: 'RC.pdf', role: 'rc', text_status: 'text' },
        { fichier: 'CCTP.pdf', role: 'cctp', text_status: 'text' },
      ],
      lots: [],
      criteres: [
        { critere: 'Valeur technique', ponderation: 60, fichier: 'RC.pdf', page: 3 },
        { critere: 'Prix', ponderation: 40, fichier: 'RC.pdf', page: 3 },
      ],
      date_limite: null,
      visite: { obligatoire: true, date: '2026-12-12', texte: 'Visite obligatoire', fichier: 'RC.pdf', page: 2 },
      variantes: null,
      forme_prix: { forme: 'dpgf', texte: null },
      duree: null,
      normes: [{ norme: 'NF DTU 59.1', fichier: 'CCTP.pdf', page: 5 }],
      contraintes: [
        { type: 'site_occupe', libelle: 'Site occupé', texte: 'École ouverte.', fichier: 'CCTP.pdf', page: 2 },
      ],
      avertissements: [],
    }),
    requirements: [
      {
        kind: 'site_occupe',
        label: 'Site occupé',
        extrait: 'L’école reste ouverte pendant les travaux.',
        fichier: 'CCTP.pdf',
        page: 2,
        article: '2.4',
      },
      {
        kind: 'norme',
        label: 'NF DTU 59.1',
        extrait: 'Les peintures sont appliquées selon le NF DTU 59.1.',
        fichier: 'CCTP.pdf',
        page: 5,
        article: '4.1',
      },
    ],
    rc: [],
  };

  it('gives the llm engine the RC’s criteria, pieces, visit and price form, and the CCTP’s requirements with their article', () => {
    const brief = writingBrief({ ...painting, dce });
    expect(brief.dce?.criteria).toEqual(['Valeur technique (60\u00a0%)', 'Prix (40\u00a0%)']);
    expect(brief.dce?.requirements).toEqual([
      'CCTP art. 2.4, p. 2 : site occupé — « L’école reste ouverte pendant les travaux. »',
      'CCTP art. 4.1, p. 5 : NF DTU 59.1 — « Les peintures sont appliquées selon le NF DTU 59.1. »',
    ]);
    expect(brief.dce?.visit).toBe('Visite obligatoire le 12 décembre 2026 (RC.pdf, p. 2)');
    expect(brief.dce?.priceForm).toBe('prix global et forfaitaire, décomposé dans la DPGF de l’acheteur');
    expect(brief.dce?.documents.join('\n')).toContain(
      'Attestation de visite du site (visite obligatoire le 12 décembre 2026)',
    );
    expect(brief.dce?.lines.join('\n')).toContain('CCTP art. 2.4, p. 2');
  });

  it('has no DCE facts without files', () => {
    expect(writingBrief(painting).dce).toBeUndefined();
  });
});
