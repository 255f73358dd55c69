// Writing benchmark (issue 13): how much of what the local engine writes is the same from one
// tender to another. On a set of real BOAMP works notices (`../shared/data/boamp/records.jsonl`,
// up to BENCH_WRITING_PER_TRADE = 3 per trade), each response is cut into paragraphs (blank-line
// blocks of the letter's prose and the mémoire, a list with its lead-in being one; the company presentation,
// the letterhead, the « Fait à » line and the signature left out, since they describe the same company every time); a paragraph has a near-twin when a
// paragraph of the response to *another* tender of the set is ≥ 85 % similar to it (Dice coefficient of the word
// bigrams). Reported: the share of paragraphs with a near-twin, per section too, and the paragraphs
// written word for word in every response. Figures only, never pass/fail. Profile: the complete one
// (BENCH_WRITING_PROFILE=empty for the empty one).
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  realNotices,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
} from '../apps/server/src/test/fixtures/generation.ts';
import { generateLocally } from '../apps/server/src/modules/generation/engine/local/local-engine.ts';
import { createLocationsService } from '../apps/server/src/modules/locations/locations.service.ts';

const PER_TRADE = Number(process.env.BENCH_WRITING_PER_TRADE ?? 3);
const THRESHOLD = 0.85;
const MIN_LENGTH = 40;

interface Paragraph {
  response: number;
  /** The tender: two trades' responses to the same notice are not « another tender ». */
  tender: string;
  section: string;
  text: string;
  bigrams: Set<string>;
}

function bigramsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    out.add(`${words[i]} ${words[i + 1]}`);
  }
  return out;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) {
    return 1;
  }
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  // Dice ≥ t needs |small| / |large| ≥ t / (2 − t): skip the pairs that cannot reach it.
  if (small.size / large.size < THRESHOLD / (2 - THRESHOLD)) {
    return 0;
  }
  let common = 0;
  for (const x of small) {
    if (large.has(x)) {
      common += 1;
    }
  }
  return (2 * common) / (a.size + b.size);
}

/** Blank-line blocks (a bullet list with its lead-in is one paragraph), tables left out. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= MIN_LENGTH);
}

/** The letter's prose paragraphs: from « Madame, Monsieur, » to the signature block (left out). */
function letterProse(letter: string): string {
  const blocks = letter.split('\n\n');
  const start = blocks.findIndex((b) => /^Madame, Monsieur,?$/.test(b.trim()));
  return blocks.slice(start >= 0 ? start + 1 : 1, -1).join('\n\n');
}

/** The five-word runs of a mémoire's prose: the count of the most repeated one, and how many come back 4 times or more. */
function repetitionOf(texts: string[]): { top: number; often: number; runs: string[] } {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const paragraph of paragraphsOf(text)) {
      const words = paragraph
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      for (let i = 0; i + 5 <= words.length; i += 1) {
        const run = words.slice(i, i + 5).join(' ');
        counts.set(run, (counts.get(run) ?? 0) + 1);
      }
    }
  }
  const values = [...counts.values()];
  const runs = [...counts.entries()]
    .filter(([, n]) => n >= 4)
    .sort((x, y) => y[1] - x[1])
    .map(([run, n]) => `${n}× ${run}`);
  return { top: Math.max(0, ...values), often: runs.length, runs };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function runWritingBench() {
  if (!realRecordsAvailable()) {
    return { skipped: `real BOAMP records missing: ${REAL_RECORDS_FILE}` };
  }
  const company = process.env.BENCH_WRITING_PROFILE === 'empty' ? EMPTY_COMPANY : FULL_COMPANY;
  const set = realNotices(PER_TRADE);
  // The commune index the generation service hands the engine (the site read from the notice).
  const locations = createLocationsService();
  const communes = (name: string) => locations.communesNamed(name);
  const paragraphs: Paragraph[] = [];
  const repeats: { top: number; often: number; runs: string[] }[] = [];
  set.forEach((notice, response) => {
    const { content } = generateLocally({
      ...makeContext({ tender: notice.tender, noticeText: notice.noticeText, trade: notice.trade, company }),
      communes,
    });
    const parts = [
      // The letter's prose only: its letterhead (the company's name, address and SIRET), the
      // « Fait à …, le … » line and the signature block are the company presentation too; the
      // recipient's address and the object lines are not prose.
      { section: 'lettre', text: letterProse(content.lettre_candidature) },
      ...content.memoire_sections
        .filter((s) => s.key !== 'presentation')
        .map((s) => ({ section: s.key, text: s.body })),
    ];
    repeats.push(repetitionOf(parts.filter((p) => p.section !== 'lettre').map((p) => p.text)));
    for (const part of parts) {
      for (const text of paragraphsOf(part.text)) {
        paragraphs.push({ response, tender: notice.tender.id, section: part.section, text, bigrams: bigramsOf(text) });
      }
    }
  });

  const twin = paragraphs.map(() => false);
  // (the first twin found, for BENCH_WRITING_SHOW)
  const partner = paragraphs.map(() => -1);
  for (let i = 0; i < paragraphs.length; i += 1) {
    const p = paragraphs[i] as Paragraph;
    for (let j = i + 1; j < paragraphs.length; j += 1) {
      const q = paragraphs[j] as Paragraph;
      if (p.tender === q.tender || (twin[i] && twin[j])) {
        continue;
      }
      if (p.text === q.text || dice(p.bigrams, q.bigrams) >= THRESHOLD) {
        twin[i] = true;
        twin[j] = true;
        if (partner[i] === -1) {
          partner[i] = j;
        }
        if (partner[j] === -1) {
          partner[j] = i;
        }
      }
    }
  }

  const bySection = new Map<string, { paragraphs: number; withTwin: number }>();
  paragraphs.forEach((p, i) => {
    const entry = bySection.get(p.section) ?? { paragraphs: 0, withTwin: 0 };
    entry.paragraphs += 1;
    entry.withTwin += twin[i] ? 1 : 0;
    bySection.set(p.section, entry);
  });
  const responses = set.length;
  const inAll = new Map<string, Set<number>>();
  for (const p of paragraphs) {
    const seen = inAll.get(p.text) ?? new Set<number>();
    seen.add(p.response);
    inAll.set(p.text, seen);
  }
  const verbatimInAll = [...inAll.entries()].filter(([, r]) => r.size === responses).map(([text]) => text);
  const withTwin = twin.filter(Boolean).length;
  const result = {
    profile: company === FULL_COMPANY ? 'full' : 'empty',
    responses,
    trades: new Set(set.map((n) => n.trade)).size,
    paragraphs: paragraphs.length,
    withNearTwin: withTwin,
    nearTwinSharePercent: round((withTwin / Math.max(1, paragraphs.length)) * 100),
    threshold: THRESHOLD,
    verbatimInAllResponses: verbatimInAll.length,
    verbatimExamples: verbatimInAll.slice(0, 5),
    // Within one mémoire (its prose, tables left out): how often its most repeated five words come back, and how many
    // five-word runs come back 4 times or more — what a reader calls heavy text (the graders' P).
    repetition: {
      meanTopFiveWords: round(repeats.reduce((x, r) => x + r.top, 0) / Math.max(1, repeats.length)),
      maxTopFiveWords: Math.max(0, ...repeats.map((r) => r.top)),
      meanFiveWordRunsSaid4Times: round(repeats.reduce((x, r) => x + r.often, 0) / Math.max(1, repeats.length)),
    },
    bySection: Object.fromEntries(
      [...bySection.entries()].map(([section, e]) => [
        section,
        { paragraphs: e.paragraphs, sharePercent: round((e.withTwin / Math.max(1, e.paragraphs)) * 100) },
      ]),
    ),
  };
  // BENCH_WRITING_SHOW=repeats: each response's five-word runs said 4 times or more.
  if (process.env.BENCH_WRITING_SHOW === 'repeats') {
    repeats.forEach((r, i) => {
      const n = set[i];
      console.error(`repeats\t${n?.tender.id ?? ''}\t${n?.trade ?? ''}\t${r.runs.slice(0, 8).join(' | ')}`);
    });
  }
  // BENCH_WRITING_SHOW=1: each paragraph that has a near-twin, to find what makes two responses alike.
  if (process.env.BENCH_WRITING_SHOW === '1') {
    paragraphs.forEach((p, i) => {
      if (twin[i]) {
        const q = paragraphs[partner[i] ?? -1];
        console.error(
          `twin\t${p.tender}\t${p.section}\t${q?.tender ?? ''}\t${p.text.slice(0, 160).replace(/\s+/g, ' ')}`,
        );
      }
    });
  }
  console.error(
    `writing: ${result.nearTwinSharePercent} % of ${result.paragraphs} paragraphs have a near-twin (${responses} responses, ${result.trades} trades); within a mémoire, its most repeated five words come back ${result.repetition.meanTopFiveWords} times on average, ${result.repetition.meanFiveWordRunsSaid4Times} runs 4 times or more`,
  );
  return result;
}
