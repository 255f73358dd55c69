import {
  CATALOG_IMPORT_FIELDS,
  CATALOG_ITEM_ADDED,
  CATALOG_ITEM_DELETED,
  CATALOG_ITEM_NOT_FOUND,
  CATALOG_ITEM_UPDATED,
  CATALOG_SEARCH_MAX_RESULTS,
  PRODUCTS_MAX,
  PRODUCTS_TOO_MANY,
  type CatalogImportAnalysis,
  type CatalogImportMapping,
  type CatalogImportResult,
  type CatalogItemParsed,
  type CatalogItemResponse,
  type CatalogResponse,
  type CatalogSearchResult,
} from '@batiao/shared/contracts/pricing';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { cellText, mapLines, readPriceList, splitHeader, suggestMapping } from './catalog-import.ts';
import { catalogFields, presentCatalog, presentCatalogItem, storedUnit } from './catalog.presenter.ts';
import type { PricingProductRow } from '../../db/schema/pricing.ts';
import { indexItems, normalizeText, searchItems, type IndexedItem } from './catalog-search.ts';
import { DEFAULT_RATES, toHundredths } from './pricing.presenter.ts';
import {
  appendProduct,
  deleteProduct,
  findPricingProfile,
  importProducts,
  listProducts,
  updateProduct,
} from './pricing.queries.ts';

/** How many users' prepared /catalog search indexes one process keeps (the least recently used go). */
export const CATALOG_SEARCH_CACHE_SIZE = 64;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAMPLE_ROWS = 8;
const PREVIEW_ITEMS = 20;
const MAX_ERRORS = 500;

/** A reference as compared on import: case, accents, spaces and dots aside. */
export const refKeyOf = (reference: string): string => normalizeText(reference).replace(/[\s.]/g, '');

export interface ImportOptions {
  sheet?: string;
  headerRow?: number;
}

/**
 * The personal price catalogue (/catalog, supporting-areas §2–§9, ADR 020) over the user's one
 * product store: the tree, search, add, edit, delete and the import of a supplier's price list.
 * Every call is scoped to the signed-in user; another user's item is « introuvable » (404).
 */
export function createCatalogService(deps: { db: Database; clock: Clock; searchCacheSize?: number }) {
  const { db, clock } = deps;

  /**
   * The search index of each user's products, kept with the catalogue revision it was built from
   * (ADR 032): the revision (one row by primary key) is read first, then the rows only when it
   * changed. Every write of the products gives a new revision in its transaction, so the next
   * search sees it. A null revision (never written since the migration) is never kept.
   */
  const searchIndexes = new Map<string, { revision: string; indexed: IndexedItem<PricingProductRow>[] }>();
  const searchCacheSize = Math.max(1, deps.searchCacheSize ?? CATALOG_SEARCH_CACHE_SIZE);
  async function searchIndexOf(userId: string): Promise<IndexedItem<PricingProductRow>[]> {
    const revision = (await findPricingProfile(db, userId))?.catalogRevision ?? null;
    const cached = revision === null ? undefined : searchIndexes.get(userId);
    searchIndexes.delete(userId); // set again below: a Map keeps insertion order, the oldest first
    if (cached && cached.revision === revision) {
      searchIndexes.set(userId, cached);
      return cached.indexed;
    }
    const indexed = indexItems(await listProducts(db, userId));
    if (revision !== null) {
      searchIndexes.set(userId, { revision, indexed });
      for (const key of searchIndexes.keys()) {
        if (searchIndexes.size <= searchCacheSize) {
          break;
        }
        searchIndexes.delete(key); // the least recently used
      }
    }
    return indexed;
  }

  const notFound = () => new AppError('NOT_FOUND', CATALOG_ITEM_NOT_FOUND);

  async function read(bytes: Buffer, options: ImportOptions) {
    const sheet = await readPriceList(bytes, options.sheet);
    const { header, body } = splitHeader(sheet, options.headerRow);
    if (!header) {
      throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: 'Le fichier ne contient aucune ligne' }]);
    }
    return { sheet, header, body };
  }

  return {
    async tree(userId: string): Promise<CatalogResponse> {
      return { success: true, ...presentCatalog(await listProducts(db, userId)) };
    },

    async search(userId: string, query: string): Promise<CatalogSearchResult[]> {
      return searchItems(query, await searchIndexOf(userId), CATALOG_SEARCH_MAX_RESULTS).map(({ item, score }) => ({
        ...presentCatalogItem(item),
        match_score: score,
      }));
    },

    async add(userId: string, input: CatalogItemParsed): Promise<CatalogItemResponse> {
      const row = await appendProduct(db, userId, clock.now(), DEFAULT_RATES, catalogFields(input), PRODUCTS_MAX);
      if (!row) {
        throw new AppError('CONFLICT', PRODUCTS_TOO_MANY);
      }
      return { success: true, message: CATALOG_ITEM_ADDED, item: presentCatalogItem(row) };
    },

    async update(userId: string, id: string, input: CatalogItemParsed): Promise<CatalogItemResponse> {
      const row = UUID.test(id) ? await updateProduct(db, userId, id, clock.now(), catalogFields(input)) : undefined;
      if (!row) {
        throw notFound();
      }
      return { success: true, message: CATALOG_ITEM_UPDATED, item: presentCatalogItem(row) };
    },

    async remove(userId: string, id: string): Promise<{ success: true; message: string }> {
      if (!UUID.test(id) || !(await deleteProduct(db, userId, id))) {
        throw notFound();
      }
      return { success: true, message: CATALOG_ITEM_DELETED };
    },

    /** What the server reads of a price list: sheets, header row, columns, first lines, a suggested mapping. */
    async analyze(bytes: Buffer, options: ImportOptions): Promise<CatalogImportAnalysis> {
      const { sheet, header, body } = await read(bytes, options);
      const width = Math.max(header.cells.length, ...body.slice(0, 50).map((row) => row.cells.length));
      const columns = Array.from({ length: Math.min(width, 200) }, (_, index) => ({
        index,
        header: cellText(header.cells[index]) || `Colonne ${index + 1}`,
      }));
      return {
        success: true,
        format: sheet.format,
        sheets: sheet.sheets,
        sheet: sheet.sheet,
        header_row: header.line,
        columns,
        sample_rows: body.slice(0, SAMPLE_ROWS).map((row) => ({
          line: row.line,
          cells: columns.map((column) => cellText(row.cells[column.index])),
        })),
        total_rows: body.length,
        suggested_mapping: suggestMapping(header.cells),
      };
    },

    /**
     * Reads the lines with the user's mapping; with `dryRun` answers the preview and the errors and
     * writes nothing, otherwise writes the valid lines (a known reference updates its item) and
     * answers how many. 409 when the catalogue would pass its limit: then nothing is written.
     */
    async import(
      userId: string,
      bytes: Buffer,
      mapping: CatalogImportMapping,
      options: ImportOptions & { dryRun: boolean },
    ): Promise<CatalogImportResult> {
      const { header, body } = await read(bytes, options);
      const width = Math.max(header.cells.length, ...body.slice(0, 50).map((row) => row.cells.length), 1);
      const outside = CATALOG_IMPORT_FIELDS.filter((field) => {
        const index = mapping[field];
        return index !== null && index !== undefined && index >= width;
      });
      if (outside.length > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          outside.map((field) => ({
            field: `mapping.${field}`,
            message: 'Cette colonne n’existe pas dans le fichier',
          })),
        );
      }
      const lines = mapLines(body, mapping);
      const result = {
        success: true as const,
        dry_run: options.dryRun,
        total_rows: lines.totalRows,
        valid_rows: lines.items.length,
        imported: 0,
        created: 0,
        updated: 0,
        headings: lines.headings,
        errors: lines.errors.slice(0, MAX_ERRORS),
        preview: lines.items.slice(0, PREVIEW_ITEMS).map((item) => ({
          line: item.line,
          description: item.description,
          ref: item.ref,
          prix: item.prix,
          unite: item.unite,
          category: item.category,
          subcategory: item.subcategory,
        })),
      };
      if (options.dryRun || lines.items.length === 0) {
        return result;
      }
      const written = await importProducts(
        db,
        userId,
        clock.now(),
        DEFAULT_RATES,
        lines.items.map((item) => ({
          refKey: refKeyOf(item.ref),
          fields: {
            category: item.category,
            subcategory: item.subcategory,
            name: item.description,
            description: item.details,
            reference: item.ref,
            brand: item.brand,
            supplier: item.supplier,
            unit: storedUnit(item.unite),
            unitPriceCents: toHundredths(item.prix),
          },
        })),
        refKeyOf,
        PRODUCTS_MAX,
      );
      if ('room' in written) {
        throw new AppError(
          'CONFLICT',
          `Votre catalogue dépasserait ${PRODUCTS_MAX.toLocaleString('fr-FR')} éléments : ` +
            `${written.room.toLocaleString('fr-FR')} nouveaux éléments au plus. Rien n’a été importé.`,
        );
      }
      return { ...result, imported: written.created + written.updated, ...written };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
