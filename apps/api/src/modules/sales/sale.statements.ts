import { and, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { stockMovements } from '../../db/schema/inventory';
import {
  idempotencyKeys,
  receivables,
  salesCommissions,
  salesOrderItems,
  salesOrderPayments,
  salesOrders,
} from '../../db/schema/sales-documents';
import { fixedStatement } from '../../platform/fixed-statement';
import { shopWhere } from '../../platform/resource/rows';
import type { Resource } from '../../platform/resource/define';
import { insertFromJson, insertRows, jsonObject, resourceColumns, type JsonColumns } from '../../platform/resource/json-rows';
import { takeNumberSql, voidStamp } from '../../platform/documents';
import { salesOrderItemResource, salesOrderPaymentResource, salesOrderResource } from './sales-orders.resource';

// The statements of posting, numbering, editing and voiding a sale. The fixed ones are built once
// and prepared per connection (see fixedStatement); their rows go as JSON arrays.

const columnsOf = <T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): JsonColumns => {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(keys.map((k) => [k, all[k]!]));
};

// The statements every sale makes, built once (see fixedStatement); rows go as JSON arrays.
const ORDER_COLUMNS = [
  'tenantId',
  'salesOrderNumber',
  'salesChannelId',
  'customerId',
  'locationId',
  'grossTotal',
  'discountTotal',
  'taxTotal',
  'netTotal',
  'paidAmountTotal',
  'taxed',
  'publicNote',
  'appliedDiscounts',
  'quotationId',
  'createdBy',
  // VAT and the senior citizen / PWD discount (see sale-taxes.ts).
  'vatableSales',
  'vatAmount',
  'vatExemptSales',
  'zeroRatedSales',
  'specialDiscountKind',
  'specialDiscountTotal',
  'specialDiscountHolderName',
  'specialDiscountHolderId',
  'specialDiscountHolderTin',
  'basicNecessityDiscountTotal',
  'specialDiscountBookletNo',
] as const;
const LINE_COLUMNS = [
  'tenantId',
  'bundleParentId',
  'lineNumber',
  'productId',
  'sku',
  'productName',
  'productType',
  'orderedQuantity',
  'orderedUomId',
  'orderedUnit',
  'baseQuantity',
  'unitCost',
  'orderedUnitPrice',
  'listUnitPrice',
  'priceChangedBy',
  'grossAmount',
  'lineTotal',
  'appliedDiscounts',
  'bundleModifications',
  'serialNumbers',
  'commissionTemplateId',
  'commissionUserId',
  'commissionAmount',
  'vatClass',
  'vatAmount',
  'specialDiscountAmount',
  'specialVatRemoved',
  'specialDiscountClass',
] as const;
const PAYMENT_COLUMNS = [
  'tenantId',
  'paymentTypeId',
  'paymentCategory',
  'paidAmount',
  'dueAmount',
  'referenceNumber',
  'installmentCount',
  'installmentInterval',
  'notes',
  'tenderedAmount',
  'change',
] as const;

/** A new sale's order, lines and payments in one statement, each answered whole (as JSON, see decodeRow). */
export const insertSale = fixedStatement<{ order: string; lines: string; payments: string }>('sale_insert', () => {
  const orderId = sql`(select id from o)`;
  const whole = (id: PgColumn, resource: Resource) =>
    sql`${id} as id, ${jsonObject(resourceColumns(resource, { expressions: 'skip' }))} as row`;
  return sql`with o as (
      ${insertRows(salesOrders, columnsOf(salesOrders, [...ORDER_COLUMNS]), sql.placeholder('order'), { returning: whole(salesOrders.id, salesOrderResource) })}
    ), l as (
      ${insertRows(salesOrderItems, columnsOf(salesOrderItems, [...LINE_COLUMNS]), sql.placeholder('lines'), { given: { salesOrderId: [salesOrderItems.salesOrderId, orderId] }, returning: whole(salesOrderItems.id, salesOrderItemResource) })}
    ), p as (
      ${insertRows(salesOrderPayments, columnsOf(salesOrderPayments, [...PAYMENT_COLUMNS]), sql.placeholder('payments'), { given: { salesOrderId: [salesOrderPayments.salesOrderId, orderId] }, returning: whole(salesOrderPayments.id, salesOrderPaymentResource) })}
    )
    select (select row from o) as "order", (select json_agg(row order by id) from l) as lines, (select json_agg(row order by id) from p) as payments`;
});
/** Lines or payments of an existing order (an edit, a bundle's components). */
export const insertLines = fixedStatement<{ rows: string }>('sale_lines', () =>
  insertFromJson(salesOrderItems, columnsOf(salesOrderItems, [...LINE_COLUMNS, 'salesOrderId']), resourceColumns(salesOrderItemResource)),
);
export const insertPayments = fixedStatement<{ rows: string }>('sale_payments', () =>
  insertFromJson(
    salesOrderPayments,
    columnsOf(salesOrderPayments, [...PAYMENT_COLUMNS, 'salesOrderId']),
    resourceColumns(salesOrderPaymentResource),
  ),
);
export type NumberValues = { tenant: number; order: number; key?: string; status?: number; answer?: string };

/** The number statement, with or without keeping an Idempotency-Key's answer (see numberSale). */
function numberStatement(remember: boolean) {
  return fixedStatement<NumberValues>(remember ? 'sale_number_kept' : 'sale_number', () => {
    const p = (name: keyof NumberValues) => sql.placeholder(name);
    // The shop's series takes the number (as nextDocumentNumber), and the order and its ledger rows get it.
    return sql`with counter as (${takeNumberSql(p('tenant'), 'salesOrder')}),
    numbered as (
      update ${salesOrders} set sales_order_number = counter.number, updated_at = now() from counter
       where ${salesOrders.tenantId} = ${p('tenant')} and ${salesOrders.id} = ${p('order')} returning 1
    ),
    ledger as (
      update ${stockMovements} set source_number = counter.number from counter
       where ${stockMovements.tenantId} = ${p('tenant')} and ${stockMovements.sourceType} = 'SALE' and ${stockMovements.sourceId} = ${p('order')} returning 1
    )${
      remember
        ? sql`,
    kept as (
      update ${idempotencyKeys} set status_code = ${p('status')}, response = jsonb_set(${p('answer')}::jsonb, '{data,salesOrderNumber}', to_jsonb(counter.number))
        from counter where ${idempotencyKeys.tenantId} = ${p('tenant')} and ${idempotencyKeys.key} = ${p('key')} returning 1
    )`
        : sql``
    }
    select number from counter`;
  });
}
export const numberOnly = numberStatement(false);
export const numberAndKeep = numberStatement(true);

export type StoredOrder = { id: number; salesOrderNumber: string; status: string; locationId: number; salesChannelId: number };

/** The order, locked for the rest of the transaction (an edit or a void). */
export async function lockOrder(tx: Tx, id: number): Promise<StoredOrder | undefined> {
  const [order] = await tx
    .select({
      id: salesOrders.id,
      salesOrderNumber: salesOrders.salesOrderNumber,
      status: salesOrders.status,
      locationId: salesOrders.locationId,
      salesChannelId: salesOrders.salesChannelId,
    })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, id)))
    .for('update');
  return order;
}

/** The order's lines as stock sees them: product, kind, base quantity, serial numbers. */
export function selectStockLines(tx: Tx, orderId: number) {
  return tx
    .select({
      productId: salesOrderItems.productId,
      productType: salesOrderItems.productType,
      baseQuantity: salesOrderItems.baseQuantity,
      serialNumbers: salesOrderItems.serialNumbers,
    })
    .from(salesOrderItems)
    .where(shopWhere(tx, salesOrderItems, eq(salesOrderItems.salesOrderId, orderId)));
}

/** A receivable an order already has, with what posted collections paid on it. */
export type StoredReceivable = { id: number; paid: string };

/** The order's receivables that are not void, locked. */
export function lockOpenReceivables(tx: Tx, orderId: number): Promise<StoredReceivable[]> {
  return tx
    .select({ id: receivables.id, paid: receivables.paid })
    .from(receivables)
    .where(shopWhere(tx, receivables, and(eq(receivables.salesOrderId, orderId), ne(receivables.status, 'VOIDED'))))
    .orderBy(receivables.id)
    .for('update');
}

export async function selectPaymentIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: salesOrderPayments.id })
    .from(salesOrderPayments)
    .where(shopWhere(tx, salesOrderPayments, eq(salesOrderPayments.salesOrderId, orderId)));
  return rows.map((r) => r.id);
}

export async function deletePayments(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(salesOrderPayments).where(shopWhere(tx, salesOrderPayments, inArray(salesOrderPayments.id, ids)));
}

/** The order's lines and commissions go; its payments and receivables are replaced by editSale. */
export async function deleteOrderLines(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(salesCommissions).where(shopWhere(tx, salesCommissions, eq(salesCommissions.salesOrderId, orderId)));
  // Bundle components first: they point at their bundle's line.
  await tx
    .delete(salesOrderItems)
    .where(shopWhere(tx, salesOrderItems, and(eq(salesOrderItems.salesOrderId, orderId), isNotNull(salesOrderItems.bundleParentId))));
  await tx.delete(salesOrderItems).where(shopWhere(tx, salesOrderItems, eq(salesOrderItems.salesOrderId, orderId)));
}

export async function updateOrder(tx: Tx, orderId: number, values: Partial<typeof salesOrders.$inferInsert>): Promise<void> {
  await tx
    .update(salesOrders)
    .set(values)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
}

export async function insertCommissions(tx: Tx, rows: (typeof salesCommissions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(salesCommissions).values(rows);
}

/** A void: the order's receivables and commissions are void with it, and it keeps who voided it, when and why. */
export async function markOrderVoided(tx: Tx, orderId: number, userId: number, reason: string | null): Promise<void> {
  await tx
    .update(receivables)
    .set({ status: 'VOIDED', balance: '0', updatedAt: new Date() })
    .where(shopWhere(tx, receivables, eq(receivables.salesOrderId, orderId)));
  await tx
    .update(salesCommissions)
    .set({ status: 'VOIDED' })
    .where(shopWhere(tx, salesCommissions, eq(salesCommissions.salesOrderId, orderId)));
  await tx
    .update(salesOrders)
    .set(voidStamp(userId, reason))
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
}
