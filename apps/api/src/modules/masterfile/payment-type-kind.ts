import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { expenses } from '../../db/schema/expenses';
import { payments } from '../../db/schema/finance';
import { salesOrderPayments } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

type PaymentTypeKind = { category?: string; requiresReferenceNumber?: boolean };

/** What first uses a payment type (a sale, a payment, an expense), or null while nothing does. */
async function firstUse(tx: Tx, paymentTypeId: number): Promise<string | null> {
  const uses = [
    ['sales orders', salesOrderPayments],
    ['payments', payments],
    ['expenses', expenses],
  ] as const;
  for (const [label, table] of uses) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(shopWhere(tx, table, eq(table.paymentTypeId, paymentTypeId)))
      .limit(1);
    if (row) return label;
  }
  return null;
}

/**
 * A payment type's kind (category) and whether it needs a reference decide how the books, the
 * receivables and the reports read every sale, payment and expense made with it, so neither changes
 * once one uses it (409); its name and whether it is offered still do.
 */
export async function assertPaymentTypeKindMayChange(
  tx: Tx,
  existing: { id: number; category: string; requiresReferenceNumber: boolean },
  values: PaymentTypeKind,
): Promise<void> {
  const changesCategory = values.category !== undefined && values.category !== existing.category;
  const changesReference =
    values.requiresReferenceNumber !== undefined && values.requiresReferenceNumber !== existing.requiresReferenceNumber;
  if (!changesCategory && !changesReference) return;
  const usedBy = await firstUse(tx, existing.id);
  if (usedBy)
    throw conflict(
      `This payment type is already used by ${usedBy}: its category and whether it requires a reference number can no longer change (its name can).`,
    );
}
