import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MetreRow, TenderFileFormat, TenderFileRole } from '@batiao/shared/contracts/tender-files';
import { CCTP_PAGES, makeBpu, makeDpgf, makeOds, realDceDir } from '../../test/fixtures/dce.ts';
import { detectDceFormat } from './tender-files.formats.ts';
import { estimateFromCctp, extractMetres, normalizeUnit, parseQuantity } from './tender-files.metres.ts';
import { pdfPages } from './tender-files.reading.ts';

/** Quantities read from DPGF / BPU / DQE spreadsheets and estimated from a CCTP (issue 16). */

const NOW = new Date('2026-11-26T08:00:00Z');
const piece = (
  label: string,
  role: TenderFileRole,
  format: TenderFileFormat,
  bytes: Buffer,
  textPages: string[] | null = null,
) => ({
  label,
  role,
  format,
  textPages,
  load: async () => bytes,
});
const byPoste = (rows: MetreRow[], poste: string, localisation?: string) =>
  rows.filter((r) => r.poste === poste && (localisation === undefined || r.localisation === localisation));

describe('units and quantities as buyers write them', () => {
  it('brings m2/m²/M2, ml/m/ML, ens, Ft/forfait and U/u to one spelling each', () => {
    expect(['m2', 'M2', 'm²', 'M²', 'm 2'].map(normalizeUnit)).toEqual(['m²', 'm²', 'm²', 'm²', 'm²']);
    expect(['ml', 'ML', 'm.l.', 'm'].map(normalizeUnit)).toEqual(['ml', 'ml', 'ml', 'ml']);
    expect(['Ft', 'fft', 'forfait', 'FORFAIT'].map(normalizeUnit)).toEqual([
      'forfait',
      'forfait',
      'forfait',
      'forfait',
    ]);
    expect(['U', 'u', 'unité', 'Ens', 'ensemble', 'm3', 'kg', 'PM'].map(normalizeUnit)).toEqual([
      'u',
      'u',
      'u',
      'ens',
      'ens',
      'm³',
      'kg',
      'PM',
    ]);
    // A merged title spilling into the unit column is no unit.
    expect(normalizeUnit('MAÇONNERIE – GROS ŒUVRE')).toBe('');
  });

  it('reads « 1 234,5 » with spaces and NBSP, formulas by their result, and nothing from « PM » or « inclus »', () => {
    expect(parseQuantity('1 234,5')).toBe(1234.5);
    expect(parseQuantity('12\u00a0000')).toBe(12000);
    expect(parseQuantity({ formula: 'A1*2', result: 8 })).toBe(8);
    expect(parseQuantity('PM')).toBeNull();
    expect(parseQuantity('inclus')).toBeNull();
    expect(parseQuantity(null)).toBeNull();
  });
});

describe('a DPGF generated with the traps of real ones', () => {
  it('reads every line of both buildings, parents and sections as structure, RECAP and hidden sheets left out', async () => {
    const result = await extractMetres([piece('DPGF lot 02.xlsx', 'dpgf', 'xlsx', await makeDpgf())], NOW);
    expect(result.type).toBe('extraction');
    expect(result.extraction_date).toBe(NOW.toISOString());
    const rows = result.metres_data.metres_data;
    // BAT A: 11 lines with a unit or a quantity; BAT B: 4. Sections, sub-totals, totals, TVA and the
    // parent line are no rows; the hidden sheet of another lot is not read.
    expect(rows.filter((r) => r.localisation === 'BAT A')).toHaveLength(11);
    expect(rows.filter((r) => r.localisation === 'BAT B')).toHaveLength(4);
    expect(rows.some((r) => /total|tva|ttc/i.test(r.poste))).toBe(false);
    expect(rows.some((r) => r.poste.includes('autre lot'))).toBe(false);
    expect(result.avertissement).toContain('RECAP');

    // Parent line → its DN children; the attribute line joins the previous line's specifications.
    const dn100 = byPoste(rows, 'Canalisation PVC CR8 sous dallage – DN 100')[0];
    expect(dn100).toMatchObject({ quantite: 12, unite: 'ml', groupe: '2.1 MAÇONNERIE' });
    expect(dn100?.specifications).toContain('2.1.2 Réseaux enterrés');
    const dn125 = byPoste(rows, 'Canalisation PVC CR8 sous dallage – DN 125')[0];
    expect(dn125).toMatchObject({ quantite: 0, unite: 'ml' });
    expect(dn125?.observations).toBe('Quantité nulle dans le fichier de l’acheteur');
    expect(dn125?.specifications).toContain('marque : Wavin');

    expect(byPoste(rows, 'Enduit monocouche')[0]).toMatchObject({ quantite: 35.5, unite: 'm²' });
    expect(byPoste(rows, 'Essais d’étanchéité')[0]).toMatchObject({ quantite: null, unite: 'PM' });
    expect(byPoste(rows, 'Quantité à établir par l’entreprise', 'BAT B')[0]).toMatchObject({
      quantite: null,
      unite: 'ml',
      observations: 'Quantité à établir par l’entreprise',
    });
    // The merged section title « 2.2 DALLAGE » opens its group.
    expect(byPoste(rows, 'Dallage béton armé ép. 15 cm')[0]?.groupe).toBe('2.2 DALLAGE');
    expect(byPoste(rows, 'Installation, clôture et panneau de chantier').map((r) => r.unite)).toEqual([
      'forfait',
      'forfait',
    ]);
    expect(dn100?.source).toMatch(/^DPGF lot 02\.xlsx › BAT A › ligne \d+$/);

    // Totals per unit, per sheet and per works group.
    expect(result.metres_data.totaux_par_unite).toEqual({ forfait: 2, 'm²': 295.75, ml: 12, u: 3, ens: 1, kg: 450 });
    expect(result.metres_data.feuilles).toEqual([
      {
        fichier: 'DPGF lot 02.xlsx',
        feuille: 'BAT A',
        postes: 11,
        totaux_par_unite: { forfait: 1, 'm²': 235.5, ml: 12, u: 2, ens: 1, kg: 450 },
      },
      { fichier: 'DPGF lot 02.xlsx', feuille: 'BAT B', postes: 4, totaux_par_unite: { forfait: 1, 'm²': 60.25, u: 1 } },
    ]);
    const groups = Object.fromEntries(result.metres_data.groupes_travaux.map((g) => [g.groupe, g]));
    expect(groups['1 INSTALLATION DE CHANTIER']).toEqual({
      groupe: '1 INSTALLATION DE CHANTIER',
      postes: 2,
      totaux_par_unite: { forfait: 2 },
    });
    expect(groups['2.2 DALLAGE']?.totaux_par_unite).toEqual({ 'm²': 80, kg: 450 });
  });

  it('reads a BPU as priced lines without quantities, grouped by their article numbers', async () => {
    const result = await extractMetres([piece('BPU.xlsx', 'bpu', 'xlsx', await makeBpu(6))], NOW);
    expect(result.type).toBe('extraction');
    const rows = result.metres_data.metres_data;
    expect(rows).toHaveLength(6);
    expect(
      rows.every((r) => r.quantite === null && r.observations === 'Prix unitaire du bordereau, sans quantité'),
    ).toBe(true);
    expect(rows.map((r) => r.unite)).toEqual(['u', 'm²', 'u', 'm²', 'u', 'm²']);
    expect(rows[0]).toMatchObject({ code: '3.1.101', groupe: 'Articles 3.1' });
    expect(result.metres_data.totaux_par_unite).toEqual({});
  });
});

describe('an ODS quantity file', () => {
  it('is recognised by its content and read like an XLSX: spanned titles once, sections, units, numbers', async () => {
    const bytes = makeOds();
    expect(detectDceFormat(bytes)).toMatchObject({ kind: 'file', format: 'ods' });
    const result = await extractMetres([piece('DQE.ods', 'dqe', 'ods', bytes)], NOW);
    expect(result.type).toBe('extraction');
    expect(result.metres_data.metres_data.map((r) => [r.groupe, r.poste, r.quantite, r.unite])).toEqual([
      ['1.1 PEINTURE', 'Peinture acrylique & impression', 312.5, 'm²'],
      ['1.1 PEINTURE', 'Plinthes bois', 48, 'ml'],
    ]);
  });
});

describe('without a quantity file', () => {
  it('estimates from the quantities the CCTP states, each row saying where its number comes from', async () => {
    const result = await extractMetres([piece('CCTP lot 02.pdf', 'cctp', 'pdf', Buffer.alloc(0), CCTP_PAGES)], NOW);
    expect(result.type).toBe('estimation');
    expect(result.avertissement).toContain('aucune quantité n’est inventée');
    expect(result.metres_data.metres_data).toEqual([
      {
        poste: 'Cloisons de distribution',
        quantite: 42.5,
        unite: 'm²',
        specifications: 'Mode de métré : Au M2 de cloison',
        localisation: 'Salles de classe 1 et 2',
        observations: 'Quantité indiquée au CCTP (CCTP lot 02.pdf, page 3, article 3.2) : à vérifier sur les plans',
        groupe: 'CCTP lot 02',
        code: '3.2',
        source: 'CCTP lot 02.pdf › page 3',
      },
      expect.objectContaining({ poste: 'Plinthes', quantite: 18, unite: 'ml', code: '3.3' }),
    ]);
  });

  it('invents nothing when the CCTP states no quantity', async () => {
    const rows = estimateFromCctp(
      'CCTP.pdf',
      ['Les cloisons sont de type 72/48.\nSurface à traiter selon plans.'],
      'Lot',
    );
    expect(rows).toEqual([]);
    const result = await extractMetres(
      [piece('CCTP.pdf', 'cctp', 'pdf', Buffer.alloc(0), ['Texte sans quantité'])],
      NOW,
    );
    expect(result.type).toBe('estimation');
    expect(result.metres_data.metres_data).toEqual([]);
    expect(result.avertissement).toContain('aucun métré n’est estimé');
  });

  it('says which spreadsheets it cannot read (a broken XLS) instead of guessing', async () => {
    const result = await extractMetres([piece('DPGF.xls', 'dpgf', 'xls', Buffer.from('x'))], NOW);
    expect(result.type).toBe('estimation');
    expect(result.avertissement).toContain('« DPGF.xls » n’a pas pu être lu : Ce fichier n’est pas un classeur Excel');
  });
});

const dce = realDceDir();

describe.skipIf(!dce)('the real files of ../shared/data/dce', () => {
  if (!dce) {
    console.warn('../shared/data/dce absent : tests sur les vrais DPGF/BPU/CCTP ignorés.');
  }

  it('reads the 45-dwelling CVC DPGF: 7 building sheets, RECAP left out, DN children under their parent', async () => {
    const bytes = readFileSync(path.join(dce ?? '', 'dpgf_lot303_csv_45logements_synthek.xlsx'));
    const result = await extractMetres([piece('dpgf_lot303.xlsx', 'dpgf', 'xlsx', bytes)], NOW);
    expect(result.type).toBe('extraction');
    expect(result.metres_data.feuilles.map((f) => f.feuille)).toEqual([
      'BAT A',
      'BAT B',
      'BAT C',
      'BAT D',
      'BAT E',
      'VILLA 123',
      'VILLA4',
    ]);
    const rows = result.metres_data.metres_data;
    expect(rows.length).toBeGreaterThan(1000);
    const batA = result.metres_data.feuilles[0];
    expect(batA?.postes).toBe(180);
    expect(batA?.totaux_par_unite).toEqual({ ens: 68, u: 323, ml: 3522 });
    // « Vanne d'arrêt générale repérée » is a parent line: its quantities are on the DN lines.
    expect(byPoste(rows, "Vanne d'arrêt générale repérée – DN 40", 'BAT A')[0]).toMatchObject({
      quantite: 1,
      unite: 'u',
    });
    expect(byPoste(rows, 'WC suspendu', 'BAT A')[0]).toMatchObject({
      quantite: 11,
      unite: 'u',
      groupe: '3.1 PLOMBERIE SANITAIRE',
    });
    // Lines with quantity 0 are kept, and said so.
    expect(rows.filter((r) => r.quantite === 0).every((r) => r.observations.includes('nulle'))).toBe(true);
    expect(result.metres_data.groupes_travaux.map((g) => g.groupe)).toContain('3.2 VENTILATION');
  });

  it('reads the maintenance BPU: every numbered price, no quantity', async () => {
    const bytes = readFileSync(path.join(dce ?? '', 'bpu_maintenance_equipements_kenza1706.xlsx'));
    const result = await extractMetres([piece('bpu.xlsx', 'bpu', 'xlsx', bytes)], NOW);
    const rows = result.metres_data.metres_data;
    expect(rows.length).toBeGreaterThanOrEqual(490);
    expect(rows[0]).toMatchObject({ code: '3.1.103', unite: 'u', quantite: null });
    expect(rows.find((r) => r.code === '1.4.105')).toMatchObject({
      poste: 'Location d’une nacelle'.replace('’', "'"),
      unite: '1 j',
    });
  });

  it('estimates the Cuzieu plâtrerie lot from the quantities its CCTP states, page by page', async () => {
    const file = 'Lot-03-Platrerie-Peinture-Plafond.pdf';
    const pages = await pdfPages(readFileSync(path.join(dce ?? '', 'cuzieu', file)));
    const result = await extractMetres([piece(file, 'cctp', 'pdf', Buffer.alloc(0), pages)], NOW);
    expect(result.type).toBe('estimation');
    const rows = result.metres_data.metres_data;
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows[0]).toMatchObject({ code: '3.2', quantite: 8.3, unite: 'ml', source: `${file} › page 17` });
    expect(rows.find((r) => r.code === '4.4')).toMatchObject({ quantite: 174, unite: 'm²' });
    expect(rows.every((r) => r.observations.startsWith('Quantité indiquée au CCTP'))).toBe(true);
  });

  it('reports the gardiennage BPU in PDF as unreadable lines rather than inventing any', async () => {
    const file = 'BPU-gardiennage.pdf';
    const pages = await pdfPages(readFileSync(path.join(dce ?? '', 'camp-des-milles', file)));
    const result = await extractMetres([piece(file, 'bpu', 'pdf', Buffer.alloc(0), pages)], NOW);
    expect(result.metres_data.metres_data).toEqual([]);
    expect(result.avertissement).toContain('ne donne pas de lignes lisibles');
  });
});
