import ExcelJS from 'exceljs';

/**
 * The old binary Excel format (.xls: BIFF8 records in the `Workbook` stream of an OLE2 compound
 * file, MS-CFB and MS-XLS) read into an exceljs workbook, so that the quantities are read the same
 * way as from an XLSX or an ODS (ADR 033): each sheet with its name and visibility, strings from
 * the shared string table (CONTINUE records included), numbers (NUMBER, RK, MULRK), formula results
 * (their cached value, or the STRING record that follows), booleans; cells covered by a merge are
 * left empty, like the covered cells of an XLSX merge.
 *
 * The file is the buyer's, so it is treated as hostile: every sector chain is walked once at most
 * (a loop in the allocation table is refused), every offset and length is checked against the
 * bytes actually there, the records read are bounded by the stream's size, and the cells by
 * MAX_CELLS. Anything wrong is an `XlsError` with a French message, never a crash.
 */

export class XlsError extends Error {}

const CORRUPT = 'Classeur XLS endommagé ou tronqué : ouvrez-le et enregistrez-le au format XLSX.';
const corrupt = () => new XlsError(CORRUPT);

/** Cells kept in all (a DPGF of 10 000 lines × 15 columns is 150 000). */
export const MAX_CELLS = 400_000;
const MAX_SHEETS = 256;
/** Covered cells cleared for the merges, in all (merges past it keep their covered values). */
const MAX_MERGED_AREA = 1_000_000;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers at or above this are markers, never sectors. */
const MAX_REGULAR = 0xfffffffa;

// --- the compound file (MS-CFB) -----------------------------------------------------------------

interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

interface CompoundFile {
  entries: DirectoryEntry[];
  read: (entry: DirectoryEntry) => Buffer;
}

const isOle2 = (bytes: Buffer) => bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2);

function openCompoundFile(bytes: Buffer): CompoundFile {
  if (!isOle2(bytes)) {
    throw new XlsError('Ce fichier n’est pas un classeur Excel 97-2003 (XLS).');
  }
  if (bytes.readUInt16LE(0x1c) !== 0xfffe) {
    throw corrupt();
  }
  const shift = bytes.readUInt16LE(0x1e);
  const miniShift = bytes.readUInt16LE(0x20);
  if ((shift !== 9 && shift !== 12) || miniShift !== 6) {
    throw corrupt();
  }
  const sectorSize = 1 << shift;
  const miniSize = 1 << miniShift;
  const perSector = sectorSize / 4;
  // The header takes the first sector's room (512 bytes, or a 4 096-byte sector in version 4).
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  const fatSectorCount = bytes.readUInt32LE(0x2c);
  const firstDirectory = bytes.readUInt32LE(0x30);
  const miniCutoff = bytes.readUInt32LE(0x38);
  const firstMiniFat = bytes.readUInt32LE(0x3c);
  const firstDifat = bytes.readUInt32LE(0x44);
  if (sectorCount <= 0 || fatSectorCount > sectorCount) {
    throw corrupt();
  }

  const sectorAt = (n: number): Buffer => {
    if (n >= sectorCount) {
      throw corrupt();
    }
    const start = (n + 1) * sectorSize;
    const sector = bytes.subarray(start, start + sectorSize);
    // A last sector cut short reads as zeros beyond the end of the file.
    return sector.length === sectorSize ? sector : Buffer.concat([sector, Buffer.alloc(sectorSize - sector.length)]);
  };

  // The sectors of the allocation table: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i += 1) {
    fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  }
  const seenDifat = new Set<number>();
  for (let d = firstDifat; fatSectors.length < fatSectorCount && d < MAX_REGULAR;) {
    if (seenDifat.has(d)) {
      throw corrupt();
    }
    seenDifat.add(d);
    const sector = sectorAt(d);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(sector.readUInt32LE(i * 4));
    }
    d = sector.readUInt32LE(sectorSize - 4);
  }
  if (fatSectors.length < fatSectorCount) {
    throw corrupt();
  }
  const fat = new Uint32Array(fatSectors.length * perSector);
  fatSectors.forEach((n, i) => {
    const sector = sectorAt(n);
    for (let j = 0; j < perSector; j += 1) {
      fat[i * perSector + j] = sector.readUInt32LE(j * 4);
    }
  });

  /** The sectors of a chain, each at most once: a loop or a sector out of the file is refused. */
  const chain = (table: Uint32Array, start: number, limit: number): number[] => {
    const sectors: number[] = [];
    const seen = new Uint8Array(table.length);
    for (let n = start; n !== END_OF_CHAIN;) {
      if (n >= table.length || n >= limit || seen[n]) {
        throw corrupt();
      }
      seen[n] = 1;
      sectors.push(n);
      n = table[n] ?? FREE;
    }
    return sectors;
  };
  const readChain = (start: number, size: number): Buffer => {
    if (start >= MAX_REGULAR) {
      return Buffer.alloc(0);
    }
    const sectors = chain(fat, start, sectorCount);
    if (size > sectors.length * sectorSize) {
      throw corrupt();
    }
    return Buffer.concat(sectors.map(sectorAt)).subarray(0, size);
  };

  const directoryBytes = Buffer.concat(chain(fat, firstDirectory, sectorCount).map(sectorAt));
  const entries: DirectoryEntry[] = [];
  for (let at = 0; at + 128 <= directoryBytes.length; at += 128) {
    const nameLength = Math.min(directoryBytes.readUInt16LE(at + 0x40), 64);
    const type = directoryBytes[at + 0x42] ?? 0;
    if (type === 0) {
      continue;
    }
    entries.push({
      name: directoryBytes.toString('utf16le', at, at + Math.max(nameLength - 2, 0)),
      type,
      start: directoryBytes.readUInt32LE(at + 0x74),
      // Version 3 files may leave garbage in the high 32 bits: the low ones are the size.
      size: directoryBytes.readUInt32LE(at + 0x78),
    });
  }
  const root = entries.find((e) => e.type === 5);
  if (!root) {
    throw corrupt();
  }

  let mini: { fat: Uint32Array; stream: Buffer } | undefined;
  const miniStream = () => {
    if (!mini) {
      const miniFatBytes = Buffer.concat(chain(fat, firstMiniFat, sectorCount).map(sectorAt));
      const table = new Uint32Array(miniFatBytes.length / 4);
      for (let i = 0; i < table.length; i += 1) {
        table[i] = miniFatBytes.readUInt32LE(i * 4);
      }
      mini = { fat: table, stream: readChain(root.start, Math.min(root.size, sectorCount * sectorSize)) };
    }
    return mini;
  };

  return {
    entries,
    read(entry) {
      if (entry.size > bytes.length) {
        throw corrupt();
      }
      if (entry.size >= miniCutoff) {
        return readChain(entry.start, entry.size);
      }
      const { fat: table, stream } = miniStream();
      const sectors = chain(table, entry.start, Math.floor(stream.length / miniSize));
      if (entry.size > sectors.length * miniSize) {
        throw corrupt();
      }
      return Buffer.concat(sectors.map((n) => stream.subarray(n * miniSize, (n + 1) * miniSize))).subarray(
        0,
        entry.size,
      );
    },
  };
}

const workbookEntry = (file: CompoundFile) =>
  file.entries.find((e) => e.type === 2 && /^workbook$/i.test(e.name)) ??
  file.entries.find((e) => e.type === 2 && /^book$/i.test(e.name));

/**
 * Is this an Excel 97-2003 workbook? The OLE2 signature, and a `Workbook` (or Excel 5 `Book`)
 * stream in the compound file's directory: the upload's content check, never the name.
 */
export function isXlsWorkbook(bytes: Buffer): boolean {
  if (!isOle2(bytes)) {
    return false;
  }
  try {
    return workbookEntry(openCompoundFile(bytes)) !== undefined;
  } catch {
    return false;
  }
}

// --- the workbook stream (MS-XLS, BIFF8) ------------------------------------------------------------

const BOF = 0x0809;
const EOF = 0x000a;
const CONTINUE = 0x003c;
const FILEPASS = 0x002f;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const FORMULA = 0x0006;
const STRING = 0x0207;
const BOOLERR = 0x0205;
const MERGEDCELLS = 0x00e5;
/** Records that may stand between a FORMULA and the STRING holding its text result. */
const BETWEEN_FORMULA_AND_STRING = new Set([CONTINUE, 0x04bc, 0x0221, 0x0236]);

interface Record_ {
  type: number;
  data: Buffer;
  /** Offset of the record in the stream. */
  at: number;
}

/** The records from `offset` to the end of the stream (the reader stops at its substream's EOF). */
function* recordsFrom(stream: Buffer, offset: number, budget: { bytes: number }): Generator<Record_> {
  let at = offset;
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const data = stream.subarray(at + 4, at + 4 + length);
    if (data.length < length) {
      throw corrupt();
    }
    budget.bytes -= length + 4;
    if (budget.bytes < 0) {
      throw corrupt();
    }
    yield { type, data, at };
    at += 4 + length;
  }
}

/** Reads bytes across a record and its CONTINUE records (the shared strings span them). */
class Segments {
  private index = 0;
  private pos = 0;
  constructor(private readonly parts: Buffer[]) {}

  private current(): Buffer {
    let part = this.parts[this.index];
    while (part && this.pos >= part.length) {
      this.index += 1;
      this.pos = 0;
      part = this.parts[this.index];
    }
    if (!part) {
      throw corrupt();
    }
    return part;
  }

  get done(): boolean {
    while (this.index < this.parts.length && this.pos >= (this.parts[this.index]?.length ?? 0)) {
      this.index += 1;
      this.pos = 0;
    }
    return this.index >= this.parts.length;
  }

  u8(): number {
    const part = this.current();
    const value = part[this.pos] ?? 0;
    this.pos += 1;
    return value;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(count: number): void {
    let left = count;
    while (left > 0) {
      const part = this.current();
      const step = Math.min(left, part.length - this.pos);
      this.pos += step;
      left -= step;
    }
  }

  /** `count` characters; a CONTINUE boundary inside them starts with a new 8/16-bit flag byte. */
  chars(count: number, wide: boolean): string {
    let text = '';
    let left = count;
    let sixteen = wide;
    let index = this.index;
    while (left > 0) {
      let part = this.current();
      if (this.index !== index) {
        sixteen = (this.u8() & 0x1) === 1;
        part = this.current();
        index = this.index;
      }
      const width = sixteen ? 2 : 1;
      const fit = Math.min(left, Math.floor((part.length - this.pos) / width));
      if (fit <= 0) {
        throw corrupt();
      }
      text += part.toString(sixteen ? 'utf16le' : 'latin1', this.pos, this.pos + fit * width);
      this.pos += fit * width;
      left -= fit;
    }
    return text;
  }
}

/** XLUnicodeRichExtendedString: the shared strings, rich runs and phonetic data skipped. */
function sharedString(s: Segments): string {
  const count = s.u16();
  const flags = s.u8();
  const runs = flags & 0x8 ? s.u16() : 0;
  const extra = flags & 0x4 ? s.u32() : 0;
  const text = s.chars(count, (flags & 0x1) === 1);
  s.skip(runs * 4 + extra);
  return text;
}

/** XLUnicodeString (LABEL, STRING) from a record's bytes at `at`. */
function unicodeString(data: Buffer, at: number, lengthBytes: 1 | 2): string {
  if (at + lengthBytes + 1 > data.length) {
    throw corrupt();
  }
  const count = lengthBytes === 2 ? data.readUInt16LE(at) : (data[at] ?? 0);
  const wide = ((data[at + lengthBytes] ?? 0) & 0x1) === 1;
  const start = at + lengthBytes + 1;
  const end = start + count * (wide ? 2 : 1);
  if (end > data.length) {
    throw corrupt();
  }
  return data.toString(wide ? 'utf16le' : 'latin1', start, end);
}

function rkNumber(rk: number): number {
  let value: number;
  if (rk & 0x2) {
    value = rk >> 2;
  } else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 0x1 ? value / 100 : value;
}

type CellValue = string | number | boolean;

interface SheetData {
  name: string;
  hidden: boolean;
  cells: Map<number, Map<number, CellValue>>;
  merges: [number, number, number, number][];
}

function readSheet(
  stream: Buffer,
  offset: number,
  strings: string[],
  budget: { bytes: number; cells: number },
): Pick<SheetData, 'cells' | 'merges'> {
  const cells = new Map<number, Map<number, CellValue>>();
  const merges: [number, number, number, number][] = [];
  const put = (row: number, col: number, value: CellValue) => {
    let line = cells.get(row);
    if (!line) {
      line = new Map();
      cells.set(row, line);
    }
    if (!line.has(col)) {
      budget.cells -= 1;
      if (budget.cells < 0) {
        throw new XlsError(
          `Classeur XLS trop volumineux (plus de ${MAX_CELLS.toLocaleString('fr-FR')} cellules) : découpez-le ou enregistrez-le au format XLSX.`,
        );
      }
    }
    line.set(col, value);
  };
  let pendingString: [number, number] | undefined;
  let depth = 0;
  for (const { type, data } of recordsFrom(stream, offset, budget)) {
    if (depth === 0 && type !== BOF) {
      throw corrupt();
    }
    // An embedded substream (a chart in the sheet) is not read: its records are skipped.
    if (type === BOF) {
      depth += 1;
      continue;
    }
    if (type === EOF) {
      depth -= 1;
      if (depth === 0) {
        break;
      }
      continue;
    }
    if (depth > 1) {
      continue;
    }
    if (data.length < 6 && type !== STRING && type !== MERGEDCELLS) {
      continue;
    }
    switch (type) {
      case LABELSST: {
        if (data.length >= 10) {
          const text = strings[data.readUInt32LE(6)];
          if (text !== undefined && text !== '') {
            put(data.readUInt16LE(0), data.readUInt16LE(2), text);
          }
        }
        break;
      }
      case LABEL:
      case RSTRING: {
        const text = unicodeString(data, 6, 2);
        if (text !== '') {
          put(data.readUInt16LE(0), data.readUInt16LE(2), text);
        }
        break;
      }
      case NUMBER:
        if (data.length >= 14) {
          put(data.readUInt16LE(0), data.readUInt16LE(2), data.readDoubleLE(6));
        }
        break;
      case RK:
        if (data.length >= 10) {
          put(data.readUInt16LE(0), data.readUInt16LE(2), rkNumber(data.readInt32LE(6)));
        }
        break;
      case MULRK: {
        const row = data.readUInt16LE(0);
        const firstCol = data.readUInt16LE(2);
        const count = Math.floor((data.length - 6) / 6);
        for (let i = 0; i < count; i += 1) {
          put(row, firstCol + i, rkNumber(data.readInt32LE(4 + i * 6 + 2)));
        }
        break;
      }
      case FORMULA: {
        if (data.length < 14) {
          break;
        }
        const row = data.readUInt16LE(0);
        const col = data.readUInt16LE(2);
        if (data.readUInt16LE(12) !== 0xffff) {
          put(row, col, data.readDoubleLE(6));
        } else if (data[6] === 0) {
          pendingString = [row, col];
          continue;
        } else if (data[6] === 1) {
          put(row, col, data[8] === 1);
        }
        break;
      }
      case STRING:
        if (pendingString) {
          const text = unicodeString(data, 0, 2);
          if (text !== '') {
            put(pendingString[0], pendingString[1], text);
          }
        }
        break;
      case BOOLERR:
        if (data.length >= 8 && data[7] === 0) {
          put(data.readUInt16LE(0), data.readUInt16LE(2), data[6] === 1);
        }
        break;
      case MERGEDCELLS: {
        const count = data.length >= 2 ? Math.min(data.readUInt16LE(0), Math.floor((data.length - 2) / 8)) : 0;
        for (let i = 0; i < count; i += 1) {
          const at = 2 + i * 8;
          merges.push([
            data.readUInt16LE(at),
            data.readUInt16LE(at + 2),
            data.readUInt16LE(at + 4),
            data.readUInt16LE(at + 6),
          ]);
        }
        break;
      }
      default:
        break;
    }
    if (!BETWEEN_FORMULA_AND_STRING.has(type)) {
      pendingString = undefined;
    }
  }
  return { cells, merges };
}

/** The sheets of a BIFF8 workbook stream, with their cells and merges. */
export function readXlsSheets(bytes: Buffer): SheetData[] {
  try {
    return readSheets(bytes);
  } catch (error) {
    // An offset past the end read by Buffer, or anything unforeseen: the file is refused, said so.
    throw error instanceof XlsError ? error : corrupt();
  }
}

function readSheets(bytes: Buffer): SheetData[] {
  const file = openCompoundFile(bytes);
  const entry = workbookEntry(file);
  if (!entry) {
    throw new XlsError('Ce fichier OLE2 ne contient pas de classeur Excel.');
  }
  if (/^book$/i.test(entry.name)) {
    throw new XlsError('Classeur Excel 5.0/95 non pris en charge : enregistrez-le au format XLSX.');
  }
  const stream = file.read(entry);
  // Every byte of the stream is read at most twice (the globals, then each sheet once).
  const budget = { bytes: stream.length * 2 + 1024, cells: MAX_CELLS };

  const boundSheets: { name: string; hidden: boolean; offset: number }[] = [];
  const sstParts: Buffer[] = [];
  let inSst = false;
  let first = true;
  for (const { type, data } of recordsFrom(stream, 0, budget)) {
    if (type === EOF) {
      break;
    }
    if (first) {
      if (type !== BOF || data.length < 4) {
        throw corrupt();
      }
      if (data.readUInt16LE(0) !== 0x0600) {
        throw new XlsError('Classeur Excel antérieur à 97 non pris en charge : enregistrez-le au format XLSX.');
      }
      first = false;
      continue;
    }
    if (type === FILEPASS) {
      throw new XlsError('Classeur protégé par un mot de passe : enregistrez-le sans mot de passe, au format XLSX.');
    }
    if (type === SST) {
      sstParts.push(data);
      inSst = true;
      continue;
    }
    if (type === CONTINUE && inSst) {
      sstParts.push(data);
      continue;
    }
    inSst = false;
    if (type === BOUNDSHEET && data.length >= 8) {
      // Worksheets only (dt 0): charts and macro sheets carry no quantities.
      if (data[5] === 0 && boundSheets.length < MAX_SHEETS) {
        boundSheets.push({
          offset: data.readUInt32LE(0),
          hidden: (data[4] ?? 0) !== 0,
          name: unicodeString(data, 6, 1),
        });
      }
    }
  }

  const strings: string[] = [];
  if (sstParts.length > 0) {
    const s = new Segments(sstParts);
    s.skip(4);
    const unique = s.u32();
    // Never trust the count: each string is read from the bytes actually there.
    for (let i = 0; i < unique && !s.done; i += 1) {
      strings.push(sharedString(s));
    }
  }

  const seen = new Set<number>();
  const sheets: SheetData[] = [];
  for (const sheet of boundSheets) {
    if (seen.has(sheet.offset) || sheet.offset >= stream.length) {
      throw corrupt();
    }
    seen.add(sheet.offset);
    sheets.push({ name: sheet.name, hidden: sheet.hidden, ...readSheet(stream, sheet.offset, strings, budget) });
  }
  return sheets;
}

/** Excel's forbidden sheet-name characters, and a name used twice, made acceptable to exceljs. */
function sheetName(raw: string, taken: Set<string>): string {
  let base =
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[*?:\\/[\]\u0000-\u001f]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || `Feuille ${taken.size + 1}`;
  if (base.toLowerCase() === 'history') {
    base = 'History (feuille)';
  }
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    name = `${base.slice(0, 27)} (${n})`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** An XLS workbook as an exceljs workbook (values only), for the text and the quantities. */
export function xlsWorkbook(bytes: Buffer): ExcelJS.Workbook {
  const sheets = readXlsSheets(bytes);
  try {
    return toWorkbook(sheets);
  } catch (error) {
    throw error instanceof XlsError ? error : corrupt();
  }
}

function toWorkbook(sheets: SheetData[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  let mergedArea = MAX_MERGED_AREA;
  for (const sheet of sheets) {
    // The cells a merge covers (all but its top-left one) read as empty.
    for (const [firstRow, lastRow, firstCol, lastCol] of sheet.merges) {
      const area = (lastRow - firstRow + 1) * (lastCol - firstCol + 1);
      if (lastRow < firstRow || lastCol < firstCol || area > mergedArea) {
        continue;
      }
      mergedArea -= area;
      for (let r = firstRow; r <= lastRow; r += 1) {
        const line = sheet.cells.get(r);
        for (let c = firstCol; line && c <= lastCol; c += 1) {
          if (r !== firstRow || c !== firstCol) {
            line.delete(c);
          }
        }
      }
    }
    const target = workbook.addWorksheet(sheetName(sheet.name, taken));
    if (sheet.hidden) {
      target.state = 'hidden';
    }
    for (const r of [...sheet.cells.keys()].sort((a, b) => a - b)) {
      const line = sheet.cells.get(r);
      if (!line || line.size === 0) {
        continue;
      }
      const row = target.getRow(r + 1);
      for (const [c, value] of line) {
        row.getCell(c + 1).value = value;
      }
    }
  }
  return workbook;
}
