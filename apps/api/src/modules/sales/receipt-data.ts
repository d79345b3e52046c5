import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { salesOrders } from '../../db/schema/sales-documents';
import { notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { SessionContext } from '../../platform/service-context';
import { documentHeaderOf } from './document-header';
import { findSalesOrder } from './sale-answer';
import { journalSale, receiptCounterOf } from './terminal-receipts';

type Order = Record<string, unknown> & { id: number };

/**
 * What a receipt shows (spec issue: company header and logo, TIN, number and date, cashier, lines
 * with discounts, totals, payments, tendered and change, footer) and how to print it.
 */
export async function receiptOf(tx: Tx, order: Order) {
  const { company, logo, printer: settings } = await documentHeaderOf(tx, order.salesChannelId as number);
  return {
    order,
    company,
    logo,
    printer: settings,
    cashier: ((order.createdByUser as { displayName?: string } | null)?.displayName ?? null) as string | null,
    isReprint: (order.receiptPrints as number) > 0,
    // The BIR lines: terminal numbers, invoice number, wording, reprint count, VOID.
    counter: await receiptCounterOf(tx, order, company),
  };
}

/**
 * Counts a print of an order's receipt (later prints are REPRINTs, reprintCount = receiptPrints − 1);
 * a reprint of a terminal sale goes to the terminal's electronic journal. 404 when the shop has no such order.
 */
export async function countReceiptPrint(ctx: SessionContext, orderId: number): Promise<{ receiptPrints: number; reprintCount: number }> {
  const { tx } = ctx;
  const [row] = await tx
    .update(salesOrders)
    .set({ receiptPrints: sql`${salesOrders.receiptPrints} + 1` })
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)))
    .returning({ receiptPrints: salesOrders.receiptPrints, terminalId: salesOrders.terminalId });
  if (!row) throw notFound('sales order');
  const reprintCount = Math.max(0, row.receiptPrints - 1);
  // The first print is the receipt the journal took at posting; each later one is a REPRINT.
  if (row.terminalId !== null && reprintCount > 0) {
    const order = await findSalesOrder(tx, orderId, ctx.user);
    await journalSale(ctx, order!, 'REPRINT', reprintCount);
  }
  return { receiptPrints: row.receiptPrints, reprintCount };
}
