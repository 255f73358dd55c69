import { TO_COMPLETE_PATTERN } from '@batiao/shared/contracts/generation';

/**
 * The text conventions of the generated response (packages/shared/src/contracts/generation.ts):
 * paragraphs separated by a blank line, "- " lines forming a bullet list, and "[À compléter : …]"
 * markers for the facts the company profile lacks. Everything stays plain text: React escapes it.
 */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•]\s+/;

export function parseBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) {
        blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
        paragraph = [];
      }
    };
    const flushList = () => {
      if (list.length > 0) {
        blocks.push({ kind: 'list', items: list });
        list = [];
      }
    };
    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trimEnd();
      if (!line.trim()) {
        continue;
      }
      if (BULLET.test(line)) {
        flushParagraph();
        list.push(line.replace(BULLET, ''));
      } else {
        flushList();
        paragraph.push(line.trim());
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

export interface TextSegment {
  text: string;
  /** A "[À compléter : …]" marker, to highlight. */
  marker: boolean;
}

/** Cuts a text around its "[À compléter : …]" markers. */
export function splitMarkers(text: string): TextSegment[] {
  const pattern = new RegExp(TO_COMPLETE_PATTERN.source, 'g');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) {
      segments.push({ text: text.slice(last, start), marker: false });
    }
    segments.push({ text: match[0], marker: true });
    last = start + match[0].length;
  }
  if (last < text.length) {
    segments.push({ text: text.slice(last), marker: false });
  }
  return segments;
}

/** How many "[À compléter : …]" markers a text still holds. */
export function countMarkers(text: string): number {
  return [...text.matchAll(new RegExp(TO_COMPLETE_PATTERN.source, 'g'))].length;
}
