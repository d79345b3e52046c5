import { z } from 'zod';
import { fromScaled, toScaled } from '../decimal';
import { requiredId } from '../schemas/fields';

/**
 * The X and Z readings of a BIR terminal (issue 20 item 5): the figures, worked out once here from
 * the sales, refunds, payments and shifts a reading covers, and the printed form (rows laid out at
 * 40 columns for 80 mm paper or 32 for 58 mm). The server stores and journals them; the web prints
 * the same rows.
 */

/** A sale as a reading sees it (decimal text, 2 places). */
export type ReadingSale = {
  invoiceNumber: string | null;
  status: 'COMPLETED' | 'VOIDED';
  grossTotal: string;
  discountTotal: string;
  netTotal: string;
  vatableSales: string;
  vatAmount: string;
  vatExemptSales: string;
  zeroRatedSales: string;
  specialDiscountKind: 'SENIOR_CITIZEN' | 'PWD' | null;
  /** The special discounts themselves (the 20% and the 5%). */
  specialDiscountTotal: string;
  /** The part of specialDiscountTotal that is the 5% on basic necessities (0 when absent). */
  basicNecessityDiscount?: string;
  /** The VAT taken off senior citizen / PWD lines before the 20% (part of discountTotal). */
  specialVatRemoved: string;
  /** An offline sale posted against the price rules (a price exception), and one made before the previous Z reading. */
  priceReviewRequired?: boolean;
  lateForReading?: boolean;
};

/** A shift's drawer, as counted at close (counted and over/short null while it is open). */
export type ReadingCash = {
  openingFloat: string;
  cashSales: string;
  cashCollections: string;
  cashRefunds: string;
  cashIn: string;
  cashOut: string;
  expectedCash: string;
  countedCash: string | null;
  overShort: string | null;
};

export type ReadingFigures = {
  beginningInvoiceNumber: string | null;
  endingInvoiceNumber: string | null;
  /** Invoices issued: completed and voided. */
  transactionCount: number;
  /** Before discounts, of the completed sales. */
  grossSales: string;
  vatableSales: string;
  vatAmount: string;
  vatExemptSales: string;
  zeroRatedSales: string;
  /**
   * seniorCitizen and pwd: each holder kind's special discounts (the 20% and the 5%);
   * specialDiscount20 and specialDiscount5 split the same two by kind of discount (missing in
   * readings made before the 5% existed).
   */
  discounts: {
    seniorCitizen: string;
    pwd: string;
    regular: string;
    specialVatRemoved: string;
    total: string;
    specialDiscount20?: string;
    specialDiscount5?: string;
  };
  /** Gross sales less discounts: what the completed sales' invoices came to (the grand total grows by this). */
  salesAmount: string;
  returns: { count: number; amount: string };
  voids: { count: number; amount: string };
  /**
   * Completed sales counted apart (they are in the figures above too): price exceptions (offline
   * sales posted against the price rules) and late sales (made before the previous Z reading, synced
   * after it). Missing in readings made before they were counted.
   */
  priceExceptions?: { count: number; amount: string };
  lateSales?: { count: number; amount: string };
  /** Sales amount less returns and refunds. */
  netSales: string;
  payments: { paymentType: string; amount: string }[];
  cash: ReadingCash;
};

const c = (v: string | null | undefined) => toScaled(v ?? '0', 2);
const p = (v: bigint) => fromScaled(v, 2, true);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * The figures of a reading from what it covers: its sales (completed and voided), the refunds paid
 * on its terminal's sales, the payments of its completed sales summed by type, and the drawer.
 * Exact in centavos.
 */
export function readingFigures(input: {
  sales: readonly ReadingSale[];
  refunds: readonly string[];
  payments: readonly { paymentType: string; amount: string }[];
  cash: ReadingCash;
}): ReadingFigures {
  const completed = input.sales.filter((s) => s.status === 'COMPLETED');
  const voided = input.sales.filter((s) => s.status === 'VOIDED');
  const numbers = input.sales.map((s) => s.invoiceNumber).filter((n): n is string => n !== null);
  const special = (kind: ReadingSale['specialDiscountKind']) =>
    sum(completed.filter((s) => s.specialDiscountKind === kind).map((s) => c(s.specialDiscountTotal)));
  const discountTotal = sum(completed.map((s) => c(s.discountTotal)));
  const seniorCitizen = special('SENIOR_CITIZEN');
  const pwd = special('PWD');
  const specialVatRemoved = sum(completed.map((s) => c(s.specialVatRemoved)));
  const specialDiscount5 = sum(completed.filter((s) => s.specialDiscountKind !== null).map((s) => c(s.basicNecessityDiscount)));
  const gross = sum(completed.map((s) => c(s.grossTotal)));
  const salesAmount = sum(completed.map((s) => c(s.netTotal)));
  const refunds = sum(input.refunds.map(c));
  const byType = new Map<string, bigint>();
  for (const pay of input.payments) byType.set(pay.paymentType, (byType.get(pay.paymentType) ?? 0n) + c(pay.amount));
  return {
    // Invoice numbers of one series sort as numbers do (fixed width); the first and last issued.
    beginningInvoiceNumber: numbers.length ? numbers.reduce((a, b) => (compareInvoice(a, b) <= 0 ? a : b)) : null,
    endingInvoiceNumber: numbers.length ? numbers.reduce((a, b) => (compareInvoice(a, b) >= 0 ? a : b)) : null,
    transactionCount: input.sales.length,
    grossSales: p(gross),
    vatableSales: p(sum(completed.map((s) => c(s.vatableSales)))),
    vatAmount: p(sum(completed.map((s) => c(s.vatAmount)))),
    vatExemptSales: p(sum(completed.map((s) => c(s.vatExemptSales)))),
    zeroRatedSales: p(sum(completed.map((s) => c(s.zeroRatedSales)))),
    discounts: {
      seniorCitizen: p(seniorCitizen),
      pwd: p(pwd),
      specialVatRemoved: p(specialVatRemoved),
      regular: p(discountTotal - seniorCitizen - pwd - specialVatRemoved),
      total: p(discountTotal),
      specialDiscount20: p(seniorCitizen + pwd - specialDiscount5),
      specialDiscount5: p(specialDiscount5),
    },
    salesAmount: p(salesAmount),
    returns: { count: input.refunds.length, amount: p(refunds) },
    voids: { count: voided.length, amount: p(sum(voided.map((s) => c(s.netTotal)))) },
    priceExceptions: apart(completed.filter((s) => s.priceReviewRequired === true)),
    lateSales: apart(completed.filter((s) => s.lateForReading === true)),
    netSales: p(salesAmount - refunds),
    payments: [...byType.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([paymentType, amount]) => ({ paymentType, amount: p(amount) })),
    cash: input.cash,
  };
}

/** A count of sales and their invoice amount. */
function apart(sales: readonly ReadingSale[]): { count: number; amount: string } {
  return { count: sales.length, amount: p(sum(sales.map((s) => c(s.netTotal)))) };
}

/** Orders invoice numbers: by length, then text (zero-padded numbers of one prefix sort right). */
function compareInvoice(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A Z reading's grand total: the previous one plus the day's sales amount (never less). */
export function presentGrandTotal(previous: string, salesAmount: string): string {
  const grown = c(previous) + c(salesAmount);
  return p(grown < c(previous) ? c(previous) : grown);
}

/** What the readings print above the figures. */
export type ReadingHeader = {
  kind: 'X' | 'Z';
  company: {
    registeredName: string | null;
    companyName: string | null;
    address: string | null;
    tin: string | null;
    /** tax_profile VAT: "VAT REG TIN"; otherwise "NON-VAT REG TIN". */
    vatRegistered: boolean;
  };
  terminal: {
    terminalName: string;
    machineIdentificationNumber: string | null;
    serialNumber: string | null;
    permitToUseNumber: string | null;
    accreditationNumber: string | null;
  };
  /** When it was made (ISO). */
  issuedAt: string;
  /** The shop's time zone the times print in (Asia/Manila when left out, as readings made before it was kept). */
  timeZone?: string;
  businessDate: string;
  /** X: the shift read; Z: the shifts it closes the day on. */
  shifts: string;
  cashier: string | null;
  /** Z readings only. */
  z?: { zCounter: number; resetCounter: number; previousGrandTotal: string; presentGrandTotal: string };
};

/** One printed row: label and amount, a centred line, or a rule. */
export type ReadingRow = { left: string; right: string } | { center: string } | { rule: true };

const money = (v: string) => Number(v).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const row = (left: string, right: string | number): ReadingRow => ({ left, right: typeof right === 'number' ? String(right) : right });

/** The reading as printed, top to bottom. */
export function readingRows(header: ReadingHeader, f: ReadingFigures): ReadingRow[] {
  const rows: ReadingRow[] = [];
  const { company, terminal } = header;
  for (const line of [company.registeredName, company.companyName, company.address]) if (line) rows.push({ center: line });
  if (company.tin) rows.push({ center: `${company.vatRegistered ? 'VAT' : 'NON-VAT'} REG TIN ${company.tin}` });
  if (terminal.machineIdentificationNumber) rows.push({ center: `MIN ${terminal.machineIdentificationNumber}` });
  if (terminal.serialNumber) rows.push({ center: `SN ${terminal.serialNumber}` });
  if (terminal.permitToUseNumber) rows.push({ center: `PTU ${terminal.permitToUseNumber}` });
  if (terminal.accreditationNumber) rows.push({ center: `ACCR ${terminal.accreditationNumber}` });
  rows.push({ rule: true }, { center: header.kind === 'X' ? 'X READING' : 'Z READING' }, { rule: true });
  rows.push(row('Terminal', terminal.terminalName), row('Business date', header.businessDate));
  rows.push(row('Printed', new Date(header.issuedAt).toLocaleString('en-PH', { timeZone: header.timeZone ?? 'Asia/Manila' })));
  rows.push(row(header.kind === 'X' ? 'Shift' : 'Shifts', header.shifts));
  if (header.cashier) rows.push(row('Cashier', header.cashier));
  if (header.z) rows.push(row('Z counter', header.z.zCounter), row('Reset counter', header.z.resetCounter));
  rows.push({ rule: true });
  rows.push(row('Beginning invoice', f.beginningInvoiceNumber ?? '-'), row('Ending invoice', f.endingInvoiceNumber ?? '-'));
  rows.push(row('Transactions', f.transactionCount));
  rows.push({ rule: true }, row('Gross sales', money(f.grossSales)));
  rows.push(row('Less: SC discount', money(f.discounts.seniorCitizen)), row('Less: PWD discount', money(f.discounts.pwd)));
  if (f.discounts.specialDiscount5 !== undefined)
    rows.push(
      row('  SC/PWD 20%', money(f.discounts.specialDiscount20 ?? '0')),
      row('  SC/PWD 5% (BNPC)', money(f.discounts.specialDiscount5)),
    );
  rows.push(row('Less: SC/PWD VAT', money(f.discounts.specialVatRemoved)), row('Less: regular disc.', money(f.discounts.regular)));
  rows.push(row('Sales amount', money(f.salesAmount)), row('Less: returns/refunds', money(f.returns.amount)));
  rows.push(row('NET SALES', money(f.netSales)));
  rows.push({ rule: true });
  rows.push(row('VATable sales', money(f.vatableSales)), row('VAT amount', money(f.vatAmount)));
  rows.push(row('VAT-exempt sales', money(f.vatExemptSales)), row('Zero-rated sales', money(f.zeroRatedSales)));
  rows.push({ rule: true });
  rows.push(row(`Voids (${f.voids.count})`, money(f.voids.amount)), row(`Returns (${f.returns.count})`, money(f.returns.amount)));
  if (f.priceExceptions) rows.push(row(`Price exceptions (${f.priceExceptions.count})`, money(f.priceExceptions.amount)));
  if (f.lateSales) rows.push(row(`Late sales (${f.lateSales.count})`, money(f.lateSales.amount)));
  rows.push({ rule: true }, { center: 'PAYMENTS' });
  for (const pay of f.payments) rows.push(row(pay.paymentType, money(pay.amount)));
  if (f.payments.length === 0) rows.push(row('None', money('0')));
  rows.push({ rule: true }, { center: 'CASH DRAWER' });
  rows.push(row('Opening float', money(f.cash.openingFloat)), row('Cash sales', money(f.cash.cashSales)));
  rows.push(row('Cash collections', money(f.cash.cashCollections)), row('Cash refunds', money(f.cash.cashRefunds)));
  rows.push(row('Cash in', money(f.cash.cashIn)), row('Cash out', money(f.cash.cashOut)));
  rows.push(row('Expected cash', money(f.cash.expectedCash)));
  if (f.cash.countedCash !== null) rows.push(row('Cash count', money(f.cash.countedCash)));
  if (f.cash.overShort !== null) rows.push(row(Number(f.cash.overShort) < 0 ? 'SHORT' : 'OVER', money(f.cash.overShort)));
  if (header.z) {
    rows.push({ rule: true });
    rows.push(row('Previous grand total', money(header.z.previousGrandTotal)));
    rows.push(row('Present grand total', money(header.z.presentGrandTotal)));
  }
  rows.push({ rule: true });
  return rows;
}

/** The rows as text at a paper width: 40 columns (80 mm) or 32 (58 mm). */
export function readingText(rows: readonly ReadingRow[], columns: 32 | 40 = 40): string {
  return rows
    .map((r) => {
      if ('rule' in r) return '-'.repeat(columns);
      if ('center' in r)
        return r.center.length >= columns ? r.center : `${' '.repeat(Math.floor((columns - r.center.length) / 2))}${r.center}`;
      const space = columns - r.left.length - r.right.length;
      return space >= 1
        ? `${r.left}${' '.repeat(space)}${r.right}`
        : `${r.left}\n${' '.repeat(Math.max(0, columns - r.right.length))}${r.right}`;
    })
    .join('\n');
}

export const xReadingQuery = z.object({
  shiftId: requiredId('shift').max(Number.MAX_SAFE_INTEGER, { error: 'The selected shift is invalid.' }),
});
export const xReadingBody = xReadingQuery;
