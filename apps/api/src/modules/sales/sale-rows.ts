import { qty } from '@oim/shared/decimal';
import { sumPesos } from '@oim/shared/pos/money';
import { type salesCommissions } from '../../db/schema/sales-documents';
import type { Resource } from '../../platform/resource/define';
import { decodeRow, resourceColumns } from '../../platform/resource/json-rows';
import { unitCostOf, type Movement } from '../inventory';
import { documentLineFields, type ResolvedSale } from './resolve-sale';
import { lineTaxValues, orderTaxValues } from './sale-taxes';

// The rows a sale writes, computed from the resolved sale alone (no database).

/** Rows of a resource as RETURNING gave them (namedColumns) → as a select of the resource answers them. */
export const decoded = (resource: Resource, rows: Record<string, unknown>[]) => {
  const columns = resourceColumns(resource, { expressions: 'skip' });
  return rows.map((r) => decodeRow(columns, r));
};

/** What a sale takes out of stock, per product, in base units (bundles through their components). */
export function stockTaken(sale: ResolvedSale): Map<number, string> {
  const taken = new Map<number, string>();
  for (const line of sale.lines)
    for (const part of line.parts)
      if (part.product.type === 'PRODUCT') taken.set(part.product.id, qty.add(taken.get(part.product.id) ?? '0', part.baseQuantity));
  return taken;
}

/** Rows as RETURNING gives them, with all of a resource's fields (what answerResource takes). */
export type RawRow = Record<string, unknown>;
/** The rows written, and how many receivables (read back with the answer, see postSale). */
export type Written = { items: RawRow[]; payments: RawRow[]; receivables: number };

export type NumberedLine = {
  line: ResolvedSale['lines'][number];
  computed: ResolvedSale['totals']['lines'][number];
  lineNumber: number;
  parts: { part: ResolvedSale['lines'][number]['parts'][number]; lineNumber: number }[];
};

/** Line numbers run through the components of each bundle: a bundle's line, its parts, the next line. */
export function numberLines(sale: ResolvedSale): NumberedLine[] {
  let lineNumber = 0;
  return sale.lines.map((line, i) => {
    const own = ++lineNumber;
    const parts = line.product.type === 'BUNDLE' ? line.parts.map((part) => ({ part, lineNumber: ++lineNumber })) : [];
    return { line, computed: sale.totals.lines[i]!, lineNumber: own, parts };
  });
}

/** A line's row with the defaults of what it does not say (JSON rows name every column). */
export const lineRow = (row: Record<string, unknown>) => ({
  bundleParentId: null,
  appliedDiscounts: [],
  bundleModifications: [],
  serialNumbers: [],
  commissionTemplateId: null,
  commissionUserId: null,
  commissionAmount: null,
  listUnitPrice: null,
  priceChangedBy: null,
  unitCost: null,
  vatClass: 'VATABLE',
  vatAmount: '0',
  specialDiscountAmount: '0',
  specialVatRemoved: '0',
  ...row,
});

/** The rows of a sale's own lines (not yet of an order). */
export function lineRows(tenantId: number, numbered: NumberedLine[]) {
  return numbered.map(({ line, computed, lineNumber }) =>
    lineRow({
      tenantId,
      lineNumber,
      ...documentLineFields(line, computed),
      ...lineTaxValues(computed),
      baseQuantity: line.baseQuantity,
      // What the goods cost at the moment of sale, so profit never needs history recomputed.
      unitCost: line.product.type === 'PRODUCT' ? unitCostOf(line.product) : null,
      serialNumbers: line.serials,
      commissionTemplateId: line.commission?.templateId ?? null,
      commissionUserId: line.commission?.userId ?? null,
      commissionAmount: line.commission ? String(line.commission.amount) : null,
    }),
  );
}

/** The rows of a sale's payments (not yet of an order). */
export function paymentRows(tenantId: number, sale: ResolvedSale) {
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
    // Only an installment payment has a schedule: 1 monthly due unless told otherwise.
    installmentCount: p.category === 'INSTALLMENT' ? (p.installmentCount ?? 1) : null,
    installmentInterval: p.category === 'INSTALLMENT' ? (p.installmentInterval ?? 'MONTHLY') : null,
  }));
}

export function orderValues(sale: ResolvedSale, publicNote: string | null) {
  return {
    salesChannelId: sale.channel.id,
    customerId: sale.customerId,
    grossTotal: String(sale.totals.subTotal),
    discountTotal: String(sale.totals.discountTotal),
    taxTotal: String(sale.totals.taxTotal),
    netTotal: String(sale.totals.netTotal),
    paidAmountTotal: String(sumPesos(sale.payments.map((p) => p.paidAmount))),
    taxed: sale.taxed,
    publicNote,
    appliedDiscounts: sale.totals.orderDiscounts,
    ...orderTaxValues(sale.totals, sale.specialDiscount),
  };
}

/** What a new sale takes out of its location, a movement per stocked part, with the serial numbers sold on each line. */
export function saleMovements(sale: ResolvedSale, locationId: number, serials: Map<number, number[]>): Movement[] {
  return sale.lines.flatMap((line, i) =>
    line.parts
      .filter((part) => part.product.type === 'PRODUCT')
      .map((part) => ({
        productId: part.product.id,
        locationId,
        quantity: qty.sub(0, part.baseQuantity),
        uomId: part.unit.id,
        uomQuantity: qty.sub(0, part.quantity),
        serialIds: part.product.id === line.product.id ? (serials.get(i) ?? []) : [],
        unitCost: unitCostOf(part.product),
      })),
  );
}

/** The component lines of a sale's bundles (no price of their own), under their bundle's written line. */
export function componentRows(tenantId: number, orderId: number, numbered: NumberedLine[], lineId: Map<number, number>) {
  return numbered.flatMap(({ lineNumber: n, parts }) =>
    parts.map(({ part: p, lineNumber: own }) =>
      lineRow({
        tenantId,
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
        unitCost: p.product.type === 'PRODUCT' ? unitCostOf(p.product) : null,
        orderedUnitPrice: '0',
        grossAmount: '0',
        lineTotal: '0',
      }),
    ),
  );
}

/** A commission per line that earns one, on its written line. */
export function commissionRows(
  tenantId: number,
  orderId: number,
  numbered: NumberedLine[],
  lineId: Map<number, number>,
): (typeof salesCommissions.$inferInsert)[] {
  return numbered.flatMap(({ line, lineNumber: n }) =>
    line.commission
      ? [
          {
            tenantId,
            salesOrderId: orderId,
            salesOrderItemId: lineId.get(n)!,
            userId: line.commission.userId,
            commissionTemplateId: line.commission.templateId,
            amount: String(line.commission.amount),
          },
        ]
      : [],
  );
}

/** What an order's stored lines hold out of stock, per product (base units), and their serial numbers. */
export function heldStock(items: { productId: number; productType: string; baseQuantity: string; serialNumbers: string[] }[]) {
  const held = new Map<number, string>();
  const serials = new Map<number, string[]>();
  for (const item of items) {
    if (item.productType !== 'PRODUCT') continue;
    held.set(item.productId, qty.add(held.get(item.productId) ?? '0', item.baseQuantity));
    if (item.serialNumbers.length > 0) serials.set(item.productId, [...(serials.get(item.productId) ?? []), ...item.serialNumbers]);
  }
  return { held, serials };
}
