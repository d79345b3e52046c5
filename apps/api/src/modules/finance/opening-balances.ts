import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payables, paymentAllocations, payments } from '../../db/schema/finance';
import { receivables } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { Side } from './documents';

/**
 * Opening balances: what customers owed the shop, and what it owed suppliers, on the day it moved
 * in, brought by an import. An opening receivable has no sale (`reference` is the old document's
 * number); an opening payable is a payable of source OPENING_BALANCE (see createPayable). Both are
 * collected and paid like any other, and voided (or, with a customer the import made, deleted)
 * when the import is undone while nothing is paid on them.
 */
export type NewOpeningReceivable = {
  customerId: number;
  /** The old document's number, or the import's number when the file gives none. */
  reference: string;
  documentDate: string;
  dueDate: string;
  amount: string;
  importId: number;
};

/** Writes opening receivables in one statement (owed on credit, all of it open); answers their ids in the order given. */
export async function createOpeningReceivables(tx: Tx, tenantId: number, rows: readonly NewOpeningReceivable[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(receivables)
    .values(
      rows.map((r) => ({
        tenantId,
        customerId: r.customerId,
        salesOrderId: null,
        reference: r.reference,
        importId: r.importId,
        paymentId: null,
        paymentCategory: 'TRADE_CREDIT' as const,
        documentDate: r.documentDate,
        dueDate: r.dueDate,
        amount: r.amount,
        balance: r.amount,
        status: 'OPEN' as const,
      })),
    )
    .returning({ id: receivables.id });
  return inserted.map((r) => r.id);
}

/**
 * The first of these receivables (payables) with a payment against it since, posted or voided (a
 * voided one keeps its allocation as history, so the document cannot go without it): its id and
 * the payment's number; null when none.
 */
export async function firstPaidOpeningBalance(
  tx: Tx,
  side: Side,
  ids: readonly number[],
): Promise<{ id: number; paymentNumber: string; posted: boolean } | null> {
  if (ids.length === 0) return null;
  const key = side === 'receivable' ? paymentAllocations.receivableId : paymentAllocations.payableId;
  const [row] = await tx
    .select({ id: sql<number>`${key}`.mapWith(Number), paymentNumber: payments.paymentNumber, status: payments.status })
    .from(paymentAllocations)
    .innerJoin(payments, and(eq(payments.tenantId, paymentAllocations.tenantId), eq(payments.id, paymentAllocations.paymentId)))
    .where(shopWhere(tx, paymentAllocations, inArray(key, [...ids])))
    // A posted payment first: that is what the user must void before undoing.
    .orderBy(sql`${payments.status} = 'POSTED' desc`, asc(payments.id))
    .limit(1);
  return row ? { id: row.id, paymentNumber: row.paymentNumber, posted: row.status === 'POSTED' } : null;
}

const PAID_SINCE = 'Payments have been made on this opening balance: void those payments first.';

/** Voids opening receivables (payables) with nothing paid on them: status VOIDED, balance 0. One with money paid is a 409. */
export async function voidOpeningBalances(tx: Tx, side: Side, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = side === 'receivable' ? receivables : payables;
  const locked = await tx
    .select({ id: table.id, paid: table.paid })
    .from(table)
    .where(shopWhere(tx, table, inArray(table.id, [...ids])))
    .orderBy(asc(table.id))
    .for('update');
  if (locked.some((d) => Number(d.paid) !== 0)) throw conflict(PAID_SINCE);
  await tx
    .update(table)
    .set({ status: 'VOIDED', balance: '0', updatedAt: new Date() })
    .where(shopWhere(tx, table, and(inArray(table.id, [...ids]), ne(table.status, 'VOIDED'))));
}

/**
 * Deletes opening receivables (payables) that no payment ever touched, with the customer
 * (supplier) their import made and now takes back: they were never collected, and a voided row
 * would keep the record from going. One with any allocation is a 409.
 */
export async function deleteOpeningBalances(tx: Tx, side: Side, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  if (await firstPaidOpeningBalance(tx, side, ids)) throw conflict(PAID_SINCE);
  const table = side === 'receivable' ? receivables : payables;
  await tx.delete(table).where(shopWhere(tx, table, inArray(table.id, [...ids])));
}
