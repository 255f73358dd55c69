import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { StorageExtension } from '../integrations/storage/local-storage.ts';
import { AppError } from './app-error.ts';

/** A format recognised by the content of the file, never by its name or the client's type. */
export interface DetectedFormat {
  extension: StorageExtension;
  contentType: string;
  /** Extensions a display name may keep for that format. */
  names: readonly string[];
}

const PDF: DetectedFormat = { extension: 'pdf', contentType: 'application/pdf', names: ['pdf'] };
const JPEG: DetectedFormat = { extension: 'jpg', contentType: 'image/jpeg', names: ['jpg', 'jpeg'] };
const PNG: DetectedFormat = { extension: 'png', contentType: 'image/png', names: ['png'] };
const DOC: DetectedFormat = { extension: 'doc', contentType: 'application/msword', names: ['doc'] };
const DOCX: DetectedFormat = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  names: ['docx'],
};

export const CONTENT_TYPES: Record<StorageExtension, string> = {
  pdf: PDF.contentType,
  jpg: JPEG.contentType,
  png: PNG.contentType,
  doc: DOC.contentType,
  docx: DOCX.contentType,
  // The spreadsheets of a consultation file (tender-files module, which recognises them).
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream every Word 97-2003 file holds, named in UTF-16LE in the compound file directory. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The names of the entries of a ZIP archive, read from its central directory (found through the
 * end-of-central-directory record); undefined when the archive is not readable.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    return undefined;
  }
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > eocd) {
    return undefined;
  }
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL) {
      return undefined;
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > eocd) {
      return undefined;
    }
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** PDF, JPEG, PNG, DOC (OLE2 with a WordDocument stream) or DOCX (ZIP with word/); else undefined. */
export function detectFormat(bytes: Buffer): DetectedFormat | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return PDF;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return JPEG;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return PNG;
  }
  if (startsWith(bytes, OLE2)) {
    return bytes.includes(WORD_STREAM) ? DOC : undefined;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) {
      return DOCX;
    }
  }
  return undefined;
}

// Control characters (C0, DEL, C1) and the bidirectional overrides that disguise an extension.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name shown for an upload: the last path segment, without control characters or leading
 * dots, at most 150 characters, ending with an extension of the detected format. Only for
 * display and the download's Content-Disposition; the stored file has a generated name.
 */
export function sanitizeFilename(raw: string | undefined, format: DetectedFormat): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = lastSegment
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const keeps = format.names.includes(extension.toLowerCase());
  const stem = (keeps ? name.slice(0, dot) : name).replace(/[.\s]+$/, '').slice(0, 150) || 'document';
  return `${stem}.${keeps ? extension : format.extension}`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file answer: what every download route sends (never sniffed, never cached by shared caches). */
export interface FileReply {
  filename: string;
  contentType: string;
  body: Readable | Buffer;
  /** Bytes; known for stored files. */
  size?: number;
  disposition?: 'attachment' | 'inline';
  /** `no-store` unless the file never changes under its address (reference photos). */
  cacheControl?: string;
}

/** Sends a file through the untyped reply (a binary body, not a JSON one). */
export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  void reply
    .header('content-disposition', contentDisposition(file.filename, file.disposition ?? 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'private, no-store')
    .type(file.contentType);
  if (file.size !== undefined) {
    void reply.header('content-length', String(file.size));
  }
  return reply.send(file.body);
}

export const UPLOAD_INTERRUPTED = 'Envoi du fichier interrompu ou mal formé. Réessayez.';
export const UPLOAD_TOO_MANY_PARTS = 'Trop de champs ou de fichiers dans la requête.';

/**
 * What to answer when reading a multipart upload failed (issue 11 item 10, ADR 012): the limits
 * are a 413, our own refusals pass through, and anything else the parser or the socket threw — a
 * body cut short (« Unexpected end of multipart data »), a client that hung up (« aborted »), no
 * boundary, malformed part headers — is the client's body, never a 500: a 400 in French. Nothing
 * is stored before the whole body has been read.
 */
export function uploadReadError(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) {
    return error;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_MANY_PARTS);
  }
  return new AppError('BAD_REQUEST', UPLOAD_INTERRUPTED);
}
