import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { qty } from '@oim/shared/decimal';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { documentSeries, stockMovements } from '../../db/schema/inventory';
import {
  idempotencyKeys,
  receivables,
  salesCommissions,
  salesOrderItems,
  salesOrderPayments,
  salesOrders,
} from '../../db/schema/sales-documents';
import type { AuthUser } from '../../platform/auth/session-user';
import { conflict, invalid, type FieldErrors } from '../../platform/errors';
import { fixedStatement } from '../../platform/fixed-statement';
import type { Resource } from '../../platform/resource/define';
import { decodeRow, insertFromJson, insertRows, jsonObject, resourceColumns, type JsonColumns } from '../../platform/resource/json-rows';
import type { KnownRows } from '../../platform/resource/relations';
import type { Tenant } from '../../platform/tenancy';
import { DOCUMENT_PREFIXES } from '../inventory/document-numbers';
import { checkSerialCount, receiveSerials, releaseSerials } from '../inventory/serials';
import { postMovements, type Movement } from '../inventory/stock-ledger';
import { documentLineFields, type ResolvedSale } from './sale-lines';
import { receivableResource, salesOrderItemResource, salesOrderPaymentResource, salesOrderResource } from './sales-resources';

type Ctx = { tx: Tx; tenant: Tenant; user: AuthUser };

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
  'orderedUnitPrice',
  'grossAmount',
  'lineTotal',
  'appliedDiscounts',
  'bundleModifications',
  'serialNumbers',
  'commissionTemplateId',
  'commissionUserId',
  'commissionAmount',
] as const;
const PAYMENT_COLUMNS = [
  'tenantId',
  'paymentTypeId',
  'paymentCategory',
  'paidAmount',
  'dueAmount',
  'referenceNumber',
  'notes',
  'tenderedAmount',
  'change',
] as const;

/** A new sale's order, lines and payments in one statement, each answered whole (as JSON, see decodeRow). */
const insertSale = fixedStatement<{ order: string; lines: string; payments: string }>('sale_insert', () => {
  const orderId = sql`(select id from o)`;
  const whole = (id: PgColumn, resource: Resource) => sql`${id} as id, ${jsonObject(resourceColumns(resource))} as row`;
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
const insertLines = fixedStatement<{ rows: string }>('sale_lines', () =>
  insertFromJson(salesOrderItems, columnsOf(salesOrderItems, [...LINE_COLUMNS, 'salesOrderId']), resourceColumns(salesOrderItemResource)),
);
const insertPayments = fixedStatement<{ rows: string }>('sale_payments', () =>
  insertFromJson(
    salesOrderPayments,
    columnsOf(salesOrderPayments, [...PAYMENT_COLUMNS, 'salesOrderId']),
    resourceColumns(salesOrderPaymentResource),
  ),
);
/** Rows of a resource as RETURNING gave them (namedColumns) → as a select of the resource answers them. */
const decoded = (resource: Resource, rows: Record<string, unknown>[]) => {
  const columns = resourceColumns(resource);
  return rows.map((r) => decodeRow(columns, r));
};

/** What a sale takes out of stock, per product, in base units (bundles through their components). */
function stockTaken(sale: ResolvedSale): Map<number, string> {
  const taken = new Map<number, string>();
  for (const line of sale.lines)
    for (const part of line.parts)
      if (part.product.type === 'PRODUCT') taken.set(part.product.id, qty.add(taken.get(part.product.id) ?? '0', part.baseQuantity));
  return taken;
}

async function sellSerials(ctx: Ctx, sale: ResolvedSale, orderId: number, locationId: number): Promise<Map<number, number[]>> {
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

/** Rows as RETURNING gives them, with all of a resource's fields (what answerResource takes). */
type RawRow = Record<string, unknown>;
type Written = { items: RawRow[]; payments: RawRow[]; receivables: RawRow[] };

type NumberedLine = {
  line: ResolvedSale['lines'][number];
  computed: ResolvedSale['totals']['lines'][number];
  lineNumber: number;
  parts: { part: ResolvedSale['lines'][number]['parts'][number]; lineNumber: number }[];
};

/** Line numbers run through the components of each bundle: a bundle's line, its parts, the next line. */
function numberLines(sale: ResolvedSale): NumberedLine[] {
  let lineNumber = 0;
  return sale.lines.map((line, i) => {
    const own = ++lineNumber;
    const parts = line.product.type === 'BUNDLE' ? line.parts.map((part) => ({ part, lineNumber: ++lineNumber })) : [];
    return { line, computed: sale.totals.lines[i]!, lineNumber: own, parts };
  });
}

/** A line's row with the defaults of what it does not say (JSON rows name every column). */
const lineRow = (row: Record<string, unknown>) => ({
  bundleParentId: null,
  appliedDiscounts: [],
  bundleModifications: [],
  serialNumbers: [],
  commissionTemplateId: null,
  commissionUserId: null,
  commissionAmount: null,
  ...row,
});

/** The rows of a sale's own lines (not yet of an order). */
function lineRows(tenantId: number, numbered: NumberedLine[]) {
  return numbered.map(({ line, computed, lineNumber }) =>
    lineRow({
      tenantId,
      lineNumber,
      ...documentLineFields(line, computed),
      baseQuantity: line.baseQuantity,
      serialNumbers: line.serials,
      commissionTemplateId: line.commission?.templateId ?? null,
      commissionUserId: line.commission?.userId ?? null,
      commissionAmount: line.commission ? String(line.commission.amount) : null,
    }),
  );
}

/** The rows of a sale's payments (not yet of an order). */
function paymentRows(tenantId: number, sale: ResolvedSale) {
  return sale.payments.map((p) => ({
    tenantId,
    paymentTypeId: p.paymentType,
    paymentCategory: p.category,
    paidAmount: String(p.paidAmount),
    dueAmount: String(p.dueAmount),
    referenceNumber: p.referenceNumber,
    notes: p.notes,
    tenderedAmount: p.tenderedAmount === null || p.tenderedAmount === undefined ? null : String(p.tenderedAmount),
    change: p.change === null ? null : String(p.change),
  }));
}

/**
 * Writes the lines and payments of a resolved sale to an existing order (an edit), then what
 * hangs on them (writeLineParts). Answers the rows written.
 */
async function writeOrderContents(ctx: Ctx, sale: ResolvedSale, orderId: number, previous: StoredReceivable[] = []): Promise<Written> {
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
async function writeLineParts(
  ctx: Ctx,
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
  const components = numbered.flatMap(({ lineNumber: n, parts }) =>
    parts.map(({ part: p, lineNumber: own }) =>
      lineRow({
        tenantId: tenant.id,
        salesOrderId: orderId,
        bundleParentId: lineId.get(n)!,
        lineNumber: own,
        productId: p.product.id,
        sku: p.product.sku,
        productName: p.product.productName,
        productType: p.product.type,
        orderedQuantity: p.quantity,
        orderedUomId: p.unit.id,
        orderedUnit: p.unit.unit,
        baseQuantity: p.baseQuantity,
        orderedUnitPrice: '0',
        grossAmount: '0',
        lineTotal: '0',
      }),
    ),
  );
  if (components.length > 0) items.push(...decoded(salesOrderItemResource, await insertLines(tx, { rows: JSON.stringify(components) })));
  const commissions = numbered.flatMap(({ line, lineNumber: n }) =>
    line.commission
      ? [
          {
            tenantId: tenant.id,
            salesOrderId: orderId,
            salesOrderItemId: lineId.get(n)!,
            userId: line.commission.userId,
            commissionTemplateId: line.commission.templateId,
            amount: String(line.commission.amount),
          },
        ]
      : [],
  );
  if (commissions.length > 0) await tx.insert(salesCommissions).values(commissions);
  // Paid on credit or in installments: the customer owes it (spec: these become receivables).
  const owed = sale.payments.flatMap((p, i) =>
    p.category === 'TRADE_CREDIT' || p.category === 'INSTALLMENT' ? [{ payment: p, index: i, paymentId: payments[i]!.id as number }] : [],
  );
  const owing = await settleReceivables(ctx, sale, orderId, owed, previous);
  return { items, payments, receivables: owing };
}

/** A receivable an order already has, with what has been collected on it (amount − balance). */
type StoredReceivable = {
  id: number;
  customerId: number;
  paymentTypeId: number | null;
  paymentCategory: string;
  amount: string;
  balance: string;
};

const collectedOn = (r: StoredReceivable) => toCentavos(r.amount) - toCentavos(r.balance);

/**
 * Writes an order's receivables. On an edit the old ones are adjusted, never dropped blindly:
 * each new credit or installment payment takes over an old receivable of the same payment type
 * (else category), keeping what was collected on it, so its balance is the new amount less the
 * collections. Collections are not recorded anywhere yet (finance payments come later), so today
 * every balance equals its amount; the rule already holds for when they are: an edit may not bring
 * a receivable below what was collected on it, drop one that has collections, or move one with
 * collections to another customer (422). An old receivable with nothing collected that no payment
 * takes over is deleted.
 */
async function settleReceivables(
  ctx: Ctx,
  sale: ResolvedSale,
  orderId: number,
  owed: { payment: ResolvedSale['payments'][number]; index: number; paymentId: number }[],
  previous: StoredReceivable[],
): Promise<RawRow[]> {
  const { tx, tenant } = ctx;
  const taken = new Set<number>();
  const errors: FieldErrors = {};
  const fresh: (typeof receivables.$inferInsert)[] = [];
  for (const { payment, index, paymentId } of owed) {
    const free = previous.filter((r) => !taken.has(r.id));
    const old = free.find((r) => r.paymentTypeId === payment.paymentType) ?? free.find((r) => r.paymentCategory === payment.category);
    const amount = toCentavos(payment.paidAmount);
    if (!old) {
      fresh.push({
        tenantId: tenant.id,
        customerId: sale.customerId,
        salesOrderId: orderId,
        paymentId,
        paymentCategory: payment.category,
        amount: String(payment.paidAmount),
        balance: String(payment.paidAmount),
      });
      continue;
    }
    taken.add(old.id);
    const collected = collectedOn(old);
    if (amount < collected) {
      errors[`orderPayments.${index}.paidAmount`] = [
        `${toPesos(collected).toFixed(2)} has already been collected on this receivable: the payment cannot be less.`,
      ];
      continue;
    }
    if (collected > 0 && old.customerId !== sale.customerId) {
      errors.customerId = ['Payments have already been collected from this order’s customer: the customer cannot be changed.'];
      continue;
    }
    const balance = amount - collected;
    await tx
      .update(receivables)
      .set({
        customerId: sale.customerId,
        paymentId,
        paymentCategory: payment.category,
        amount: String(payment.paidAmount),
        balance: String(toPesos(balance)),
        status: balance === 0 ? 'PAID' : 'OPEN',
        updatedAt: new Date(),
      })
      .where(eq(receivables.id, old.id));
  }
  const left = previous.filter((r) => !taken.has(r.id));
  const kept = left.filter((r) => collectedOn(r) > 0);
  if (kept.length > 0) {
    const total = toPesos(kept.reduce((s, r) => s + collectedOn(r), 0)).toFixed(2);
    errors.orderPayments = [
      `${total} has already been collected on this order’s ${kept.map((r) => (r.paymentCategory === 'INSTALLMENT' ? 'installment' : 'credit')).join(' and ')} payment: keep such a payment of at least that amount.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (left.length > 0)
    await tx.delete(receivables).where(
      inArray(
        receivables.id,
        left.map((r) => r.id),
      ),
    );
  return fresh.length > 0 ? tx.insert(receivables).values(fresh).returning(resourceColumns(receivableResource)) : [];
}

function orderValues(sale: ResolvedSale, publicNote: string | null) {
  return {
    salesChannelId: sale.channel.id,
    customerId: sale.customerId,
    grossTotal: String(sale.totals.subTotal),
    discountTotal: String(sale.totals.discountTotal),
    taxTotal: String(sale.totals.taxTotal),
    netTotal: String(sale.totals.netTotal),
    paidAmountTotal: String(sale.payments.reduce((s, p) => s + Math.round(p.paidAmount * 100), 0) / 100),
    taxed: sale.taxed,
    publicNote,
    appliedDiscounts: sale.totals.orderDiscounts,
  };
}

/** A posted sale: its id, and its rows as written (before numberSale) with those it refers to, for answerResource. */
export type PostedSale = { id: number; order: RawRow; rows: KnownRows };

/**
 * Posts a sale in the caller's transaction: the order with its lines and payments (one statement),
 * serial numbers sold, stock out of the channel's picking location through the ledger, bundle
 * components, commissions and receivables, and a gap-free number. Not enough stock is a 409 and
 * nothing is written.
 *
 * The number comes last (or, with `numberLater`, when the caller calls `numberSale`): the shop's
 * counter row stays locked from the moment a number is taken until the transaction ends, so every
 * other sale of the shop waits for it. Taken first, it serialised whole sales; taken last, terminals
 * only queue for the few statements between the number and the commit.
 */
export async function postSale(
  ctx: Ctx,
  sale: ResolvedSale,
  options: { publicNote: string | null; quotationId?: number | null; numberLater?: boolean },
): Promise<PostedSale> {
  const { tx, tenant, user } = ctx;
  const locationId = sale.channel.locationId;
  const numbered = numberLines(sale);
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
  const serials = await sellSerials(ctx, sale, id, locationId);
  const movements: Movement[] = [];
  sale.lines.forEach((line, i) => {
    for (const part of line.parts) {
      if (part.product.type !== 'PRODUCT') continue;
      movements.push({
        productId: part.product.id,
        locationId,
        quantity: qty.sub(0, part.baseQuantity),
        uomId: part.unit.id,
        uomQuantity: qty.sub(0, part.quantity),
        serialIds: part.product.id === line.product.id ? (serials.get(i) ?? []) : [],
      });
    }
  });
  await postMovements(tx, tenant.id, user.id, { type: 'SALE', id, number: null }, movements);
  const lines = decoded(salesOrderItemResource, (written!.lines as RawRow[] | null) ?? []);
  const payments = decoded(salesOrderPaymentResource, (written!.payments as RawRow[] | null) ?? []);
  const contents = await writeLineParts(ctx, sale, id, numbered, lines, payments, []);
  if (!options.numberLater) await numberSale(ctx, id);
  const rows: KnownRows = new Map([
    ...sale.rows,
    ['salesOrderItems', contents.items],
    ['salesOrderPayments', contents.payments],
    ['receivables', contents.receivables],
  ]);
  return { id, order: order!, rows };
}

type NumberValues = { tenant: number; order: number; key?: string; status?: number; answer?: string };

/** The number statement, with or without keeping an Idempotency-Key's answer (see numberSale). */
function numberStatement(remember: boolean) {
  return fixedStatement<NumberValues>(remember ? 'sale_number_kept' : 'sale_number', () => {
    const p = (name: keyof NumberValues) => sql.placeholder(name);
    // As nextDocumentNumber: the counter's next value, at least 6 digits.
    return sql`with counter as (
      insert into ${documentSeries} (tenant_id, kind, last_number) values (${p('tenant')}, 'salesOrder', 1)
      on conflict (tenant_id, kind) do update set last_number = ${documentSeries.lastNumber} + 1
      returning ${`${DOCUMENT_PREFIXES.salesOrder}-`}::text || lpad(last_number::text, greatest(6, length(last_number::text)), '0') as number
    ),
    numbered as (
      update ${salesOrders} set sales_order_number = counter.number, updated_at = now() from counter where ${salesOrders.id} = ${p('order')} returning 1
    ),
    ledger as (
      update ${stockMovements} set source_number = counter.number from counter
       where ${stockMovements.sourceType} = 'SALE' and ${stockMovements.sourceId} = ${p('order')} returning 1
    )${
      remember
        ? sql`,
    kept as (
      update ${idempotencyKeys} set status_code = ${p('status')}, response = jsonb_set(${p('answer')}::jsonb, '{data,salesOrderNumber}', to_jsonb(counter.number))
        from counter where ${idempotencyKeys.key} = ${p('key')} returning 1
    )`
        : sql``
    }
    select number from counter`;
  });
}
const numberOnly = numberStatement(false);
const numberAndKeep = numberStatement(true);

/**
 * Gives a posted sale its gap-free number, on the order and on its ledger rows, in one statement
 * (see postSale: the counter stays locked from here to the commit). With `answer`, the
 * Idempotency-Key's first answer is kept in the same statement, the number written into it.
 */
export async function numberSale(
  ctx: Ctx,
  orderId: number,
  answer?: { key: string; status: number; body: { data: Record<string, unknown> } },
): Promise<string> {
  const { tx, tenant } = ctx;
  const [row] = answer
    ? await numberAndKeep(tx, {
        tenant: tenant.id,
        order: orderId,
        key: answer.key,
        status: answer.status,
        answer: JSON.stringify(answer.body),
      })
    : await numberOnly(tx, { tenant: tenant.id, order: orderId });
  return row!.number as string;
}

type StoredOrder = { id: number; salesOrderNumber: string; status: string; locationId: number; salesChannelId: number };

async function lockOrder(tx: Tx, id: number): Promise<StoredOrder | undefined> {
  const [order] = await tx
    .select({
      id: salesOrders.id,
      salesOrderNumber: salesOrders.salesOrderNumber,
      status: salesOrders.status,
      locationId: salesOrders.locationId,
      salesChannelId: salesOrders.salesChannelId,
    })
    .from(salesOrders)
    .where(eq(salesOrders.id, id))
    .for('update');
  return order;
}

/** What an order now holds out of stock, per product (base units), and its sold serial numbers. */
async function heldByOrder(tx: Tx, orderId: number) {
  const items = await tx
    .select({
      productId: salesOrderItems.productId,
      productType: salesOrderItems.productType,
      baseQuantity: salesOrderItems.baseQuantity,
      serialNumbers: salesOrderItems.serialNumbers,
      parent: salesOrderItems.bundleParentId,
    })
    .from(salesOrderItems)
    .where(eq(salesOrderItems.salesOrderId, orderId));
  const held = new Map<number, string>();
  const serials = new Map<number, string[]>();
  for (const item of items) {
    if (item.productType !== 'PRODUCT') continue;
    held.set(item.productId, qty.add(held.get(item.productId) ?? '0', item.baseQuantity));
    if (item.serialNumbers.length > 0) serials.set(item.productId, [...(serials.get(item.productId) ?? []), ...item.serialNumbers]);
  }
  return { held, serials };
}

/** The order's lines and commissions go; its payments and receivables are replaced by editSale. */
async function clearOrderLines(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(salesCommissions).where(eq(salesCommissions.salesOrderId, orderId));
  // Bundle components first: they point at their bundle's line.
  await tx.delete(salesOrderItems).where(and(eq(salesOrderItems.salesOrderId, orderId), isNotNull(salesOrderItems.bundleParentId)));
  await tx.delete(salesOrderItems).where(eq(salesOrderItems.salesOrderId, orderId));
}

/**
 * Changes a posted sale through the terminal: stock and serial numbers move by the difference
 * between what the order held and what it holds now, at the order's own location (so its channel
 * cannot change); receivables are adjusted (see settleReceivables), lines, payments and commissions
 * written anew, all in one transaction. The number and date stay.
 */
export async function editSale(ctx: Ctx, orderId: number, sale: ResolvedSale, publicNote: string | null): Promise<void> {
  const { tx, tenant, user } = ctx;
  const order = await lockOrder(tx, orderId);
  if (!order) throw invalid({ activeSalesOrderId: ['The sales order was not found.'] });
  if (order.status === 'VOIDED') throw conflict('A voided sales order cannot be changed.');
  // Its stock left the order's own location; another channel would mean another location.
  if (sale.channel.id !== order.salesChannelId) {
    throw invalid({
      salesChannelId: [
        'The sales channel of a saved sales order cannot be changed: void it and ring the sale up again at the other channel.',
      ],
    });
  }
  const before = await heldByOrder(tx, orderId);
  const after = stockTaken(sale);

  const products = new Set([...before.held.keys(), ...after.keys()]);
  const movements: Movement[] = [];
  for (const productId of products) {
    const difference = qty.sub(before.held.get(productId) ?? '0', after.get(productId) ?? '0');
    if (qty.compare(difference, 0) !== 0)
      movements.push({ productId, locationId: order.locationId, quantity: difference, note: 'Sales order changed' });
  }

  // Serial numbers no longer on the order come back; new ones are sold.
  const kept = new Map<number, string[]>();
  for (const line of sale.lines)
    if (line.serials.length > 0) kept.set(line.product.id, [...(kept.get(line.product.id) ?? []), ...line.serials]);
  for (const [productId, list] of before.serials) {
    const stays = new Set((kept.get(productId) ?? []).map((s) => s.toLowerCase()));
    const back = list.filter((s) => !stays.has(s.toLowerCase()));
    const line = sale.lines.find((l) => l.product.id === productId);
    const product = line?.product ?? { id: productId, productName: `Product ${productId}` };
    if (back.length > 0)
      await receiveSerials(tx, tenant.id, 'orderItems', product, order.locationId, back, { source: 'SALES_ORDER', sourceId: orderId });
  }
  for (const [i, line] of sale.lines.entries()) {
    if (line.product.type !== 'PRODUCT') continue;
    checkSerialCount(`orderItems.${i}.serialNumbers`, line.product, line.baseQuantity, line.serials);
    const had = new Set((before.serials.get(line.product.id) ?? []).map((s) => s.toLowerCase()));
    const fresh = line.serials.filter((s) => !had.has(s.toLowerCase()));
    if (fresh.length > 0)
      await releaseSerials(tx, `orderItems.${i}.serialNumbers`, line.product, order.locationId, fresh, {
        status: 'SOLD',
        source: 'SALES_ORDER',
        sourceId: orderId,
      });
  }

  await postMovements(tx, tenant.id, user.id, { type: 'SALE', id: orderId, number: order.salesOrderNumber }, movements);
  const previous = await tx
    .select({
      id: receivables.id,
      customerId: receivables.customerId,
      paymentTypeId: salesOrderPayments.paymentTypeId,
      paymentCategory: receivables.paymentCategory,
      amount: receivables.amount,
      balance: receivables.balance,
    })
    .from(receivables)
    .leftJoin(
      salesOrderPayments,
      and(eq(salesOrderPayments.tenantId, receivables.tenantId), eq(salesOrderPayments.id, receivables.paymentId)),
    )
    .where(and(eq(receivables.salesOrderId, orderId), ne(receivables.status, 'VOIDED')))
    .orderBy(receivables.id)
    .for('update', { of: receivables });
  const oldPayments = await tx
    .select({ id: salesOrderPayments.id })
    .from(salesOrderPayments)
    .where(eq(salesOrderPayments.salesOrderId, orderId));
  await clearOrderLines(tx, orderId);
  await tx.update(salesOrders).set(orderValues(sale, publicNote)).where(eq(salesOrders.id, orderId));
  // The new payments are written and the receivables moved onto them before the old payments go
  // (a receivable is deleted with its payment).
  await writeOrderContents(ctx, sale, orderId, previous);
  if (oldPayments.length > 0)
    await tx.delete(salesOrderPayments).where(
      inArray(
        salesOrderPayments.id,
        oldPayments.map((p) => p.id),
      ),
    );
}

/**
 * Voids a sale: its stock and serial numbers come back, its receivables and commissions are void,
 * and the order stays, marked VOIDED with who and when.
 */
export async function voidSale(ctx: Ctx, orderId: number, reason: string | null): Promise<boolean> {
  const { tx, tenant, user } = ctx;
  const order = await lockOrder(tx, orderId);
  if (!order) return false;
  if (order.status === 'VOIDED') throw conflict('The sales order is already voided.');
  const { held, serials } = await heldByOrder(tx, orderId);
  const returned = new Map<number, number[]>();
  for (const [productId, list] of serials) {
    returned.set(
      productId,
      await receiveSerials(tx, tenant.id, 'serialNumbers', { id: productId, productName: `Product ${productId}` }, order.locationId, list, {
        source: 'SALES_ORDER',
        sourceId: orderId,
      }),
    );
  }
  const movements: Movement[] = [...held].map(([productId, quantity]) => ({
    productId,
    locationId: order.locationId,
    quantity,
    serialIds: returned.get(productId) ?? [],
    note: 'Sales order voided',
  }));
  await postMovements(tx, tenant.id, user.id, { type: 'SALE_VOID', id: orderId, number: order.salesOrderNumber }, movements);
  await tx.update(receivables).set({ status: 'VOIDED', balance: '0' }).where(eq(receivables.salesOrderId, orderId));
  await tx.update(salesCommissions).set({ status: 'VOIDED' }).where(eq(salesCommissions.salesOrderId, orderId));
  await tx
    .update(salesOrders)
    .set({ status: 'VOIDED', voidedAt: new Date(), voidedBy: user.id, voidReason: reason })
    .where(eq(salesOrders.id, orderId));
  return true;
}
