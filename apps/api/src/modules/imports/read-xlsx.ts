import { inflateRawSync } from 'node:zlib';

/**
 * A lean reader of an .xlsx's first worksheet, cell values only. exceljs's `load` builds a full
 * object model (styles, a Cell object per cell): 50,000 rows × 16 columns took ~470 MB and ~11 s
 * on the busy CI machine, past the import's memory budget; its streaming reader is known to hand
 * back shared-string indexes instead of text (exceljs issue #683). This reads just what an import
 * needs: the zip's central directory, the workbook's first sheet, shared strings, which styles are
 * dates, and each cell's value, as exceljs would give it (read-sheet.test.ts compares the two).
 * It answers null for a workbook it does not understand; the caller then uses exceljs.
 */

export type XlsxValue = string | number | boolean | Date | null;
export type XlsxRecord = { rowNumber: number; values: XlsxValue[] };

type ZipEntry = { method: number; compressedSize: number; size: number; localOffset: number };

/** The zip's entries by name, from its central directory; null when it is not a zip we can read. */
function zipEntries(data: Buffer): Map<string, ZipEntry> | null {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name.replace(/^\//, ''), {
      method: data.readUInt16LE(offset + 10),
      compressedSize: data.readUInt32LE(offset + 20),
      size: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return entries;
}

/** One entry's bytes as text; inflating stops at the size it declares, so a lying entry cannot balloon. */
function entryText(data: Buffer, entries: Map<string, ZipEntry>, name: string): string | null {
  const entry = entries.get(name);
  if (!entry) return null;
  const local = entry.localOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  const raw = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return raw.toString('utf8');
  if (entry.method !== 8) return null;
  return inflateRawSync(raw, { maxOutputLength: Math.max(entry.size, 1) }).toString('utf8');
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** OOXML writes characters XML cannot hold as _xHHHH_ (a line break's carriage return is _x000D_). */
const decodeOoxml = (text: string) =>
  text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) found[match[1]!] = decodeXml(match[2] ?? match[3] ?? '');
  return found;
}

/** The text of a string item (<si>, <is>): its <t> runs, without phonetic guides (<rPh>). */
function stringItem(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let text = '';
  for (const match of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1];
  return decodeOoxml(decodeXml(text));
}

/** Where a relationship points, relative to the part that has it (xl/workbook.xml → xl/worksheets/sheet1.xml). */
function relationships(xml: string | null, base: string): { id: string; type: string; target: string }[] {
  if (!xml) return [];
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].map((match) => {
    const a = attributes(match[0]);
    const target = a.Target ?? '';
    return { id: a.Id ?? '', type: a.Type ?? '', target: target.startsWith('/') ? target.slice(1) : normalizePath(base + target) };
  });
}

function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The built-in number formats that are dates or times (exceljs's table: 14–22, and the East Asian 27–36, 50–58). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** exceljs's rule: a format is a date when, outside [..] and "..", it has y m d h s or b. */
const isDateFormat = (code: string) => /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style index (<c s="…">), whether its number format is a date. */
function dateStyles(xml: string | null): boolean[] {
  if (!xml) return [];
  const formats = new Map<number, string>();
  for (const match of xml.matchAll(/<numFmt\b[^>]*>/g)) {
    const a = attributes(match[0]);
    formats.set(Number(a.numFmtId), a.formatCode ?? '');
  }
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((match) => {
    const id = Number(attributes(match[0]).numFmtId ?? 0);
    const custom = formats.get(id);
    return custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATES.has(id);
  });
}

const excelDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** "AB12" → 27 (0-based column). */
function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

const ROW = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const CELL_REF = /\sr="([A-Z]+)/;
const CELL_STYLE = /\ss="(\d+)"/;
const CELL_TYPE = /\st="(\w+)"/;
const VALUE = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/;
const INLINE = /<is>([\s\S]*?)<\/is>/;

/**
 * The first worksheet's rows (by tab order) with their values, as exceljs's row.values would give
 * them (without its 1-based hole): string, number, boolean, Date or null. Null when the workbook
 * is not one this reader understands.
 */
export function readXlsxRows(data: Buffer): XlsxRecord[] | null {
  const entries = zipEntries(data);
  if (!entries) return null;
  const root = relationships(entryText(data, entries, '_rels/.rels'), '');
  const workbookPath = root.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbook = entryText(data, entries, workbookPath);
  if (!workbook) return null;
  const base = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const rels = relationships(entryText(data, entries, `${base}_rels/${workbookPath.slice(base.length)}.rels`), base);
  const firstSheet = /<sheet\b[^>]*>/.exec(workbook);
  if (!firstSheet) return [];
  const sheetAttributes = attributes(firstSheet[0]);
  const relId = Object.entries(sheetAttributes).find(([name]) => name === 'r:id' || name.endsWith(':id'))?.[1];
  const sheetPath = rels.find((r) => r.id === relId)?.target;
  const sheet = sheetPath ? entryText(data, entries, sheetPath) : null;
  // A worksheet written with a namespace prefix (<x:row>) is left to exceljs.
  if (!sheet || /<\w+:(?:worksheet|sheetData|row)\b/.test(sheet)) return null;
  const sharedPath = rels.find((r) => r.type.endsWith('/sharedStrings'))?.target;
  const sharedXml = sharedPath ? entryText(data, entries, sharedPath) : null;
  const shared = sharedXml ? [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => stringItem(m[1] ?? '')) : [];
  const stylesPath = rels.find((r) => r.type.endsWith('/styles'))?.target;
  const dates = dateStyles(stylesPath ? entryText(data, entries, stylesPath) : null);
  const pr = /<workbookPr\b[^>]*>/.exec(workbook);
  const date1904 = pr ? ['1', 'true'].includes(attributes(pr[0]).date1904 ?? '') : false;

  const records: XlsxRecord[] = [];
  let lastRow = 0;
  for (const row of sheet.matchAll(ROW)) {
    const r = /\br="(\d+)"/.exec(row[1]!);
    const rowNumber = r ? Number(r[1]) : lastRow + 1;
    lastRow = rowNumber;
    const values: XlsxValue[] = [];
    let next = 0;
    for (const cell of (row[2] ?? '').matchAll(CELL)) {
      // Only r, s and t matter, read directly: a full attribute parse per cell is most of the time on 800,000 cells.
      const tag = cell[1]!;
      const ref = CELL_REF.exec(tag)?.[1];
      const column = ref ? columnIndex(ref) : next;
      next = column + 1;
      const style = CELL_STYLE.exec(tag)?.[1];
      const value = cellValue(CELL_TYPE.exec(tag)?.[1], cell[2] ?? '', dates[Number(style ?? 0)] ?? false, shared, date1904);
      if (value !== null) values[column] = value;
    }
    if (values.length > 0) records.push({ rowNumber, values: Array.from(values, (v) => v ?? null) });
  }
  return records;
}

function cellValue(type: string | undefined, body: string, isDate: boolean, shared: string[], date1904: boolean): XlsxValue {
  if (type === 'inlineStr') {
    const inline = INLINE.exec(body);
    return inline ? stringItem(inline[1]!) : null;
  }
  const v = VALUE.exec(body)?.[1];
  if (v === undefined) return null;
  switch (type) {
    case 's':
      return shared[Number(v)] ?? null;
    case 'str':
      return decodeOoxml(decodeXml(v));
    case 'b':
      return v.trim() === '1' || v.trim() === 'true';
    case 'e':
      return null;
    case 'd':
      return new Date(decodeXml(v));
    default: {
      const n = Number(v);
      if (v.trim() === '' || Number.isNaN(n)) return null;
      return isDate ? excelDate(n, date1904) : n;
    }
  }
}
