import { and, desc, eq, sql } from 'drizzle-orm';
import { divRound, fromScaled, MONEY, QTY, toScaled } from '@oim/shared/decimal';
import { fieldErrors, hasFieldErrors } from '@oim/shared/field-errors';
import { CLOSED_SERVICE_ORDER_STATUSES, LABOUR_SKU, type ServiceOrderBody, type ServiceOrderUpdateBody } from '@oim/shared/schemas/service';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { products, serialNumbers } from '../../db/schema/inventory';
import { paymentTypes } from '../../db/schema/masterfile';
import { serviceOrderItems, serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { checkReferences } from '../../platform/resource/crud';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { findProducts, toBaseQuantity, unitsById } from '../inventory';
import { nextDocumentNumber } from '../../platform/documents';
import { serviceOrderResource } from './service-orders.resource';

export type StoredServiceOrder = typeof serviceOrders.$inferSelect;
type Line = ServiceOrderBody['lines'][number];

/** quantity (4 places) × price (2 places), rounded half away from zero to the centavo. */
function lineAmount(quantity: string, unitPrice: string): string {
  return fromScaled(divRound(toScaled(quantity, QTY) * toScaled(unitPrice, MONEY), 10n ** BigInt(QTY)), MONEY, true);
}

/** Creates a job order in the caller's transaction: JO-000001 and on, RECEIVED, its first status recorded. */
export async function createServiceOrder(ctx: ServiceContext, body: ServiceOrderBody): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  await checkHeader(tx, body);
  const lines = await checkLines(tx, body.lines);
  const serviceOrderNumber = await nextDocumentNumber(tx, tenantId, 'serviceOrder');
  const [row] = await tx
    .insert(serviceOrders)
    .values({
      tenantId,
      serviceOrderNumber,
      ...headerColumns(body),
      priority: body.priority,
      receivedAt: body.receivedAt ? new Date(body.receivedAt) : new Date(),
      soldSalesOrderId: await soldSaleOf(tx, body.serialNumber),
      deposit: body.deposit,
      depositPaymentTypeId: body.depositPaymentTypeId,
      estimateTotal: sumMoney(lines.map((l) => l.lineTotal)),
      createdBy: userId,
    })
    .returning({ id: serviceOrders.id });
  const id = row!.id;
  await writeLines(ctx, id, lines);
  await tx
    .insert(serviceOrderStatusHistory)
    .values({ tenantId, serviceOrderId: id, fromStatus: null, toStatus: 'RECEIVED', changedBy: userId });
  return id;
}

/** Changes an open job order (RELEASED/CANCELLED → 409): the fields given; lines, when given, replace all. */
export async function updateServiceOrder(ctx: ServiceContext, id: number, body: ServiceOrderUpdateBody): Promise<void> {
  const { tx } = ctx;
  const stored = await lockOpenServiceOrder(tx, id);
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<ServiceOrderBody>;
  const merged = { ...storedBody(stored), ...given } as ServiceOrderBody;
  await checkHeader(tx, merged);
  const changes: Partial<StoredServiceOrder> = {
    ...headerColumns(merged),
    priority: merged.priority,
    deposit: merged.deposit,
    depositPaymentTypeId: merged.depositPaymentTypeId,
    updatedAt: new Date(),
  };
  if (given.receivedAt) changes.receivedAt = new Date(given.receivedAt);
  if (given.serialNumber !== undefined) changes.soldSalesOrderId = await soldSaleOf(tx, merged.serialNumber);
  if (given.lines) {
    const lines = await checkLines(tx, given.lines);
    await tx.delete(serviceOrderItems).where(shopWhere(tx, serviceOrderItems, eq(serviceOrderItems.serviceOrderId, id)));
    await writeLines(ctx, id, lines);
    changes.estimateTotal = sumMoney(lines.map((l) => l.lineTotal));
  }
  await tx
    .update(serviceOrders)
    .set(changes)
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
}

/** The order locked for a change; 404 when it is not this shop's, 409 when it is RELEASED or CANCELLED. */
export async function lockOpenServiceOrder(tx: Tx, id: number): Promise<StoredServiceOrder> {
  const stored = await lockServiceOrder(tx, id);
  if (CLOSED_SERVICE_ORDER_STATUSES.includes(stored.status))
    throw conflict(`${stored.serviceOrderNumber} is ${stored.status.toLowerCase()}: it can no longer be changed.`);
  return stored;
}

export async function lockServiceOrder(tx: Tx, id: number): Promise<StoredServiceOrder> {
  const [stored] = await tx
    .select()
    .from(serviceOrders)
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)))
    .for('update');
  if (!stored) throw notFound('job order');
  return stored;
}

/** A technician must be an active user of this shop (422 otherwise). */
export async function checkTechnician(tx: Tx, userId: number | null, errors: FieldErrors = fieldErrors()): Promise<FieldErrors> {
  if (userId === null) return errors;
  const [user] = await tx
    .select({ isActive: users.isActive })
    .from(users)
    .where(shopWhere(tx, users, eq(users.id, userId)));
  if (!user) errors.assignedTechnicianId = ['The selected technician is invalid.'];
  else if (!user.isActive) errors.assignedTechnicianId = ['The selected technician is not an active user.'];
  return errors;
}

/**
 * The id of the sale in which this shop sold a unit with this serial number (the latest, when
 * several products share it); null when none matches.
 */
async function soldSaleOf(tx: Tx, serialNumber: string | null): Promise<number | null> {
  if (!serialNumber) return null;
  const [match] = await tx
    .select({ salesOrderId: serialNumbers.sourceId })
    .from(serialNumbers)
    .where(
      shopWhere(
        tx,
        serialNumbers,
        and(
          sql`lower(${serialNumbers.serialNumber}) = lower(${serialNumber})`,
          eq(serialNumbers.status, 'SOLD'),
          eq(serialNumbers.source, 'SALES_ORDER'),
        ),
      ),
    )
    .orderBy(desc(serialNumbers.updatedAt))
    .limit(1);
  return match?.salesOrderId ?? null;
}

function headerColumns(b: ServiceOrderBody) {
  return {
    customerId: b.customerId,
    salesChannelId: b.salesChannelId,
    itemDescription: b.itemDescription,
    brand: b.brand,
    model: b.model,
    serialNumber: b.serialNumber,
    accessoriesReceived: b.accessoriesReceived,
    problemReported: b.problemReported,
    diagnosis: b.diagnosis,
    assignedTechnicianId: b.assignedTechnicianId,
    promisedDate: b.promisedDate ?? null,
    notes: b.notes,
  };
}

function storedBody(s: StoredServiceOrder): Omit<ServiceOrderBody, 'lines' | 'receivedAt'> {
  return {
    ...headerColumns(s as unknown as ServiceOrderBody),
    priority: s.priority,
    deposit: s.deposit,
    depositPaymentTypeId: s.depositPaymentTypeId,
  };
}

/** The header's rules (422 naming the field): its references are this shop's, the technician active, a deposit has its payment type. */
async function checkHeader(tx: Tx, b: ServiceOrderBody): Promise<void> {
  await checkReferences(tx, serviceOrderResource, {
    customerId: b.customerId,
    salesChannelId: b.salesChannelId,
    depositPaymentTypeId: b.depositPaymentTypeId,
  });
  const errors = await checkTechnician(tx, b.assignedTechnicianId);
  if (toScaled(b.deposit, MONEY) > 0n && b.depositPaymentTypeId === null)
    errors.depositPaymentTypeId = ['Choose how the deposit was paid.'];
  if (b.depositPaymentTypeId !== null) {
    const [type] = await tx
      .select({ isActive: paymentTypes.isActive })
      .from(paymentTypes)
      .where(shopWhere(tx, paymentTypes, eq(paymentTypes.id, b.depositPaymentTypeId)));
    if (type && !type.isActive) errors.depositPaymentTypeId = ['The selected deposit payment type is not active.'];
  }
  if (hasFieldErrors(errors)) throw invalid(errors);
}

type CheckedLine = Line & { productId: number; uomId: number; lineType: 'PRODUCT' | 'SERVICE'; lineTotal: string };

/** The shop's Labour service product (SKU LABOUR, active), which carries typed labour lines; null when it has none. */
async function labourProduct(tx: Tx): Promise<{ id: number; uomId: number } | null> {
  const [row] = await tx
    .select({ id: products.id, uomId: products.unitOfMeasureId })
    .from(products)
    .where(
      shopWhere(tx, products, and(sql`upper(${products.sku}) = ${LABOUR_SKU}`, eq(products.type, 'SERVICE'), eq(products.isActive, true))),
    )
    .orderBy(products.id)
    .limit(1);
  return row ?? null;
}

/**
 * Each line a PRODUCT (part) or SERVICE (labour) of this shop in one of its units, or typed labour
 * (a description) carried by the shop's Labour product (422 on lines.N.… otherwise).
 */
async function checkLines(tx: Tx, given: Line[]): Promise<CheckedLine[]> {
  const errors = fieldErrors();
  const labour = given.some((l) => l.productId === null) ? await labourProduct(tx) : null;
  const lines = given.map((line, i): Line & { productId: number; uomId: number } => {
    if (line.productId !== null) return { ...line, productId: line.productId, uomId: line.uomId ?? 0 };
    if (!labour)
      errors[`lines.${i}.description`] = [
        `Typed labour is sold as the shop’s Labour service: add a product of type Service with SKU ${LABOUR_SKU} first.`,
      ];
    return { ...line, productId: labour?.id ?? 0, uomId: labour?.uomId ?? 0 };
  });
  if (hasFieldErrors(errors)) throw invalid(errors);
  const catalogue = await findProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const units = await unitsById(
    tx,
    lines.map((l) => l.uomId),
  );
  const checked = lines.map((line, i) => {
    const product = catalogue.get(line.productId);
    if (!product) {
      errors[`lines.${i}.productId`] = ['The selected product is invalid.'];
      return undefined;
    }
    if (product.type !== 'PRODUCT' && product.type !== 'SERVICE') {
      errors[`lines.${i}.productId`] = [`${product.productName} is a bundle: add its parts or labour one by one.`];
      return undefined;
    }
    if (product.type !== 'SERVICE' && line.description !== null) {
      errors[`lines.${i}.description`] = [`${product.productName} is a part: it takes its product’s name, send no description.`];
      return undefined;
    }
    try {
      toBaseQuantity(`lines.${i}.uomId`, product, units.get(line.uomId), line.quantity);
    } catch (error) {
      Object.assign(errors, (error as { errors?: FieldErrors }).errors ?? {});
      return undefined;
    }
    return { ...line, lineType: product.type, lineTotal: lineAmount(line.quantity, line.unitPrice) };
  });
  if (hasFieldErrors(errors)) throw invalid(errors);
  return checked as CheckedLine[];
}

async function writeLines(ctx: ServiceContext, serviceOrderId: number, lines: CheckedLine[]): Promise<void> {
  if (lines.length === 0) return;
  await ctx.tx.insert(serviceOrderItems).values(
    lines.map((line, i) => ({
      tenantId: ctx.tenantId,
      serviceOrderId,
      lineNumber: i + 1,
      lineType: line.lineType,
      productId: line.productId,
      uomId: line.uomId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
  );
}

function sumMoney(values: string[]): string {
  return fromScaled(
    values.reduce((sum, v) => sum + toScaled(v, MONEY), 0n),
    MONEY,
    true,
  );
}
