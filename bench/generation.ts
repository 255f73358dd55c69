// Generation benchmark (issue 5): time and memory of a complete local generation — the built-in
// writing engine, then the PDF — for each of the 14 trades, on the tenders of the engine's
// fixtures with the complete company profile. Target: p95 ≤ 1 s. Figures only, never pass/fail.
// Knobs: BENCH_GENERATION_ITERATIONS (30 timed runs per trade, after 3 warm-up runs).
import { performance } from 'node:perf_hooks';
import { renderResponseDocx, renderResponsePdf } from '../apps/server/src/integrations/pdf/index.ts';
import { FULL_COMPANY, PARTIAL_COMPANY, makeContext } from '../apps/server/src/test/fixtures/generation.ts';
import { createLocalEngine } from '../apps/server/src/modules/generation/engine/local/local-engine.ts';
import type { RenderMeta } from '../packages/shared/src/contracts/generation.ts';
import { TRADE_SLUGS } from '../packages/shared/src/domain/trades.ts';

const ITERATIONS = Number(process.env.BENCH_GENERATION_ITERATIONS ?? 30);
const WARMUP = 3;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 1_048_576);

export async function runGenerationBench() {
  const engine = createLocalEngine();
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 5);

  const coldStart = performance.now();
  const firstContext = makeContext({ trade: TRADE_SLUGS[0] });
  const first = await engine.generate(firstContext);
  await renderResponsePdf(first.content, metaOf(firstContext));
  const coldMs = performance.now() - coldStart;

  const perTrade = [];
  const all: number[] = [];
  for (const trade of TRADE_SLUGS) {
    const contexts = [
      makeContext({ trade, company: FULL_COMPANY }),
      makeContext({ trade, company: PARTIAL_COMPANY }),
    ] as const;
    const times: number[] = [];
    const engineTimes: number[] = [];
    let pdfBytes = 0;
    let pages = 0;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const context = i % 2 === 0 ? contexts[0] : contexts[1];
      const start = performance.now();
      const result = await engine.generate(context);
      const written = performance.now();
      const pdf = await renderResponsePdf(result.content, metaOf(context));
      const elapsed = performance.now() - start;
      sample();
      if (i >= WARMUP) {
        times.push(elapsed);
        engineTimes.push(written - start);
        pdfBytes = pdf.length;
        pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      }
    }
    times.sort((a, b) => a - b);
    engineTimes.sort((a, b) => a - b);
    all.push(...times);
    perTrade.push({
      trade,
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      engine_p50_ms: round(percentile(engineTimes, 50), 2),
      pdf_kb: round(pdfBytes / 1024),
      pdf_pages: pages,
    });
    console.error(
      `[generation] ${trade}: p50 ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))} ms`,
    );
  }

  // The DOCX is rendered on demand: its time, once, for context.
  const docxContext = makeContext({ trade: 'couvreur' });
  const docxResult = await engine.generate(docxContext);
  const docxStart = performance.now();
  const docx = await renderResponseDocx(docxResult.content, metaOf(docxContext));
  const docxMs = performance.now() - docxStart;

  clearInterval(sampler);
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  return {
    bench: 'generation',
    node: process.version,
    iterations_per_trade: ITERATIONS,
    warmup_per_trade: WARMUP,
    target: { p95_ms: 1000 },
    met: p95 <= 1000,
    all_trades: { p50_ms: round(percentile(all, 50)), p95_ms: round(p95), max_ms: round(all.at(-1) ?? NaN) },
    cold_first_generation_ms: round(coldMs),
    docx_ms: round(docxMs),
    docx_kb: round(docx.length / 1024),
    peak_memory_mb: { rss: mb(peakRss), heap_used: mb(peakHeap) },
    per_trade: perTrade,
  };
}

function metaOf(context: ReturnType<typeof makeContext>): RenderMeta {
  return {
    companyName: context.company?.raison_sociale ?? null,
    buyerName: context.tender.buyer_name,
    tenderTitle: context.tender.title,
    tenderReference: context.tender.source_id,
    lot: context.tender.lots[0]?.title ?? null,
    deadline: context.tender.deadline,
    generatedAt: context.now.toISOString(),
  };
}
