import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDceDir } from '../../test/fixtures/dce.ts';
import { analyseDce, type AnalysedPiece } from './tender-files.analysis.ts';
import { readPiece, recogniseRole } from './tender-files.reading.ts';

/**
 * The analysis of real CCTPs (../shared/data/dce, read where present): standards, constraints, lots, the
 * mandatory visit, penalties, PSE and the contents asked with the offer, with pages and articles.
 */

const NOW = new Date('2026-11-26T08:00:00Z');
const dce = realDceDir();

async function operation(dir: string): Promise<AnalysedPiece[]> {
  const pieces: AnalysedPiece[] = [];
  for (const file of readdirSync(path.join(dce ?? '', dir)).sort()) {
    const piece = await readPiece('pdf', readFileSync(path.join(dce ?? '', dir, file)));
    pieces.push({
      label: file,
      role: recogniseRole(file, 'pdf', piece),
      textStatus: piece.status,
      textPages: piece.textPages,
    });
  }
  return pieces;
}

describe.skipIf(!dce)('the real CCTPs of ../shared/data/dce', () => {
  if (!dce) {
    console.warn('../shared/data/dce absent : analyse des vrais CCTP ignorée.');
  }

  it('Coupvray (five lots): every piece a CCTP with text, the standards each with its file and page, the constraints of the works', async () => {
    const pieces = await operation('coupvray');
    expect(pieces.map((p) => [p.role, p.textStatus])).toEqual(Array(5).fill(['cctp', 'text']));
    const analysis = analyseDce(pieces, NOW);
    const lot01 = 'COUPVRAY-CCTP-LOT-01-Installations-de-chantier-Demolition-Maconnerie-Indice-B.pdf';
    const lot05 = 'COUPVRAY-CCTP-LOT-05-Electricite-Indice-B.pdf';
    const lot00 = 'COUPVRAY-CCTP-LOT-00-Generalites-Indice-B.pdf';
    expect(analysis.normes).toEqual(
      expect.arrayContaining([
        { norme: 'DTU 20.1', fichier: lot01, page: 3 },
        { norme: 'NF EN 206-1', fichier: lot01, page: 12 },
        { norme: 'NF C15-100', fichier: lot05, page: 9 },
      ]),
    );
    expect(analysis.normes.length).toBeGreaterThan(30);
    expect(analysis.contraintes.filter((c) => c.fichier === lot00).map((c) => [c.type, c.page])).toEqual([
      ['phasage', 3],
      ['amiante', 3],
      ['horaires', 8],
    ]);
    expect(analysis.lots.map((l) => l.texte)).toEqual([
      'Lot 00 : GENERALITES',
      'Lot 01 : INSTALLATIONS DE CHANTIER',
      'Lot 02 : CHARPENTE - COUVERTURE – PLANCHERS',
      'Lot 03 : PLATRERIE – MENUISERIES INTERIEURES',
      'Lot 05 : ELECTRICITE',
    ]);
    // The electricity CCTP makes the visit mandatory for the technical lots (no date given); the general
    // clauses charge the cleaning to a failing contractor and announce penalties for missed site meetings
    // (no amount written: none invented); the roofing lot asks roof windows priced as a PSE.
    expect(analysis.visite).toMatchObject({ obligatoire: true, date: null, fichier: lot05, page: 7, article: 'II' });
    expect(analysis.penalites?.map((p) => [p.motif, p.montant, p.fichier, p.page, p.article])).toEqual([
      ['proprete', null, lot00, 9, '01.12'],
      ['absence_reunion', null, lot00, 10, '01.18'],
    ]);
    expect(analysis.penalites?.[1]?.texte).toBe(
      'Des pénalités seront appliquées en cas de retards ou absences répétés et non justifiés.',
    );
    expect(analysis.pse).toEqual([
      {
        texte: 'Fourniture et pose de tabatières de dimensions dito existant au droit des combles. A chiffrer en PSE.',
        fichier: 'COUPVRAY-CCTP-LOT-02-Charpente-Couverture-Planchers-Indice-B.pdf',
        page: 9,
        article: '02.01.06',
      },
    ]);
    // No RC among the pieces: said, not guessed.
    expect(analysis.criteres).toEqual([]);
    expect(analysis.criteres_detail).toEqual([]);
    expect(analysis.pieces_exigees).toEqual([]);
    expect(analysis.validite_offres).toBeNull();
    expect(analysis.date_limite).toBeNull();
    expect(analysis.avertissements[0]).toContain('Aucun règlement de la consultation');
  });

  it('Cuzieu: the six lots of the operation, the painting DTU of the plâtrerie lot on its page', async () => {
    const analysis = analyseDce(await operation('cuzieu'), NOW);
    expect(analysis.lots.map((l) => l.texte)).toEqual([
      'Lot 1 : Charpente Couverture',
      'Lot 2 : Menuiserie Intérieure',
      'Lot 3 : Plâtrerie Peinture Plafonds',
      'Lot 4 : Revêtement de sol carrelage',
      'Lot 5 : Chauffage - VMC',
      'Lot 6 : Electricité - Courants Faibles',
    ]);
    expect(analysis.normes).toContainEqual({
      norme: 'DTU 59.1',
      fichier: 'Lot-03-Platrerie-Peinture-Plafond.pdf',
      page: 14,
    });
    // The three lots repeat their general clauses: each finding once, where first read.
    const lot01 = 'Lot-01-Charpente-Couverture-Menuiserie-Alu.pdf';
    expect(analysis.pieces_exigees?.map((p) => [p.etape, p.kind, p.fichier, p.page, p.article])).toEqual([
      ['offre', 'fiches_techniques', lot01, 7, '1.4.1'],
    ]);
    expect(analysis.penalites?.map((p) => [p.motif, p.montant, p.fichier, p.page, p.article])).toEqual([
      ['proprete', null, lot01, 10, '1.7.1'],
    ]);
    expect(analysis.pse?.map((p) => [p.texte, p.fichier, p.page])).toEqual([
      ['Option 1 : Plan de travail', 'Lot-02-Menuiserie-Interieure.pdf', 19],
    ]);
    // « si le règlement de consultation l'autorise »: no RC, so no verdict on variants and no visit.
    expect(analysis.variantes_autorisees).toBeNull();
    expect(analysis.visite).toBeNull();
  });

  it('Camp des Milles: the PDF bordereau is a BPU, so the price form is BPU + DQE', async () => {
    const pieces = await operation('camp-des-milles');
    expect(pieces.map((p) => p.role)).toEqual(['bpu']);
    expect(analyseDce(pieces, NOW).forme_prix.forme).toBe('bpu_dqe');
  });
});
