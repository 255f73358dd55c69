import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter, withoutForbiddenCharacters } from '../plugins/text-guard.ts';
import { AppError } from './app-error.ts';
import { uploadReadError } from './files.ts';

/** One uploaded file, held in memory: its name as the client sent it, and its bytes. */
export interface UploadedFile {
  filename: string | undefined;
  bytes: Buffer;
}

export interface UploadLimits {
  /** Largest file accepted, in bytes (over it: 413 with `tooLarge`). */
  fileSize: number;
  /** How many text fields a request may carry besides its file. */
  fields: number;
  /** How many files a request may carry (1 unless given; `readUpload` reads one). */
  files?: number;
}

/**
 * Lets the routes of one plugin read multipart bodies, with the same tight limits everywhere: one
 * file, a few short text fields. Register it inside the plugin that has upload routes, so no other
 * route parses multipart.
 */
export async function registerUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.fileSize,
      files: limits.files ?? 1,
      fields: limits.fields,
      parts: limits.fields + (limits.files ?? 1),
      fieldSize: 1000,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

export interface ReadUploadOptions {
  /** The 400 message when the body is not multipart/form-data. */
  notMultipart: string;
  /** The message of the 413 when the file is over the limit. */
  tooLarge: string;
  /** The 422 message when a second file, or a file outside the `file` field, is sent. */
  oneFileOnly: string;
  /** Keep the text fields (checked like any text: no NUL or lone surrogate); otherwise they are ignored. */
  keepFields?: boolean;
}

/**
 * Reads a multipart body: its text fields and the one `file` part, held in memory. A body cut short
 * or malformed is a 400 in French, never a 500 (ADR 012).
 */
export async function readUpload(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', options.notMultipart);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          throw new AppError('VALIDATION_ERROR', [{ field: part.fieldname, message: options.oneFileOnly }]);
        }
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else if (options.keepFields && typeof part.value === 'string') {
        if (hasForbiddenCharacter(part.value) || hasForbiddenCharacter(part.fieldname)) {
          throw new AppError('VALIDATION_ERROR', [
            { field: withoutForbiddenCharacters(part.fieldname), message: FORBIDDEN_CHARACTER },
          ]);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadReadError(error, options.tooLarge);
  }
  return file ? { fields, file } : { fields };
}

/** A file part written to disk while it arrives: its name as the client sent it, where, and its size. */
export interface StagedFile {
  filename: string | undefined;
  /** The temporary file holding its bytes (the caller removes it). */
  path: string;
  size: number;
}

export interface StageFileOptions {
  /** Where to write it (created, never overwritten). */
  path: string;
  /** Bytes this part may still take (over it: 413 with `tooLarge`, and the part stops being read). */
  maxBytes: number;
  tooLarge: string;
  /** How many first bytes `sniff` needs (fewer when the file is shorter). */
  sniffBytes: number;
  /** Decides from the first bytes whether the file is wanted; throws (e.g. a 415) to refuse it at once. */
  sniff: (head: Buffer) => void;
}

/**
 * Writes one multipart file part to a file as it arrives, through a stream that counts its bytes
 * and hands its first bytes to `sniff` (the content decides the type, not the name): the body is
 * never held whole in memory. Over `maxBytes`, or over the plugin's `fileSize` limit, the write
 * stops with a 413; whatever stops it, the partial file is removed.
 */
export async function stageFilePart(part: MultipartFile, options: StageFileOptions): Promise<StagedFile> {
  let size = 0;
  let head: Buffer[] | undefined = [];
  let headLength = 0;
  const sniffHead = () => {
    if (head) {
      const bytes = Buffer.concat(head);
      head = undefined;
      options.sniff(bytes);
    }
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) {
        done(new AppError('PAYLOAD_TOO_LARGE', options.tooLarge));
        return;
      }
      try {
        if (head) {
          head.push(chunk.subarray(0, options.sniffBytes - headLength));
          headLength += Math.min(chunk.length, options.sniffBytes - headLength);
          if (headLength >= options.sniffBytes) {
            sniffHead();
          }
        }
      } catch (error) {
        done(error as Error);
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        sniffHead();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(options.path, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
    }
  } catch (error) {
    // The rest of the part is drained by the parser; the partial file goes.
    part.file.resume();
    await rm(options.path, { force: true });
    throw error;
  }
  return { filename: part.filename, path: options.path, size };
}
