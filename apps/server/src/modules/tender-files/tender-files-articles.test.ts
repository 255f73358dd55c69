import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDceDir } from '../../test/fixtures/dce.ts';
import { analyseDce, type AnalysedPiece } from './tender-files.analysis.ts';
import { locateRequirements } from './tender-files.articles.ts';
import { readPiece, recogniseRole } from './tender-files.reading.ts';

/** The CCTP's requirements located under their article, with the sentence that states them (issue 16). */

const NOW = new Date('2026-11-26T08:00:00Z');

const cctp = (pages: string[]): AnalysedPiece => ({
  label: 'CCTP.pdf',
  role: 'cctp',
  textStatus: 'text',
  textPages: pages,
});

describe('locating the CCTP’s requirements', () => {
  it('cites the numbered heading above, on the page or a page before, and the whole sentence', () => {
    const piece = cctp([
      'CCTP\nArticle 4 – Conditions d’exécution\nLes travaux se dérouleront en site occupé, les\nlocaux restant ouverts au public.',
      'Les horaires de travail sont fixés de 8 h à 17 h.\n5.2 Cloisons\nCloisons de 2.50 M de hauteur.\nPlaques selon la norme NF EN 520 et le DTU N°25.41.',
    ]);
    const analysis = analyseDce([piece], NOW);
    const found = locateRequirements(analysis, [piece]);
    expect(found.find((r) => r.kind === 'site_occupe')).toEqual({
      kind: 'site_occupe',
      label: 'Site occupé',
      extrait: 'Les travaux se dérouleront en site occupé, les locaux restant ouverts au public.',
      fichier: 'CCTP.pdf',
      page: 1,
      article: '4',
    });
    // The hours open page 2, under the article of page 1.
    expect(found.find((r) => r.kind === 'horaires')).toMatchObject({ page: 2, article: '4' });
    // « 2.50 M de hauteur. » is a sentence, not a heading.
    expect(found.find((r) => r.label === 'NF EN 520')).toMatchObject({
      article: '5.2',
      page: 2,
      extrait: 'Plaques selon la norme NF EN 520 et le DTU N°25.41.',
    });
    expect(found.find((r) => r.label === 'DTU 25.41')).toMatchObject({ article: '5.2' });
  });

  it('gives no article when no numbered heading precedes, and reads only the CCTP', () => {
    const piece = cctp(['Le chantier reste en site occupé.']);
    const rc: AnalysedPiece = { label: 'RC.pdf', role: 'rc', textStatus: 'text', textPages: ['3.1 Site occupé'] };
    const analysis = analyseDce([rc, piece], NOW);
    const found = locateRequirements(analysis, [rc, piece]);
    expect(found.filter((r) => r.fichier === 'RC.pdf')).toEqual([]);
    expect(found.find((r) => r.kind === 'site_occupe')).toMatchObject({ article: null, page: null });
  });
});

const dce = realDceDir();

describe.skipIf(!dce)('the real CCTPs of ../shared/data/dce', () => {
  if (!dce) {
    console.warn('../shared/data/dce absent : articles des vrais CCTP ignorés.');
  }

  it('Coupvray: every standard and constraint found under an article, the hours at art. 01.07 p. 8', async () => {
    const dir = path.join(dce ?? '', 'coupvray');
    const pieces: AnalysedPiece[] = [];
    for (const file of readdirSync(dir).sort()) {
      const piece = await readPiece('pdf', readFileSync(path.join(dir, file)));
      pieces.push({
        label: file,
        role: recogniseRole(file, 'pdf', piece),
        textStatus: piece.status,
        textPages: piece.textPages,
      });
    }
    const found = locateRequirements(analyseDce(pieces, NOW), pieces);
    expect(found.length).toBeGreaterThan(30);
    expect(found.filter((r) => r.article === null)).toEqual([]);
    expect(found.find((r) => r.kind === 'horaires')).toMatchObject({
      fichier: 'COUPVRAY-CCTP-LOT-00-Generalites-Indice-B.pdf',
      page: 8,
      article: '01.07',
    });
    expect(found.find((r) => r.kind === 'horaires')?.extrait).toContain('contraintes d’horaires de travail');
  });
});
