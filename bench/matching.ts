// Matching benchmark: precision and recall, per trade, of the rule "this tender is for trade X"
// (trade fit ≥ TRADE_MATCH_THRESHOLD, see packages/shared/src/domain/compatibility.ts) on a
// labelled set of real BOAMP notices. The labels (bench/matching-labels.json) were written by
// reading each notice; the notices themselves are read from ../shared/data/boamp at bench time.
// How the set was built and the figures: bench/MATCHING.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeRecord } from '../apps/server/src/integrations/boamp/normalize.ts';
import { matchTrades } from '../apps/server/src/modules/tenders/tenders.matching.ts';
import { TRADE_MATCH_THRESHOLD } from '../packages/shared/src/domain/compatibility.ts';
import type { MatchableTender, TenderLot } from '../packages/shared/src/domain/trade-taxonomy.ts';
import { TRADE_SLUGS, type TradeSlug } from '../packages/shared/src/domain/trades.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DATA_DIR = path.resolve(here, '../../shared/data/boamp');

interface Label {
  idweb: string;
  trades: TradeSlug[];
  note?: string;
}

/** A row of records.jsonl (BOAMP Explore API v2.1 record, fields we read). */
interface BoampRecord {
  idweb: string;
  objet: string | null;
  descripteur_code: string[] | null;
  descripteur_libelle: string[] | null;
  type_marche: string[] | null;
  code_departement: string[] | null;
  [field: string]: unknown;
}

/** A row of records_derived.jsonl (a third-party app's shape, with CPV lists). */
interface DerivedRecord {
  source_slug: string;
  sourceRef: string;
  title: string | null;
  description: string | null;
  cpvCodesJson: string | null;
}

interface LabelledTender {
  idweb: string;
  source: 'records' | 'records_derived';
  expected: Set<TradeSlug>;
  tender: MatchableTender;
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

const DESCRIPTEURS_LINE = /^\s*Descripteurs BOAMP\s*:\s*(.*)$/im;
const LOT_LINE = /^\s*[-•*]?\s*lot\s*(?:n\s*°|n°|no\.?)?\s*-?\s*\d{1,2}\s*[:\-–]?\s*(.+)$/i;
const NUMBERED_LINE = /^\s*\d{1,2}\s*:\s*(.+)$/;

/**
 * records.jsonl rows go through the sync's own normaliser (title, descripteurs, description, CPV,
 * structured lots or the lots of the object text), as in production.
 */
function adaptRecord(record: BoampRecord): MatchableTender {
  const notice = normalizeRecord(record);
  return {
    title: notice.title,
    description: notice.description,
    cpvCodes: notice.cpvCodes,
    lots: notice.lots.map((lot) => ({ title: lot.title ?? '', cpvCodes: lot.cpvCodes })),
    descripteurs: notice.descripteurs,
  };
}

/**
 * "Chauffage (exploitation, entretien), Cloison, faux plafond, Voirie" → the three labels: commas
 * inside parentheses do not split, and two pieces are joined back when together they are a label
 * BOAMP uses (descripteurs_observed.json).
 */
function splitDescripteurLabels(line: string, knownLabels: ReadonlySet<string>): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of line) {
    if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    }
    if (char === ',' && depth === 0) {
      pieces.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current.trim());
  const labels: string[] = [];
  for (const piece of pieces.filter((p) => p !== '')) {
    const previous = labels[labels.length - 1];
    if (previous !== undefined && knownLabels.has(`${previous}, ${piece}`)) {
      labels[labels.length - 1] = `${previous}, ${piece}`;
    } else {
      labels.push(piece);
    }
  }
  return labels;
}

function readKnownLabels(dataDir: string): Set<string> {
  const file = path.join(dataDir, 'descripteurs_observed.json');
  if (!existsSync(file)) {
    return new Set();
  }
  const observed = JSON.parse(readFileSync(file, 'utf8')) as {
    codes?: Record<string, { labels?: Record<string, number> }>;
  };
  return new Set(Object.values(observed.codes ?? {}).flatMap((entry) => Object.keys(entry.labels ?? {})));
}

function parseCodeList(json: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Minimal adapter for records_derived.jsonl: its CPV list, its descripteurs from the
 * "Descripteurs BOAMP : a, b" line (labels only; the taxonomy matches them by label), and the lot
 * lines of the description ("Lot n°2 : Menuiseries extérieures", "3 : Plâtrerie") as lot titles
 * without CPV. The description keeps the rest.
 */
function adaptDerived(row: DerivedRecord, knownLabels: ReadonlySet<string>): MatchableTender {
  const raw = row.description ?? '';
  const descripteurLabels = splitDescripteurLabels(DESCRIPTEURS_LINE.exec(raw)?.[1] ?? '', knownLabels);
  const description = raw.replace(DESCRIPTEURS_LINE, '').trim();
  const lots: TenderLot[] = [];
  for (const line of description.split('\n')) {
    const title = (LOT_LINE.exec(line)?.[1] ?? NUMBERED_LINE.exec(line)?.[1])?.trim();
    if (title && !lots.some((lot) => lot.title === title)) {
      lots.push({ title, cpvCodes: [] });
    }
  }
  return {
    title: (row.title ?? '').replace(/\s+/g, ' ').trim(),
    description,
    cpvCodes: parseCodeList(row.cpvCodesJson),
    lots,
    descripteurs: descripteurLabels.map((label) => ({ code: '', label })),
  };
}

/** Half of the set, fixed by a hash of the idweb: the half used while writing the keywords. */
export function isTuningHalf(idweb: string): boolean {
  const first = createHash('sha256').update(idweb).digest()[0] ?? 0;
  return first % 2 === 0;
}

export function loadLabelledSet(dataDir: string): LabelledTender[] {
  const recordsFile = path.join(dataDir, 'records.jsonl');
  const derivedFile = path.join(dataDir, 'records_derived.jsonl');
  for (const file of [recordsFile, derivedFile]) {
    if (!existsSync(file)) {
      throw new Error(
        `Matching bench: ${file} is missing. The labelled notices are read from ../shared/data/boamp ` +
          '(records.jsonl and records_derived.jsonl next to the repository); set BOAMP_DATA_DIR to read them elsewhere.',
      );
    }
  }
  const records = new Map(readJsonl<BoampRecord>(recordsFile).map((r) => [r.idweb, r]));
  const derived = new Map(
    readJsonl<DerivedRecord>(derivedFile)
      .filter((r) => r.source_slug === 'boamp')
      .map((r) => [r.sourceRef, r]),
  );
  const knownLabels = readKnownLabels(dataDir);
  const labels = JSON.parse(readFileSync(path.join(here, 'matching-labels.json'), 'utf8')) as Label[];
  return labels.map((label) => {
    const record = records.get(label.idweb);
    if (record) {
      return { idweb: label.idweb, source: 'records', expected: new Set(label.trades), tender: adaptRecord(record) };
    }
    const row = derived.get(label.idweb);
    if (row) {
      return {
        idweb: label.idweb,
        source: 'records_derived',
        expected: new Set(label.trades),
        tender: adaptDerived(row, knownLabels),
      };
    }
    throw new Error(
      `Matching bench: labelled notice ${label.idweb} is in neither records.jsonl nor records_derived.jsonl.`,
    );
  });
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (num: number, den: number) => (den === 0 ? null : Math.round((1000 * num) / den) / 1000);

function scores(c: Counts) {
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, c.tp + c.fn);
  const f1 =
    precision === null || recall === null || precision + recall === 0
      ? null
      : Math.round((2000 * precision * recall) / (precision + recall)) / 1000;
  return { labelled: c.tp + c.fn, predicted: c.tp + c.fp, ...c, precision, recall, f1 };
}

function evaluate(items: { item: LabelledTender; predicted: Set<TradeSlug> }[]) {
  const perTrade = Object.fromEntries(TRADE_SLUGS.map((slug) => [slug, { tp: 0, fp: 0, fn: 0 }])) as Record<
    TradeSlug,
    Counts
  >;
  let exact = 0;
  for (const { item, predicted } of items) {
    for (const slug of TRADE_SLUGS) {
      const want = item.expected.has(slug);
      const got = predicted.has(slug);
      if (want && got) {
        perTrade[slug].tp += 1;
      } else if (got) {
        perTrade[slug].fp += 1;
      } else if (want) {
        perTrade[slug].fn += 1;
      }
    }
    if (item.expected.size === predicted.size && [...item.expected].every((s) => predicted.has(s))) {
      exact += 1;
    }
  }
  const micro = TRADE_SLUGS.reduce(
    (acc, slug) => ({ tp: acc.tp + perTrade[slug].tp, fp: acc.fp + perTrade[slug].fp, fn: acc.fn + perTrade[slug].fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
  const per = Object.fromEntries(TRADE_SLUGS.map((slug) => [slug, scores(perTrade[slug])])) as Record<
    TradeSlug,
    ReturnType<typeof scores>
  >;
  const mean = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length === 0 ? null : Math.round((1000 * known.reduce((a, b) => a + b, 0)) / known.length) / 1000;
  };
  return {
    notices: items.length,
    exact_match_rate: ratio(exact, items.length),
    micro: scores(micro),
    macro: {
      precision: mean(TRADE_SLUGS.map((s) => per[s].precision)),
      recall: mean(TRADE_SLUGS.map((s) => per[s].recall)),
      f1: mean(TRADE_SLUGS.map((s) => per[s].f1)),
    },
    per_trade: per,
  };
}

export async function runMatchingBench() {
  const started = performance.now();
  const dataDir = process.env.BOAMP_DATA_DIR ?? DEFAULT_DATA_DIR;
  const set = loadLabelledSet(dataDir);

  const results = set.map((item) => {
    const { trades } = matchTrades({
      title: item.tender.title,
      description: item.tender.description ?? null,
      cpvCodes: [...item.tender.cpvCodes],
      lots: item.tender.lots.map((lot) => ({ title: lot.title, cpvCodes: [...lot.cpvCodes] })),
      descripteurs: [...item.tender.descripteurs],
    });
    return { item, predicted: new Set(trades as TradeSlug[]) };
  });
  const elapsedMs = performance.now() - started;

  const held = results.filter((r) => !isTuningHalf(r.item.idweb));
  const misses = held.flatMap((r) =>
    TRADE_SLUGS.flatMap((slug) => {
      const want = r.item.expected.has(slug);
      const got = r.predicted.has(slug);
      if (want === got) {
        return [];
      }
      return [
        {
          idweb: r.item.idweb,
          trade: slug,
          error: want ? 'missed' : 'extra',
          title: r.item.tender.title.slice(0, 140),
        },
      ];
    }),
  );
  const heldOut = evaluate(held);
  process.stderr.write(report(heldOut, misses));

  return {
    bench: 'matching',
    rule: `trade fit >= ${TRADE_MATCH_THRESHOLD} (matchTrades, apps/server/src/modules/tenders/tenders.matching.ts)`,
    data_dir: dataDir,
    labelled_notices: set.length,
    from_records_jsonl: set.filter((i) => i.source === 'records').length,
    from_records_derived_jsonl: set.filter((i) => i.source === 'records_derived').length,
    notices_without_trade: set.filter((i) => i.expected.size === 0).length,
    elapsed_ms: Math.round(elapsedMs),
    held_out_half: heldOut,
    held_out_misses: misses,
    tuning_half: evaluate(results.filter((r) => isTuningHalf(r.item.idweb))),
    all: evaluate(results),
  };
}

/** The held-out half as a table (stderr), so that the figures read without a JSON viewer. */
function report(
  result: ReturnType<typeof evaluate>,
  misses: { idweb: string; trade: string; error: string; title: string }[],
): string {
  const f = (v: number | null) => (v === null ? '  —  ' : v.toFixed(3));
  const lines = [
    `Matching bench — held-out half: ${result.notices} notices`,
    `macro precision ${f(result.macro.precision)}  recall ${f(result.macro.recall)}  |  micro precision ${f(result.micro.precision)}  recall ${f(result.micro.recall)}`,
    '',
    'trade         labelled  tp  fp  fn  precision  recall',
    ...TRADE_SLUGS.map((slug) => {
      const t = result.per_trade[slug];
      return `${slug.padEnd(13)} ${String(t.labelled).padStart(8)} ${String(t.tp).padStart(3)} ${String(t.fp).padStart(3)} ${String(t.fn).padStart(3)}  ${f(t.precision).padStart(9)}  ${f(t.recall).padStart(6)}`;
    }),
    '',
    `misses (${misses.length}):`,
    ...misses.map((m) => `  ${m.error.padEnd(6)} ${m.trade.padEnd(13)} ${m.idweb.padEnd(16)} ${m.title}`),
    '',
  ];
  return lines.join('\n');
}
