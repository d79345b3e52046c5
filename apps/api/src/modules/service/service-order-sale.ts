import { and, asc, eq, sql } from 'drizzle-orm';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { sumPesos, toPesos } from '@oim/shared/pos/money';
import { CLOSED_SERVICE_ORDER_STATUSES } from '@oim/shared/schemas/service';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import { unitsOfMeasure } from '../../db/schema/masterfile';
import { salesOrders } from '../../db/schema/sales-documents';
import { serviceOrderItems, serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { conflict, conflictWith, invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { lockServiceOrder, type StoredServiceOrder } from './save-service-order';

/** 409 naming the sale a job order already has: its id and number in the body, for a link. */
async function alreadySold(tx: Tx, order: StoredServiceOrder, salesOrderId: number) {
  const [sale] = await tx
    .select({ id: salesOrders.id, salesOrderNumber: salesOrders.salesOrderNumber })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, salesOrderId)));
  const number = sale?.salesOrderNumber ?? `sale ${salesOrderId}`;
  return conflictWith(`${order.serviceOrderNumber} already has its sale, ${number}.`, {
    salesOrder: { id: salesOrderId, salesOrderNumber: number },
  });
}

/** An order that can still end in a sale: open (not RELEASED or CANCELLED, 409) and without one (409 naming it). */
async function checkSellable(tx: Tx, order: StoredServiceOrder): Promise<void> {
  if (order.salesOrderId !== null) throw await alreadySold(tx, order, order.salesOrderId);
  if (CLOSED_SERVICE_ORDER_STATUSES.includes(order.status))
    throw conflict(`${order.serviceOrderNumber} is ${order.status.toLowerCase()}: it can no longer be sold.`);
}

/**
 * What the terminal opens for a job order's sale: the sales order create payload (spec 3) with the
 * order's parts and labour as lines at their prices and units, the customer and channel, the
 * deposit as a payment of its type, and totals from the terminal's own arithmetic. Nothing is
 * written and no stock moves; posting it (POST sales/pos-order with serviceOrderId) releases the order.
 */
export async function serviceOrderSaleDraft(tx: Tx, id: number) {
  const [order] = await tx
    .select()
    .from(serviceOrders)
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
  if (!order) throw notFound('job order');
  await checkSellable(tx, order);
  const lines = await tx
    .select({
      productId: serviceOrderItems.productId,
      sku: products.sku,
      productName: sql<string>`coalesce(${serviceOrderItems.description}, ${products.productName})`,
      productType: products.type,
      orderedQuantity: serviceOrderItems.quantity,
      orderedUomId: serviceOrderItems.uomId,
      orderedUnit: unitsOfMeasure.unit,
      orderedUnitPrice: serviceOrderItems.unitPrice,
    })
    .from(serviceOrderItems)
    .innerJoin(products, and(eq(products.tenantId, serviceOrderItems.tenantId), eq(products.id, serviceOrderItems.productId)))
    .innerJoin(unitsOfMeasure, and(eq(unitsOfMeasure.tenantId, serviceOrderItems.tenantId), eq(unitsOfMeasure.id, serviceOrderItems.uomId)))
    .where(shopWhere(tx, serviceOrderItems, eq(serviceOrderItems.serviceOrderId, id)))
    .orderBy(asc(serviceOrderItems.lineNumber));
  if (lines.length === 0) throw invalid({ lines: [`${order.serviceOrderNumber} has no parts or labour to sell.`] });
  const totals = computeOrder({ lines });
  const deposit = Number(order.deposit);
  const payments =
    deposit > 0 && order.depositPaymentTypeId !== null
      ? [
          {
            paymentType: order.depositPaymentTypeId,
            paidAmount: deposit,
            dueAmount: deposit,
            referenceNumber: null,
            notes: `Deposit on ${order.serviceOrderNumber}`,
            tenderedAmount: null,
            change: null,
          },
        ]
      : [];
  return {
    serviceOrderId: order.id,
    salesChannelId: order.salesChannelId,
    customerId: order.customerId,
    orderItems: lines.map((line, i) => ({
      uniqueId: `${order.serviceOrderNumber}-${i + 1}`,
      ...line,
      orderedQuantity: Number(line.orderedQuantity),
      orderedUnitPrice: Number(line.orderedUnitPrice),
      lineTotal: toPesos(totals.lines[i]!.lineTotal),
      appliedDiscounts: [],
      serialNumbers: [],
    })),
    orderPayments: payments,
    grossTotal: totals.subTotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    netTotal: totals.netTotal,
    paidAmountTotal: sumPesos(payments.map((p) => p.paidAmount)),
    appliedDiscounts: [],
    publicNote: `Job order ${order.serviceOrderNumber}`,
  };
}

/**
 * Called by the sale (modules/sales) before it posts: locks the job order so that two terminals
 * posting its sale at once queue here, and refuses one that is closed or already sold (409). An id
 * that is not this shop's job order is 422 on serviceOrderId.
 */
export async function lockServiceOrderForSale(tx: Tx, id: number): Promise<void> {
  const [order] = await tx
    .select()
    .from(serviceOrders)
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)))
    .for('update');
  if (!order) throw invalid({ serviceOrderId: ['The selected job order is invalid.'] });
  await checkSellable(tx, order);
}

/** Called by the sale once it is posted and numbered: links it to the job order and releases the order. */
export async function releaseServiceOrder(ctx: ServiceContext, id: number, sale: { id: number; salesOrderNumber: string }): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  // Locked already by lockServiceOrderForSale in this transaction.
  const order = await lockServiceOrder(tx, id);
  await tx
    .update(serviceOrders)
    .set({ salesOrderId: sale.id, status: 'RELEASED', updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
  await tx.insert(serviceOrderStatusHistory).values({
    tenantId,
    serviceOrderId: id,
    fromStatus: order.status,
    toStatus: 'RELEASED',
    remark: `Released with ${sale.salesOrderNumber}`,
    changedBy: userId,
  });
}

/**
 * Called when a sale is voided: the job order it released (if any) is open again, READY_FOR_PICKUP
 * and without a sale, so the shop can ring it up anew; the history says which sale was voided.
 */
export async function reopenServiceOrderOfSale(ctx: ServiceContext, sale: { id: number; salesOrderNumber: string }): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  const [order] = await tx
    .select({ id: serviceOrders.id, status: serviceOrders.status })
    .from(serviceOrders)
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.salesOrderId, sale.id)))
    .for('update');
  if (!order) return;
  await tx
    .update(serviceOrders)
    .set({ salesOrderId: null, status: 'READY_FOR_PICKUP', updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, order.id)));
  await tx.insert(serviceOrderStatusHistory).values({
    tenantId,
    serviceOrderId: order.id,
    fromStatus: order.status,
    toStatus: 'READY_FOR_PICKUP',
    remark: `Reopened: ${sale.salesOrderNumber} was voided`,
    changedBy: userId,
  });
}
