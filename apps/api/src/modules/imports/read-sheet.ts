import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { invalid } from '../../platform/errors';
import { readXlsxRows, type XlsxRecord } from './read-xlsx';

/** A spreadsheet as the importer sees it: its header row and the data rows under it, every cell as text. */
export type SheetRow = { rowNumber: number; cells: string[] };
export type Sheet = { columns: string[]; rows: SheetRow[] };

/** The most data rows one import reads. */
export const IMPORT_MAX_ROWS = 50_000;
/** The most columns (a header row of thousands of blank cells is a broken file, not a catalogue). */
export const IMPORT_MAX_COLUMNS = 1_000;
/** The most an .xlsx may unpack to: a 20 MB upload of real data unpacks to well under it; a zip bomb does not. */
export const XLSX_MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

export const WRONG_TYPE_MESSAGE = 'The file must be a .csv or .xlsx spreadsheet.';
export const NO_ROWS_MESSAGE = 'The file has no rows under its header.';
export const tooManyRowsMessage = (count: number) =>
  `The file has ${count.toLocaleString('en-US')} rows; an import reads at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;

const fileError = (message: string) => invalid({ file: [message] });

/** A zip archive (an .xlsx is one) and an old binary Excel workbook (.xls, OLE2), by their first bytes. */
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === 0x504b0304;
const isOle2 = (data: Buffer) => data.length >= 8 && data.readUInt32BE(0) === 0xd0cf11e0 && data.readUInt32BE(4) === 0xa1b11ae1;

/**
 * Reads an uploaded spreadsheet: a .csv (UTF-8 with or without BOM, else Windows-1252; comma,
 * semicolon or tab) or the first worksheet of an .xlsx (read-xlsx.ts; exceljs for what it cannot read). The header is the first row that is not empty;
 * empty rows under it are left out but keep their numbers, so `rowNumber` is the row the user sees
 * (an .xlsx's own row number, a CSV's record number). Cells come back as trimmed text.
 */
export async function readSheet(input: { fileName: string; data: Buffer }): Promise<Sheet> {
  const name = input.fileName.trim().toLowerCase();
  const { data } = input;
  let records: { rowNumber: number; cells: string[] }[];
  if (name.endsWith('.xlsx')) {
    if (!isZip(data)) throw fileError(WRONG_TYPE_MESSAGE);
    records = await xlsxRecords(data);
  } else if (name.endsWith('.csv')) {
    // A workbook renamed to .csv is not a CSV: reading its bytes as text would make a preview of garbage.
    if (isZip(data) || isOle2(data)) throw fileError(WRONG_TYPE_MESSAGE);
    records = csvRecords(data);
  } else {
    throw fileError(WRONG_TYPE_MESSAGE);
  }
  return sheetOf(records);
}

/** The header (first non-empty record), the data rows under it without the empty ones, and tidy column names. */
function sheetOf(records: { rowNumber: number; cells: string[] }[]): Sheet {
  const nonEmpty = records.filter((record) => record.cells.some((cell) => cell !== ''));
  const [header, ...data] = nonEmpty;
  if (!header || data.length === 0) throw fileError(NO_ROWS_MESSAGE);
  if (data.length > IMPORT_MAX_ROWS) throw fileError(tooManyRowsMessage(data.length));
  // Trailing columns with neither a header nor any value are noise (Excel writes them for formatted cells).
  let width = lastFilled(header.cells) + 1;
  for (const row of data) width = Math.max(width, lastFilled(row.cells) + 1);
  if (width > IMPORT_MAX_COLUMNS)
    throw fileError(
      `The file has ${width.toLocaleString('en-US')} columns; an import reads at most ${IMPORT_MAX_COLUMNS.toLocaleString('en-US')}.`,
    );
  const columns = columnNames(header.cells.slice(0, width).map(headerText), width);
  // A row ends at its last value: a missing cell is a blank one (readRow reads cells[i] ?? '').
  const rows = data.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells.slice(0, lastFilled(row.cells) + 1) }));
  return { columns, rows };
}

function lastFilled(cells: string[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (cells[i] !== '') return i;
  return -1;
}

/** A header as a column name: its control characters (line breaks in a wrapped header cell) become spaces, runs of space one. */
function headerText(cell: string): string {
  return cell.replace(HEADER_CONTROL, ' ').replace(/\s+/g, ' ').trim();
}
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const HEADER_CONTROL = /[\u0000-\u001f\u007f\ufffd]+/g;

/** Blank headers become "Column <letter>"; a repeated header keeps its first use and numbers the others " (2)", " (3)". */
function columnNames(headers: string[], width: number): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < width; i++) {
    const base = headers[i] || `Column ${columnLetter(i)}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
    taken.add(name);
    names.push(name);
  }
  return names;
}

/** 0 → A, 25 → Z, 26 → AA: a column as Excel letters it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A cell's text as stored: trimmed; a NUL becomes U+FFFD (PostgreSQL text and jsonb cannot hold a
 * NUL, and the staging row keeps the cells) and so does half a surrogate pair; the cell reader
 * refuses both as control characters, so nothing is lost silently.
 */
export function cleanCell(text: string): string {
  return text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd').trim();
}

// --- CSV ---------------------------------------------------------------------------------------

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else Windows-1252, what Excel's "CSV"
 * writes on a Philippine Windows. A UTF-16 BOM (Excel's "Unicode Text" renamed .csv) is read as UTF-16.
 */
export function decodeCsv(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return iconv.decode(data.subarray(2), 'utf-16le');
  if (data[0] === 0xfe && data[1] === 0xff) return iconv.decode(data.subarray(2), 'utf-16be');
  const body = data.subarray(0, 3).equals(UTF8_BOM) ? data.subarray(3) : data;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return iconv.decode(body, 'win1252');
  }
}

type Delimiter = ',' | ';' | '\t';

/**
 * Comma, semicolon (or tab, Excel's "Unicode Text"): whichever the header line (the first line with
 * anything but delimiters and spaces) holds most of outside quotes; a tie goes to the comma, then
 * the semicolon. Excel's "sep=;" first line decides by itself.
 */
export function csvDelimiter(text: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let content = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (quoted) content = true;
    else if (c === ',' || c === ';' || c === '\t') counts[c]++;
    else if (c === '\n' || c === '\r') {
      if (content) break;
      counts[','] = counts[';'] = counts['\t'] = 0;
    } else if (c.trim() !== '') content = true;
  }
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

const SEPARATOR_LINE = /^sep=([,;\t])[ ]*\r?\n/i;

function csvRecords(data: Buffer): { rowNumber: number; cells: string[] }[] {
  let text = decodeCsv(data);
  let delimiter = csvDelimiter(text);
  const separator = SEPARATOR_LINE.exec(text);
  if (separator) {
    delimiter = separator[1] as Delimiter;
    text = text.slice(separator[0].length);
  }
  let parsed: string[][];
  // No ltrim/rtrim: with them csv-parse refuses text after a closing quote, which relax_quotes otherwise keeps; cells are trimmed after.
  try {
    parsed = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    const where = lines ? ` (line ${lines})` : '';
    const why = code === 'CSV_QUOTE_NOT_CLOSED' ? ': a quoted cell is not closed' : '';
    throw fileError(`The CSV file could not be read${where}${why}.`);
  }
  return parsed.map((cells, index) => ({ rowNumber: index + 1, cells: cells.map(cleanCell) }));
}

// --- XLSX --------------------------------------------------------------------------------------

async function xlsxRecords(data: Buffer): Promise<{ rowNumber: number; cells: string[] }[]> {
  const unpacked = unpackedSize(data);
  if (unpacked === null) throw fileError('The .xlsx file could not be read; save it again from Excel and upload it.');
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw fileError('The .xlsx file is too large once unpacked; split it into smaller files.');
  let lean: XlsxRecord[] | null;
  try {
    lean = readXlsxRows(data);
  } catch {
    // A part that does not inflate, or inflates past the size it declares: broken, or a zip bomb.
    throw fileError('The .xlsx file could not be read; save it again from Excel and upload it.');
  }
  if (lean) return lean.map((record) => ({ rowNumber: record.rowNumber, cells: record.values.map((value) => cleanCell(cellText(value))) }));
  return exceljsRecords(data);
}

/** The workbooks the lean reader does not understand, through exceljs's full model (bounded by the unpacked-size check). */
export async function exceljsRecords(data: Buffer): Promise<{ rowNumber: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileError('The .xlsx file could not be read; save it again from Excel and upload it.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(NO_ROWS_MESSAGE);
  const records: { rowNumber: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let column = 1; column < values.length; column++) cells.push(cleanCell(cellText(values[column])));
    records.push({ rowNumber, cells });
  });
  return records;
}

/**
 * What a zip says its entries unpack to, from its central directory (null when it has none), so a
 * zip bomb is refused before exceljs inflates it in memory. A zip64 entry counts as too large.
 */
export function unpackedSize(data: Buffer): number | null {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== ENTRY) return null;
    const size = data.readUInt32LE(offset + 24);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return total;
}

/**
 * An .xlsx cell as text: a formula as its cached result, a date as YYYY-MM-DD, a number in full
 * (to Excel's 15 significant digits, so 0.1+0.2 reads 0.3 as Excel shows it), rich text plain,
 * TRUE/FALSE, an error (#N/A) blank.
 */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('error' in value) return '';
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/** A number as its shortest decimal text at Excel's precision (15 significant digits); 1e21 stays 1e+21 and is refused by the cell reader. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(Number(value.toPrecision(15)));
}
