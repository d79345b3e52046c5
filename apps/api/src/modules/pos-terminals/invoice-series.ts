import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { qualified } from '../../db/schema/columns';
import { posTerminals } from '../../db/schema/pos-terminals';
import { salesOrders } from '../../db/schema/sales-documents';
import { conflict, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/** Whether the terminal of the row at hand has given an invoice number to a sale (for the terminal resource). */
export const hasIssuedInvoicesSql = sql<boolean>`exists (select 1 from sales_orders o
  where o.tenant_id = ${qualified(posTerminals.tenantId)} and o.terminal_id = ${qualified(posTerminals.id)} and o.invoice_number is not null)`;

export const SERIES_FIXED_MESSAGE =
  'This terminal has issued invoices: its invoice prefix and next invoice number can no longer change. A new series needs a new terminal.';

/**
 * Refuses (409) a change of the invoice prefix or the next invoice number of a terminal that has
 * issued an invoice: its series continues from the last number issued, without a gap or a new
 * prefix. Before its first invoice both may change freely. The terminal row is locked first, so a
 * sale numbering at this terminal at the same moment is either seen here or waits for the change.
 */
export async function checkInvoiceSeriesChange(
  tx: Tx,
  terminalId: number,
  change: { invoicePrefix?: string | undefined; nextInvoiceNumber?: number | undefined },
): Promise<void> {
  if (change.invoicePrefix === undefined && change.nextInvoiceNumber === undefined) return;
  const [locked] = await tx
    .select({ prefix: posTerminals.invoicePrefix, next: posTerminals.nextInvoiceNumber })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)))
    .for('update');
  if (!locked) throw notFound('terminal');
  const changes =
    (change.invoicePrefix !== undefined && change.invoicePrefix !== locked.prefix) ||
    (change.nextInvoiceNumber !== undefined && change.nextInvoiceNumber !== locked.next);
  if (!changes) return;
  const [issued] = await tx
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, and(eq(salesOrders.terminalId, terminalId), isNotNull(salesOrders.invoiceNumber))))
    .limit(1);
  if (issued) throw conflict(SERIES_FIXED_MESSAGE);
}
