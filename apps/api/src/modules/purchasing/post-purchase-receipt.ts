import { and, eq } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import { fieldErrors, hasFieldErrors } from '@oim/shared/field-errors';
import type { PurchaseReceiptBody } from '@oim/shared/schemas/purchasing';
import type { Tx } from '../../db/client';
import { paymentTypes, suppliers } from '../../db/schema/masterfile';
import { purchaseOrderItems, purchaseOrders, purchaseReceiptItems, purchaseReceipts } from '../../db/schema/purchasing';
import { conflict, invalid } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/documents';
import { shopWhere } from '../../platform/resource/rows';
import { addDays, todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { createPayable } from '../finance';
import { baseUnitCost, checkSerialCount, postMovements, receiveCosts, receiveSerials, type Movement } from '../inventory';
import { receivedStatus } from './change-purchase-order-status';
import { checkLines, sumMoney, type CheckedLine } from './purchase-lines';
import { lockPurchaseOrder, partiesExist, selectOrderLines, type StoredOrder } from './purchase-order.statements';

type ReceiptLine = CheckedLine<PurchaseReceiptBody['items'][number]>;
type OrderLine = Awaited<ReturnType<typeof selectOrderLines>>[number];

/**
 * Posts a purchase receipt in the caller's transaction: stock comes in through the ledger at the
 * receiving location (with each unit's cost), serial numbers come into stock, each product's cost
 * becomes the moving average, the order's received quantities and status move, and what the shop
 * now owes the supplier becomes a payable due after the supplier's terms (unless paid on receipt).
 */
export async function postPurchaseReceipt(
  ctx: ServiceContext,
  body: PurchaseReceiptBody,
): Promise<{ id: number; purchaseReceiptNumber: string }> {
  const { tx, tenantId, userId } = ctx;
  const order = body.purchaseOrderId ? await lockOrderToReceive(tx, body) : null;
  const terms = await checkHeader(tx, body);
  const lines = await checkLines(tx, body.items);
  const orderLines = order ? await selectOrderLines(tx, order.id) : [];
  matchOrderLines(lines, order, orderLines);
  lines.forEach((line, i) => checkSerialCount(`items.${i}.serialNumbers`, line.product, line.baseQuantity, line.input.serialNumbers));

  const receiptDate = body.receiptDate ?? todayIn();
  const total = sumMoney(lines.map((l) => l.lineTotal));
  const purchaseReceiptNumber = await nextDocumentNumber(tx, tenantId, 'purchaseReceipt');
  const [receipt] = await tx
    .insert(purchaseReceipts)
    .values({
      tenantId,
      purchaseReceiptNumber,
      supplierId: body.supplierId,
      purchaseOrderId: order?.id ?? null,
      receivingWarehouseId: body.receivingWarehouseId,
      receiptDate,
      supplierInvoiceNumber: body.supplierInvoiceNumber,
      notes: body.notes,
      total,
      paidWithPaymentTypeId: body.paidWithPaymentTypeId,
      createdBy: userId,
    })
    .returning({ id: purchaseReceipts.id });
  const id = receipt!.id;

  const movements = await receiveLines(ctx, id, body, lines);
  await receiveCosts(
    tx,
    body.supplierId,
    lines.map((l) => ({
      productId: l.product.id,
      baseQuantity: l.baseQuantity,
      baseUnitCost: baseUnitCost(l.input.unitCost, l.unit.factor),
    })),
  );
  await postMovements(tx, tenantId, userId, { type: 'PURCHASE_RECEIPT', id, number: purchaseReceiptNumber }, movements);
  if (order) await addReceived(tx, order, orderLines, lines);
  if (body.paidWithPaymentTypeId === null)
    await createPayable(tx, tenantId, {
      supplierId: body.supplierId,
      sourceType: 'PURCHASE_RECEIPT',
      sourceId: id,
      sourceNumber: purchaseReceiptNumber,
      supplierDocumentNumber: body.supplierInvoiceNumber,
      documentDate: receiptDate,
      dueDate: addDays(receiptDate, terms),
      amount: total,
    });
  return { id, purchaseReceiptNumber };
}

/** The order it receives against, locked: it must be sent and not ended, from this supplier, to this location. */
async function lockOrderToReceive(tx: Tx, body: PurchaseReceiptBody): Promise<StoredOrder> {
  const order = await lockPurchaseOrder(tx, body.purchaseOrderId!);
  if (!order) throw invalid({ purchaseOrderId: ['The selected purchase order is invalid.'] });
  if (order.status === 'DRAFT') throw conflict(`Send ${order.purchaseOrderNumber} to the supplier before receiving against it.`);
  if (order.status !== 'SENT' && order.status !== 'PARTIALLY_RECEIVED')
    throw conflict(`${order.purchaseOrderNumber} is ${order.status.toLowerCase()}: nothing more is received against it.`);
  const errors = fieldErrors();
  if (order.supplierId !== body.supplierId) errors.supplierId = [`${order.purchaseOrderNumber} is from another supplier.`];
  if (order.receivingWarehouseId !== body.receivingWarehouseId)
    errors.receivingWarehouseId = [`${order.purchaseOrderNumber} is to be received at another location.`];
  if (hasFieldErrors(errors)) throw invalid(errors);
  return order;
}

/** The supplier, location and payment type are this shop's; answers the supplier's payment terms in days. */
async function checkHeader(tx: Tx, body: PurchaseReceiptBody): Promise<number> {
  const found = await partiesExist(tx, body.supplierId, body.receivingWarehouseId);
  const errors = fieldErrors();
  if (!found.supplier) errors.supplierId = ['The selected supplier is invalid.'];
  if (!found.location) errors.receivingWarehouseId = ['The selected receiving location is invalid.'];
  if (body.paidWithPaymentTypeId !== null) {
    const [type] = await tx
      .select({ id: paymentTypes.id })
      .from(paymentTypes)
      .where(shopWhere(tx, paymentTypes, and(eq(paymentTypes.id, body.paidWithPaymentTypeId), eq(paymentTypes.isActive, true))));
    if (!type) errors.paidWithPaymentTypeId = ['The selected payment type is invalid.'];
  }
  if (hasFieldErrors(errors)) throw invalid(errors);
  const [supplier] = await tx
    .select({ terms: suppliers.paymentTermsDays })
    .from(suppliers)
    .where(shopWhere(tx, suppliers, eq(suppliers.id, body.supplierId)));
  return supplier!.terms;
}

/** Each line receives one of the order's lines, of its product and unit, and no more than is still expected (422 naming it). */
function matchOrderLines(lines: ReceiptLine[], order: StoredOrder | null, orderLines: OrderLine[]): void {
  const errors = fieldErrors();
  const taking = new Map<number, string>();
  lines.forEach((line, i) => {
    const itemId = line.input.purchaseOrderItemId;
    if (!order) {
      if (itemId !== null) errors[`items.${i}.purchaseOrderItemId`] = ['A receipt without a purchase order receives no order line.'];
      return;
    }
    const ordered = orderLines.find((o) => o.id === itemId);
    if (!ordered) {
      errors[`items.${i}.purchaseOrderItemId`] = [`Choose a line of ${order.purchaseOrderNumber}.`];
      return;
    }
    if (ordered.productId !== line.product.id || ordered.uomId !== line.unit.id) {
      errors[`items.${i}.productId`] = [`The line of ${order.purchaseOrderNumber} orders another product or unit.`];
      return;
    }
    const taken = qty.add(taking.get(ordered.id) ?? '0', line.input.quantity);
    taking.set(ordered.id, taken);
    const remaining = qty.sub(ordered.quantity, ordered.receivedQuantity);
    if (qty.compare(taken, remaining) > 0)
      errors[`items.${i}.quantity`] = [
        `Only ${qty.format(qty.parse(remaining))} ${line.unit.unit} of ${line.product.productName} is still expected on ${order.purchaseOrderNumber}.`,
      ];
  });
  if (hasFieldErrors(errors)) throw invalid(errors);
}

/** The receipt's lines, with their serial numbers taken into stock; answers the ledger's movements. */
async function receiveLines(ctx: ServiceContext, receiptId: number, body: PurchaseReceiptBody, lines: ReceiptLine[]): Promise<Movement[]> {
  const { tx, tenantId } = ctx;
  const movements: Movement[] = [];
  for (const [i, line] of lines.entries()) {
    const serialIds = await receiveSerials(
      tx,
      tenantId,
      `items.${i}.serialNumbers`,
      line.product,
      body.receivingWarehouseId,
      line.input.serialNumbers,
      { source: 'PURCHASE_RECEIPT', sourceId: receiptId },
      { conflictWhenInStock: true },
    );
    await tx.insert(purchaseReceiptItems).values({
      tenantId,
      purchaseReceiptId: receiptId,
      purchaseOrderItemId: line.input.purchaseOrderItemId,
      lineNumber: i + 1,
      productId: line.product.id,
      uomId: line.unit.id,
      quantity: line.input.quantity,
      baseQuantity: line.baseQuantity,
      unitCost: line.input.unitCost,
      lineTotal: line.lineTotal,
      serialNumbers: line.input.serialNumbers,
    });
    movements.push({
      productId: line.product.id,
      locationId: body.receivingWarehouseId,
      quantity: line.baseQuantity,
      uomId: line.unit.id,
      uomQuantity: line.input.quantity,
      serialIds,
      unitCost: baseUnitCost(line.input.unitCost, line.unit.factor),
    });
  }
  return movements;
}

/** The order's lines count what came; the order is received in part or in full. */
async function addReceived(tx: Tx, order: StoredOrder, orderLines: OrderLine[], lines: ReceiptLine[]): Promise<void> {
  const after = orderLines.map((o) => ({
    ...o,
    receivedQuantity: lines
      .filter((l) => l.input.purchaseOrderItemId === o.id)
      .reduce((sum, l) => qty.add(sum, l.input.quantity), o.receivedQuantity),
  }));
  for (const line of after.filter((o, i) => o.receivedQuantity !== orderLines[i]!.receivedQuantity))
    await tx
      .update(purchaseOrderItems)
      .set({ receivedQuantity: line.receivedQuantity })
      .where(shopWhere(tx, purchaseOrderItems, eq(purchaseOrderItems.id, line.id)));
  await tx
    .update(purchaseOrders)
    .set({ status: receivedStatus(after, qty.compare) })
    .where(shopWhere(tx, purchaseOrders, eq(purchaseOrders.id, order.id)));
}
