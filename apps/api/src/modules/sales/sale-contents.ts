import type { SessionContext } from '../../platform/service-context';
import type { ResolvedSale } from './resolve-sale';
import { settleReceivables } from './sale-receivables';
import {
  commissionRows,
  componentRows,
  decoded,
  lineRows,
  numberLines,
  paymentRows,
  type NumberedLine,
  type RawRow,
  type Written,
} from './sale-rows';
import { insertCommissions, insertLines, insertPayments, type StoredReceivable } from './sale.statements';
import { salesOrderItemResource, salesOrderPaymentResource } from './sales-orders.resource';

/**
 * Writes the lines and payments of a resolved sale to an existing order (an edit), then what
 * hangs on them (writeLineParts). Answers the rows written.
 */
export async function writeOrderContents(
  ctx: SessionContext,
  sale: ResolvedSale,
  orderId: number,
  previous: StoredReceivable[] = [],
): Promise<Written> {
  const { tx, tenant } = ctx;
  const numbered = numberLines(sale);
  const ofOrder = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map((r) => ({ ...r, salesOrderId: orderId })));
  const lines = decoded(salesOrderItemResource, await insertLines(tx, { rows: ofOrder(lineRows(tenant.id, numbered)) }));
  const payments = decoded(salesOrderPaymentResource, await insertPayments(tx, { rows: ofOrder(paymentRows(tenant.id, sale)) }));
  return writeLineParts(ctx, sale, orderId, numbered, lines, payments, previous);
}

/**
 * What hangs on an order's lines and payments once they are written, a statement each and only
 * when there are any: the components of bundles (child lines without a price of their own), the
 * commissions, the receivables. Answers all the rows of the lines, payments and receivables.
 */
export async function writeLineParts(
  ctx: SessionContext,
  sale: ResolvedSale,
  orderId: number,
  numbered: NumberedLine[],
  lines: RawRow[],
  payments: RawRow[],
  previous: StoredReceivable[],
): Promise<Written> {
  const { tx, tenant } = ctx;
  const lineId = new Map(lines.map((l) => [l.lineNumber as number, l.id as number]));
  const items: RawRow[] = [...lines];
  const components = componentRows(tenant.id, orderId, numbered, lineId);
  if (components.length > 0) items.push(...decoded(salesOrderItemResource, await insertLines(tx, { rows: JSON.stringify(components) })));
  await insertCommissions(tx, commissionRows(tenant.id, orderId, numbered, lineId));
  // Paid on credit or in installments: the customer owes it (spec: these become receivables).
  const owed = sale.payments.flatMap((p, i) =>
    p.category === 'TRADE_CREDIT' || p.category === 'INSTALLMENT' ? [{ payment: p, index: i, paymentId: payments[i]!.id as number }] : [],
  );
  const owing = await settleReceivables(ctx, sale, orderId, owed, previous);
  return { items, payments, receivables: owing };
}
