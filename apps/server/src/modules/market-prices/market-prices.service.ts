import { readFileSync } from 'node:fs';
import {
  CONTEXT_KEYS,
  CONTEXT_LABELS,
  SOURCE_CATALOGUE,
  SOURCE_MARKET,
  SOURCE_NOT_FOUND,
  lineTotalCents,
  type ContextKey,
  type EnrichContext,
  type EnrichResponse,
  type EnrichedItem,
  type LibraryChange,
  type LibraryHistoryResponse,
  type LibraryImportResponse,
  type LibraryItemsResponse,
  type LibraryPreviewResponse,
  type MarketCategoriesResponse,
  type MarketResult,
  type PriceIndexValue,
  type PriceIndicesResponse,
} from '@batiao/shared/contracts/market-prices';
import type { PricingProfile } from '@batiao/shared/contracts/pricing';
import type { Database } from '../../db/client.ts';
import type { MarketPriceItemRow } from '../../db/schema/market-prices.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  NATIONAL_DEFAULT_RATES,
  breakdownOf,
  catalogueCents,
  eur,
  explain,
  type IndexRatio,
  type Rates,
} from './market-prices.compose.ts';
import { actualisationOf, listIndexValues, readIndexValues, saveIndexValues } from './market-prices.indices.ts';
import { readLibraryCsv } from './market-prices.csv.ts';
import { MATCH_THRESHOLD, buildIndex, normalizeUnit, type MatchIndex } from './market-prices.match.ts';
import { BoundedCache } from './market-prices.cache.ts';
import {
  FIGURES,
  findItem,
  findItems,
  historyOf,
  importRows,
  insertMissing,
  libraryVersion,
  listLibrary,
  listLibraryWithHistory,
} from './market-prices.queries.ts';
import { presentLibraryItem } from './market-prices.presenter.ts';

/** One item of a user's catalogue, as the pricing module's `catalogItems` gives it. */
export interface CatalogItem {
  id: string;
  category: string;
  subcategory: string;
  name: string;
  description: string;
  reference: string;
  unit: string;
  unitPriceCents: number;
}

/** What this module reads from the pricing module (the user's rates and catalogue). */
export interface PricingReader {
  rates: (userId: string) => Promise<Pick<PricingProfile, 'base_rates' | 'context_markups'>>;
  catalogItems: (userId: string) => Promise<CatalogItem[]>;
  /**
   * The rates with a value that changes on every write of the user's catalogue (null when
   * unknown), read together (ADR 032).
   */
  ratesAndCatalogRevision: (
    userId: string,
  ) => Promise<Pick<PricingProfile, 'base_rates' | 'context_markups'> & { catalogRevision: string | null }>;
}

/** How many users' prepared catalogue indexes one process keeps (the least recently used go). */
export const CATALOGUE_CACHE_SIZE = 64;

const SEED_FILE = new URL('./market-prices.library.csv', import.meta.url);
const DEFAULT_MARKUPS: Record<ContextKey, number> = {
  public_establishment: 1500,
  urgent_deadline: 2000,
  occupied_site: 1000,
  weekend_work: 2500,
  night_work: 3000,
};

interface Library {
  version: string;
  rows: MarketPriceItemRow[];
  index: MatchIndex<MarketPriceItemRow>;
  /** The BT index ratio of each ouvrage whose supplies can be brought to a later month (ADR 032). */
  ratios: Map<string, IndexRatio>;
}

interface Tariff {
  rates: Rates;
  markups: Record<ContextKey, number>;
  from: 'profil' | 'defaut';
}

const hundredths = (value: number) => Math.round(value * 100);

/** The row's fields as the API names them (an import preview lists the changed ones). */
const FIELD_NAMES: Record<(typeof FIGURES)[number], string> = {
  trade: 'metier',
  category: 'category',
  designation: 'description',
  unit: 'unite',
  labourMilliHours: 'temps_h',
  suppliesCents: 'fournitures',
  priceDate: 'date',
  labourBasis: 'base_temps',
  suppliesBasis: 'base_fournitures',
};

/** « ligne 12 » → 12; a whole-file error has no line. */
const lineOf = (field: string): number | null => {
  const match = /^ligne (\d+)$/.exec(field);
  return match ? Number(match[1]) : null;
};

/**
 * Market prices (supporting-areas §2–§9, ADR 021): a reference library of composed prices seeded
 * from the committed data file, priced with the caller's rates (the national defaults for a
 * visitor), and the enrichment of a quote where the caller's own catalogue wins over the market.
 */
export function createMarketPricesService(deps: {
  db: Database;
  clock: Clock;
  pricing: PricingReader;
  /** Users whose catalogue index is kept (CATALOGUE_CACHE_SIZE by default). */
  catalogueCacheSize?: number;
}) {
  const { db, clock, pricing } = deps;
  let seeded: Promise<void> | undefined;
  let library: Promise<Library> | undefined;

  /** Inserts the seed rows missing from the database, once per process. */
  function seed(): Promise<void> {
    seeded ??= (async () => {
      const { rows, errors } = readLibraryCsv(readFileSync(SEED_FILE, 'utf8'));
      if (errors.length > 0) {
        throw new Error(`market-prices.library.csv: ${errors.map((e) => e.message).join('; ')}`);
      }
      await insertMissing(db, rows, clock.now());
    })().catch((error: unknown) => {
      seeded = undefined;
      throw error;
    });
    return seeded;
  }

  /**
   * The library and its index, built once per library version (ADR 032): each use reads the
   * version (two counts and a max), and the rows are read and indexed again only when it changed
   * (an import, here or in another process).
   */
  async function loadLibrary(): Promise<Library> {
    await seed();
    const version = await libraryVersion(db);
    const current = library;
    if (current) {
      const loaded = await current.catch(() => undefined);
      if (loaded && loaded.version === version) {
        return loaded;
      }
    }
    if (library !== current) {
      return loadLibrary(); // another request started the rebuild meanwhile
    }
    const next = (async (): Promise<Library> => {
      const [rows, values] = await Promise.all([listLibrary(db), readIndexValues(db)]);
      const ratios = new Map<string, IndexRatio>();
      for (const row of rows) {
        const ratio = actualisationOf(values, row);
        if (ratio) {
          ratios.set(row.code, ratio);
        }
      }
      return {
        version,
        rows,
        ratios,
        index: buildIndex(
          rows,
          (r) => `${r.designation} ${r.category}`,
          (r) => r.unit,
        ),
      };
    })();
    library = next;
    next.catch(() => {
      if (library === next) {
        library = undefined;
      }
    });
    return next;
  }

  async function tariffOf(userId: string | undefined): Promise<Tariff> {
    if (!userId) {
      return { rates: NATIONAL_DEFAULT_RATES, markups: DEFAULT_MARKUPS, from: 'defaut' };
    }
    return tariffFrom(await pricing.rates(userId));
  }

  function tariffFrom(profile: Pick<PricingProfile, 'base_rates' | 'context_markups'>): Tariff {
    const b = profile.base_rates;
    const m = profile.context_markups;
    return {
      rates: {
        hourlyRateCents: hundredths(b.hourly_rate),
        materialCoefficientHundredths: hundredths(b.material_coefficient),
        overheadHundredths: hundredths(b.overhead_percentage),
        marginHundredths: hundredths(b.profit_margin),
      },
      markups: {
        public_establishment: hundredths(m.public_establishment),
        urgent_deadline: hundredths(m.urgent_deadline),
        occupied_site: hundredths(m.occupied_site),
        weekend_work: hundredths(m.weekend_work),
        night_work: hundredths(m.night_work),
      },
      from: 'profil',
    };
  }

  function marketResult(
    row: MarketPriceItemRow,
    score: number,
    tariff: Tariff,
    markup: number,
    ratios: Map<string, IndexRatio>,
  ): MarketResult {
    const detail = breakdownOf(row.labourMilliHours, row.suppliesCents, tariff.rates, markup, ratios.get(row.code));
    return {
      description: row.designation,
      prix: detail.prix_unitaire,
      unite: row.unit,
      category: row.category,
      match_score: Math.round(score * 100) / 100,
      code: row.code,
      metier: row.trade,
      explication: explain(detail, row.unit),
      detail,
      item: presentLibraryItem(row),
    };
  }

  /**
   * The user's catalogue index (ADR 032), kept per user with the catalogue revision it was built
   * from: while the revision read from the database is the same, neither the 5 000 rows are read
   * nor the index built again. Any write of the catalogue gives a new revision (in the same
   * transaction), so the next enrichment sees it. One entry per user id, never shared; the least
   * recently used users are forgotten past the cache size.
   */
  const catalogueIndexes = new BoundedCache<string, { revision: string; index: MatchIndex<CatalogItem> | null }>(
    deps.catalogueCacheSize ?? CATALOGUE_CACHE_SIZE,
  );
  async function catalogueIndexOf(userId: string, revision: string | null): Promise<MatchIndex<CatalogItem> | null> {
    // The revision was read first, then the rows: rows read after it are at least as new as it.
    const cached = revision === null ? undefined : catalogueIndexes.get(userId);
    if (cached && cached.revision === revision) {
      return cached.index;
    }
    const catalogue = await pricing.catalogItems(userId);
    const index =
      catalogue.length === 0
        ? null
        : buildIndex(
            catalogue,
            (c) => `${c.name} ${c.description} ${c.subcategory} ${c.category} ${c.reference}`,
            (c) => c.unit,
          );
    if (revision === null) {
      catalogueIndexes.delete(userId);
    } else {
      catalogueIndexes.set(userId, { revision, index });
    }
    return index;
  }

  const byTrade = (metier: string | undefined) => (metier ? (r: MarketPriceItemRow) => r.trade === metier : undefined);

  return {
    /** Loads the library now (at start-up), rather than on the first request. */
    warm: () => loadLibrary().then(() => undefined),

    async categories(metier: string | undefined): Promise<MarketCategoriesResponse['categories']> {
      const { rows } = await loadLibrary();
      const out: MarketCategoriesResponse['categories'] = {};
      for (const row of rows) {
        if (metier && row.trade !== metier) {
          continue;
        }
        const key = metier ? row.category : `${row.trade} · ${row.category}`;
        out[key] ??= { name: row.category, items_count: 0, metier: row.trade };
        out[key].items_count++;
      }
      return out;
    },

    async search(userId: string | undefined, term: string, metier: string | undefined, limit = 20) {
      const [{ index, ratios }, tariff] = await Promise.all([loadLibrary(), tariffOf(userId)]);
      const found = index.best(term, '', limit, byTrade(metier)).filter((s) => s.score >= MATCH_THRESHOLD * 0.6);
      return { result: found.map((s) => marketResult(s.item, s.score, tariff, 0, ratios)), tarifs: tariff.from };
    },

    async suggestions(userId: string | undefined, term: string, metier: string | undefined, limit: number) {
      const [{ index, rows, ratios }, tariff] = await Promise.all([loadLibrary(), tariffOf(userId)]);
      if (!term) {
        return rows
          .filter((r) => !metier || r.trade === metier)
          .slice(0, limit)
          .map((r) => marketResult(r, 0, tariff, 0, ratios));
      }
      return index
        .best(term, '', limit, byTrade(metier))
        .filter((s) => s.score >= 0.15)
        .map((s) => marketResult(s.item, s.score, tariff, 0, ratios));
    },

    async enrich(
      userId: string | undefined,
      lines: { description: string; quantite: number; unite: string }[],
      metier: string | undefined,
      context: EnrichContext | undefined,
    ): Promise<Omit<EnrichResponse, 'success'>> {
      const [{ index, ratios }, [tariff, catalogueIndex]] = await Promise.all([
        loadLibrary(),
        (async (): Promise<[Tariff, MatchIndex<CatalogItem> | null]> => {
          if (!userId) {
            return [await tariffOf(undefined), null];
          }
          const state = await pricing.ratesAndCatalogRevision(userId);
          return [tariffFrom(state), await catalogueIndexOf(userId, state.catalogRevision)];
        })(),
      ]);
      const ticked = CONTEXT_KEYS.filter((k) => context?.[k]);
      const markup = ticked.reduce((sum, k) => sum + tariff.markups[k], 0);
      const tradeFilter = byTrade(metier);
      let fromCatalogue = 0;
      let fromMarket = 0;
      let totalCents = 0;
      const enriched = lines.map((line): EnrichedItem => {
        const base = { description: line.description, quantite: line.quantite, unite: line.unite };
        const own = line.description ? catalogueIndex?.best(line.description, line.unite, 1)[0] : undefined;
        if (own && own.score >= MATCH_THRESHOLD) {
          const c = own.item;
          const unitCents = catalogueCents(c.unitPriceCents, markup);
          const total = lineTotalCents(line.quantite, unitCents / 100);
          totalCents += total;
          fromCatalogue++;
          const label = c.name || c.description;
          const withMarkup = markup > 0 ? ` + majorations ${markup / 100} % = ${eur(unitCents / 100)}` : '';
          return {
            ...base,
            prix_unitaire: unitCents / 100,
            prix_total: total / 100,
            source: SOURCE_CATALOGUE,
            match: {
              kind: 'catalogue',
              id: c.id,
              description: label,
              category: [c.category, c.subcategory].filter(Boolean).join(' › '),
              unite: c.unit,
              match_score: Math.round(own.score * 100) / 100,
              reference: c.reference || undefined,
            },
            explication: `Votre catalogue : « ${label} »${c.reference ? ` (réf. ${c.reference})` : ''} à ${eur(
              c.unitPriceCents / 100,
            )} HT / ${c.unit}${withMarkup}`,
            detail: null,
            unite_differente: Boolean(line.unite) && normalizeUnit(line.unite) !== normalizeUnit(c.unit),
          };
        }
        const market = line.description ? index.best(line.description, line.unite, 1, tradeFilter)[0] : undefined;
        if (market && market.score >= MATCH_THRESHOLD) {
          const result = marketResult(market.item, market.score, tariff, markup, ratios);
          const total = lineTotalCents(line.quantite, result.prix);
          totalCents += total;
          fromMarket++;
          return {
            ...base,
            prix_unitaire: result.prix,
            prix_total: total / 100,
            source: SOURCE_MARKET,
            match: {
              kind: 'marche',
              id: result.code,
              description: result.description,
              category: result.category,
              unite: result.unite,
              match_score: result.match_score,
              metier: result.metier,
              base_temps: result.item.base_temps,
              base_fournitures: result.item.base_fournitures,
              date: result.item.date,
            },
            explication: `Prix de marché composé (${result.code}) : ${result.explication}`,
            detail: result.detail,
            unite_differente: Boolean(line.unite) && normalizeUnit(line.unite) !== normalizeUnit(result.unite),
          };
        }
        return {
          ...base,
          prix_unitaire: 0,
          prix_total: 0,
          source: SOURCE_NOT_FOUND,
          match: null,
          explication: line.description
            ? 'Aucun article de votre catalogue ni ouvrage de la bibliothèque ne correspond assez à cette désignation.'
            : 'Ligne sans désignation.',
          detail: null,
          unite_differente: false,
        };
      });
      const total = lines.length;
      const pct = (n: number) => (total === 0 ? 0 : Math.round((n * 1000) / total) / 10);
      return {
        enriched_items: enriched,
        statistics: {
          total_items: total,
          items_from_catalog: fromCatalogue,
          catalog_coverage: pct(fromCatalogue),
          items_from_market: fromMarket,
          market_coverage: pct(fromMarket),
          total_value: totalCents / 100,
        },
        tarifs: tariff.from,
        majorations: ticked.map((key) => ({ key, label: CONTEXT_LABELS[key], pct: tariff.markups[key] / 100 })),
      };
    },

    /**
     * A price composed with the user's rates from a labour time and supplies (thousandths of an
     * hour, cents), the ticked markups added: the priced DPGF's last resort (ADR 030).
     */
    async compose(
      userId: string,
      labour: { milliHours: number; suppliesCents: number; unit: string },
      context: EnrichContext | undefined,
    ) {
      const tariff = await tariffOf(userId);
      const markup = CONTEXT_KEYS.filter((k) => context?.[k]).reduce((sum, k) => sum + tariff.markups[k], 0);
      const detail = breakdownOf(labour.milliHours, labour.suppliesCents, tariff.rates, markup);
      return { detail, explication: explain(detail, labour.unit) };
    },

    /** Admin: the BT index values entered so far and the indices an ouvrage can follow. */
    async priceIndices(): Promise<Omit<PriceIndicesResponse, 'success'>> {
      return listIndexValues(db);
    },

    /**
     * Admin: records index values (null removes one), all or nothing. The next search, suggestion or
     * enrichment composes with them (the library version includes them; this process rebuilds now).
     */
    async savePriceIndices(adminId: string, values: PriceIndexValue[]): Promise<Omit<PriceIndicesResponse, 'success'>> {
      const now = clock.now();
      const thisMonth = now.toISOString().slice(0, 7);
      const future = values.filter((v) => v.mois > thisMonth);
      if (future.length > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          future.map((v) => ({
            field: `${v.indice} ${v.mois}`,
            message: `Le mois ${v.mois} n’est pas encore passé : un indice se saisit une fois publié`,
          })),
        );
      }
      await saveIndexValues(db, values, adminId, now);
      library = undefined;
      return listIndexValues(db);
    },

    /** Admin: imports library rows (all or nothing), each changed row keeps its previous values. */
    async importLibrary(adminId: string, csv: string): Promise<Omit<LibraryImportResponse, 'success'>> {
      const { rows, errors } = readLibraryCsv(csv);
      if (errors.length > 0) {
        throw new AppError('VALIDATION_ERROR', errors.slice(0, 50));
      }
      await seed();
      const counts = await importRows(db, rows, adminId, clock.now());
      library = undefined; // rebuilt with the new figures on next use (the version tells other processes)
      return counts;
    },

    /**
     * Admin: what importing this CSV would do, line by line, without writing anything: additions,
     * changes (with the values they replace) and unchanged rows, and each refused line's reason.
     */
    async previewLibraryImport(csv: string): Promise<Omit<LibraryPreviewResponse, 'success'>> {
      await seed();
      const { rows, errors, lines } = readLibraryCsv(csv);
      const stored = new Map(
        (
          await findItems(
            db,
            rows.map((r) => r.code),
          )
        ).map((r) => [r.code, r]),
      );
      const changes: LibraryChange[] = rows.map((row, i) => {
        const before = stored.get(row.code);
        const after = presentLibraryItem({ ...row, origin: 'import', createdAt: new Date(0), updatedAt: new Date(0) });
        const changed = before ? FIGURES.filter((k) => before[k] !== row[k]).map((k) => FIELD_NAMES[k]) : [];
        return {
          line: lines[i] ?? i + 2,
          kind: !before ? 'ajout' : changed.length > 0 ? 'modification' : 'inchange',
          item: after,
          before: before ? presentLibraryItem(before) : null,
          changed,
        };
      });
      return {
        total_rows: rows.length + errors.filter((e) => e.field !== 'csv').length,
        created: changes.filter((c) => c.kind === 'ajout').length,
        updated: changes.filter((c) => c.kind === 'modification').length,
        unchanged: changes.filter((c) => c.kind === 'inchange').length,
        errors: errors.map((e) => ({ line: lineOf(e.field), message: e.message })),
        changes,
      };
    },

    /** Admin: every ouvrage of the library with the count of its previous versions. */
    async libraryItems(): Promise<LibraryItemsResponse['items']> {
      await seed();
      return (await listLibraryWithHistory(db)).map((row) => ({
        ...presentLibraryItem(row),
        origine: row.origin === 'import' ? ('import' as const) : ('seed' as const),
        modifie_le: row.updatedAt.toISOString(),
        versions_precedentes: row.historyCount,
      }));
    },

    async history(code: string): Promise<Omit<LibraryHistoryResponse, 'success'>> {
      await seed();
      const row = await findItem(db, code.toUpperCase());
      if (!row) {
        throw notFound('Ouvrage introuvable dans la bibliothèque');
      }
      const previous = await historyOf(db, row.code);
      return {
        item: presentLibraryItem(row),
        history: previous.map((h) => ({
          code: h.code,
          description: h.designation,
          unite: h.unit,
          temps_h: h.labourMilliHours / 1000,
          fournitures: h.suppliesCents / 100,
          date: h.priceDate,
          base_temps: h.labourBasis,
          base_fournitures: h.suppliesBasis,
          remplace_le: h.replacedAt.toISOString(),
        })),
      };
    },
  };
}

export type MarketPricesService = ReturnType<typeof createMarketPricesService>;
