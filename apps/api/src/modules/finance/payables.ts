import { and, eq } from 'drizzle-orm';
import type { PayableSource } from '@oim/shared/schemas/finance';
import type { Tx } from '../../db/client';
import { payables } from '../../db/schema/finance';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

export type NewPayable = {
  supplierId: number;
  sourceType: PayableSource;
  sourceId: number;
  sourceNumber: string;
  supplierDocumentNumber: string | null;
  documentDate: string;
  dueDate: string;
  amount: string;
  /** The import that brought it (an opening balance), or none. */
  importId?: number | null;
};

/** Records what the shop owes for a document, in the caller's transaction; all of it is open. */
export async function createPayable(tx: Tx, tenantId: number, payable: NewPayable): Promise<number> {
  const [row] = await tx
    .insert(payables)
    .values({ tenantId, ...payable, balance: payable.amount, status: 'OPEN' })
    .returning({ id: payables.id });
  return row!.id;
}

/**
 * Voids the payable of a document being voided, in the caller's transaction. One with payments
 * against it cannot go (409): the payments are undone first. A document without one (paid on
 * receipt) has nothing to void.
 */
export async function voidPayableOf(tx: Tx, sourceType: PayableSource, sourceId: number): Promise<void> {
  const [payable] = await tx
    .select({ id: payables.id, paid: payables.paid, status: payables.status })
    .from(payables)
    .where(shopWhere(tx, payables, and(eq(payables.sourceType, sourceType), eq(payables.sourceId, sourceId))))
    .for('update');
  if (!payable || payable.status === 'VOIDED') return;
  if (Number(payable.paid) !== 0) throw conflict('Payments have been made on what is owed for this document: void those payments first.');
  await tx
    .update(payables)
    .set({ status: 'VOIDED', balance: '0', updatedAt: new Date() })
    .where(shopWhere(tx, payables, eq(payables.id, payable.id)));
}

/** What a changed document now owes: a payable's terms as they follow from the document. */
export type PayableTerms = Omit<NewPayable, 'sourceType' | 'sourceId'>;

/**
 * Makes the payable of a changed document owe its new terms, in the caller's transaction: it is
 * written again with all of it open (a voided one opens again). One with payments against it
 * cannot change (409): the payments are undone first. False when the document has no payable.
 */
export async function updatePayableOf(tx: Tx, sourceType: PayableSource, sourceId: number, terms: PayableTerms): Promise<boolean> {
  const [payable] = await tx
    .select({ id: payables.id, paid: payables.paid })
    .from(payables)
    .where(shopWhere(tx, payables, and(eq(payables.sourceType, sourceType), eq(payables.sourceId, sourceId))))
    .for('update');
  if (!payable) return false;
  if (Number(payable.paid) !== 0) throw conflict('Payments have been made on what is owed for this document: void those payments first.');
  await tx
    .update(payables)
    .set({ ...terms, paid: '0', balance: terms.amount, status: 'OPEN', updatedAt: new Date() })
    .where(shopWhere(tx, payables, eq(payables.id, payable.id)));
  return true;
}

/** Whether payments (posted ones) stand against a document's payable. */
export async function payableHasPayments(tx: Tx, sourceType: PayableSource, sourceId: number): Promise<boolean> {
  const [payable] = await tx
    .select({ paid: payables.paid })
    .from(payables)
    .where(shopWhere(tx, payables, and(eq(payables.sourceType, sourceType), eq(payables.sourceId, sourceId))));
  return payable !== undefined && Number(payable.paid) !== 0;
}
