import { inflateRawSync } from 'node:zlib';
import type { TenderFileFormat } from '@batiao/shared/contracts/tender-files';
import { CONTENT_TYPES, zipEntryNames } from '../../lib/files.ts';
import { isXlsWorkbook } from './tender-files.xls.ts';

/**
 * The formats of a consultation file (DCE), recognised by their content, never by their name: PDF,
 * DOCX, XLSX, XLS (BIFF in an OLE2 compound file), ODS; and the zip archives that carry them,
 * unpacked with their sizes checked before anything is inflated (ADR 022).
 */

export type DetectedDceFormat = { kind: 'file'; format: TenderFileFormat; contentType: string } | { kind: 'zip' };

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODS_MIMETYPE = Buffer.from('application/vnd.oasis.opendocument.spreadsheet');

const file = (format: TenderFileFormat): DetectedDceFormat => ({
  kind: 'file',
  format,
  contentType: CONTENT_TYPES[format],
});

export function detectDceFormat(bytes: Buffer): DetectedDceFormat | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return file('pdf');
  }
  if (startsWith(bytes, OLE2)) {
    // A compound file whose directory holds a `Workbook` (or `Book`) stream: not a Word file
    // that merely mentions the word.
    return isXlsWorkbook(bytes) ? file('xls') : undefined;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const names = zipEntryNames(bytes);
    if (!names) {
      return undefined;
    }
    if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) {
      return file('docx');
    }
    if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/'))) {
      return file('xlsx');
    }
    // The ODF package starts with its `mimetype` entry, stored, right after the local header.
    if (names.includes('content.xml') && bytes.subarray(0, 200).includes(ODS_MIMETYPE)) {
      return file('ods');
    }
    return { kind: 'zip' };
  }
  return undefined;
}

export interface ZipLimits {
  /** Uncompressed bytes the archive may hold in all (what is left of the tender's 200 MB). */
  maxTotalBytes: number;
  /** Entries at most. */
  maxEntries: number;
  /** Largest compression ratio accepted for an entry over 1 MB (a zip bomb is far above). */
  maxRatio: number;
}

export interface ZipEntry {
  /** The path inside the archive, normalised with '/' (checked: no '..', not absolute). */
  name: string;
  bytes: Buffer;
}

/** The archive is refused as a whole: the message says why, in French. */
export class ZipRefused extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MB = 1024 * 1024;

/** Zip entry names use '/', some tools '\\'; a name that climbs out or is absolute is refused. */
export function safeEntryName(raw: string): string | undefined {
  const name = raw.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.includes('\0')) {
    return undefined;
  }
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) {
    return undefined;
  }
  return segments.join('/');
}

/** An entry of the archive whose sizes were checked, not inflated yet. */
export interface PlannedZipEntry {
  name: string;
  /** Its uncompressed size (checked again when it is inflated). */
  size: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/**
 * Reads a zip archive from its central directory. Every declared size is checked before any
 * entry is inflated (count, total, ratio); entries are then inflated one at a time by
 * `inflateZipEntry`, stopping at the declared size, so that an archive lying about its sizes cannot
 * blow up either, and so that only one entry is held in memory at a time. Directories, encrypted
 * entries and the macOS resource forks are left out; a path leaving the archive refuses the whole
 * archive.
 */
export function planZipArchive(bytes: Buffer, limits: ZipLimits): { entries: PlannedZipEntry[]; skipped: string[] } {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    throw new ZipRefused('Archive ZIP illisible.');
  }
  const count = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ZipRefused('Archive ZIP64 non prise en charge : compressez le dossier en ZIP standard.');
  }
  if (count > limits.maxEntries) {
    throw new ZipRefused(`L’archive contient trop de fichiers (${count}, au plus ${limits.maxEntries}).`);
  }

  const planned: PlannedZipEntry[] = [];
  const skipped: string[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) {
      throw new ZipRefused('Archive ZIP endommagée.');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const rawName = bytes.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    const name = safeEntryName(rawName);
    if (name === undefined) {
      throw new ZipRefused(`Archive refusée : le chemin « ${rawName.slice(0, 120)} » sort du dossier.`);
    }
    if (rawName.endsWith('/') || rawName.endsWith('\\') || name === '') {
      continue;
    }
    if (name.startsWith('__MACOSX/') || name.split('/').pop()?.startsWith('._')) {
      continue;
    }
    if (size === 0xffffffff || compressedSize === 0xffffffff) {
      throw new ZipRefused('Archive ZIP64 non prise en charge : compressez le dossier en ZIP standard.');
    }
    if (flags & 0x1) {
      skipped.push(`${name} : fichier chiffré`);
      continue;
    }
    if (method !== 0 && method !== 8) {
      skipped.push(`${name} : compression non prise en charge`);
      continue;
    }
    if (size > MB && size / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw new ZipRefused(`Archive refusée : « ${name} » se décompresse de façon anormale (bombe de décompression).`);
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ZipRefused('Le dossier de consultation dépasse 200 Mo une fois décompressé.', true);
    }
    planned.push({ name, method, compressedSize, size, localOffset });
  }

  return { entries: planned, skipped };
}

/** One planned entry inflated (at most its declared size); a mismatch refuses the archive. */
export function inflateZipEntry(bytes: Buffer, entry: PlannedZipEntry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) {
    throw new ZipRefused('Archive ZIP endommagée.');
  }
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const raw = bytes.subarray(start, start + entry.compressedSize);
  let data: Buffer;
  try {
    data = entry.method === 0 ? Buffer.from(raw) : inflateRawSync(raw, { maxOutputLength: Math.max(entry.size, 1) });
  } catch {
    throw new ZipRefused(`Archive refusée : « ${entry.name} » ne se décompresse pas à sa taille annoncée.`, true);
  }
  if (data.length !== entry.size) {
    throw new ZipRefused(`Archive refusée : « ${entry.name} » ne se décompresse pas à sa taille annoncée.`, true);
  }
  return data;
}

/** Every entry inflated at once (small archives: an ODS's parts, tests). */
export function readZipArchive(bytes: Buffer, limits: ZipLimits): { entries: ZipEntry[]; skipped: string[] } {
  const { entries, skipped } = planZipArchive(bytes, limits);
  return { entries: entries.map((entry) => ({ name: entry.name, bytes: inflateZipEntry(bytes, entry) })), skipped };
}
