import {
  DEMO_CITY_SLUGS,
  DEMO_MESSAGES,
  DEMO_TRADE_LABELS,
  demoTender,
  QUARTUS_MESSAGES,
  QUARTUS_PROJECT,
  type DemoPdfResponse,
  type DemoTrade,
  type QuartusResult,
} from '@batiao/shared/contracts/demo';
import type { GeneratedContent, RenderMeta } from '@batiao/shared/contracts/generation';
import type { WritingEngine } from '@batiao/shared/contracts/generation-engine';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { GenerationDeps } from '../generation/generation.service.ts';
import { countPdfPages, countWords, demoContext, quartusContext, responseText, withOffer } from './demo.tenders.ts';

/** Demo PDFs per client address and window (a cached answer counts too: the PDF is ~100 kB). */
export const DEMO_RATE_LIMIT = { perAddress: 10, windowMs: 10 * 60_000 } as const;
/** How long a demo PDF is reused for its (trade, city). */
export const DEMO_CACHE_MS = 6 * 60 * 60_000;

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface DemoDeps {
  clock: Clock;
  engine: WritingEngine;
  renderPdf: (content: GeneratedContent, meta: RenderMeta) => Promise<Buffer>;
  billing: Pick<BillingService, 'assertSubscribed'>;
  log: Logger;
  rateLimit?: { perAddress: number; windowMs: number };
  /**
   * The commune index (the locations module's), as the generation service passes it: the demo
   * response reads the site (« Aire-sur-l’Adour », the object's place names) like the product's.
   */
  communes?: GenerationDeps['communes'];
}

interface QuartusGeneration {
  result: QuartusResult;
  text: string;
  pdf: Buffer;
}

function qualityOf(content: GeneratedContent): string {
  const written = content.memoire_sections.filter((s) => s.body.trim().length > 0).length;
  const missing = content.a_completer.length;
  return missing > 0
    ? `${written} sections rédigées, ${missing} point${missing > 1 ? 's' : ''} à compléter par l’entreprise`
    : `${written} sections rédigées, rien à compléter`;
}

export function createDemoService(deps: DemoDeps) {
  const { clock, engine, log } = deps;
  const limit = deps.rateLimit ?? DEMO_RATE_LIMIT;
  const hits = new Map<string, number[]>();
  const cache = new Map<string, { at: number; answer: Promise<DemoPdfResponse> }>();
  const quartus = new Map<string, QuartusGeneration>();
  /** The generation context with the commune lookup, as `GenerationService.buildContext` gives it. */
  const withCommunes = <T extends object>(context: T): T & Pick<GenerationDeps, 'communes'> =>
    deps.communes ? { ...context, communes: deps.communes } : context;

  function checkRate(address: string): void {
    const now = clock.now().getTime();
    const recent = (hits.get(address) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.perAddress) {
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? now) + limit.windowMs - now) / 1000));
      throw new AppError('RATE_LIMITED', DEMO_MESSAGES.rateLimited, { headers: { 'retry-after': String(retryAfter) } });
    }
    recent.push(now);
    hits.set(address, recent);
    if (hits.size > 10_000) {
      for (const [key, times] of hits) {
        if (times.every((t) => now - t >= limit.windowMs)) {
          hits.delete(key);
        }
      }
    }
  }

  async function generateDemo(trade: DemoTrade, city: string): Promise<DemoPdfResponse> {
    const started = performance.now();
    const now = clock.now();
    const tender = demoTender(trade, city);
    const { content } = await engine.generate(withCommunes(demoContext(tender, now)));
    const pdf = await deps.renderPdf(content, {
      companyName: null,
      buyerName: tender.authority,
      tenderTitle: tender.title,
      tenderReference: tender.id,
      lot: null,
      deadline: tender.deadline,
      generatedAt: now.toISOString(),
    });
    const seconds = Math.round((performance.now() - started) / 10) / 100;
    log.info({ trade, city: tender.city.slug, seconds, bytes: pdf.length }, 'PDF de démonstration généré');
    return {
      success: true,
      pdf_content: pdf.toString('base64'),
      stats: {
        total_pages: countPdfPages(pdf),
        total_words: countWords(content),
        qualite: qualityOf(content),
        generation_time: seconds,
      },
    };
  }

  return {
    /**
     * The demo PDF of a trade and a city, written by the real engine and renderer on the demo
     * tender (the trade's first city when it has none there); reused per pair, limited per address.
     */
    async demoPdf(trade: DemoTrade, city: string, address: string): Promise<DemoPdfResponse> {
      checkRate(address);
      const citySlug = (DEMO_CITY_SLUGS as readonly string[]).includes(city) ? city : DEMO_CITY_SLUGS[0];
      const key = `${trade}:${demoTender(trade, citySlug).city.slug}`;
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && now - cached.at < DEMO_CACHE_MS) {
        return cached.answer;
      }
      const answer = generateDemo(trade, citySlug);
      cache.set(key, { at: now, answer });
      answer.catch((err: unknown) => {
        cache.delete(key);
        log.warn({ err, trade, city }, 'PDF de démonstration en échec');
      });
      return answer;
    },

    tradeLabel: (trade: DemoTrade) => DEMO_TRADE_LABELS[trade],

    /** The generator page's response (subscribers): written by the engine for LOT 20, kept for the downloads. */
    async generateQuartus(user: { id: string; role: string }): Promise<QuartusResult> {
      await deps.billing.assertSubscribed(user, QUARTUS_MESSAGES.subscriptionRequired);
      const now = clock.now();
      const { content: written } = await engine.generate(withCommunes(quartusContext(now)));
      const content = withOffer(written);
      const pdf = await deps.renderPdf(content, {
        companyName: null,
        buyerName: 'Maître d’ouvrage du projet tertiaire',
        tenderTitle: QUARTUS_PROJECT.title,
        tenderReference: 'QUARTUS-LOT20',
        lot: `${QUARTUS_PROJECT.lot} : ${QUARTUS_PROJECT.lotTitle}`,
        deadline: null,
        generatedAt: now.toISOString(),
      });
      const result: QuartusResult = {
        success: true,
        price: QUARTUS_PROJECT.priceHt,
        duration: QUARTUS_PROJECT.durationLabel,
        price_per_m2: QUARTUS_PROJECT.pricePerSquareMetre,
        generated_at: now.toISOString(),
        stats: {
          total_pages: countPdfPages(pdf),
          total_words: countWords(content),
          sections: content.memoire_sections.length,
        },
        downloads: {
          technical: '/api/download/quartus-reponse-technique-public',
          complete: '/api/download/quartus-complete.pdf',
        },
      };
      quartus.set(user.id, { result, pdf, text: responseText(content, QUARTUS_PROJECT.title) });
      return result;
    },

    /** The last generated response of the user, as a file. */
    async quartusFile(
      user: { id: string; role: string },
      kind: 'technical' | 'complete',
    ): Promise<{ filename: string; contentType: string; body: Buffer }> {
      await deps.billing.assertSubscribed(user, QUARTUS_MESSAGES.subscriptionRequired);
      const generated = quartus.get(user.id);
      if (!generated) {
        throw notFound(QUARTUS_MESSAGES.notGenerated);
      }
      return kind === 'technical'
        ? {
            filename: 'quartus-reponse-technique-lot20.txt',
            contentType: 'text/plain; charset=utf-8',
            body: Buffer.from(`\uFEFF${generated.text}`, 'utf8'),
          }
        : { filename: 'quartus-reponse-complete-lot20.pdf', contentType: 'application/pdf', body: generated.pdf };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
