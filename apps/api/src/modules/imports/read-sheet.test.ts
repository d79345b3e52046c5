import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { cellText, columnLetter, csvDelimiter, IMPORT_MAX_ROWS, readSheet, unpackedSize } from './read-sheet';

const csv = (text: string, fileName = 'items.csv') => readSheet({ fileName, data: Buffer.from(text, 'utf8') });

/** The field errors readSheet refused the file with. */
async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('INVALID');
  return { ...(error as AppError).errors };
}

async function xlsx(build: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void, fileName = 'items.xlsx') {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Items'), workbook);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return readSheet({ fileName, data });
}

describe('readSheet: the file type', () => {
  it('takes .csv and .xlsx by name in any case, and nothing else', async () => {
    await expect(csv('SKU,Name\nA,B\n', 'ITEMS.CSV')).resolves.toMatchObject({ columns: ['SKU', 'Name'] });
    for (const name of ['items.xls', 'items.txt', 'items', 'items.csv.exe', 'items.pdf']) {
      expect(await refusal(csv('SKU,Name\nA,B\n', name))).toEqual({ file: ['The file must be a .csv or .xlsx spreadsheet.'] });
    }
  });

  it('refuses an .xlsx that is not a workbook, and a workbook renamed .csv', async () => {
    expect(await refusal(csv('SKU,Name\nA,B\n', 'items.xlsx'))).toEqual({ file: ['The file must be a .csv or .xlsx spreadsheet.'] });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRow(['SKU']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusal(readSheet({ fileName: 'items.csv', data }))).toEqual({ file: ['The file must be a .csv or .xlsx spreadsheet.'] });
    // An old binary workbook (.xls) saved as .csv.
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(await refusal(readSheet({ fileName: 'items.csv', data: ole }))).toEqual({
      file: ['The file must be a .csv or .xlsx spreadsheet.'],
    });
  });

  it('refuses an .xlsx that says it unpacks to more than 512 MB before unpacking it (a zip bomb)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRows([['SKU'], ['A']]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(unpackedSize(data)).toBeGreaterThan(0);
    // Make the central directory's first entry claim 600 MB.
    const entry = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(600 * 1024 * 1024, entry + 24);
    expect(await refusal(readSheet({ fileName: 'bomb.xlsx', data }))).toEqual({
      file: ['The .xlsx file is too large once unpacked; split it into smaller files.'],
    });
  });

  it('refuses a broken zip named .xlsx with a message, not a 500', async () => {
    const data = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await refusal(readSheet({ fileName: 'items.xlsx', data }))).file![0]).toMatch(/could not be read/);
  });

  it('refuses a file with no rows under its header', async () => {
    for (const text of ['', '\n\n', 'SKU,Name\n', 'SKU,Name\n,\n \n\n', 'SKU;Name\n;\n', '\uFEFF']) {
      expect(await refusal(csv(text))).toEqual({ file: ['The file has no rows under its header.'] });
    }
    expect(await refusal(xlsx((sheet) => sheet.addRow(['SKU', 'Name'])))).toEqual({ file: ['The file has no rows under its header.'] });
    expect(await refusal(xlsx(() => undefined))).toEqual({ file: ['The file has no rows under its header.'] });
  });

  it(`reads ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and refuses one more`, async () => {
    const lines = (n: number) => ['SKU,Name', ...Array.from({ length: n }, (_, i) => `S${i},Item ${i}`)].join('\n');
    const sheet = await csv(lines(IMPORT_MAX_ROWS));
    expect(sheet.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(sheet.rows.at(-1)).toEqual({
      rowNumber: IMPORT_MAX_ROWS + 1,
      cells: [`S${IMPORT_MAX_ROWS - 1}`, `Item ${IMPORT_MAX_ROWS - 1}`],
    });
    const errors = await refusal(csv(lines(IMPORT_MAX_ROWS + 1)));
    expect(errors.file![0]).toContain('at most 50,000 rows');
  });
});

describe('readSheet: CSV', () => {
  it('reads UTF-8 with and without a BOM the same', async () => {
    const text = 'SKU,Product Name,Base Price\nNINO-1,Niño ₱ Shampoo,"₱1,234.50"\n';
    const plain = await csv(text);
    const withBom = await readSheet({ fileName: 'a.csv', data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]) });
    expect(plain).toEqual(withBom);
    expect(plain).toEqual({
      columns: ['SKU', 'Product Name', 'Base Price'],
      rows: [{ rowNumber: 2, cells: ['NINO-1', 'Niño ₱ Shampoo', '₱1,234.50'] }],
    });
  });

  it('reads Windows-1252 when the bytes are not UTF-8 (Excel’s CSV on a Philippine Windows)', async () => {
    const data = iconv.encode('SKU;Product Name;Cost\r\nNINO-1;Niño Café – Piña;€5\r\n', 'win1252');
    expect(data.includes(0xf1)).toBe(true); // ñ is one byte, 0xF1
    const sheet = await readSheet({ fileName: 'legacy.csv', data });
    expect(sheet.rows).toEqual([{ rowNumber: 2, cells: ['NINO-1', 'Niño Café – Piña', '€5'] }]);
  });

  it('picks comma or semicolon by the header line, outside quotes', async () => {
    expect(csvDelimiter('SKU;Name;Price\n1,2;3')).toBe(';');
    expect(csvDelimiter('SKU,Name,Price\n1;2;3;4;5')).toBe(',');
    expect(csvDelimiter('"a;b;c",Name\n')).toBe(',');
    expect(csvDelimiter('\n\n;;\nSKU;Name\n')).toBe(';');
    expect(csvDelimiter('SKU\n')).toBe(',');
    expect(csvDelimiter('SKU\tName\tPrice\n')).toBe('\t');
    expect(csvDelimiter('SKU;Name,Price\n')).toBe(',');
    const sheet = await csv('SKU;Product Name;Base Price\nA-1;Soap, bar;"1,234.50"\n');
    expect(sheet.rows[0]!.cells).toEqual(['A-1', 'Soap, bar', '1,234.50']);
  });

  it('honours Excel’s sep= line', async () => {
    const sheet = await csv('sep=;\nSKU,code;Name\nA,1;Soap\n');
    expect(sheet.columns).toEqual(['SKU,code', 'Name']);
    expect(sheet.rows).toEqual([{ rowNumber: 2, cells: ['A,1', 'Soap'] }]);
  });

  it('reads quoted cells with line breaks, doubled quotes, and counts a record as one row', async () => {
    const sheet = await csv('SKU,Address,Note\r\nA,"12 Rizal St.\r\nQuezon City","He said ""hi"""\r\nB,One line,x\r\n');
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['A', '12 Rizal St.\r\nQuezon City', 'He said "hi"'] },
      { rowNumber: 3, cells: ['B', 'One line', 'x'] },
    ]);
  });

  it('skips empty rows but keeps the numbering; the header is the first non-empty row', async () => {
    const sheet = await csv('SKU,Name\n\nA,One\n,\n  ,  \nB,Two\n\n\n');
    expect(sheet.rows).toEqual([
      { rowNumber: 3, cells: ['A', 'One'] },
      { rowNumber: 6, cells: ['B', 'Two'] },
    ]);
    const late = await csv('\n,,\nSKU,Name\nA,One\n');
    expect(late.columns).toEqual(['SKU', 'Name']);
    expect(late.rows).toEqual([{ rowNumber: 4, cells: ['A', 'One'] }]);
  });

  it('trims cells, keeps inner text, ends a row at its last value and names a column a value has without a header', async () => {
    const sheet = await csv('SKU, Name ,Price,,,\n  A 1 ,  Soap  bar ,,,\nB,Two,3,extra\n');
    expect(sheet.columns).toEqual(['SKU', 'Name', 'Price', 'Column D']);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['A 1', 'Soap  bar'] },
      { rowNumber: 3, cells: ['B', 'Two', '3', 'extra'] },
    ]);
  });

  it('reads tab-separated text, and UTF-16 with its BOM (Excel’s “Unicode Text” renamed .csv)', async () => {
    const text = 'SKU\tProduct Name\tCost\r\nNINO-1\tNiño, bar\t1,234.50\r\n';
    const expected = [{ rowNumber: 2, cells: ['NINO-1', 'Niño, bar', '1,234.50'] }];
    expect((await csv(text)).rows).toEqual(expected);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    expect((await readSheet({ fileName: 'unicode.csv', data: utf16 })).rows).toEqual(expected);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]);
    expect((await readSheet({ fileName: 'unicode.csv', data: utf16be })).rows).toEqual(expected);
  });

  it('refuses more than 1,000 columns', async () => {
    const errors = await refusal(csv(`SKU,Name\nA,B${','.repeat(1_000)}x\n`));
    expect(errors).toEqual({ file: ['The file has 1,002 columns; an import reads at most 1,000.'] });
  });

  it('names blank headers by their letter and numbers repeated ones', async () => {
    const sheet = await csv('Name,,Name,Price,name,Name,Column B\na,b,c,d,e,f,g\n');
    expect(sheet.columns).toEqual(['Name', 'Column B', 'Name (2)', 'Price', 'name', 'Name (3)', 'Column B (2)']);
  });

  it('keeps hostile cells as text for the cell reader: a NUL becomes U+FFFD, formulas stay as written', async () => {
    const long = 'x'.repeat(10_000);
    const sheet = await csv(`SKU,Name,Price,Note\nA\u0000B,${long},1e21,"=HYPERLINK(""http://evil.example"",""x"")"\n`);
    expect(sheet.rows[0]!.cells).toEqual(['A\uFFFDB', long, '1e21', '=HYPERLINK("http://evil.example","x")']);
    // A header with a NUL or a line break becomes a clean column name (it is a key of the mapping).
    expect((await csv('"S\u0000KU\nCode",Name\nA,B\n')).columns).toEqual(['S KU Code', 'Name']);
  });

  it('is lenient with stray quotes, as Excel is', async () => {
    const sheet = await csv('SKU,Name,Size\nA,12" Pizza,"Large" box\n');
    expect(sheet.rows[0]!.cells).toEqual(['A', '12" Pizza', '"Large" box']);
  });

  it('refuses a CSV whose quote never closes, naming the problem', async () => {
    const errors = await refusal(csv('SKU,Name\nA,"Soap\nB,Two\n'));
    expect(errors.file![0]).toMatch(/^The CSV file could not be read.*a quoted cell is not closed\.$/);
  });
});

describe('readSheet: xlsx', () => {
  it('reads the first worksheet by tab order, with the sheet’s own row numbers', async () => {
    const sheet = await xlsx((first, workbook) => {
      first.getCell('A3').value = 'SKU';
      first.getCell('B3').value = 'Name';
      first.getCell('A4').value = 'A-1';
      first.getCell('B4').value = 'Soap';
      first.getCell('A7').value = 'B-2';
      first.getCell('B6').value = '   ';
      workbook.addWorksheet('Notes').addRows([['Ignore'], ['me']]);
    });
    expect(sheet).toEqual({
      columns: ['SKU', 'Name'],
      rows: [
        { rowNumber: 4, cells: ['A-1', 'Soap'] },
        { rowNumber: 7, cells: ['B-2'] },
      ],
    });
  });

  it('reads formulas as their values, dates as YYYY-MM-DD, numbers in full, rich text plain, booleans and errors', async () => {
    const sheet = await xlsx((s) => {
      s.addRow(['SKU', 'Price', 'Total', 'Date', 'Serial Date', 'Name', 'Active', 'Lookup', 'Link', 'Sum', 'Big']);
      const row = s.addRow([
        'A-1',
        1234.5,
        { formula: 'B2*2', result: 2469 },
        new Date(Date.UTC(2026, 9, 15)),
        46310,
        { richText: [{ text: 'Niño ' }, { font: { bold: true }, text: 'Shampoo' }] },
        true,
        { formula: 'VLOOKUP(A2,X:Y,2,0)', result: { error: '#N/A' } },
        { text: 'Site', hyperlink: 'https://example.ph' },
        { formula: '0.1+0.2', result: 0.1 + 0.2 },
        1e21,
      ]);
      row.getCell(5).numFmt = 'mm/dd/yyyy';
    });
    expect(sheet.rows[0]!.cells).toEqual([
      'A-1',
      '1234.5',
      '2469',
      '2026-10-15',
      '2026-10-15',
      'Niño Shampoo',
      'TRUE',
      '',
      'Site',
      '0.3',
      '1e+21',
    ]);
  });

  it('reads shared formulas and formulas without a cached result', async () => {
    const sheet = await xlsx((s) => {
      s.addRow(['SKU', 'Cost', 'Price']);
      s.addRow(['A', 10, { formula: 'B2*1.2', result: 12 }]);
      s.addRow(['B', 20, { sharedFormula: 'C2', result: 24 }]);
      s.addRow(['C', 30, { formula: 'B4*1.2' }]);
    });
    expect(sheet.rows.map((r) => r.cells[2] ?? '')).toEqual(['12', '24', '']);
  });

  it('keeps a text cell beginning with = + - @ as text, and a NUL-free hostile name whole', async () => {
    const long = 'y'.repeat(10_000);
    const sheet = await xlsx((s) => {
      s.addRow(['SKU', 'Name', 'Note']);
      s.addRow(['-A', long, '=HYPERLINK("http://evil.example","x")']);
      s.addRow(['@B', '+63 917', '=1+1']);
    });
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['-A', long, '=HYPERLINK("http://evil.example","x")'],
      ['@B', '+63 917', '=1+1'],
    ]);
  });

  it('skips blank rows and blank trailing columns, numbers blank and repeated headers', async () => {
    const sheet = await xlsx((s) => {
      s.addRow(['SKU', null, 'SKU', 'Price']);
      s.addRow(['A', 'x', 'a', 1]);
      s.addRow([null, '', null, null]);
      s.addRow(['B', 'y', 'b', 2]);
      s.getCell('F1').value = ''; // formatted but empty
    });
    expect(sheet.columns).toEqual(['SKU', 'Column B', 'SKU (2)', 'Price']);
    expect(sheet.rows.map((r) => r.rowNumber)).toEqual([2, 4]);
  });
});

describe('helpers', () => {
  it('letters columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes numbers at Excel’s 15 digits and leaves dates in UTC', () => {
    expect(cellText(74.99999999999999)).toBe('75');
    expect(cellText(1234.565)).toBe('1234.565');
    expect(cellText(4800888123456)).toBe('4800888123456');
    expect(cellText(0.1)).toBe('0.1');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  });
});
