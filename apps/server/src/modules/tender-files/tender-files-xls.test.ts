import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metresResultSchema, tenderFileUploadResponseSchema } from '@batiao/shared/contracts/tender-files';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { makeDpgf, makeZip } from '../../test/fixtures/dce.ts';
import { multipart } from '../../test/multipart.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';
import { detectDceFormat } from './tender-files.formats.ts';
import { extractMetres } from './tender-files.metres.ts';
import { readPiece, recogniseRole } from './tender-files.reading.ts';
import { XlsError, isXlsWorkbook, readXlsSheets, xlsWorkbook } from './tender-files.xls.ts';

/**
 * XLS (BIFF8 in an OLE2 compound file) read like XLSX and ODS (ADR 033). No XLS writer is a
 * dependency, so the files are built here by a small writer of exactly the records the reader
 * reads (MS-CFB version 3, MS-XLS BIFF8): the same DPGF as the XLSX fixture, then corrupted.
 */

// --- a tiny BIFF8 writer ----------------------------------------------------------------------------

type Value = string | number | boolean | { formula: number | string } | null;
interface SheetSpec {
  name: string;
  hidden?: boolean;
  rows: Value[][];
  /** [firstRow, lastRow, firstCol, lastCol], 0-based. */
  merges?: [number, number, number, number][];
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const f64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(n);
  return b;
};
const record = (type: number, data: Buffer) => Buffer.concat([u16(type), u16(data.length), data]);
const bof = (dt: number) =>
  record(0x0809, Buffer.concat([u16(0x0600), u16(dt), u16(0x0dbb), u16(0x07cc), u32(0), u32(6)]));
const EOF = record(0x000a, Buffer.alloc(0));
const wide = (text: string) => [...text].some((c) => c.charCodeAt(0) > 0xff);
const chars = (text: string) => (wide(text) ? Buffer.from(text, 'utf16le') : Buffer.from(text, 'latin1'));
const xlString = (text: string, lengthBytes: 1 | 2) =>
  Buffer.concat([
    lengthBytes === 1 ? Buffer.from([text.length]) : u16(text.length),
    Buffer.from([wide(text) ? 1 : 0]),
    chars(text),
  ]);

/** The SST and its CONTINUE records, split every `chunk` bytes (a string may be cut in its characters). */
function sst(strings: string[], total: number, chunk: number): Buffer {
  const records: Buffer[] = [];
  let current: number[] = [...u32(total), ...u32(strings.length)];
  let type = 0x00fc;
  const flush = () => {
    records.push(record(type, Buffer.from(current)));
    type = 0x003c;
    current = [];
  };
  for (const text of strings) {
    const width = wide(text) ? 2 : 1;
    if (chunk - current.length < 3 + width) {
      flush();
    }
    current.push(...u16(text.length), wide(text) ? 1 : 0);
    const bytes = chars(text);
    for (let at = 0; at < bytes.length;) {
      const room = Math.floor((chunk - current.length) / width) * width;
      if (room <= 0) {
        flush();
        current.push(wide(text) ? 1 : 0);
        continue;
      }
      current.push(...bytes.subarray(at, at + room));
      at += room;
    }
  }
  flush();
  return Buffer.concat(records);
}

function cellRecords(r: number, c: number, value: Value, strings: Map<string, number>, useLabel: boolean): Buffer {
  const head = Buffer.concat([u16(r), u16(c), u16(15)]);
  if (value === null) {
    return Buffer.alloc(0);
  }
  if (typeof value === 'string') {
    if (useLabel) {
      return record(0x0204, Buffer.concat([head, xlString(value, 2)]));
    }
    if (!strings.has(value)) {
      strings.set(value, strings.size);
    }
    return record(0x00fd, Buffer.concat([head, u32(strings.get(value) ?? 0)]));
  }
  if (typeof value === 'boolean') {
    return record(0x0205, Buffer.concat([head, Buffer.from([value ? 1 : 0, 0])]));
  }
  if (typeof value === 'number') {
    // Small integers as RK (its integer form), the others as NUMBER.
    if (Number.isInteger(value) && Math.abs(value) < 2 ** 29) {
      return record(0x027e, Buffer.concat([head, u32(((value << 2) | 2) >>> 0)]));
    }
    return record(0x0203, Buffer.concat([head, f64(value)]));
  }
  const formula = Buffer.concat([Buffer.from([0x1e]), u16(0)]); // a constant (ptgInt 0) as the parsed formula
  const tail = Buffer.concat([u16(0), u32(0), u16(formula.length), formula]);
  if (typeof value.formula === 'number') {
    return record(0x0006, Buffer.concat([head, f64(value.formula), tail]));
  }
  const stringResult = Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]);
  return Buffer.concat([
    record(0x0006, Buffer.concat([head, stringResult, tail])),
    record(0x0207, xlString(value.formula, 2)),
  ]);
}

/** A BIFF8 workbook stream: globals (BOUNDSHEETs, SST), then each sheet's substream. */
function biff8(sheets: SheetSpec[], options: { sstChunk?: number; labels?: boolean } = {}): Buffer {
  const strings = new Map<string, number>();
  let total = 0;
  const substreams = sheets.map((sheet) => {
    const parts: Buffer[] = [bof(0x10)];
    sheet.rows.forEach((row, r) => {
      row.forEach((value, c) => {
        if (typeof value === 'string' && !options.labels) {
          total += 1;
        }
        parts.push(cellRecords(r, c, value, strings, options.labels ?? false));
      });
    });
    if (sheet.merges?.length) {
      parts.push(
        record(
          0x00e5,
          Buffer.concat([u16(sheet.merges.length), ...sheet.merges.map((m) => Buffer.concat(m.map(u16)))]),
        ),
      );
    }
    parts.push(EOF);
    return Buffer.concat(parts);
  });
  const boundSheet = (sheet: SheetSpec, offset: number) =>
    record(0x0085, Buffer.concat([u32(offset), Buffer.from([sheet.hidden ? 1 : 0, 0]), xlString(sheet.name, 1)]));
  const sstBytes = sst([...strings.keys()], total, options.sstChunk ?? 8224);
  const globalsLength =
    bof(5).length +
    record(0x0042, u16(1200)).length +
    sheets.reduce((sum, s) => sum + boundSheet(s, 0).length, 0) +
    sstBytes.length +
    EOF.length;
  let offset = globalsLength;
  const bounds = sheets.map((sheet, i) => {
    const bytes = boundSheet(sheet, offset);
    offset += substreams[i]?.length ?? 0;
    return bytes;
  });
  return Buffer.concat([bof(5), record(0x0042, u16(1200)), ...bounds, sstBytes, EOF, ...substreams]);
}

// --- a tiny compound-file (OLE2, MS-CFB v3) writer ---------------------------------------------------

const SECTOR = 512;
const END = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number, start: number, size: number, child = FREE): Buffer {
  const entry = Buffer.alloc(128);
  if (type === 0) {
    return entry;
  }
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 0x40);
  entry[0x42] = type;
  entry[0x43] = 1;
  entry.writeUInt32LE(FREE, 0x44);
  entry.writeUInt32LE(FREE, 0x48);
  entry.writeUInt32LE(child, 0x4c);
  entry.writeUInt32LE(start, 0x74);
  entry.writeUInt32LE(size, 0x78);
  return entry;
}

/** One stream (`Workbook` by default) in a compound file; under 4 096 bytes it goes in the mini stream. */
function compoundFile(stream: Buffer, name = 'Workbook'): Buffer {
  const mini = stream.length < 4096;
  const payload = mini ? Buffer.concat([stream, Buffer.alloc((64 - (stream.length % 64)) % 64)]) : stream;
  const dataSectors = Math.ceil(payload.length / SECTOR);
  const miniFatSectors = mini ? 1 : 0;
  let fatSectors = 1;
  while (fatSectors * 128 < fatSectors + 1 + miniFatSectors + dataSectors) {
    fatSectors += 1;
  }
  const fat = new Array<number>(fatSectors * 128).fill(FREE);
  for (let i = 0; i < fatSectors; i += 1) {
    fat[i] = FAT_SECTOR;
  }
  const directory = fatSectors;
  fat[directory] = END;
  const miniFat = directory + 1;
  if (mini) {
    fat[miniFat] = END;
  }
  const firstData = directory + 1 + miniFatSectors;
  for (let i = 0; i < dataSectors; i += 1) {
    fat[firstData + i] = i === dataSectors - 1 ? END : firstData + i + 1;
  }

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(directory, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(mini ? miniFat : END, 0x3c);
  header.writeUInt32LE(miniFatSectors, 0x40);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i += 1) {
    header.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + i * 4);
  }
  const fatBytes = Buffer.concat(fat.map(u32));
  const dir = Buffer.concat([
    directoryEntry('Root Entry', 5, mini ? firstData : END, mini ? payload.length : 0, 1),
    directoryEntry(name, 2, mini ? 0 : firstData, stream.length),
    directoryEntry('', 0, 0, 0),
    directoryEntry('', 0, 0, 0),
  ]);
  const miniFatBytes = Buffer.alloc(mini ? SECTOR : 0, 0xff);
  for (let i = 0; mini && i < payload.length / 64; i += 1) {
    miniFatBytes.writeUInt32LE(i === payload.length / 64 - 1 ? END : i + 1, i * 4);
  }
  const data = Buffer.concat([payload, Buffer.alloc(dataSectors * SECTOR - payload.length)]);
  return Buffer.concat([header, fatBytes, dir, miniFatBytes, data]);
}

const xls = (sheets: SheetSpec[], options?: { sstChunk?: number; labels?: boolean }) =>
  compoundFile(biff8(sheets, options));

/** An exceljs workbook as sheet specs: values (formula results), merges, visibility. */
function specsOf(workbook: ExcelJS.Workbook): SheetSpec[] {
  return workbook.worksheets.map((sheet) => {
    const rows: Value[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, r) => {
      const values: Value[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        const v = cell.value;
        let value: Value = null;
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
          value = v;
        } else if (v && typeof v === 'object' && 'formula' in v) {
          const result = v.result;
          value = typeof result === 'number' || typeof result === 'string' ? { formula: result } : null;
        }
        values[c - 1] = value;
      });
      rows[r - 1] = Array.from(values, (v) => v ?? null);
    });
    const merges = (sheet.model.merges ?? []).map((range) => {
      const [from = '', to = ''] = range.split(':');
      const a = sheet.getCell(from);
      const b = sheet.getCell(to);
      return [Number(a.row) - 1, Number(b.row) - 1, Number(a.col) - 1, Number(b.col) - 1] as [
        number,
        number,
        number,
        number,
      ];
    });
    return { name: sheet.name, hidden: sheet.state !== 'visible', rows: Array.from(rows, (r) => r ?? []), merges };
  });
}

async function dpgfSpecs(): Promise<SheetSpec[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await makeDpgf()) as unknown as ArrayBuffer);
  return specsOf(workbook);
}

const NOW = new Date('2026-11-26T08:00:00Z');
const piece = (label: string, format: 'xls' | 'xlsx', bytes: Buffer) => ({
  label,
  role: 'dpgf' as const,
  format,
  textPages: null,
  load: async () => bytes,
});
const withoutSource = <T extends { source: string }>(rows: T[]) => rows.map(({ source: _source, ...row }) => row);

// --- the tests ---------------------------------------------------------------------------------------

describe('XLS workbooks (BIFF8) read like XLSX', () => {
  it('reads sheets, shared strings across CONTINUE records, RK/NUMBER/formula/boolean cells and merges', () => {
    const bytes = xls(
      [
        {
          name: 'DPGF – Bât. A',
          rows: [
            ['DÉCOMPOSITION DU PRIX GLOBAL ET FORFAITAIRE', null, null],
            ['Désignation', 'Unité', 'Qté'],
            ['Maçonnerie – Œuvre « gros » ' + 'x'.repeat(150), 'm²', 12.5],
            ['Enduit', 'M2', { formula: 42 }],
            ['Texte calculé', 'u', { formula: 'inclus' }],
            ['Négatif', 'u', -7],
            ['Vrai', 'u', true],
          ],
          merges: [[0, 0, 0, 2]],
        },
        { name: 'Cachée', hidden: true, rows: [['x']] },
      ],
      { sstChunk: 40 },
    );
    expect(detectDceFormat(bytes)).toMatchObject({ kind: 'file', format: 'xls' });
    const sheets = readXlsSheets(bytes);
    expect(sheets.map((s) => [s.name, s.hidden])).toEqual([
      ['DPGF – Bât. A', false],
      ['Cachée', true],
    ]);
    const workbook = xlsWorkbook(bytes);
    const sheet = workbook.getWorksheet('DPGF – Bât. A');
    expect(sheet?.getCell('A1').value).toBe('DÉCOMPOSITION DU PRIX GLOBAL ET FORFAITAIRE');
    expect(sheet?.getCell('A3').value).toBe('Maçonnerie – Œuvre « gros » ' + 'x'.repeat(150));
    expect(sheet?.getCell('B3').value).toBe('m²');
    expect(sheet?.getCell('C3').value).toBe(12.5);
    expect(sheet?.getCell('C4').value).toBe(42);
    expect(sheet?.getCell('C5').value).toBe('inclus');
    expect(sheet?.getCell('C6').value).toBe(-7);
    expect(sheet?.getCell('C7').value).toBe(true);
    expect(workbook.getWorksheet('Cachée')?.state).toBe('hidden');
  });

  it('reads inline LABEL strings and a workbook small enough for the mini stream', () => {
    const small = xls([{ name: 'BPU', rows: [['N° de prix', 'Désignation', 'Unité']] }], { labels: true });
    expect(small.length).toBeLessThan(4096);
    expect(xlsWorkbook(small).getWorksheet('BPU')?.getRow(1).values).toEqual([
      undefined,
      'N° de prix',
      'Désignation',
      'Unité',
    ]);
  });

  it('extracts the same métrés from the XLS as from the XLSX DPGF with the same traps', async () => {
    const specs = await dpgfSpecs();
    const fromXlsx = await extractMetres([piece('DPGF lot 02', 'xlsx', await makeDpgf())], NOW);
    const bytes = xls(specs, { sstChunk: 300 });
    const fromXls = await extractMetres([piece('DPGF lot 02', 'xls', bytes)], NOW);
    expect(fromXls.type).toBe('extraction');
    expect(withoutSource(fromXls.metres_data.metres_data)).toEqual(withoutSource(fromXlsx.metres_data.metres_data));
    expect(fromXls.metres_data.metres_data.map((r) => r.source)).toEqual(
      fromXlsx.metres_data.metres_data.map((r) => r.source),
    );
    expect(fromXls.metres_data.totaux_par_unite).toEqual(fromXlsx.metres_data.totaux_par_unite);
    expect(fromXls.metres_data.feuilles).toEqual(fromXlsx.metres_data.feuilles);
    expect(fromXls.avertissement).toContain('RECAP');
    // Hidden sheet of another lot: not read; merged title row: read once.
    expect(fromXls.metres_data.metres_data.some((r) => r.poste.includes('autre lot'))).toBe(false);
    expect(fromXls.metres_data.metres_data.filter((r) => r.localisation === 'BAT A')).toHaveLength(11);
  });

  it('gives the text of the first rows to recognise the role', async () => {
    const bytes = xls(await dpgfSpecs());
    const read = await readPiece('xls', bytes);
    expect(read.status).toBe('spreadsheet');
    expect(read.head).toContain('BAT A');
    expect(recogniseRole('cadre.xls', 'xls', read)).toBe('dpgf');
  });
});

describe('XLS recognised by content, not by name', () => {
  it('is an OLE2 compound file with a Workbook stream; a Word file mentioning « Workbook » is not', () => {
    const workbook = xls([{ name: 'A', rows: [['x']] }]);
    expect(isXlsWorkbook(workbook)).toBe(true);
    const word = compoundFile(Buffer.concat([Buffer.from('Workbook', 'utf16le'), Buffer.alloc(5000)]), 'WordDocument');
    expect(isXlsWorkbook(word)).toBe(false);
    expect(detectDceFormat(word)).toBeUndefined();
    expect(detectDceFormat(Buffer.from('Workbook not an OLE2 file at all'))).toBeUndefined();
  });

  it('refuses Excel 5 (Book stream), an encrypted workbook and a loop in the allocation table, in French', () => {
    const excel5 = compoundFile(Buffer.alloc(5000), 'Book');
    expect(isXlsWorkbook(excel5)).toBe(true);
    expect(() => xlsWorkbook(excel5)).toThrow(/Excel 5\.0\/95 non pris en charge/);

    const stream = biff8([{ name: 'A', rows: [['x']] }]);
    const filepass = record(0x002f, Buffer.alloc(6));
    const bofLength = 4 + 16;
    const encrypted = compoundFile(
      Buffer.concat([stream.subarray(0, bofLength), filepass, stream.subarray(bofLength), Buffer.alloc(5000)]),
    );
    expect(() => xlsWorkbook(encrypted)).toThrow(/protégé par un mot de passe/);

    // The Workbook's chain points back on itself (the 4-byte change that kills other readers).
    const looped = xls([{ name: 'A', rows: Array.from({ length: 400 }, (_, i) => [`ligne ${i}`, i]) }]);
    const firstData = looped.readUInt32LE(512 + 512 + 128 + 0x74);
    looped.writeUInt32LE(firstData, 512 + firstData * 4);
    expect(() => xlsWorkbook(looped)).toThrow(XlsError);
    expect(() => xlsWorkbook(looped)).toThrow(/endommagé ou tronqué/);
  });

  it('survives truncated and corrupted files: a French error or a workbook, never a crash, in bounded time', async () => {
    const good = xls(await dpgfSpecs(), { sstChunk: 200 });
    let seed = 16;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const started = performance.now();
    let refused = 0;
    for (let i = 0; i < 1500; i += 1) {
      let bytes = Buffer.from(good);
      if (i % 3 === 0) {
        bytes = bytes.subarray(0, Math.floor(random() * bytes.length));
      } else if (i % 3 === 1) {
        for (let k = 0; k <= i % 8; k += 1) {
          bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
        }
      } else {
        for (let k = 0; k < 3; k += 1) {
          const at = 4 * Math.floor(random() * (bytes.length / 4 - 1));
          bytes.writeUInt32LE([0xffffffff, 0xfffffffe, 0, 1, 0x7fffffff, 3][(i + k) % 6] ?? 0, at);
        }
      }
      try {
        xlsWorkbook(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(XlsError);
        expect((error as Error).message).toMatch(/XLS|Excel|classeur|Classeur/);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(performance.now() - started).toBeLessThan(60_000);

    // Through the métrés: a note in French, no exception.
    const truncated = await extractMetres([piece('DPGF.xls', 'xls', good.subarray(0, 2000))], NOW);
    expect(truncated.avertissement).toMatch(/« DPGF\.xls » n’a pas pu être lu : Classeur XLS endommagé ou tronqué/);
    expect(await readPiece('xls', good.subarray(0, 2000))).toMatchObject({ status: 'unreadable' });
  });
});

describe('an XLS DPGF dropped on a tender, over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
    ctx = await buildTestApp({ clock, storageDir: mkdtempSync(path.join(tmpdir(), 'batiao-tender-xls-')) });
    await seedDemoTenders({ db: ctx.database.db, clock });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('recognises the XLS by its content inside a zip and under a wrong name, and extracts its métrés', async () => {
    const user = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
      .where(eq(users.id, user.user.id));
    const tenders = await ctx.database.db.execute<{ id: string }>(sql`select id from tenders order by id limit 2`);
    const [first, second] = (tenders as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const dpgf = xls(await dpgfSpecs());

    const zipped = multipart([
      { name: 'file', filename: 'DCE.zip', data: makeZip({ 'DCE/Prix/Cadre de décomposition.xls': dpgf }) },
    ]);
    const response = await user.inject({
      method: 'POST',
      url: `/api/tenders/${first}/files`,
      payload: zipped.payload,
      headers: zipped.headers,
    });
    expect(response.statusCode).toBe(201);
    const { files } = tenderFileUploadResponseSchema.parse(response.json());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ format: 'xls', role: 'dpgf', text_status: 'spreadsheet', path: 'DCE/Prix' });

    const misnamed = multipart([{ name: 'file', filename: 'tableau.pdf', data: dpgf }]);
    const loose = await user.inject({
      method: 'POST',
      url: `/api/tenders/${second}/files`,
      payload: misnamed.payload,
      headers: misnamed.headers,
    });
    expect(loose.statusCode).toBe(201);
    expect(tenderFileUploadResponseSchema.parse(loose.json()).files[0]).toMatchObject({
      filename: 'tableau.pdf.xls',
      format: 'xls',
      content_type: 'application/vnd.ms-excel',
    });

    const metres = await user.inject({ method: 'POST', url: `/api/tenders/${first}/extract-metres` });
    expect(metres.statusCode).toBe(200);
    const result = metresResultSchema.parse(metres.json());
    expect(result.type).toBe('extraction');
    expect(result.metres_data.fichiers).toEqual(['DCE/Prix/Cadre de décomposition.xls']);
    expect(result.metres_data.metres_data).toHaveLength(15);
  });
});
