/**
 * The parts of a designation that a search matched, for highlighting: each word of the text whose
 * plain form (no accents, lower case, « ² » → 2, singular) starts with a word of the query, or the
 * reverse, as the server's search reads it (ADR 020).
 */

const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const singular = (word: string) =>
  word.length > 3 && /[sx]$/.test(word) && !word.endsWith('ss') ? word.slice(0, -1) : word;

function queryWords(query: string): string[] {
  return plain(query)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2)
    .map(singular);
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = queryWords(query);
  if (words.length === 0) {
    return [{ text, match: false }];
  }
  const parts: HighlightPart[] = [];
  // Words (letters, digits, ² and ³) and what separates them.
  for (const token of text.split(/([\p{L}\p{N}²³]+)/u)) {
    if (!token) {
      continue;
    }
    const word = singular(plain(token));
    const match =
      /[\p{L}\p{N}]/u.test(token) &&
      words.some((q) => word.startsWith(q) || (q.length >= 4 && q.startsWith(word) && word.length >= 4) || word === q);
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) {
      last.text += token;
    } else {
      parts.push({ text: token, match });
    }
  }
  return parts;
}
