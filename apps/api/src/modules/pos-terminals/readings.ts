import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  presentGrandTotal,
  readingFigures,
  readingRows,
  readingText,
  type ReadingCash,
  type ReadingFigures,
  type ReadingHeader,
  type ReadingSale,
} from '@oim/shared/pos/readings';
import { fromScaled, toScaled } from '@oim/shared/decimal';
import { type Tx, shopOf } from '../../db/client';
import { users } from '../../db/schema/identity';
import { posShifts, posTerminals, posZReadings } from '../../db/schema/pos-terminals';
import { companyProfiles } from '../../db/schema/settings';
import { conflict, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { shopTimeZone } from '../settings';
import { appendJournal, businessDateOf } from './journal';
import { shiftCash } from './shifts';

// The X reading (a shift's figures, read any number of times) and the Z reading (the end of a
// terminal's business day, once, immutable). The figures are worked out in shared
// (readingFigures) from the rows read here.

const TERMINAL_COLUMNS = {
  id: posTerminals.id,
  salesChannelId: posTerminals.salesChannelId,
  terminalName: posTerminals.terminalName,
  machineIdentificationNumber: posTerminals.machineIdentificationNumber,
  serialNumber: posTerminals.serialNumber,
  permitToUseNumber: posTerminals.permitToUseNumber,
  accreditationNumber: posTerminals.accreditationNumber,
  accumulatedGrandTotal: posTerminals.accumulatedGrandTotal,
  zCounter: posTerminals.zCounter,
  resetCounter: posTerminals.resetCounter,
};

/** This shop's terminal (404 otherwise); `lock` takes its row as a sale's numbering does. */
async function terminalOf(tx: Tx, terminalId: number, lock = false) {
  const query = tx
    .select(TERMINAL_COLUMNS)
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)));
  const [terminal] = lock ? await query.for('update') : await query;
  if (!terminal) throw notFound('terminal');
  return terminal;
}

/** The channel's company profile: the shop's with the channel's own on top. */
async function companyOf(tx: Tx, channelId: number): Promise<ReadingHeader['company']> {
  const rows = await tx
    .select({ channel: companyProfiles.salesChannelId, settings: companyProfiles.settings })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, undefined));
  const merged: Record<string, string | null> = { ...(rows.find((r) => r.channel === null)?.settings ?? {}) };
  for (const [k, v] of Object.entries(rows.find((r) => r.channel === channelId)?.settings ?? {})) if (v !== null && v !== '') merged[k] = v;
  return {
    registeredName: merged.registered_name ?? null,
    companyName: merged.company_name ?? null,
    address: merged.address ?? null,
    tin: merged.tin ?? null,
    vatRegistered: merged.tax_profile === 'VAT',
  };
}

const businessDateText = (tx: Tx) => businessDateOf(tx);

/**
 * The sales a reading covers (`where` on sales_orders o), completed and voided, with their VAT and
 * discount figures; `lock` holds them (FOR UPDATE) so a void or edit waits for the Z reading.
 */
async function salesOf(tx: Tx, where: SQL, lock = false): Promise<(ReadingSale & { id: number })[]> {
  const result = await tx.execute<ReadingSale & { id: number }>(sql`
    select o.id, o.invoice_number as "invoiceNumber", o.status,
           o.gross_total::text as "grossTotal", o.discount_total::text as "discountTotal", o.net_total::text as "netTotal",
           o.vatable_sales::text as "vatableSales", o.vat_amount::text as "vatAmount",
           o.vat_exempt_sales::text as "vatExemptSales", o.zero_rated_sales::text as "zeroRatedSales",
           o.special_discount_kind as "specialDiscountKind", o.special_discount_total::text as "specialDiscountTotal",
           o.basic_necessity_discount_total::text as "basicNecessityDiscount",
           o.price_review_required as "priceReviewRequired", o.late_for_reading as "lateForReading",
           (select coalesce(sum(i.special_vat_removed), 0)::text from sales_order_items i where i.tenant_id = o.tenant_id and i.sales_order_id = o.id) as "specialVatRemoved"
      from sales_orders o
     where o.tenant_id = ${shopOf(tx)} and ${where}
     order by o.id
     ${lock ? sql`for update of o` : sql``}`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The completed sales' payments by payment type. */
async function paymentsOf(tx: Tx, where: SQL) {
  const result = await tx.execute<{ paymentType: string; amount: string }>(sql`
    select t.name as "paymentType", sum(p.paid_amount)::numeric(18,2)::text as amount
      from sales_order_payments p
      join sales_orders o on o.tenant_id = p.tenant_id and o.id = p.sales_order_id
      join payment_types t on t.tenant_id = p.tenant_id and t.id = p.payment_type_id
     where o.tenant_id = ${shopOf(tx)} and ${where} and o.status = 'COMPLETED'
     group by t.name`);
  return result.rows;
}

const cashOfShift = async (tx: Tx, shift: { id: number; countedCash: string | null; overShort: string | null }): Promise<ReadingCash> => ({
  ...(await shiftCash(tx, shift.id)),
  countedCash: shift.countedCash,
  overShort: shift.overShort,
});

const userName = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ name: users.displayName })
      .from(users)
      .where(shopWhere(tx, users, eq(users.id, id)))
  )[0]?.name ?? null;

type Terminal = Awaited<ReturnType<typeof terminalOf>>;
const headerTerminal = (t: Terminal): ReadingHeader['terminal'] => ({
  terminalName: t.terminalName,
  machineIdentificationNumber: t.machineIdentificationNumber,
  serialNumber: t.serialNumber,
  permitToUseNumber: t.permitToUseNumber,
  accreditationNumber: t.accreditationNumber,
});

export type XReading = { terminalId: number; shiftId: number; header: ReadingHeader; figures: ReadingFigures; content: string };

/**
 * A shift's X reading: its sales, the refunds its cashier paid on this terminal's sales while it
 * was open, its payments and drawer. Reads only.
 */
export async function xReading(tx: Tx, terminalId: number, shiftId: number): Promise<XReading> {
  const terminal = await terminalOf(tx, terminalId);
  const [shift] = await tx
    .select({
      id: posShifts.id,
      openedBy: posShifts.openedBy,
      openedAt: posShifts.openedAt,
      countedCash: posShifts.countedCash,
      overShort: posShifts.overShort,
    })
    .from(posShifts)
    .where(shopWhere(tx, posShifts, and(eq(posShifts.id, shiftId), eq(posShifts.terminalId, terminalId))));
  if (!shift) throw notFound('shift');
  const where = sql`o.shift_id = ${shiftId}`;
  const shop = shopOf(tx);
  const refunds = await tx.execute<{ amount: string }>(sql`
    select f.amount::text as amount from payments f
      join sales_orders o on o.tenant_id = f.tenant_id and o.id = f.sales_order_id, pos_shifts s
     where f.tenant_id = ${shop} and s.tenant_id = ${shop} and s.id = ${shiftId} and f.kind = 'REFUND' and f.status = 'POSTED' and o.terminal_id = ${terminalId}
       and f.created_by = s.opened_by and f.created_at >= s.opened_at and f.created_at <= coalesce(s.closed_at, now())`);
  const figures = readingFigures({
    sales: await salesOf(tx, where),
    refunds: refunds.rows.map((r) => r.amount),
    payments: await paymentsOf(tx, where),
    cash: await cashOfShift(tx, shift),
  });
  const zone = await shopTimeZone(tx);
  const header: ReadingHeader = {
    kind: 'X',
    company: await companyOf(tx, terminal.salesChannelId),
    terminal: headerTerminal(terminal),
    issuedAt: new Date().toISOString(),
    businessDate: await businessDateText(tx),
    timeZone: zone,
    shifts: `#${shiftId} from ${new Date(shift.openedAt).toLocaleString('en-PH', { timeZone: zone })}`,
    cashier: await userName(tx, shift.openedBy),
  };
  return { terminalId, shiftId, header, figures, content: readingText(readingRows(header, figures)) };
}

/** Keeps an X reading as issued (printed or downloaded) in the electronic journal. */
export async function journalXReading({ tx, tenantId, userId }: ServiceContext, reading: XReading): Promise<void> {
  await appendJournal(tx, tenantId, {
    terminalId: reading.terminalId,
    kind: 'X_READING',
    documentId: reading.shiftId,
    documentNumber: `X-${reading.shiftId}`,
    content: reading.content,
    userId,
  });
}

const Z_COLUMNS = {
  id: posZReadings.id,
  terminalId: posZReadings.terminalId,
  businessDate: posZReadings.businessDate,
  zCounter: posZReadings.zCounter,
  resetCounter: posZReadings.resetCounter,
  beginningInvoiceNumber: posZReadings.beginningInvoiceNumber,
  endingInvoiceNumber: posZReadings.endingInvoiceNumber,
  transactionCount: posZReadings.transactionCount,
  grossSales: posZReadings.grossSales,
  netSales: posZReadings.netSales,
  previousGrandTotal: posZReadings.previousGrandTotal,
  presentGrandTotal: posZReadings.presentGrandTotal,
  figures: posZReadings.figures,
  content: posZReadings.content,
  createdBy: posZReadings.createdBy,
  createdAt: posZReadings.createdAt,
};

/** A terminal's Z readings, latest first (up to 100). */
export async function zReadingsOf(tx: Tx, terminalId: number) {
  await terminalOf(tx, terminalId);
  return tx
    .select(Z_COLUMNS)
    .from(posZReadings)
    .where(shopWhere(tx, posZReadings, eq(posZReadings.terminalId, terminalId)))
    .orderBy(desc(posZReadings.zCounter))
    .limit(100);
}

/** One Z reading of the terminal (404 if not). */
export async function zReadingOf(tx: Tx, terminalId: number, readingId: number) {
  const [row] = await tx
    .select(Z_COLUMNS)
    .from(posZReadings)
    .where(shopWhere(tx, posZReadings, and(eq(posZReadings.id, readingId), eq(posZReadings.terminalId, terminalId))));
  if (!row) throw notFound('Z reading');
  return row;
}

/**
 * Makes the terminal's Z reading for today (the shop's day, in its time zone). The terminal row is locked first, the
 * lock a sale's invoice numbering and a shift's opening take, so nothing new starts at the
 * terminal meanwhile; with every shift closed no sale is in flight there (a sale holds its open
 * shift until it commits, and a close waits for it). It then claims, locked, every sale, refund and
 * shift of the terminal that no reading claimed: each belongs to exactly one Z reading.
 * 409 while a shift is open or when today's Z reading was made.
 */
export async function makeZReading({ tx, tenantId, userId }: ServiceContext, terminalId: number) {
  const terminal = await terminalOf(tx, terminalId, true);
  const [open] = await tx
    .select({ id: posShifts.id })
    .from(posShifts)
    .where(shopWhere(tx, posShifts, and(eq(posShifts.terminalId, terminalId), eq(posShifts.status, 'OPEN'))));
  if (open) throw conflict('A shift is still open at this terminal: close every shift before the Z reading.');
  const businessDate = await businessDateText(tx);
  const [made] = await tx
    .select({ id: posZReadings.id })
    .from(posZReadings)
    .where(shopWhere(tx, posZReadings, and(eq(posZReadings.terminalId, terminalId), eq(posZReadings.businessDate, businessDate))));
  if (made) throw conflict(`The Z reading of ${businessDate} was made already at this terminal.`);

  const unread = sql`o.terminal_id = ${terminalId} and o.z_reading_id is null`;
  const sales = await salesOf(tx, unread, true);
  const refunds = await tx.execute<{ id: number; amount: string }>(sql`
    select f.id, f.amount::text as amount from payments f join sales_orders o on o.tenant_id = f.tenant_id and o.id = f.sales_order_id
     where f.tenant_id = ${tenantId} and o.terminal_id = ${terminalId} and f.kind = 'REFUND' and f.status = 'POSTED' and f.z_reading_id is null
     order by f.id for update of f`);
  const shifts = await tx
    .select({ id: posShifts.id, countedCash: posShifts.countedCash, overShort: posShifts.overShort })
    .from(posShifts)
    .where(shopWhere(tx, posShifts, and(eq(posShifts.terminalId, terminalId), sql`${posShifts.zReadingId} is null`)))
    .orderBy(posShifts.id)
    .for('update');
  const cash = await sumCash(tx, shifts);
  const figures = readingFigures({
    sales,
    refunds: refunds.rows.map((r) => r.amount),
    payments: await paymentsOf(tx, unread),
    cash,
  });
  const zCounter = terminal.zCounter + 1;
  const previousGrandTotal = fromScaled(toScaled(terminal.accumulatedGrandTotal, 2), 2, true);
  const present = presentGrandTotal(previousGrandTotal, figures.salesAmount);
  const header: ReadingHeader = {
    kind: 'Z',
    company: await companyOf(tx, terminal.salesChannelId),
    terminal: headerTerminal(terminal),
    issuedAt: new Date().toISOString(),
    timeZone: await shopTimeZone(tx),
    businessDate,
    shifts: shifts.length ? shifts.map((s) => `#${s.id}`).join(', ') : 'none',
    cashier: await userName(tx, userId),
    z: { zCounter, resetCounter: terminal.resetCounter, previousGrandTotal, presentGrandTotal: present },
  };
  const content = readingText(readingRows(header, figures));
  const [reading] = await tx
    .insert(posZReadings)
    .values({
      tenantId,
      terminalId,
      businessDate,
      zCounter,
      resetCounter: terminal.resetCounter,
      beginningInvoiceNumber: figures.beginningInvoiceNumber,
      endingInvoiceNumber: figures.endingInvoiceNumber,
      transactionCount: figures.transactionCount,
      grossSales: figures.grossSales,
      netSales: figures.netSales,
      previousGrandTotal,
      presentGrandTotal: present,
      figures: { ...figures, header },
      content,
      createdBy: userId,
    })
    .returning({ id: posZReadings.id });
  const id = reading!.id;
  const ids = (rows: { id: number }[]) => sql.join(rows.length ? rows.map((r) => sql`${r.id}`) : [sql`null`], sql`, `);
  await tx.execute(sql`update sales_orders set z_reading_id = ${id} where tenant_id = ${tenantId} and id in (${ids(sales)})`);
  await tx.execute(
    sql`update payments set z_reading_id = ${id} where tenant_id = ${tenantId} and id in (${ids(refunds.rows.map((r) => ({ id: Number(r.id) })))})`,
  );
  await tx.execute(sql`update pos_shifts set z_reading_id = ${id} where tenant_id = ${tenantId} and id in (${ids(shifts)})`);
  await tx
    .update(posTerminals)
    .set({ accumulatedGrandTotal: present, zCounter, updatedAt: sql`now()` })
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)));
  await appendJournal(tx, tenantId, { terminalId, kind: 'Z_READING', documentId: id, documentNumber: `Z-${zCounter}`, content, userId });
  return zReadingOf(tx, terminalId, id);
}

/** The drawers of the shifts a Z reading closes the day on, added up. */
async function sumCash(tx: Tx, shifts: { id: number; countedCash: string | null; overShort: string | null }[]): Promise<ReadingCash> {
  const keys = [
    'openingFloat',
    'cashSales',
    'cashCollections',
    'cashRefunds',
    'cashIn',
    'cashOut',
    'expectedCash',
    'countedCash',
    'overShort',
  ] as const;
  const total: Record<(typeof keys)[number], bigint> = Object.fromEntries(keys.map((k) => [k, 0n])) as never;
  for (const shift of shifts) {
    const cash = await cashOfShift(tx, shift);
    for (const k of keys) total[k] += toScaled(cash[k] ?? '0', 2);
  }
  return Object.fromEntries(keys.map((k) => [k, fromScaled(total[k], 2, true)])) as ReadingCash;
}
