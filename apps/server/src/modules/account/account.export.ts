import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A value as the export writes it: dates in ISO 8601, everything else as the database gave it. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (Array.isArray(value)) {
    return value.map(plain);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  // Formula-looking cells are prefixed so that a spreadsheet shows them as text (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV the way French spreadsheets open it: `;` between cells, UTF-8 with a BOM, CRLF; the
 * columns are the union of the rows' keys; nested values (lists, objects) as JSON.
 */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.join(';'), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface ZipEntry {
  path: string;
  /** Text (compressed) or a stream of a stored file (stored as is: PDFs and images are compressed already). */
  content: string | (() => Promise<Readable | undefined>);
}

/**
 * Streams a zip of the entries: files are read one at a time, so a large account (up to its
 * storage quota) never sits in memory whole. A stored file that vanished meanwhile is skipped.
 */
export function streamZip(entries: ZipEntry[], onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) {
      out.end();
    }
  });
  const mtime = new Date();
  void (async () => {
    for (const entry of entries) {
      if (typeof entry.content === 'string') {
        const file = new ZipDeflate(entry.path, { level: 6 });
        file.mtime = mtime;
        zip.add(file);
        file.push(strToU8(entry.content), true);
        continue;
      }
      const stream = await entry.content();
      if (!stream) {
        continue;
      }
      const file = new ZipPassThrough(entry.path);
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of stream) {
        file.push(new Uint8Array(chunk as Buffer));
        if (out.writableNeedDrain) {
          await new Promise((resolve) => out.once('drain', resolve));
        }
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
