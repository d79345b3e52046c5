import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import { toPesos, type Centavos } from '@oim/shared/pos/money';
import { companyBlock, formatPesos } from '../../platform/export/pdf';
import { newWorkbook, workbookBuffer } from '../../platform/export/xlsx';
import type { CustomerLedger, LedgerLine } from './customer-ledger';

/** A day (YYYY-MM-DD) as written in the Philippines: May 31, 2026. */
export function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'long' });
}

/** A day as a spreadsheet date (midnight UTC, which exceljs writes as that calendar day). */
const sheetDate = (day: string) => new Date(`${day}T00:00:00Z`);

const ENTRY_LABELS: Record<LedgerLine['kind'], string> = {
  SALE: 'Sale',
  SALE_VOID: 'Sale voided',
  COLLECTION: 'Collection',
  COLLECTION_VOID: 'Collection voided',
  OPENING: 'Opening balance',
  OPENING_VOID: 'Opening balance voided',
};

/** The file name of a ledger: customer-ledger-<id>-<from>-<to>.<ext>. */
export const ledgerFileName = (ledger: CustomerLedger, extension: 'pdf' | 'xlsx') =>
  `customer-ledger-${ledger.customer.id}-${ledger.period.from}-${ledger.period.to}.${extension}`;

const amount = (centavos: Centavos, bold = false): TableCell => ({
  text: centavos === 0 ? '' : formatPesos(toPesos(centavos)),
  alignment: 'right',
  bold,
});
const balanceCell = (centavos: Centavos, bold = false): TableCell => ({ text: formatPesos(toPesos(centavos)), alignment: 'right', bold });

/**
 * The customer's statement as a PDF definition: the company profile on top, the customer, the
 * period, the opening balance, every entry with its running balance, the closing balance, and the
 * amount due on the last day.
 */
export function customerLedgerPdf(
  ledger: CustomerLedger,
  company: Record<string, string | null>,
  logo: string | null,
  printedAt = new Date(),
): TDocumentDefinitions {
  const { customer, period } = ledger;
  const header: TableCell[] = ['Date', 'Document', 'Particulars', 'Debit', 'Credit', 'Balance'].map((h, i) => ({
    text: h,
    bold: true,
    ...(i >= 3 ? { alignment: 'right' as const } : {}),
  }));
  const body: TableCell[][] = [
    [longDate(period.from), '', { text: 'Opening balance', bold: true }, '', '', balanceCell(ledger.opening, true)],
    ...ledger.lines.map((line): TableCell[] => [
      longDate(line.date),
      line.documentNumber,
      line.particulars,
      amount(line.debit),
      amount(line.credit),
      balanceCell(line.balance),
    ]),
    [
      longDate(period.to),
      '',
      { text: 'Closing balance', bold: true },
      amount(ledger.totalDebit, true),
      amount(ledger.totalCredit, true),
      balanceCell(ledger.closing, true),
    ],
  ];
  const details = [
    customer.customerName,
    ...(customer.contactPerson ? [`Attention: ${customer.contactPerson}`] : []),
    ...(customer.address ? [customer.address] : []),
    ...([customer.contactNumber, customer.email].some(Boolean)
      ? [[customer.contactNumber, customer.email].filter(Boolean).join(' · ')]
      : []),
    ...(customer.tin ? [`TIN ${customer.tin}`] : []),
  ];
  const printed = printedAt.toLocaleString('en-PH', { timeZone: shopTimeZoneOf(company.time_zone), dateStyle: 'long', timeStyle: 'short' });
  return {
    info: { title: `Customer ledger — ${customer.customerName}` },
    pageMargins: [36, 36, 36, 48],
    footer: (page, pages) => ({
      columns: [
        { text: `Printed ${printed}`, fontSize: 7, color: '#555555' },
        { text: `Page ${page} of ${pages}`, fontSize: 7, alignment: 'right', color: '#555555' },
      ],
      margin: [36, 16, 36, 0],
    }),
    content: [
      ...companyBlock(company, logo),
      { text: 'CUSTOMER LEDGER', fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      {
        columns: [{ text: details.join('\n') }, { text: `Period: ${longDate(period.from)} – ${longDate(period.to)}`, alignment: 'right' }],
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: 1, widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto'], body: [header, ...body] },
        layout: 'lightHorizontalLines',
      },
      ...(ledger.lines.length === 0 ? [{ text: 'No entries in this period.', italics: true, margin: [0, 6, 0, 0] } as Content] : []),
      {
        text: `Amount due as of ${longDate(period.to)}: ${formatPesos(toPesos(ledger.closing))}`,
        bold: true,
        alignment: 'right',
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

/** Pesos with the sign; negatives in red (a customer in credit). */
export const PESO_FORMAT = '"₱"#,##0.00;[Red]-"₱"#,##0.00';

/**
 * The customer's ledger as an .xlsx workbook: a title block (company, customer, period), then one
 * table of the opening balance, every entry and the closing balance. Dates are dates and amounts
 * numbers in pesos, so a spreadsheet can sum and sort them.
 */
export async function customerLedgerXlsx(ledger: CustomerLedger, companyName: string): Promise<Buffer> {
  const { customer, period } = ledger;
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Ledger');
  sheet.columns = [
    { key: 'date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { key: 'entry', width: 18 },
    { key: 'document', width: 14 },
    { key: 'particulars', width: 44 },
    { key: 'debit', width: 14, style: { numFmt: PESO_FORMAT } },
    { key: 'credit', width: 14, style: { numFmt: PESO_FORMAT } },
    { key: 'balance', width: 16, style: { numFmt: PESO_FORMAT } },
  ];
  sheet.addRow([companyName]).font = { bold: true, size: 14 };
  sheet.addRow([`Customer ledger: ${customer.customerName}`]).font = { bold: true };
  sheet.addRow([`Period: ${period.from} to ${period.to}`]);
  sheet.addRow([]);
  const header = sheet.addRow(['Date', 'Entry', 'Document', 'Particulars', 'Debit', 'Credit', 'Balance']);
  header.font = { bold: true };
  const pesos = (centavos: Centavos) => (centavos === 0 ? null : toPesos(centavos));
  sheet.addRow([sheetDate(period.from), 'Opening balance', null, null, null, null, toPesos(ledger.opening)]).font = { bold: true };
  for (const line of ledger.lines)
    sheet.addRow([
      sheetDate(line.date),
      ENTRY_LABELS[line.kind],
      line.documentNumber,
      line.particulars,
      pesos(line.debit),
      pesos(line.credit),
      toPesos(line.balance),
    ]);
  sheet.addRow([
    sheetDate(period.to),
    'Closing balance',
    null,
    null,
    toPesos(ledger.totalDebit),
    toPesos(ledger.totalCredit),
    toPesos(ledger.closing),
  ]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  return workbookBuffer(workbook);
}
