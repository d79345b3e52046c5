import { and, asc, eq, ne } from 'drizzle-orm';
import type { RmaResolution, RmaStatus } from '@oim/shared/schemas/rma';
import { qty } from '@oim/shared/decimal';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import { productWarranties, rmaItems, rmas } from '../../db/schema/rma';
import { salesOrderItems, salesOrders } from '../../db/schema/sales-documents';
import { shopWhere } from '../../platform/resource/rows';

/** A sale as returns see it. */
export type ReturnSale = {
  id: number;
  salesOrderNumber: string;
  status: string;
  customerId: number;
  locationId: number;
  netTotal: string;
};

/** A line of the sale that goods can come back from, with what is still with the customer. */
export type ReturnLine = {
  salesOrderLineId: number;
  lineNumber: number;
  productId: number;
  sku: string;
  productName: string;
  productType: string;
  isSerialized: boolean;
  unit: string | null;
  orderedQuantity: string;
  baseQuantity: string;
  unitCost: string | null;
  /** The line's share of the sale's net total, in centavos. */
  valueCents: number;
  soldQuantity: string;
  returnedQuantity: string;
  returnableQuantity: string;
  /** Σ the amounts (centavos) and quantities of the line in RMAs that are not rejected. */
  claimedCents: number;
  claimedQuantity: string;
  /** Serial numbers of the line still with the customer and in no open RMA. */
  serialNumbers: string[];
};

type PastItem = {
  salesOrderItemId: number;
  quantity: string;
  amount: string;
  resolution: RmaResolution;
  status: RmaStatus;
  serialNumbers: string[];
  replacementSerialNumbers: string[];
};

/** The sale, locked FOR UPDATE when asked (two returns of one sale queue there); undefined when not this shop's. */
export async function readReturnSale(tx: Tx, orderId: number, lock: boolean): Promise<ReturnSale | undefined> {
  const query = tx
    .select({
      id: salesOrders.id,
      salesOrderNumber: salesOrders.salesOrderNumber,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
      locationId: salesOrders.locationId,
      netTotal: salesOrders.netTotal,
    })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const lower = (list: string[]) => new Set(list.map((s) => s.toLowerCase()));

/**
 * What each PRODUCT line of a sale (a bundle's components included, services not) can still
 * return. Units count as returned while in an RMA that is not rejected, except those a resolved
 * REPLACE or REPAIR gave back to the customer. Serial numbers follow the units: a replacement's
 * serial takes the old one's place; an open RMA's serials are not offered again.
 */
export async function returnableLines(tx: Tx, sale: ReturnSale): Promise<ReturnLine[]> {
  const lines = await tx
    .select({
      id: salesOrderItems.id,
      lineNumber: salesOrderItems.lineNumber,
      bundleParentId: salesOrderItems.bundleParentId,
      productId: salesOrderItems.productId,
      sku: salesOrderItems.sku,
      productName: salesOrderItems.productName,
      productType: salesOrderItems.productType,
      isSerialized: products.isSerialized,
      unit: salesOrderItems.orderedUnit,
      orderedQuantity: salesOrderItems.orderedQuantity,
      baseQuantity: salesOrderItems.baseQuantity,
      unitCost: salesOrderItems.unitCost,
      lineTotal: salesOrderItems.lineTotal,
      serialNumbers: salesOrderItems.serialNumbers,
    })
    .from(salesOrderItems)
    .innerJoin(products, and(eq(products.tenantId, salesOrderItems.tenantId), eq(products.id, salesOrderItems.productId)))
    .where(shopWhere(tx, salesOrderItems, eq(salesOrderItems.salesOrderId, sale.id)))
    .orderBy(asc(salesOrderItems.lineNumber), asc(salesOrderItems.id));
  const past: PastItem[] = await tx
    .select({
      salesOrderItemId: rmaItems.salesOrderItemId,
      quantity: rmaItems.quantity,
      amount: rmaItems.amount,
      resolution: rmaItems.resolution,
      status: rmas.status,
      serialNumbers: rmaItems.serialNumbers,
      replacementSerialNumbers: rmaItems.replacementSerialNumbers,
    })
    .from(rmaItems)
    .innerJoin(rmas, and(eq(rmas.tenantId, rmaItems.tenantId), eq(rmas.id, rmaItems.rmaId)))
    .where(shopWhere(tx, rmas, and(eq(rmas.salesOrderId, sale.id), ne(rmas.status, 'REJECTED'))))
    .orderBy(asc(rmas.id), asc(rmaItems.id));

  // The sale's net total (after order discounts and tax) shared over its top-level lines.
  const topCents = lines.filter((l) => l.bundleParentId === null).reduce((sum, l) => sum + toCentavos(l.lineTotal), 0);
  const netCents = toCentavos(sale.netTotal);

  return lines
    .filter((l) => l.productType === 'PRODUCT')
    .map((l) => {
      const mine = past.filter((p) => p.salesOrderItemId === l.id);
      let returned = '0';
      let claimed = '0';
      let claimedCents = 0;
      let withCustomer = [...l.serialNumbers];
      for (const p of mine) {
        claimed = qty.add(claimed, p.quantity);
        claimedCents += toCentavos(p.amount);
        const back = p.status === 'RESOLVED' && (p.resolution === 'REPLACE' || p.resolution === 'REPAIR');
        if (!back) returned = qty.add(returned, p.quantity);
        if (p.status === 'RESOLVED' && p.resolution !== 'REPAIR') {
          const gone = lower(p.serialNumbers);
          withCustomer = withCustomer.filter((s) => !gone.has(s.toLowerCase()));
          if (p.resolution === 'REPLACE') withCustomer.push(...p.replacementSerialNumbers);
        }
      }
      const open = lower(mine.filter((p) => p.status !== 'RESOLVED').flatMap((p) => p.serialNumbers));
      const valueCents = topCents === 0 ? 0 : Math.round((toCentavos(l.lineTotal) * netCents) / topCents);
      const left = qty.sub(l.orderedQuantity, returned);
      return {
        salesOrderLineId: l.id,
        lineNumber: l.lineNumber,
        productId: l.productId,
        sku: l.sku,
        productName: l.productName,
        productType: l.productType,
        isSerialized: l.isSerialized,
        unit: l.unit,
        orderedQuantity: l.orderedQuantity,
        baseQuantity: l.baseQuantity,
        unitCost: l.unitCost,
        valueCents: l.bundleParentId === null ? valueCents : 0,
        soldQuantity: l.orderedQuantity,
        returnedQuantity: returned,
        returnableQuantity: qty.compare(left, 0) > 0 ? left : '0',
        claimedCents,
        claimedQuantity: claimed,
        serialNumbers: withCustomer.filter((s) => !open.has(s.toLowerCase())),
      };
    });
}

/**
 * What `quantity` units of a line were sold for, in centavos: pro rata to the line's value; the
 * return that brings the line's claimed quantity to what was sold takes what is left of its value.
 */
export function returnAmountCents(line: ReturnLine, quantity: string): number {
  const ordered = Number(line.orderedQuantity);
  if (ordered <= 0) return 0;
  if (qty.compare(qty.add(line.claimedQuantity, quantity), line.orderedQuantity) === 0)
    return Math.max(0, line.valueCents - line.claimedCents);
  const share = Math.round((line.valueCents * Number(quantity)) / ordered);
  return Math.max(0, Math.min(share, line.valueCents - line.claimedCents));
}

/** The line's unit net price, for the returnable look-up. */
export function unitAmount(line: ReturnLine): number {
  const ordered = Number(line.orderedQuantity);
  return ordered > 0 ? toPesos(Math.round(line.valueCents / ordered)) : 0;
}

/** The sale's warranties by line, for the returnable look-up. */
export async function warrantiesOfSale(tx: Tx, orderId: number) {
  return tx
    .select({
      id: productWarranties.id,
      salesOrderItemId: productWarranties.salesOrderItemId,
      serialNumber: productWarranties.serialNumber,
      status: productWarranties.status,
      endDate: productWarranties.endDate,
    })
    .from(productWarranties)
    .where(shopWhere(tx, productWarranties, eq(productWarranties.salesOrderId, orderId)))
    .orderBy(asc(productWarranties.id));
}
