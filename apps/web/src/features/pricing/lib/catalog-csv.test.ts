import { describe, expect, it } from 'vitest';
import type { Product } from '@batiao/shared/contracts/pricing';
import { catalogCsv, catalogCsvFilename, csvCell } from './catalog-csv';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-1',
  category: 'Couverture',
  name: 'Tuile mécanique Huguenot H14',
  brand: 'Edilians',
  reference: 'H14-RG',
  unit: 'm²',
  unit_price: 24.9,
  supplier: 'Point.P',
  supplier_discount: 12.5,
  ...overrides,
});

describe('the catalogue CSV', () => {
  it('opens in French Excel: BOM, semicolons, decimal comma, CRLF, the eight columns in order', () => {
    const csv = catalogCsv([
      product(),
      product({
        id: 'p-2',
        name: 'Liteau',
        unit: 'ml',
        unit_price: 0.85,
        supplier_discount: 0,
        brand: '',
        reference: '',
        supplier: '',
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Catégorie;Nom;Marque;Référence;Unité;Prix unitaire HT (€);Fournisseur;Remise fournisseur (%)',
      'Couverture;Tuile mécanique Huguenot H14;Edilians;H14-RG;m²;24,90;Point.P;12,5',
      'Couverture;Liteau;;;ml;0,85;;0',
      '',
    ]);
  });

  it('is encoded in UTF-8 with its byte-order mark', async () => {
    const bytes = new Uint8Array(await new Blob([catalogCsv([product()])]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Référence');
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Vis 6;80')).toBe('"Vis 6;80"');
    expect(csvCell('Panneau 18" OSB')).toBe('"Panneau 18"" OSB"');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5 %')).toBe("'-5 %");
    expect(csvCell('Tuile')).toBe('Tuile');
  });

  it('has only its header for an empty catalogue, and a dated name', () => {
    expect(catalogCsv([])).toBe(
      '\uFEFFCatégorie;Nom;Marque;Référence;Unité;Prix unitaire HT (€);Fournisseur;Remise fournisseur (%)\r\n',
    );
    expect(catalogCsvFilename(new Date('2026-11-25T23:30:00Z'))).toBe('catalogue-produits-2026-11-26.csv');
  });
});
