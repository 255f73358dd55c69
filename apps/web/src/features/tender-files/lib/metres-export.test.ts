import { describe, expect, it } from 'vitest';
import type { MetresResult } from '@batiao/shared/contracts/tender-files';
import { metresClipboardText, metresCsv, metresFilename } from './metres-export';

const RESULT: MetresResult = {
  type: 'estimation',
  extraction_date: '2026-11-22T09:05:00.000Z',
  avertissement: 'Estimation',
  metres_data: {
    metres_data: [
      {
        poste: 'Cloison « 72/48 »; doublée',
        quantite: 42.5,
        unite: 'm²',
        specifications: 'Mode de métré : Au M2',
        localisation: 'Salle 1',
        observations: 'Quantité indiquée au CCTP (CCTP.pdf, page 3)',
        groupe: 'Lot 03',
        code: '3.2',
        source: 'CCTP.pdf › page 3',
      },
      {
        poste: '=HYPERLINK("x")',
        quantite: null,
        unite: 'u',
        specifications: '',
        localisation: '',
        observations: '',
        groupe: 'Lot 03',
        code: '',
        source: 'CCTP.pdf › page 4',
      },
    ],
    totaux_par_unite: { 'm²': 42.5 },
    groupes_travaux: [{ groupe: 'Lot 03', postes: 2, totaux_par_unite: { 'm²': 42.5 } }],
    feuilles: [],
    fichiers: ['CCTP.pdf'],
  },
};

describe('the quantities exports', () => {
  it('writes a CSV for a French spreadsheet: « ; », decimal comma, BOM, quoted cells, formulas defused, totals per unit', () => {
    const csv = metresCsv(RESULT);
    expect(csv.startsWith('\uFEFFGroupe;N°;Poste;Quantité;Unité;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'Lot 03;3.2;"Cloison « 72/48 »; doublée";42,5;m²;Mode de métré : Au M2;Salle 1;Quantité indiquée au CCTP (CCTP.pdf, page 3);CCTP.pdf › page 3',
    );
    expect(lines[2]).toBe(`Lot 03;;"'=HYPERLINK(""x"")";;u;;;;CCTP.pdf › page 4`);
    expect(lines).toContain(';;Total m²;42,5;m²;;;;');
  });

  it('copies tab-separated lines for a paste into a spreadsheet', () => {
    expect(metresClipboardText(RESULT).split('\n')[1]).toBe(
      'Lot 03\t3.2\tCloison « 72/48 »; doublée\t42,5\tm²\tSalle 1',
    );
  });

  it('names the file after the tender and the extraction date', () => {
    expect(metresFilename('Réhabilitation de l’école (lot 2)', RESULT.extraction_date)).toBe(
      'metres-rehabilitation-de-l-ecole-lot-2-2026-11-22.csv',
    );
  });
});
