import multipart from '@fastify/multipart';
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
