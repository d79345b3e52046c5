import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { cellText, cleanCell, exceljsRecords, readSheet } from './read-sheet';
import { readXlsxRows } from './read-xlsx';

/** A zip as Excel writes one (deflated entries, a central directory), from part name → XML. */
function zip(parts: Record<string, string>): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, centralDirectory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook written the way Excel writes it: shared strings after the sheets, the first tab not sheet1, spans, rich text, phonetic runs. */
function excelLikeWorkbook(options: { date1904?: boolean; sheet?: string } = {}): Buffer {
  const sheet =
    options.sheet ??
    `<worksheet ${NS} xmlns:r="${R}" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><dimension ref="A1:J6"/><sheetData>
<row r="1" spans="1:10" x14ac:dyDescent="0.25"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Price</t></is></c><c r="D1" t="inlineStr"><is><t>Date</t></is></c><c r="E1" t="inlineStr"><is><t>Total</t></is></c><c r="F1" t="inlineStr"><is><t>Label</t></is></c><c r="G1" t="inlineStr"><is><t>Active</t></is></c><c r="H1" t="inlineStr"><is><t>Lookup</t></is></c><c r="I1" t="inlineStr"><is><t>Note</t></is></c><c r="J1" t="inlineStr"><is><t>Sum</t></is></c></row>
<row r="2" spans="1:10"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" s="2"><v>1234.5</v></c><c r="D2" s="1"><v>46310</v></c><c r="E2"><f>C2*2</f><v>2469</v></c><c r="F2" t="str"><f>UPPER(B2)</f><v>A &amp; B</v></c><c r="G2" t="b"><v>1</v></c><c r="H2" t="e"><f>VLOOKUP(A2,X:Y,2,0)</f><v>#N/A</v></c><c r="I2" t="s"><v>4</v></c><c r="J2"><f>0.1+0.2</f><v>0.30000000000000004</v></c></row>
<row r="3" spans="1:10" customFormat="1" s="2"/>
<row r="4"><c r="A4" t="inlineStr"><is><t xml:space="preserve">  padded  </t></is></c><c s="2"><v>7</v></c><c r="D4" s="3"><v>46311.75</v></c><c r="E4"><f>E2+1</f></c><c r="G4" t="b"><v>0</v></c><c r="J4"><f>J2-J2</f><v>0</v></c></row>
<row r="6"><c r="A6" t="s"><v>5</v></c><c r="C6"><v>1E+21</v></c></row>
</sheetData></worksheet>`;
  return zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook ${NS} xmlns:r="${R}"><workbookPr${options.date1904 ? ' date1904="1"' : ''} defaultThemeVersion="166925"/><sheets><sheet name="Products" sheetId="2" r:id="rId2"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${R}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rId4" Type="${R}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Not this sheet</t></is></c></row><row r="2"><c r="A2"><v>1</v></c></row></sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': sheet,
    'xl/styles.xml': `<?xml version="1.0"?><styleSheet ${NS}><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;₱&quot;#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy\\-mm\\-dd\\ h:mm"/></numFmts><cellXfs count="4"><xf numFmtId="0" fontId="0"/><xf numFmtId="14" fontId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0"?><sst ${NS} count="6" uniqueCount="6"><si><t>SKU</t></si><si><t xml:space="preserve"> Product Name </t></si><si><t>NINO-1</t></si><si><r><rPr><b/></rPr><t xml:space="preserve">Niño </t></r><r><t>Shampoo &amp; Co &#8369;</t></r><rPh sb="0" eb="4"><t>にの</t></rPh></si><si><t>Line 1_x000D_
Line 2</t></si><si><t>=HYPERLINK("http://evil.example","x")</t></si></sst>`,
  });
}

describe('readXlsxRows: a workbook as Excel writes it', () => {
  it('reads the first tab, shared and inline strings, rich text without phonetics, formulas’ values, dates, booleans and errors', async () => {
    const sheet = await readSheet({ fileName: 'excel.xlsx', data: excelLikeWorkbook() });
    expect(sheet.columns).toEqual(['SKU', 'Product Name', 'Price', 'Date', 'Total', 'Label', 'Active', 'Lookup', 'Note', 'Sum']);
    expect(sheet.rows).toEqual([
      {
        rowNumber: 2,
        cells: ['NINO-1', 'Niño Shampoo & Co ₱', '1234.5', '2026-10-15', '2469', 'A & B', 'TRUE', '', 'Line 1\r\nLine 2', '0.3'],
      },
      { rowNumber: 4, cells: ['padded', '7', '', '2026-10-16', '', '', 'FALSE', '', '', '0'] },
      { rowNumber: 6, cells: ['=HYPERLINK("http://evil.example","x")', '', '1e+21'] },
    ]);
  });

  it('reads the 1904 date system', async () => {
    const sheet = await readSheet({ fileName: 'mac.xlsx', data: excelLikeWorkbook({ date1904: true }) });
    expect(sheet.rows[0]!.cells[3]).toBe('2030-10-16');
  });

  it('leaves a worksheet with namespace prefixes to exceljs', () => {
    const prefixed = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>SKU</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(readXlsxRows(excelLikeWorkbook({ sheet: prefixed }))).toBeNull();
  });

  it('refuses a part that inflates past the size it declares (a zip bomb that lies), with a message', async () => {
    const data = excelLikeWorkbook();
    const name = Buffer.from('xl/worksheets/sheet2.xml');
    // The central directory entry of sheet2: its name follows the 46-byte header.
    let entry = -1;
    for (
      let i = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      i >= 0;
      i = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 1)
    ) {
      if (data.subarray(i + 46, i + 46 + name.length).equals(name)) entry = i;
    }
    data.writeUInt32LE(100, entry + 24);
    const error = await readSheet({ fileName: 'bomb.xlsx', data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toEqual({ file: ['The .xlsx file could not be read; save it again from Excel and upload it.'] });
  });
});

describe('readXlsxRows: agrees with exceljs on workbooks exceljs writes', () => {
  it('values of every kind, blank rows and columns, styles', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    sheet.addRow(['SKU', 'Name', 'Price', 'Date', 'Rich', 'Bool', 'Formula', 'Link', 'Error', 'Shared']);
    for (let i = 0; i < 40; i++) {
      const row = sheet.addRow([
        `S-${i}`,
        i % 7 === 0 ? `  spaced <&> "${i}"  ` : `Item ${i} ñ ₱`,
        i * 1.1,
        new Date(Date.UTC(2026, i % 12, 1 + (i % 28))),
        { richText: [{ text: 'A' }, { font: { italic: true }, text: `b${i}` }] },
        i % 2 === 0,
        // A result of 0 is left out: exceljs's load reads it as blank (the lean reader reads 0, see above).
        { formula: `C${i + 2}*2`, result: i * 2.2 + 1 },
        { text: `link ${i}`, hyperlink: 'https://example.ph' },
        { error: '#DIV/0!' },
        i === 0 ? { formula: 'C2+1', result: 1 } : { sharedFormula: 'J2', result: i + 1 },
      ]);
      if (i % 5 === 0) row.getCell(3).numFmt = '"₱"#,##0.00';
      if (i % 9 === 0) sheet.addRow([]);
    }
    sheet.getCell('M50').value = 'far away';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const lean = readXlsxRows(data)!.map((r) => ({ rowNumber: r.rowNumber, cells: r.values.map((v) => cleanCell(cellText(v))) }));
    const full = (await exceljsRecords(data)).filter((r) => r.cells.some((c) => c !== ''));
    expect(lean).toEqual(full);
    expect(lean).toHaveLength(42);
  });
});
