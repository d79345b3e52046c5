import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { toCentavos, toPesos } from '@oim/shared/pos/money';

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in pesos, right-aligned. */
export const amountCell = (value: unknown) => ({ text: peso.format(Number(value)), alignment: 'right' as const });

export const formatPesos = (value: unknown) => peso.format(Number(value));

type Line = Record<string, unknown>;
type Totals = { grossTotal: unknown; discountTotal: unknown; taxTotal: unknown; netTotal: unknown };

/** A document's totals, as the PDF shows them. */
export const totalsOf = (doc: Record<string, unknown>): Totals => ({
  grossTotal: doc.grossTotal,
  discountTotal: doc.discountTotal,
  taxTotal: doc.taxTotal,
  netTotal: doc.netTotal,
});

export type SalesDocument = {
  /** The PDF's title (document info). */
  title: string;
  /** What the document is, large: SALES ORDER, QUOTATION. */
  heading: string;
  company: Record<string, string | null>;
  /** A data: URL, or null for no logo. */
  logo: string | null;
  /** Two columns of lines under the heading: the document's number and dates; the customer. */
  details: [string[], string[]];
  /** The document's lines; a bundle's parts (bundleParentId set) are left out. */
  lines: Line[];
  totals: Totals;
  /** Rows under the total (payments). */
  moreTotals?: TableCell[][];
  /** What follows the totals: terms, a note. */
  after?: Content[];
};

const cents = (value: unknown) => toCentavos((value as number | string | null | undefined) ?? 0);

/** A row under a line: its label across the first four columns, the amount under Amount. */
const subRow = (label: string, value: number, bold = false): TableCell[] => [
  { text: label, colSpan: 4, fontSize: 8, bold, margin: [8, 0, 0, 0] },
  '',
  '',
  '',
  { ...amountCell(value), fontSize: 8, bold },
];

/**
 * A senior citizen / PWD line's arithmetic, as the 58/80 mm receipt prints it: the gross
 * (quantity × price), the VAT removed (VAT shops), the 20% and the line total, which add up.
 */
function specialDiscountRows(line: Line): TableCell[][] {
  const discount = cents(line.specialDiscountAmount);
  if (discount <= 0) return [];
  const vatRemoved = cents(line.specialVatRemoved);
  return [
    subRow('Gross', toPesos(cents(line.grossAmount))),
    ...(vatRemoved > 0 ? [subRow('Less VAT 12%', -toPesos(vatRemoved))] : []),
    subRow(line.specialDiscountClass === 'BASIC_NECESSITY' ? 'Less SC/PWD 5% (BNPC)' : 'Less SC/PWD 20%', -toPesos(discount)),
    subRow('Line total', toPesos(cents(line.lineTotal)), true),
  ];
}

/**
 * A sales document as a PDF definition (pdfmake): the company header (logo, name, address, phone,
 * email, TIN), the heading, number and customer, the lines with their discounts, the totals, what
 * follows them, and the company's receipt footer.
 */
export function salesDocumentPdf(doc: SalesDocument): TDocumentDefinitions {
  const { company } = doc;
  const header: Content[] = [
    ...(doc.logo ? [{ image: doc.logo, fit: [80, 80] } as Content] : []),
    { text: company.company_name ?? '', fontSize: 16, bold: true },
    { text: [company.address, company.phone, company.email].filter(Boolean).join(' · '), fontSize: 8 },
    ...(company.tin ? [{ text: `TIN ${company.tin}`, fontSize: 8 } as Content] : []),
  ];
  const lines: TableCell[][] = doc.lines
    .filter((i) => i.bundleParentId === null || i.bundleParentId === undefined)
    .flatMap((i) => [
      [
        { text: `${i.productName as string}\n${i.sku as string}`, fontSize: 8 },
        { text: `${Number(i.orderedQuantity)} ${(i.orderedUnit as string | null) ?? ''}`.trim(), alignment: 'right' },
        amountCell(i.orderedUnitPrice),
        amountCell(toPesos(cents(i.grossAmount) - cents(i.lineTotal))),
        amountCell(i.lineTotal),
      ] as TableCell[],
      ...specialDiscountRows(i),
    ]);
  return {
    info: { title: doc.title },
    pageMargins: [36, 36, 36, 36],
    content: [
      ...header,
      { text: doc.heading, fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      { columns: doc.details.map((column) => ({ text: column.join('\n') })), margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [['Item', 'Qty', 'Price', 'Discount', 'Amount'].map((h) => ({ text: h, bold: true })), ...lines],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Subtotal', amountCell(doc.totals.grossTotal)],
            ['Discounts', amountCell(doc.totals.discountTotal)],
            ['Tax', amountCell(doc.totals.taxTotal)],
            [
              { text: 'Total', bold: true },
              { ...amountCell(doc.totals.netTotal), bold: true },
            ],
            ...(doc.moreTotals ?? []),
          ],
        },
        layout: 'noBorders',
        margin: [250, 8, 0, 0],
      },
      ...(doc.after ?? []),
      ...(company.receipt_footer ? [{ text: company.receipt_footer, alignment: 'center', margin: [0, 16, 0, 0] } as Content] : []),
    ],
  };
}

/**
 * A sale's tax as its PDF prints it (see sale-taxes.ts): on a VAT shop the VATable sales, VAT,
 * VAT-exempt and zero-rated sales under the total; on a NON_VAT shop the words NON-VAT; with a
 * senior citizen / PWD discount, the holder's name, ID number and TIN and a line for the signature.
 */
export function saleTaxPdf(
  order: Record<string, unknown>,
  taxProfile: string | null | undefined,
): { rows: TableCell[][]; after: Content[] } {
  const rows: TableCell[][] =
    taxProfile === 'VAT'
      ? [
          ['VATable Sales', amountCell(order.vatableSales)],
          ['VAT Amount (12%)', amountCell(order.vatAmount)],
          ['VAT-Exempt Sales', amountCell(order.vatExemptSales)],
          ['Zero-Rated Sales', amountCell(order.zeroRatedSales)],
        ]
      : [[{ text: 'NON-VAT', bold: true }, '']];
  const kind = order.specialDiscountKind as string | null;
  if (!kind) return { rows, after: [] };
  const pwd = kind === 'PWD';
  rows.push([pwd ? 'PWD Discount' : 'Senior Citizen Discount', amountCell(order.specialDiscountTotal)]);
  const holder = [
    `Name: ${order.specialDiscountHolderName as string}`,
    `${pwd ? 'PWD ID No.' : 'OSCA ID No.'}: ${order.specialDiscountHolderId as string}`,
    ...(order.specialDiscountHolderTin ? [`TIN: ${order.specialDiscountHolderTin as string}`] : []),
    ...(order.specialDiscountBookletNo ? [`Purchase Booklet No.: ${order.specialDiscountBookletNo as string}`] : []),
  ];
  return {
    rows,
    after: [
      { text: holder.join('\n'), margin: [0, 12, 0, 0] },
      { text: '_______________________________\nSignature', margin: [0, 24, 0, 0] },
    ],
  };
}
