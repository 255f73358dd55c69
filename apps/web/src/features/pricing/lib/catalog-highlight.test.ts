import { describe, expect, it } from 'vitest';
import { highlightParts } from './catalog-highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlightParts', () => {
  it('marks the words a search matched, whatever the accents, case, plural or ² of the query', () => {
    expect(marked('Carrelage grès cérame 60x60', 'carrelages gres')).toEqual(['Carrelage', 'grès']);
    expect(marked('Peinture acrylique m² deux couches', 'PEINTURE m2')).toEqual(['Peinture', 'm²']);
    expect(marked('Faïence murale', 'faien')).toEqual(['Faïence']);
    expect(marked('Tube cuivre DN 40', 'x')).toEqual([]);
  });

  it('keeps the whole text, in order', () => {
    const text = 'Coude cuivre 90°, à souder';
    expect(
      highlightParts(text, 'cuivre')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
