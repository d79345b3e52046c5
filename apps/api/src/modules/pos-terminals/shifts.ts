import { and, desc, eq, sql } from 'drizzle-orm';
import { countedCentavos, type CashMovementKind, type Denomination } from '@oim/shared/schemas/pos-terminals';
import { type Tx, shopOf } from '../../db/client';
import { posCashMovements, posShifts, posTerminals } from '../../db/schema/pos-terminals';
import { conflict, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';

const SHIFT_COLUMNS = {
  id: posShifts.id,
  terminalId: posShifts.terminalId,
  status: posShifts.status,
  openingFloat: posShifts.openingFloat,
  openedBy: posShifts.openedBy,
  openedAt: posShifts.openedAt,
  closedBy: posShifts.closedBy,
  closedAt: posShifts.closedAt,
  denominationCounts: posShifts.denominationCounts,
  countedCash: posShifts.countedCash,
  expectedCash: posShifts.expectedCash,
  overShort: posShifts.overShort,
};

/** The terminal, locked for the rest of the transaction (opening a shift); 404 if not this shop's. */
async function lockTerminal(tx: Tx, terminalId: number) {
  const [terminal] = await tx
    .select({ id: posTerminals.id, isActive: posTerminals.isActive })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)))
    .for('update');
  if (!terminal) throw notFound('terminal');
  return terminal;
}

/** 404 unless the terminal is this shop's (no lock: see closeShift on lock order). */
async function assertTerminal(tx: Tx, terminalId: number) {
  const [terminal] = await tx
    .select({ id: posTerminals.id })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)));
  if (!terminal) throw notFound('terminal');
}

/**
 * The terminal's open shift, if any. `share` keeps it open until the transaction ends (a cash
 * movement); `update` waits for the sales being posted in it, which hold it FOR SHARE (a close).
 */
export async function openShiftOf(tx: Tx, terminalId: number, lock?: 'share' | 'update') {
  const query = tx
    .select(SHIFT_COLUMNS)
    .from(posShifts)
    .where(shopWhere(tx, posShifts, and(eq(posShifts.terminalId, terminalId), eq(posShifts.status, 'OPEN'))));
  const [shift] = lock ? await query.for(lock) : await query;
  return shift ?? null;
}

/** A terminal's shifts, latest first. */
export function shiftsOf(tx: Tx, terminalId: number, limit = 50) {
  return tx
    .select(SHIFT_COLUMNS)
    .from(posShifts)
    .where(shopWhere(tx, posShifts, eq(posShifts.terminalId, terminalId)))
    .orderBy(desc(posShifts.openedAt))
    .limit(limit);
}

/** Opens a shift at an active terminal with its opening float; 409 while another is open there. */
export async function openShift({ tx, tenantId, userId }: ServiceContext, terminalId: number, openingFloat: string) {
  const terminal = await lockTerminal(tx, terminalId);
  if (!terminal.isActive) throw conflict('The terminal is not active.');
  if (await openShiftOf(tx, terminalId)) throw conflict('A shift is already open at this terminal.');
  const [shift] = await tx
    .insert(posShifts)
    .values({ tenantId, terminalId, openingFloat, openedBy: userId })
    .returning({ id: posShifts.id });
  return shift!.id;
}

/** Cash put into or taken out of the open shift's drawer; 409 when no shift is open. */
export async function recordCashMovement(
  { tx, tenantId, userId }: ServiceContext,
  terminalId: number,
  movement: { kind: CashMovementKind; amount: string; reason: string },
) {
  await assertTerminal(tx, terminalId);
  const shift = await openShiftOf(tx, terminalId, 'share');
  if (!shift) throw conflict('No shift is open at this terminal.');
  const [row] = await tx
    .insert(posCashMovements)
    .values({ tenantId, shiftId: shift.id, createdBy: userId, ...movement })
    .returning();
  return row!;
}

/** What a shift's drawer should hold, in its parts (decimal text, 2 places). */
export type ShiftCash = {
  openingFloat: string;
  cashSales: string;
  cashCollections: string;
  cashRefunds: string;
  cashIn: string;
  cashOut: string;
  expectedCash: string;
};

/**
 * Expected cash = opening float + cash sales + cash collections − cash refunds + cash in − cash out.
 * Cash is the payment type named "Cash". Sales are the shift's completed sales (a voided sale's cash
 * went back to the customer). Collections and refunds (finance payments, made outside the terminal)
 * count when the shift's cashier recorded them in cash while the shift was open.
 */
export async function shiftCash(tx: Tx, shiftId: number): Promise<ShiftCash> {
  const shop = shopOf(tx);
  const result = await tx.execute<Record<keyof ShiftCash, string>>(sql`
    with s as (select * from pos_shifts where tenant_id = ${shop} and id = ${shiftId}),
    cash_types as (select id from payment_types where tenant_id = ${shop} and lower(name) = 'cash'),
    figures as (
      select
        (select opening_float from s) as opening_float,
        coalesce((select sum(p.paid_amount) from sales_order_payments p join sales_orders o on o.tenant_id = p.tenant_id and o.id = p.sales_order_id
                   where o.tenant_id = ${shop} and o.shift_id = ${shiftId} and o.status = 'COMPLETED' and p.payment_type_id in (select id from cash_types)), 0) as cash_sales,
        coalesce((select sum(f.amount) from payments f, s
                   where f.tenant_id = ${shop} and f.kind = 'COLLECTION' and f.status = 'POSTED' and f.created_by = s.opened_by
                     and f.created_at >= s.opened_at and f.created_at <= coalesce(s.closed_at, now())
                     and f.payment_type_id in (select id from cash_types)), 0) as cash_collections,
        coalesce((select sum(f.amount) from payments f, s
                   where f.tenant_id = ${shop} and f.kind = 'REFUND' and f.status = 'POSTED' and f.created_by = s.opened_by
                     and f.created_at >= s.opened_at and f.created_at <= coalesce(s.closed_at, now())
                     and f.payment_type_id in (select id from cash_types)), 0) as cash_refunds,
        coalesce((select sum(amount) from pos_cash_movements where tenant_id = ${shop} and shift_id = ${shiftId} and kind = 'CASH_IN'), 0) as cash_in,
        coalesce((select sum(amount) from pos_cash_movements where tenant_id = ${shop} and shift_id = ${shiftId} and kind = 'CASH_OUT'), 0) as cash_out
    )
    select opening_float::numeric(14,2)::text as "openingFloat", cash_sales::numeric(14,2)::text as "cashSales",
           cash_collections::numeric(14,2)::text as "cashCollections", cash_refunds::numeric(14,2)::text as "cashRefunds",
           cash_in::numeric(14,2)::text as "cashIn", cash_out::numeric(14,2)::text as "cashOut",
           (opening_float + cash_sales + cash_collections - cash_refunds + cash_in - cash_out)::numeric(14,2)::text as "expectedCash"
      from figures`);
  return result.rows[0]!;
}

const centavosOf = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};
const pesos = (centavos: number) => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Closes the terminal's open shift with the drawer's count by denomination: answers the expected
 * cash and over/short (counted − expected; negative is short), kept on the shift as they were.
 * The shift row is locked first, so the sales still being posted in it finish before the count.
 * Lock order: a sale holds its shift (FOR SHARE) and then the terminal row (its invoice number), so
 * a close locks only the shift, never the terminal, or the two could wait on each other.
 */
export async function closeShift({ tx, userId }: ServiceContext, terminalId: number, counts: Partial<Record<Denomination, number>>) {
  await assertTerminal(tx, terminalId);
  const shift = await openShiftOf(tx, terminalId, 'update');
  if (!shift) throw conflict('No shift is open at this terminal.');
  const cash = await shiftCash(tx, shift.id);
  const counted = countedCentavos(counts);
  const overShort = counted - centavosOf(cash.expectedCash);
  const kept = Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== undefined)) as Record<string, number>;
  await tx
    .update(posShifts)
    .set({
      status: 'CLOSED',
      closedBy: userId,
      closedAt: sql`now()`,
      denominationCounts: kept,
      countedCash: pesos(counted),
      expectedCash: cash.expectedCash,
      overShort: pesos(overShort),
    })
    .where(shopWhere(tx, posShifts, eq(posShifts.id, shift.id)));
  return { shiftId: shift.id, ...cash, countedCash: pesos(counted), overShort: pesos(overShort) };
}
