import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { fromScaled, mulScaled, QTY, toScaled } from '@oim/shared/decimal';
import { inventorySettings, products, stockLevels } from '../../db/schema/inventory';
import { stockLocations, unitsOfMeasure } from '../../db/schema/masterfile';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { createPurchaseOrder } from './save-purchase-order';

/**
 * Drafts purchase orders for what is at or below its reorder point at a location: per product,
 * reorder point × the shop's factor (2 unless set) − on hand, in its base unit, at its last purchase
 * cost (else its cost), one draft per preferred supplier (or only the given supplier's). Products
 * without a preferred supplier are counted, not ordered.
 */
export async function suggestPurchaseOrders(
  ctx: ServiceContext,
  options: { locationId: number; supplierId: number | null },
): Promise<{ orderIds: number[]; withoutSupplier: number }> {
  const { tx } = ctx;
  const [location] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, eq(stockLocations.id, options.locationId)));
  if (!location) throw invalid({ locationId: ['The selected location is invalid.'] });
  const [settings] = await tx
    .select({ factor: inventorySettings.reorderFactor })
    .from(inventorySettings)
    .where(shopWhere(tx, inventorySettings, undefined));
  const factor = toScaled(settings?.factor ?? '2', QTY);
  const low = await tx
    .select({
      productId: products.id,
      supplierId: products.preferredSupplierId,
      reorderPoint: products.reorderPoint,
      onHand: stockLevels.onHand,
      cost: sql<string>`coalesce(${products.lastPurchaseCost}, ${products.cost}, 0)::text`,
      baseUnitId: unitsOfMeasure.id,
    })
    .from(stockLevels)
    .innerJoin(products, and(eq(products.tenantId, stockLevels.tenantId), eq(products.id, stockLevels.productId)))
    .innerJoin(
      unitsOfMeasure,
      and(
        eq(unitsOfMeasure.tenantId, products.tenantId),
        eq(unitsOfMeasure.unitClassId, products.unitClassId),
        eq(unitsOfMeasure.isBase, true),
      ),
    )
    .where(
      shopWhere(
        tx,
        stockLevels,
        and(
          eq(stockLevels.locationId, options.locationId),
          eq(products.type, 'PRODUCT'),
          eq(products.isActive, true),
          isNotNull(products.reorderPoint),
          lte(stockLevels.onHand, products.reorderPoint),
          options.supplierId === null ? undefined : eq(products.preferredSupplierId, options.supplierId),
        ),
      ),
    )
    .orderBy(products.productName);
  const bySupplier = new Map<number, { productId: number; uomId: number; quantity: string; unitCost: string }[]>();
  let withoutSupplier = 0;
  for (const row of low) {
    const target = mulScaled(toScaled(row.reorderPoint!, QTY), factor, QTY);
    const quantity = target - toScaled(row.onHand, QTY);
    if (quantity <= 0n) continue;
    if (row.supplierId === null) {
      withoutSupplier += 1;
      continue;
    }
    const lines = bySupplier.get(row.supplierId) ?? [];
    lines.push({ productId: row.productId, uomId: row.baseUnitId, quantity: fromScaled(quantity, QTY), unitCost: row.cost });
    bySupplier.set(row.supplierId, lines);
  }
  const orderIds: number[] = [];
  for (const [supplierId, items] of bySupplier)
    orderIds.push(
      await createPurchaseOrder(ctx, {
        supplierId,
        receivingWarehouseId: options.locationId,
        orderDate: null,
        expectedDate: null,
        notes: 'Suggested from stock at or below its reorder point.',
        items,
      }),
    );
  return { orderIds, withoutSupplier };
}
