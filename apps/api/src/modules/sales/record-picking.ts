import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockLocations } from '../../db/schema/masterfile';
import { picklistItems, picklists } from '../../db/schema/sales-documents';
import { invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

export type PickingChange = { id: number; pickingLocationId?: number; isPicked?: boolean };

/**
 * Says where each item of a picklist is picked from, and which are picked; the picklist is PICKED
 * once every item is, else OPEN. An item of another picklist or a location the shop has not is 422.
 */
export async function recordPicking(tx: Tx, picklistId: number, items: PickingChange[]): Promise<void> {
  const [picklist] = await tx
    .select({ id: picklists.id })
    .from(picklists)
    .where(shopWhere(tx, picklists, eq(picklists.id, picklistId)))
    .for('update');
  if (!picklist) throw notFound('picklist');
  const own = await tx
    .select({ id: picklistItems.id })
    .from(picklistItems)
    .where(shopWhere(tx, picklistItems, eq(picklistItems.picklistId, picklistId)));
  const foreign = items.filter((i) => !own.some((o) => o.id === i.id));
  if (foreign.length > 0) throw invalid({ items: [`The item ${foreign.map((f) => f.id).join(', ')} is not on this picklist.`] });
  const locationIds = [...new Set(items.flatMap((i) => (i.pickingLocationId ? [i.pickingLocationId] : [])))];
  if (locationIds.length > 0) {
    const found = await tx
      .select({ id: stockLocations.id })
      .from(stockLocations)
      .where(shopWhere(tx, stockLocations, inArray(stockLocations.id, locationIds)));
    if (found.length !== locationIds.length) throw invalid({ items: ['The selected picking location is invalid.'] });
  }
  for (const item of items) {
    const set = {
      ...(item.pickingLocationId ? { pickingLocationId: item.pickingLocationId } : {}),
      ...(item.isPicked !== undefined ? { isPicked: item.isPicked } : {}),
    };
    if (Object.keys(set).length > 0)
      await tx
        .update(picklistItems)
        .set(set)
        .where(shopWhere(tx, picklistItems, eq(picklistItems.id, item.id)));
  }
  const left = await tx
    .select({ id: picklistItems.id })
    .from(picklistItems)
    .where(shopWhere(tx, picklistItems, and(eq(picklistItems.picklistId, picklistId), eq(picklistItems.isPicked, false))));
  await tx
    .update(picklists)
    .set({ status: left.length === 0 ? 'PICKED' : 'OPEN' })
    .where(shopWhere(tx, picklists, eq(picklists.id, picklistId)));
}
