import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { opendir, rm, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Extensions a stored file may carry; the name is always generated, never the user's. */
export const STORAGE_EXTENSIONS = ['pdf', 'jpg', 'png', 'doc', 'docx', 'xlsx', 'xls', 'ods'] as const;
export type StorageExtension = (typeof STORAGE_EXTENSIONS)[number];

const KEY = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${STORAGE_EXTENSIONS.join('|')})$`,
);
const TEMP_PREFIX = '.upload-';

export interface FileStorage {
  /**
   * Writes the content under a new generated name (random UUID + extension) and returns that
   * name. The bytes go to a temporary file first and are renamed into place only once complete,
   * so a failed or interrupted write leaves nothing behind.
   */
  put(content: Buffer | Readable, extension: StorageExtension): Promise<string>;
  /** The stored file as a stream; undefined when it does not exist. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes a stored file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Does the stored file exist? */
  exists(key: string): Promise<boolean>;
  /** Every stored file (generated names only, temporaries excluded), in no particular order. */
  list(): AsyncIterable<StoredFile>;
  /** Removes the temporary files of writes interrupted before `before`; returns how many. */
  removeStaleTemporaries(before: Date): Promise<number>;
  readonly dir: string;
}

export interface StoredFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

function fileOf(dir: string, key: string): string {
  if (!KEY.test(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return path.join(dir, key);
}

/** Files in a local directory (STORAGE_DIR, by default DATA_DIR/files). */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });

  return {
    dir: root,

    async put(content, extension) {
      if (!STORAGE_EXTENSIONS.includes(extension)) {
        throw new Error(`unsupported extension: ${String(extension)}`);
      }
      const key = `${randomUUID()}.${extension}`;
      const temp = path.join(root, `${TEMP_PREFIX}${randomUUID()}`);
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, path.join(root, key));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return key;
    },

    async get(key) {
      const file = fileOf(root, key);
      try {
        if (!(await stat(file)).isFile()) {
          return undefined;
        }
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },

    async delete(key) {
      await rm(fileOf(root, key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(fileOf(root, key))).isFile();
      } catch {
        return false;
      }
    },

    async *list() {
      for await (const entry of await opendir(root)) {
        if (!entry.isFile() || !KEY.test(entry.name)) {
          continue;
        }
        try {
          const info = await stat(path.join(root, entry.name));
          yield { key: entry.name, size: info.size, modifiedAt: info.mtime };
        } catch {
          // Removed meanwhile.
        }
      }
    },

    async removeStaleTemporaries(before) {
      let removed = 0;
      for await (const entry of await opendir(root)) {
        if (!entry.isFile() || !entry.name.startsWith(TEMP_PREFIX)) {
          continue;
        }
        const file = path.join(root, entry.name);
        try {
          if ((await stat(file)).mtime < before) {
            await rm(file, { force: true });
            removed += 1;
          }
        } catch {
          // Renamed into place or removed meanwhile.
        }
      }
      return removed;
    },
  };
}
