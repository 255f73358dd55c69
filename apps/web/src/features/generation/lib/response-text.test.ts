import { describe, expect, it } from 'vitest';
import { countMarkers, parseBlocks, splitMarkers } from './response-text';

describe('generated text conventions', () => {
  it('reads paragraphs separated by a blank line and "- " lines as one list', () => {
    expect(parseBlocks('Premier.\nSuite.\n\n- un\n- deux\nAprès la liste\n\n\nDernier')).toEqual([
      { kind: 'paragraph', text: 'Premier.\nSuite.' },
      { kind: 'list', items: ['un', 'deux'] },
      { kind: 'paragraph', text: 'Après la liste' },
      { kind: 'paragraph', text: 'Dernier' },
    ]);
    expect(parseBlocks('  \n\n ')).toEqual([]);
  });

  it('cuts the text around the [À compléter : …] markers', () => {
    expect(splitMarkers('Créée en [À compléter : année] à Lyon [À compléter : ville]')).toEqual([
      { text: 'Créée en ', marker: false },
      { text: '[À compléter : année]', marker: true },
      { text: ' à Lyon ', marker: false },
      { text: '[À compléter : ville]', marker: true },
    ]);
    expect(splitMarkers('Rien à signaler')).toEqual([{ text: 'Rien à signaler', marker: false }]);
    expect(countMarkers('[À compléter : a] et [À compléter : b]')).toBe(2);
    expect(countMarkers('[À compléter]')).toBe(0);
  });
});
