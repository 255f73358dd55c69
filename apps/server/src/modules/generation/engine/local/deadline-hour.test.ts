/**
 * The deadline the letter and the mémoire state (issue 13, round-6 grading): a deadline known by its
 * day only is written as that day, never as « à 02 h 00 »; a deadline with its hour keeps it, in Paris time.
 */
import { describe, expect, it } from 'vitest';
import { makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { generateLocally } from './local-engine.ts';
import { frenchDateTime } from './text.ts';

const letterAndMemoire = (deadline: string) => {
  const tender = { ...TENDER_FIXTURES.serrurier, deadline };
  const { content } = generateLocally(makeContext({ trade: 'serrurier', tender }));
  return [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n');
};

describe('the response deadline as written', () => {
  it('a day-only deadline is the day, without an hour', () => {
    expect(frenchDateTime(new Date('2006-09-28T00:00:00.000Z'))).toBe('28 septembre 2006');
    const text = letterAndMemoire('2026-12-18T00:00:00.000Z');
    expect(text).toContain('18 décembre 2026');
    expect(text).not.toMatch(/18 décembre 2026 à \d/);
    expect(text).not.toMatch(/0[12]\s?h\s?00/);
  });

  it('a deadline with its hour is written in Paris time', () => {
    expect(frenchDateTime(new Date('2006-09-28T12:00:00.000Z'))).toBe('28 septembre 2006 à 14\u00a0h\u00a000');
    expect(letterAndMemoire('2026-12-18T11:00:00.000Z')).toContain('18 décembre 2026 à 12\u00a0h\u00a000');
  });
});
