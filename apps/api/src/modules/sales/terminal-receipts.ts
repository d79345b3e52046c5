import { RECEIPT_WORDING_TEXT, RECEIPT_WORDINGS, shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import { lineAmount, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { appendJournal, numberInvoice, terminalOfSale, type SaleTerminal } from '../pos-terminals';
import { documentHeaderOf } from './document-header';
import type { SessionContext } from '../../platform/service-context';

// What a sale rung up at a BIR terminal adds to posting, printing and voiding: the terminal's
// invoice number, the BIR lines of the receipt, and the electronic journal. Sales at no terminal
// never come here.

type Order = Record<string, unknown>;
type Settings = Record<string, string | null>;

/** The receipt's legal wording from the company profile (null when the shop set none). */
export function receiptWording(company: Settings): string | null {
  const chosen = company.receipt_wording;
  return chosen && (RECEIPT_WORDINGS as readonly string[]).includes(chosen)
    ? RECEIPT_WORDING_TEXT[chosen as (typeof RECEIPT_WORDINGS)[number]]
    : null;
}

/**
 * Numbers a sale posted at a terminal in that terminal's invoice series and writes the terminal,
 * shift and invoice number into the answer. Call it last but for numberSale (see numberInvoice).
 */
export async function numberTerminalSale(ctx: SessionContext, at: { terminalId: number; shiftId: number }, orderId: number, answer: Order) {
  const invoice = await numberInvoice(ctx.tx, { ...at, orderId });
  answer.terminalId = invoice.terminalId;
  answer.shiftId = invoice.shiftId;
  answer.invoiceNumber = invoice.invoiceNumber;
}

const WIDTH = 40;
const pad = (left: string, right: string) => {
  const space = WIDTH - left.length - right.length;
  return space >= 1 ? `${left}${' '.repeat(space)}${right}` : `${left}\n${' '.repeat(Math.max(0, WIDTH - right.length))}${right}`;
};
const center = (line: string) => (line.length >= WIDTH ? line : `${' '.repeat(Math.floor((WIDTH - line.length) / 2))}${line}`);
const amount = (v: unknown) => Number(v ?? 0).toFixed(2);

/**
 * The receipt of a terminal sale as plain text, as the electronic journal keeps it: header
 * (registered name, address, TIN, the terminal's MIN, serial, PTU and accreditation), invoice
 * number, lines (with a senior citizen / PWD line's VAT removed and 20%), totals, payments, the
 * tax summary (VATable, VAT, VAT-exempt and zero-rated sales, or NON-VAT), the discount holder with a
 * signature line, and the wording; REPRINT or VOID on top when it is one.
 */
export function receiptText(input: {
  company: Settings;
  terminal: Omit<SaleTerminal, 'shiftId'> | null;
  order: Order;
  mark: 'REPRINT' | 'VOID' | null;
  reprintCount?: number;
}): string {
  const { company, terminal, order, mark } = input;
  const lines: string[] = [];
  if (mark) lines.push(center(`*** ${mark} ***`));
  for (const line of [company.registered_name, company.company_name, company.address]) if (line) lines.push(center(line));
  if (company.tin) lines.push(center(`TIN ${company.tin}`));
  if (terminal) {
    if (terminal.machineIdentificationNumber) lines.push(center(`MIN ${terminal.machineIdentificationNumber}`));
    if (terminal.serialNumber) lines.push(center(`SN ${terminal.serialNumber}`));
    if (terminal.permitToUseNumber) lines.push(center(`PTU ${terminal.permitToUseNumber}`));
    if (terminal.accreditationNumber) lines.push(center(`ACCR ${terminal.accreditationNumber}`));
  }
  const wording = receiptWording(company);
  if (wording === RECEIPT_WORDING_TEXT.SALES_INVOICE) lines.push(center(wording));
  lines.push('-'.repeat(WIDTH));
  lines.push(pad('Invoice No.', String(order.invoiceNumber ?? '')));
  lines.push(pad('Sale No.', String(order.salesOrderNumber ?? '')));
  lines.push(pad('Date', new Date(String(order.salesOrderDate)).toLocaleString('en-PH', { timeZone: shopTimeZoneOf(company.time_zone) })));
  if (terminal) lines.push(pad('Terminal', terminal.terminalName));
  const cashier = (order.createdByUser as { displayName?: string } | null)?.displayName;
  if (cashier) lines.push(pad('Cashier', cashier));
  const customer = (order.customer as { customerName?: string } | null)?.customerName;
  if (customer) lines.push(pad('Customer', customer));
  lines.push('-'.repeat(WIDTH));
  for (const item of (order.salesOrderItems as Order[] | undefined) ?? []) {
    if (item.bundleParentId) continue;
    lines.push(String(item.productName));
    const special = Number(item.specialDiscountAmount ?? 0) > 0;
    const gross = item.grossAmount ?? toPesos(lineAmount(item.orderedQuantity as string, item.orderedUnitPrice as string));
    lines.push(pad(`  ${Number(item.orderedQuantity)} x ${amount(item.orderedUnitPrice)}`, amount(special ? gross : item.lineTotal)));
    if (special) {
      if (Number(item.specialVatRemoved ?? 0) > 0) lines.push(pad('  Less VAT 12%', `-${amount(item.specialVatRemoved)}`));
      const label = item.specialDiscountClass === 'BASIC_NECESSITY' ? '  Less SC/PWD 5% (BNPC)' : '  Less SC/PWD 20%';
      lines.push(pad(label, `-${amount(item.specialDiscountAmount)}`));
      lines.push(pad('  Line total', amount(item.lineTotal)));
    }
  }
  lines.push('-'.repeat(WIDTH));
  lines.push(pad('Gross', amount(order.grossTotal)));
  if (Number(order.discountTotal) !== 0) lines.push(pad('Discount', amount(order.discountTotal)));
  if (Number(order.taxTotal) !== 0) lines.push(pad('Tax', amount(order.taxTotal)));
  lines.push(pad('TOTAL', amount(order.netTotal)));
  for (const p of (order.paymentTerms as Order[] | undefined) ?? []) {
    const name = (p.paymentType as { name?: string } | null)?.name ?? 'Payment';
    lines.push(pad(name, amount(p.paidAmount)));
    if (p.change !== undefined && p.change !== null && Number(p.change) !== 0) lines.push(pad('Change', amount(p.change)));
  }
  lines.push('-'.repeat(WIDTH));
  // What the BIR asks of the sale's tax, as the printed receipt shows it (receipt-layout.tsx).
  if (company.tax_profile === 'VAT') {
    lines.push(pad('VATable Sales', amount(order.vatableSales)));
    lines.push(pad('VAT Amount (12%)', amount(order.vatAmount)));
    lines.push(pad('VAT-Exempt Sales', amount(order.vatExemptSales)));
    lines.push(pad('Zero-Rated Sales', amount(order.zeroRatedSales)));
  } else lines.push(center('NON-VAT'));
  const kind = order.specialDiscountKind as string | null | undefined;
  if (kind) {
    lines.push(pad(kind === 'PWD' ? 'PWD Discount' : 'Senior Citizen Discount', `-${amount(order.specialDiscountTotal)}`));
    lines.push(pad('Name', String(order.specialDiscountHolderName ?? '')));
    lines.push(pad(kind === 'PWD' ? 'PWD ID No.' : 'OSCA ID No.', String(order.specialDiscountHolderId ?? '')));
    if (order.specialDiscountHolderTin) lines.push(pad('TIN', String(order.specialDiscountHolderTin)));
    if (order.specialDiscountBookletNo) lines.push(pad('Booklet No.', String(order.specialDiscountBookletNo)));
    lines.push('', pad('Signature', '_'.repeat(24)));
  }
  lines.push('-'.repeat(WIDTH));
  if (wording === RECEIPT_WORDING_TEXT.OFFICIAL_RECEIPT) lines.push(center(wording));
  if (mark === 'REPRINT' && input.reprintCount) lines.push(center(`Reprint #${input.reprintCount}`));
  if (mark === 'VOID') lines.push(center(`VOID: ${String(order.voidReason ?? '')}`.trim()));
  return lines.join('\n');
}

/** Keeps a terminal sale's receipt text in the electronic journal (no-op for a sale at no terminal). */
export async function journalSale(
  ctx: SessionContext,
  order: Order,
  kind: 'RECEIPT' | 'REPRINT' | 'VOID',
  reprintCount?: number,
): Promise<void> {
  const terminalId = (order.terminalId as number | null) ?? null;
  if (terminalId === null) return;
  const { company } = await documentHeaderOf(ctx.tx, order.salesChannelId as number);
  const terminal = await terminalOfSale(ctx.tx, terminalId);
  await appendJournal(ctx.tx, ctx.tenant.id, {
    terminalId,
    kind,
    documentId: order.id as number,
    documentNumber: (order.invoiceNumber as string | null) ?? (order.salesOrderNumber as string),
    content: receiptText({ company, terminal, order, mark: kind === 'RECEIPT' ? null : kind, reprintCount }),
    userId: ctx.user.id,
  });
}

/** The BIR part of a receipt: terminal numbers, invoice number, wording, reprint count, void. */
export async function receiptCounterOf(tx: Tx, order: Order, company: Settings) {
  const prints = (order.receiptPrints as number) ?? 0;
  return {
    terminal: await terminalOfSale(tx, (order.terminalId as number | null) ?? null),
    invoiceNumber: (order.invoiceNumber as string | null) ?? null,
    wording: receiptWording(company),
    /** Prints after the first: the next print is reprint number reprintCount + 1. */
    reprintCount: Math.max(0, prints - 1),
    isVoid: order.status === 'VOIDED',
  };
}
