import { randomUUID } from 'node:crypto';
import { invalid } from '../../platform/errors';
import type { KnownRows } from '../../platform/resource/relations';
import { checkSerialCount, postMovements, releaseSerials, type ShortStock } from '../inventory';
import { registerSaleWarranties } from '../warranty';
import { numberSale } from './number-sale';
import type { ResolvedSale } from './resolve-sale';
import { writeLineParts } from './sale-contents';
import type { SessionContext } from '../../platform/service-context';
import { decoded, lineRows, numberLines, orderValues, paymentRows, saleMovements, type RawRow } from './sale-rows';
import { insertSale } from './sale.statements';
import { salesOrderItemResource, salesOrderPaymentResource, salesOrderResource } from './sales-orders.resource';

/** A posted sale: its id, and its rows as written (before numberSale) with those it refers to, for answerResource. */
export type PostedSale = { id: number; order: RawRow; rows: KnownRows };

/**
 * Posts a sale in the caller's transaction: the order with its lines and payments (one statement),
 * serial numbers sold, stock out of the channel's picking location through the ledger, bundle
 * components, commissions, receivables and product warranties, and a gap-free number. Not enough stock is a 409 and
 * nothing is written.
 *
 * The number comes last (or, with `numberLater`, when the caller calls `numberSale`): the shop's
 * counter row stays locked from the moment a number is taken until the transaction ends, so every
 * other sale of the shop waits for it. Taken first, it serialised whole sales; taken last, terminals
 * only queue for the few statements between the number and the commit.
 */
export async function postSale(
  ctx: SessionContext,
  sale: ResolvedSale,
  options: {
    publicNote: string | null;
    quotationId?: number | null;
    numberLater?: boolean;
    /** 'record': a sale that already happened (offline) takes stock below zero, and the shortage is kept. */
    shortStock?: ShortStock;
  },
): Promise<PostedSale> {
  const { tx, tenant, user } = ctx;
  const locationId = sale.channel.locationId;
  const numbered = numberLines(sale);
  // 1. The order, its lines and payments, under a provisional number.
  const [written] = await insertSale(tx, {
    order: JSON.stringify([
      {
        tenantId: tenant.id,
        salesOrderNumber: `PENDING-${randomUUID()}`,
        locationId,
        createdBy: user.id,
        quotationId: options.quotationId ?? null,
        ...orderValues(sale, options.publicNote),
      },
    ]),
    lines: JSON.stringify(lineRows(tenant.id, numbered)),
    payments: JSON.stringify(paymentRows(tenant.id, sale)),
  });
  const [order] = decoded(salesOrderResource, [written!.order as RawRow]);
  const id = order!.id as number;
  // 2. Serial numbers sold, then stock out of the channel's location through the ledger (409 if short).
  const serials = await sellSerials(ctx, sale, id, locationId);
  await postMovements(
    tx,
    tenant.id,
    user.id,
    { type: 'SALE', id, number: null },
    saleMovements(sale, locationId, serials),
    options.shortStock,
  );
  // 3. Bundle components, commissions and receivables.
  const lines = decoded(salesOrderItemResource, (written!.lines as RawRow[] | null) ?? []);
  const payments = decoded(salesOrderPaymentResource, (written!.payments as RawRow[] | null) ?? []);
  const contents = await writeLineParts(ctx, sale, id, numbered, lines, payments, []);
  // A sale of nothing under warranty (most of them) spends no statement on it.
  if (sale.lines.some((l) => l.product.warrantyTemplateId !== null || l.parts.some((p) => p.product.warrantyTemplateId !== null)))
    await registerSaleWarranties(tx, id);
  // 4. The gap-free number, last.
  if (!options.numberLater) await numberSale(ctx, id);
  const rows: KnownRows = new Map([
    ...sale.rows,
    ['salesOrderItems', contents.items],
    ['salesOrderPayments', contents.payments],
    // A sale on credit reads its receivables for the answer (their number, overdue and the like
    // are worked out by the database); a sale without any need not.
    ...(contents.receivables === 0 ? [['receivables', []] as [string, RawRow[]]] : []),
  ]);
  return { id, order: order!, rows };
}

/** Marks the serial numbers of each serial-tracked line sold by this order; answers their ids per line. */
async function sellSerials(ctx: SessionContext, sale: ResolvedSale, orderId: number, locationId: number): Promise<Map<number, number[]>> {
  const byLine = new Map<number, number[]>();
  for (const [i, line] of sale.lines.entries()) {
    const field = `orderItems.${i}.serialNumbers`;
    if (line.product.type !== 'PRODUCT') {
      if (line.serials.length > 0)
        throw invalid({ [field]: [`${line.product.productName} is not serial-tracked; send no serial numbers.`] });
      continue;
    }
    checkSerialCount(field, line.product, line.baseQuantity, line.serials);
    byLine.set(
      i,
      await releaseSerials(ctx.tx, field, line.product, locationId, line.serials, {
        status: 'SOLD',
        source: 'SALES_ORDER',
        sourceId: orderId,
      }),
    );
  }
  return byLine;
}
