import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';

type Settings = Record<string, string | null>;
type Row = Record<string, unknown>;

/** Columns of monospaced text a roll prints: 32 on 58 mm paper, 40 on 80 mm (as the terminal's receipts and readings). */
export const RECEIPT_COLUMNS = { 58: 32, 80: 40 } as const;
export type ReceiptWidth = keyof typeof RECEIPT_COLUMNS;

/** What an official receipt for a collection shows, read from the payment with its relations. */
export type CollectionReceipt = {
  receiptNumber: string;
  paymentNumber: string;
  paymentDate: string;
  recordedAt: Date;
  customerName: string;
  customerTin: string | null;
  customerAddress: string | null;
  paymentType: string;
  referenceNumber: string | null;
  amount: string;
  /** The invoices (sales, or an installment of one: SO-000012/2) it paid, and how much of each. */
  allocations: { documentNumber: string; amount: string }[];
  cashier: string | null;
  voided: { reason: string | null } | null;
};

const pesos = (value: string) => toPesos(toCentavos(value)).toFixed(2);

/** The receipt's content from a payment row as the payments resource reads it (with its detail relations). */
export function collectionReceiptOf(payment: Row): CollectionReceipt {
  const customer = (payment.customer ?? {}) as Row;
  const address = [customer.addressLineOne, customer.addressLineTwo, customer.city]
    .filter((v) => typeof v === 'string' && v.trim() !== '')
    .join(', ');
  return {
    receiptNumber: String(payment.receiptNumber),
    paymentNumber: String(payment.paymentNumber),
    paymentDate: String(payment.paymentDate),
    recordedAt: new Date(String(payment.createdAt)),
    customerName: String(customer.customerName ?? ''),
    customerTin: (customer.tin as string | null | undefined) ?? null,
    customerAddress: address === '' ? null : address,
    paymentType: String((payment.paymentType as Row | null)?.name ?? 'Payment'),
    referenceNumber: (payment.referenceNumber as string | null) ?? null,
    amount: String(payment.amount),
    allocations: ((payment.allocations as Row[] | undefined) ?? []).map((a) => ({
      documentNumber: String(a.documentNumber ?? ''),
      amount: String(a.amount),
    })),
    cashier: ((payment.createdByUser as Row | null)?.displayName as string | undefined) ?? null,
    voided: payment.status === 'VOIDED' ? { reason: (payment.voidReason as string | null) ?? null } : null,
  };
}

const longDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'medium' });
/** The time of day an instant falls on in the shop's time zone (its company profile's). */
const shopTime = (at: Date, company: Settings) =>
  at.toLocaleTimeString('en-PH', { timeZone: shopTimeZoneOf(company.time_zone), hour: 'numeric', minute: '2-digit' });

/** The company lines that head every receipt: registered name, trade name, address, TIN. */
function companyLines(company: Settings): string[] {
  const lines: string[] = [];
  for (const line of [company.registered_name, company.company_name, company.address]) if (line) lines.push(line);
  if (company.tin) lines.push(`TIN ${company.tin}`);
  return lines;
}

/**
 * The official receipt of a collection as plain text for a 58 or 80 mm roll: the shop's header,
 * OFFICIAL RECEIPT with its number, date and the cashier, who paid, each invoice paid with its
 * amount, the total received (the sum of those lines), the payment type and reference; VOID on top
 * and at the foot when the collection was voided.
 */
export function collectionReceiptText(input: { company: Settings; receipt: CollectionReceipt; width: ReceiptWidth }): string {
  const { company, receipt } = input;
  const width = RECEIPT_COLUMNS[input.width];
  const rule = '-'.repeat(width);
  // A long name or address goes on as many lines as it needs, never past the paper's edge.
  const wrap = (text: string, room: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      for (let rest = word; rest.length > 0;) {
        const joined = line === '' ? rest : `${line} ${rest}`;
        if (joined.length <= room) {
          line = joined;
          rest = '';
        } else if (line !== '') {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, room));
          rest = rest.slice(room);
        }
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  };
  const center = (text: string) => wrap(text, width).map((line) => `${' '.repeat(Math.floor((width - line.length) / 2))}${line}`);
  const indent = (text: string) => wrap(text, width - 2).map((line) => `  ${line}`);
  // A label on the left, its value on the right; a value too long for the line goes under it, flush right.
  const pad = (left: string, right: string): string[] => {
    const space = width - left.length - right.length;
    if (space >= 1) return [`${left}${' '.repeat(space)}${right}`];
    return [...wrap(left, width), ...wrap(right, width).map((line) => line.padStart(width))];
  };
  const lines: string[] = [];
  if (receipt.voided) lines.push(...center('*** VOID ***'));
  for (const line of companyLines(company)) lines.push(...center(line));
  lines.push(rule, ...center('OFFICIAL RECEIPT'), rule);
  lines.push(...pad('OR No.', receipt.receiptNumber));
  lines.push(...pad('Payment No.', receipt.paymentNumber));
  lines.push(...pad('Date', `${longDate(receipt.paymentDate)} ${shopTime(receipt.recordedAt, company)}`));
  if (receipt.cashier) lines.push(...pad('Cashier', receipt.cashier));
  lines.push(rule, 'Received from', ...indent(receipt.customerName));
  if (receipt.customerTin) lines.push(...indent(`TIN ${receipt.customerTin}`));
  if (receipt.customerAddress) lines.push(...indent(receipt.customerAddress));
  lines.push(rule, 'In payment of');
  for (const a of receipt.allocations) lines.push(...pad(`  ${a.documentNumber}`, pesos(a.amount)));
  lines.push(rule);
  lines.push(...pad('TOTAL RECEIVED', pesos(receipt.amount)));
  lines.push(...pad(receipt.paymentType, pesos(receipt.amount)));
  if (receipt.referenceNumber) lines.push(...pad('Reference', receipt.referenceNumber));
  lines.push(rule, '', ...pad('Received by', '_'.repeat(Math.min(20, width - 13))));
  if (receipt.voided) lines.push('', ...center(`VOID: ${receipt.voided.reason ?? ''}`.trim()));
  return lines.join('\n');
}

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: string, bold = false) => ({ text: peso.format(toPesos(toCentavos(value))), alignment: 'right' as const, bold });

/** The official receipt of a collection as a PDF page to hand over or file: the same content as the roll. */
export function collectionReceiptPdf(input: { company: Settings; logo: string | null; receipt: CollectionReceipt }): TDocumentDefinitions {
  const { company, logo, receipt } = input;
  const header: Content[] = companyLines(company).map((text, i) => ({ text, bold: i === 0, fontSize: i === 0 ? 12 : 9 }));
  const heading = receipt.voided ? 'OFFICIAL RECEIPT — VOID' : 'OFFICIAL RECEIPT';
  const allocationRows: TableCell[][] = receipt.allocations.map((a) => [a.documentNumber, money(a.amount)]);
  const customer = [receipt.customerName, receipt.customerTin ? `TIN ${receipt.customerTin}` : null, receipt.customerAddress].filter(
    (v): v is string => v !== null && v !== '',
  );
  return {
    info: { title: `Official receipt ${receipt.receiptNumber}` },
    pageSize: 'A5',
    pageMargins: [36, 36, 36, 36],
    content: [
      {
        columns: [
          ...(logo ? [{ image: logo, fit: [60, 60] as [number, number], width: 70 }] : []),
          { stack: header, width: '*' },
          {
            stack: [
              { text: heading, bold: true, fontSize: 13, alignment: 'right' },
              { text: `No. ${receipt.receiptNumber}`, alignment: 'right', fontSize: 11, bold: true },
            ],
            width: 'auto',
          },
        ],
      },
      {
        margin: [0, 14, 0, 0],
        columns: [
          { stack: [{ text: 'Received from', bold: true }, ...customer], width: '*' },
          {
            stack: [
              `Date ${longDate(receipt.paymentDate)} ${shopTime(receipt.recordedAt, company)}`,
              `Payment No. ${receipt.paymentNumber}`,
              ...(receipt.cashier ? [`Cashier ${receipt.cashier}`] : []),
            ],
            alignment: 'right',
            width: 'auto',
          },
        ],
      },
      {
        margin: [0, 14, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'In payment of', bold: true },
              { text: 'Amount', bold: true, alignment: 'right' },
            ],
            ...allocationRows,
            [{ text: 'TOTAL RECEIVED', bold: true }, money(receipt.amount, true)],
            [`${receipt.paymentType}${receipt.referenceNumber ? ` (ref. ${receipt.referenceNumber})` : ''}`, money(receipt.amount)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Received by: ______________________________', margin: [0, 36, 0, 0] },
      ...(receipt.voided
        ? [
            {
              text: `VOID${receipt.voided.reason ? `: ${receipt.voided.reason}` : ''}`,
              bold: true,
              fontSize: 14,
              margin: [0, 16, 0, 0],
            } as Content,
          ]
        : []),
    ],
  };
}
