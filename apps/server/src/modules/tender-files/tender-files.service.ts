import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { User } from '@batiao/shared/contracts/auth';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import {
  METRES_LOCKED,
  TENDER_FILES_MAX_BYTES,
  TENDER_FILES_MAX_COUNT,
  TENDER_FILES_TOO_LARGE,
  TENDER_FILES_UNSUPPORTED,
  metresResultSchema,
  type MetresResult,
  type PricedDpgfUpdate,
  type TenderAnalysis,
  type TenderFile,
  type TenderFileFormat,
  type TenderFileList,
  type TenderFileRole,
  type TenderFileUploadResponse,
} from '@batiao/shared/contracts/tender-files';
import type { Database } from '../../db/client.ts';
import type { NewTenderFileRow, TenderFileRow } from '../../db/schema/tender-files.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StagedFile } from '../../lib/multipart.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StorageService } from '../storage/storage.service.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { MarketPricesService } from '../market-prices/market-prices.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { TendersService } from '../tenders/tenders.service.ts';
import { analyseDce } from './tender-files.analysis.ts';
import { locateRequirements } from './tender-files.articles.ts';
import {
  detectDceFormat,
  inflateZipEntry,
  planZipArchive,
  ZipRefused,
  type PlannedZipEntry,
} from './tender-files.formats.ts';
import { extractMetres } from './tender-files.metres.ts';
import { createDpgfPricing, type PricedFile } from './tender-files.pricing.ts';
import { readPiece, recogniseRole } from './tender-files.reading.ts';
import {
  deleteTenderFile,
  findTenderFile,
  insertTenderFiles,
  listTenderFiles,
  readChecklist,
  readResult,
  referencedTenderFileKeys,
  saveChecklist,
  tenderFilesUsage,
  tenderFilesVersion,
  updateTenderFileRole,
  versionOf,
  writeFacts,
  writeResult,
} from './tender-files.queries.ts';

const FILE_NOT_FOUND = 'Fichier introuvable';
/** An entry over 1 MB compressed more than this is refused (a zip bomb is far above). */
const ZIP_MAX_RATIO = 100;
const ZIP_MAX_ENTRIES = 1000;

interface Logger {
  warn: (obj: object, msg: string) => void;
}

// Control characters and the bidirectional overrides that disguise an extension.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A display name: no control characters, at most 150 characters, the extension of the format. */
function displayName(raw: string | undefined, format: TenderFileFormat): string {
  const name = (raw ?? '')
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const stem = (extension === format ? name.slice(0, dot) : name).replace(/[.\s]+$/, '').slice(0, 150) || 'piece';
  return `${stem}.${format}`;
}

/** A folder inside the archive, cleaned like a name, at most 200 characters. */
const displayFolder = (folder: string) =>
  folder === '.' ? '' : folder.normalize('NFC').replace(UNSAFE, '').slice(0, 200);

function present(row: TenderFileRow): TenderFile {
  return {
    id: row.id,
    tender_id: row.tenderId,
    filename: row.filename,
    path: row.path,
    format: row.format as TenderFileFormat,
    content_type: row.contentType,
    size: row.size,
    role: row.role as TenderFileRole,
    detected_role: row.detectedRole as TenderFileRole,
    text_status: row.textStatus as TenderFile['text_status'],
    pages: row.pages,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

const labelOf = (row: TenderFileRow) => (row.path ? `${row.path}/${row.filename}` : row.filename);

interface Candidate {
  name: string;
  folder: string;
  format: TenderFileFormat;
  contentType: string;
  size: number;
  /** The bytes, read or inflated again at each use: one entry of a zip is held in memory at a time. */
  load: () => Buffer;
  /** What goes to the storage: a single file streamed from disk, a zip's entry inflated. */
  store: () => Buffer | Readable;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const SIGNATURES = [[0x25, 0x50, 0x44, 0x46, 0x2d], OLE2, [0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]];

/** The first bytes an upload is sniffed on while it arrives (ADR 033). */
export const DCE_SNIFF_BYTES = 8;

/**
 * Refuses at once (415) an upload whose first bytes are none of a PDF, an OLE2 compound file (XLS)
 * or a zip (DOCX, XLSX, ODS, an archive): the full check by content follows once it is on disk.
 */
export function sniffDceHead(head: Buffer): void {
  if (!SIGNATURES.some((signature) => signature.every((b, i) => head[i] === b))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TENDER_FILES_UNSUPPORTED);
  }
}

/** Up to `length` bytes of a file from `position` (fewer at its end). */
function readRange(file: string, position: number, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(length, 0));
    const read = readSync(fd, buffer, 0, buffer.length, Math.max(position, 0));
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The storage's prefix of temporary files (swept when stale, never listed as stored files). */
const STAGING_PREFIX = '.upload-';

const EOCD = 0x06054b50;
const ZIP_HEAD = 200;

/**
 * A zip on disk as `detectDceFormat` and `planZipArchive` read it, without its entries' data: its
 * first bytes (up to 200, where an ODS names its type), its central directory and its end record,
 * whose copy points the directory right after that head. The entries keep the file's offsets, for
 * `inflateStagedEntry`. A file without an end record gives its head and last bytes only: refused
 * like before (unreadable archive).
 */
function zipOutline(file: string, size: number): Buffer {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = readRange(file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    return Buffer.concat([readRange(file, 0, Math.min(ZIP_HEAD, size - tailLength)), tail]);
  }
  const eocdAt = size - tailLength + eocd;
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const valid = directoryOffset <= eocdAt;
  const head = readRange(file, 0, valid ? Math.min(ZIP_HEAD, directoryOffset) : Math.min(ZIP_HEAD, eocdAt));
  const directory = valid ? readRange(file, directoryOffset, eocdAt - directoryOffset) : Buffer.alloc(0);
  const end = Buffer.from(tail.subarray(eocd));
  // A directory outside the file points at the end record itself: « Archive ZIP endommagée ».
  end.writeUInt32LE(head.length, 16);
  return Buffer.concat([head, directory, end]);
}

/** One planned entry of a zip on disk: its local header and compressed bytes read, then inflated (bounded). */
function inflateStagedEntry(file: string, entry: PlannedZipEntry): Buffer {
  const header = readRange(file, entry.localOffset, 30);
  const extra = header.length === 30 ? header.readUInt16LE(26) + header.readUInt16LE(28) : 0;
  const bytes = readRange(file, entry.localOffset, 30 + extra + entry.compressedSize);
  return inflateZipEntry(bytes, { ...entry, localOffset: 0 });
}

/** The facts of a DCE kept with the version of the files they were read from. */
interface CachedFacts {
  version: string;
  facts: DceFacts;
}

/** The kept facts when they were computed from this version of the files; otherwise undefined. */
function cachedFacts(data: unknown, version: string): DceFacts | undefined {
  if (typeof data !== 'object' || data === null) {
    return undefined;
  }
  const cached = data as Partial<CachedFacts>;
  return cached.version === version && typeof cached.facts === 'object' && cached.facts !== null
    ? cached.facts
    : undefined;
}

/** Subscribers and admins extract quantities (core-journey §6); others see the locked message. */
export const canExtractMetres = (user: User) => hasSubscriberAccess(user);

export function createTenderFilesService(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  quota: Pick<StorageService, 'reserve' | 'release'>;
  /** The tender as this user may read it (404 otherwise): the tenders module decides. */
  tenders: Pick<TendersService, 'get'>;
  /** The user's rates and markups, for the priced DPGF. */
  pricing: Pick<PricingService, 'rates'>;
  /** Their catalogue, then the market library, composed prices (ADR 030). */
  marketPrices: Pick<MarketPricesService, 'enrich' | 'compose'>;
  /** The company's name on the priced files (optional). */
  company?: Pick<CompanyService, 'get'>;
  log: Logger;
}) {
  const { db, clock, storage, log } = deps;

  async function discard(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'fichier orphelin non supprimé');
      }
    }
  }

  /** The tender for this user, through the tenders module: 404 for an unknown or someone else's. */
  async function tenderOf(user: User, tenderId: string) {
    return deps.tenders.get(user, tenderId);
  }

  async function ownedFile(user: User, tenderId: string, fileId: string): Promise<TenderFileRow> {
    const tender = await tenderOf(user, tenderId);
    const row = isUuid(fileId) ? await findTenderFile(db, user.id, tender.id, fileId) : undefined;
    if (!row) {
      throw notFound(FILE_NOT_FOUND);
    }
    return row;
  }

  const zipRefusal = (error: ZipRefused) =>
    error.tooLarge || /bombe/.test(error.message)
      ? new AppError('PAYLOAD_TOO_LARGE', error.message)
      : new AppError('VALIDATION_ERROR', [{ field: 'file', message: error.message }]);

  /**
   * The uploads as files to keep: zips unpacked (checked before inflating), formats by content.
   * Each upload is a file on disk (ADR 033): a zip is planned from its head, central directory and
   * end record, and its entries are read from the file one at a time; a single file is read when
   * it is analysed and streamed to the storage.
   */
  function candidatesOf(uploads: StagedFile[], budget: number) {
    const candidates: Candidate[] = [];
    const skipped: TenderFileUploadResponse['skipped'] = [];
    let total = 0;
    for (const upload of uploads) {
      const head = readRange(upload.path, 0, DCE_SNIFF_BYTES);
      const ole2 = head.length >= OLE2.length && OLE2.every((b, i) => head[i] === b);
      const isZipLike = head[0] === 0x50 && head[1] === 0x4b;
      // An XLS is read whole anyway; a zip-like file (DOCX, XLSX, ODS, a zip) only by its outline.
      const outline = isZipLike ? zipOutline(upload.path, upload.size) : undefined;
      const detected = detectDceFormat(outline ?? (ole2 ? readFileSync(upload.path) : head));
      if (!detected) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', TENDER_FILES_UNSUPPORTED);
      }
      if (detected.kind === 'file') {
        total += upload.size;
        candidates.push({
          name: displayName(path.posix.basename((upload.filename ?? '').replace(/\\/g, '/')), detected.format),
          folder: '',
          format: detected.format,
          contentType: detected.contentType,
          size: upload.size,
          load: () => readFileSync(upload.path),
          store: () => createReadStream(upload.path),
        });
        continue;
      }
      let archive: ReturnType<typeof planZipArchive>;
      const inflate = (entry: (typeof archive.entries)[number]) => {
        try {
          return inflateStagedEntry(upload.path, entry);
        } catch (error) {
          throw error instanceof ZipRefused ? zipRefusal(error) : error;
        }
      };
      try {
        archive = planZipArchive(outline ?? head, {
          maxTotalBytes: Math.max(budget - total, 0),
          maxEntries: ZIP_MAX_ENTRIES,
          maxRatio: ZIP_MAX_RATIO,
        });
      } catch (error) {
        if (error instanceof ZipRefused) {
          throw zipRefusal(error);
        }
        throw error;
      }
      for (const reason of archive.skipped) {
        const [name = '', why = ''] = reason.split(' : ');
        skipped.push({ name, reason: why });
      }
      for (const entry of archive.entries) {
        const format = detectDceFormat(inflate(entry));
        if (!format || format.kind !== 'file') {
          skipped.push({
            name: entry.name,
            reason: format?.kind === 'zip' ? 'archive dans l’archive : dézippez-la d’abord' : 'format non accepté',
          });
          continue;
        }
        total += entry.size;
        candidates.push({
          name: displayName(path.posix.basename(entry.name), format.format),
          folder: displayFolder(path.posix.dirname(entry.name)),
          format: format.format,
          contentType: format.contentType,
          size: entry.size,
          load: () => inflate(entry),
          store: () => inflate(entry),
        });
      }
    }
    return { candidates, skipped, total };
  }

  async function piecesOf(userId: string, tenderId: string) {
    const rows = await listTenderFiles(db, userId, tenderId);
    return rows;
  }

  const dpgf = createDpgfPricing({
    db,
    clock,
    storage,
    tenders: deps.tenders,
    pricing: deps.pricing,
    marketPrices: deps.marketPrices,
    canPrice: canExtractMetres,
    latestMetres: (user, tenderId) => api.latestMetres(user, tenderId),
    extractMetres: (user, tenderId) => api.extractMetres(user, tenderId),
    companyName: async (userId) => (deps.company ? (await deps.company.get(userId)).raison_sociale : null),
  });

  const stats = { dceReads: 0 };

  const api = {
    async list(user: User, tenderId: string): Promise<TenderFileList> {
      const tender = await tenderOf(user, tenderId);
      const rows = await listTenderFiles(db, user.id, tender.id);
      return {
        files: rows.map(present),
        total_bytes: rows.reduce((sum, r) => sum + r.size, 0),
        max_bytes: TENDER_FILES_MAX_BYTES,
        dce_url: tender.dce_url,
      };
    },

    /**
     * Where an upload is written while it arrives: a temporary name in the storage's directory
     * (same disk; one left by a crash is swept with the storage's other temporaries).
     */
    stagingPath: () => path.join(storage.dir, `${STAGING_PREFIX}${randomUUID()}`),

    /** The bytes the tender may still take for this user (404 for a tender they may not read). */
    async uploadBudget(user: User, tenderId: string): Promise<number> {
      const tender = await tenderOf(user, tenderId);
      const usage = await tenderFilesUsage(db, user.id, tender.id);
      return Math.max(TENDER_FILES_MAX_BYTES - usage.bytes, 0);
    },

    /**
     * Attaches files to the tender: each recognised by its content (a zip unpacked, its sizes
     * checked before inflating), read (text, role), counted in the user's space, then stored under
     * generated names; the rows go in at once, and nothing is kept when any step fails.
     */
    async upload(user: User, tenderId: string, uploads: StagedFile[]): Promise<TenderFileUploadResponse> {
      const tender = await tenderOf(user, tenderId);
      if (uploads.length === 0) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: 'Aucun fichier reçu' }]);
      }
      const usage = await tenderFilesUsage(db, user.id, tender.id);
      const budget = TENDER_FILES_MAX_BYTES - usage.bytes;
      const { candidates, skipped, total } = candidatesOf(uploads, budget);
      if (total > budget) {
        throw new AppError('PAYLOAD_TOO_LARGE', TENDER_FILES_TOO_LARGE);
      }
      if (usage.count + candidates.length > TENDER_FILES_MAX_COUNT) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `Trop de fichiers pour cet appel d’offres (au plus ${TENDER_FILES_MAX_COUNT}).`,
        );
      }
      if (candidates.length === 0) {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'file', message: 'L’archive ne contient aucun fichier PDF, DOCX, XLSX, XLS ou ODS.' },
        ]);
      }

      const now = clock.now();
      const values: Omit<NewTenderFileRow, 'storageKey'>[] = [];
      for (const candidate of candidates) {
        const piece = await readPiece(candidate.format, candidate.load());
        const role = recogniseRole(candidate.name, candidate.format, piece);
        values.push({
          userId: user.id,
          tenderId: tender.id,
          filename: candidate.name,
          path: candidate.folder,
          format: candidate.format,
          contentType: candidate.contentType,
          size: candidate.size,
          role,
          detectedRole: role,
          textStatus: piece.status,
          pages: piece.pages,
          textPages: piece.textPages,
          uploadedAt: now,
        });
      }

      await deps.quota.reserve(user.id, total);
      const keys: string[] = [];
      try {
        for (const candidate of candidates) {
          keys.push(await storage.put(candidate.store(), candidate.format));
        }
        const rows = await insertTenderFiles(
          db,
          values.map((v, i) => ({ ...v, storageKey: keys[i] ?? '' })),
        );
        return { files: rows.map(present), skipped };
      } catch (error) {
        await discard(keys);
        await deps.quota.release(user.id, total);
        throw error;
      }
    },

    /** Corrects the role the upload recognised. */
    async setRole(user: User, tenderId: string, fileId: string, role: TenderFileRole): Promise<TenderFile> {
      const row = await ownedFile(user, tenderId, fileId);
      const updated = await updateTenderFileRole(db, user.id, row.tenderId, row.id, role);
      if (!updated) {
        throw notFound(FILE_NOT_FOUND);
      }
      return present(updated);
    },

    async remove(user: User, tenderId: string, fileId: string): Promise<void> {
      const row = await ownedFile(user, tenderId, fileId);
      const removed = await deleteTenderFile(db, user.id, row.tenderId, row.id);
      if (!removed) {
        throw notFound(FILE_NOT_FOUND);
      }
      await discard([removed.storageKey]);
    },

    async open(user: User, tenderId: string, fileId: string) {
      const row = await ownedFile(user, tenderId, fileId);
      const stream = await storage.get(row.storageKey);
      if (!stream) {
        log.warn({ fileId: row.id, key: row.storageKey }, 'fichier absent du stockage');
        throw notFound(FILE_NOT_FOUND);
      }
      return { stream, filename: row.filename, contentType: row.contentType, size: row.size };
    },

    /**
     * The quantities of the tender's files (core-journey §7): subscribers and admins only (403
     * otherwise). Kept as the latest result, which `latestMetres` reads back.
     */
    async extractMetres(user: User, tenderId: string): Promise<MetresResult> {
      if (!canExtractMetres(user)) {
        throw forbidden(METRES_LOCKED);
      }
      const tender = await tenderOf(user, tenderId);
      const rows = await piecesOf(user.id, tender.id);
      const now = clock.now();
      const result = await extractMetres(
        rows.map((row) => ({
          label: labelOf(row),
          role: row.role as TenderFileRole,
          format: row.format as TenderFileFormat,
          textPages: row.textPages ?? null,
          load: async () => {
            const stream = await storage.get(row.storageKey);
            if (!stream) {
              throw new Error('fichier absent du stockage');
            }
            const chunks: Buffer[] = [];
            for await (const chunk of stream) {
              chunks.push(chunk as Buffer);
            }
            return Buffer.concat(chunks);
          },
        })),
        now,
      );
      await writeResult(db, user.id, tender.id, 'metres', result, now);
      return result;
    },

    /** The latest extraction, or null before the first one. */
    async latestMetres(user: User, tenderId: string): Promise<MetresResult | null> {
      if (!canExtractMetres(user)) {
        throw forbidden(METRES_LOCKED);
      }
      const tender = await tenderOf(user, tenderId);
      const row = await readResult(db, user.id, tender.id, 'metres');
      if (!row) {
        return null;
      }
      const parsed = metresResultSchema.safeParse(row.data);
      return parsed.success ? parsed.data : null;
    },

    /** What the RC and the CCTP say (lots, criteria, deadline, visit, standards, constraints…). */
    async analysis(user: User, tenderId: string): Promise<TenderAnalysis> {
      const tender = await tenderOf(user, tenderId);
      const rows = await piecesOf(user.id, tender.id);
      return analyseDce(
        rows.map((row) => ({
          label: labelOf(row),
          role: row.role as TenderFileRole,
          textStatus: row.textStatus,
          textPages: row.textPages ?? null,
        })),
        clock.now(),
      );
    },

    /**
     * What this user's files of the tender say, for the writing and the score (issue 16): the
     * analysis, the CCTP's requirements with their article, the RC's text; null without files.
     * Read for a tender the caller has already read through the tenders module (no second read).
     * Kept per (user, tender, files' version) in `tender_file_results` (ADR 033): an unchanged DCE
     * is not read again; an upload, a role change or a removal changes the version.
     */
    async dceFacts(userId: string, tenderId: string): Promise<DceFacts | null> {
      if (!isUuid(tenderId)) {
        return null;
      }
      const version = await tenderFilesVersion(db, userId, tenderId);
      if (!version) {
        return null;
      }
      const cached = cachedFacts((await readResult(db, userId, tenderId, 'analysis'))?.data, version);
      if (cached) {
        return cached;
      }
      const rows = await piecesOf(userId, tenderId);
      stats.dceReads += 1;
      if (rows.length === 0) {
        return null;
      }
      const pieces = rows.map((row) => ({
        label: labelOf(row),
        role: row.role as TenderFileRole,
        textStatus: row.textStatus,
        textPages: row.textPages ?? null,
      }));
      const analysis = analyseDce(pieces, clock.now());
      const facts: DceFacts = {
        analysis,
        requirements: locateRequirements(analysis, pieces),
        rc: pieces.filter((p) => p.role === 'rc').map((p) => ({ fichier: p.label, pages: p.textPages ?? [] })),
      };
      // The version of the rows read (not the one looked up): a change in between is not hidden.
      const cache: CachedFacts = { version: versionOf(rows), facts };
      await writeFacts(db, userId, tenderId, cache, clock.now());
      return facts;
    },

    /** The pieces the user ticked as ready in the analysis's checklist (« pièces à fournir »). */
    async checklist(user: User, tenderId: string): Promise<string[]> {
      const tender = await tenderOf(user, tenderId);
      return readChecklist(db, user.id, tender.id);
    },

    /** Saves the ticks (the whole list), answered back. */
    async saveChecklist(user: User, tenderId: string, ticks: string[]): Promise<string[]> {
      const tender = await tenderOf(user, tenderId);
      const unique = [...new Set(ticks)];
      await saveChecklist(db, user.id, tender.id, unique, clock.now());
      return unique;
    },

    /** For tests: how many times the files' text was read to compute `dceFacts`. */
    stats,

    /** The priced DPGF's lines (ADR 030): every métré line priced, the user's review applied. */
    pricedLines: (user: User, tenderId: string) => dpgf.lines(user, tenderId),
    /** Saves the user's review (edited unit prices, markups, TVA rate) and answers the lines again. */
    savePricedLines: (user: User, tenderId: string, update: PricedDpgfUpdate) => dpgf.save(user, tenderId, update),
    /** The priced DPGF as a file: the buyer's spreadsheet filled in (or a standard DPGF), or the PDF summary. */
    pricedFile: (user: User, tenderId: string, format: 'xlsx' | 'pdf'): Promise<PricedFile> =>
      dpgf.file(user, tenderId, format),
    /** The priced spreadsheet, for the response pack (422 when there is nothing to price). */
    pricedDpgf: (user: User, tenderId: string): Promise<PricedFile> => dpgf.file(user, tenderId, 'xlsx'),

    /** Which of these storage keys a tender file references (the orphan sweep keeps them). */
    referencedKeys: (keys: string[]) => referencedTenderFileKeys(db, keys),
  };
  return api;
}

export type TenderFilesService = ReturnType<typeof createTenderFilesService>;
