import { describe, expect, it } from 'vitest';
import { SAMPLE_META } from './sample-content.ts';
import {
  criterionLine,
  formatFrenchDate,
  formatFrenchDateTime,
  parseBlocks,
  responseFilename,
  shorten,
  splitMarkers,
} from './layout.ts';

describe('parseBlocks', () => {
  it('splits paragraphs on blank lines, groups consecutive "- " lines into one list', () => {
    const body =
      'Premier paragraphe\nsur deux lignes.\n\nIntroduction :\n- un ;\n- deux,\n  suite de deux ;\n- trois.\n\n\nDernier.';
    expect(parseBlocks(body)).toEqual([
      { kind: 'paragraph', text: 'Premier paragraphe sur deux lignes.' },
      { kind: 'paragraph', text: 'Introduction :' },
      { kind: 'list', items: ['un ;', 'deux, suite de deux ;', 'trois.'] },
      { kind: 'paragraph', text: 'Dernier.' },
    ]);
  });

  it('normalises CRLF, tabs and control characters, and ignores empty bodies', () => {
    expect(parseBlocks('a\r\n\r\nb\tc\u0007')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b c' },
    ]);
    expect(parseBlocks('  \n\n ')).toEqual([]);
  });

  it('does not take a hyphenated word or a dash without a space for a bullet', () => {
    expect(parseBlocks('-10 % sur le lot\n\nsous-traitance')).toEqual([
      { kind: 'paragraph', text: '-10 % sur le lot' },
      { kind: 'paragraph', text: 'sous-traitance' },
    ]);
  });
});

describe('splitMarkers', () => {
  it('isolates the "[À compléter : …]" markers', () => {
    expect(splitMarkers('SIRET : [À compléter : numéro SIRET]. Fin [À compléter : date]')).toEqual([
      { text: 'SIRET : ', marker: false },
      { text: '[À compléter : numéro SIRET]', marker: true },
      { text: '. Fin ', marker: false },
      { text: '[À compléter : date]', marker: true },
    ]);
    expect(splitMarkers('[pas un marqueur]')).toEqual([{ text: '[pas un marqueur]', marker: false }]);
  });
});

describe('French formats', () => {
  it('formats the deadline in Europe/Paris, winter and summer time', () => {
    expect(formatFrenchDateTime('2026-12-15T11:00:00.000Z')).toBe('15 décembre 2026 à 12\u00A0h\u00A000');
    expect(formatFrenchDateTime('2026-07-01T07:30:00Z')).toBe('1er juillet 2026 à 09\u00A0h\u00A030');
    expect(formatFrenchDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
    expect(formatFrenchDateTime(null)).toBeNull();
    expect(formatFrenchDateTime('pas une date')).toBeNull();
  });

  it('writes the criterion with its weight', () => {
    expect(criterionLine({ label: 'Valeur technique', weight: 60 })).toBe(
      'Répond au critère : Valeur technique (60\u00A0%)',
    );
    expect(criterionLine({ label: 'Prix', weight: 12.5 })).toBe('Répond au critère : Prix (12,5\u00A0%)');
    expect(criterionLine({ label: 'Délais', weight: null })).toBe('Répond au critère : Délais');
  });

  it('shortens on a word boundary', () => {
    expect(shorten('Réhabilitation thermique du groupe scolaire', 30)).toBe('Réhabilitation thermique du…');
    expect(shorten('Court', 30)).toBe('Court');
  });
});

describe('responseFilename', () => {
  it('makes a safe ASCII name from the reference and the version', () => {
    expect(responseFilename(SAMPLE_META, 2, 'pdf')).toBe('reponse-2026-trx-0142-v2.pdf');
    expect(
      responseFilename({ ...SAMPLE_META, tenderReference: 'Marché n° 24/Œuvre – Lot É1 "x" <y>' }, 1, 'docx'),
    ).toBe('reponse-marche-n-24-oeuvre-lot-e1-x-y-v1.docx');
    expect(responseFilename({ ...SAMPLE_META, tenderReference: '../../etc/passwd' }, 3, 'pdf')).toBe(
      'reponse-etc-passwd-v3.pdf',
    );
    expect(responseFilename({ ...SAMPLE_META, tenderReference: '  ' }, 0, 'pdf')).toBe('reponse-appel-d-offres-v1.pdf');
    const long = responseFilename({ ...SAMPLE_META, tenderReference: 'x'.repeat(300) }, 12, 'pdf');
    expect(long).toMatch(/^reponse-x{60}-v12\.pdf$/);
  });
});
