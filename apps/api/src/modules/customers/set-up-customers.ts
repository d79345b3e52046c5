import type { Tx } from '../../db/client';
import { customers, salesChannels, salesChannelUsers } from '../../db/schema/sales';

/** A new shop's Main Store sales channel (picking from the given location, its staff assigned) and its walk-in customer. */
export async function setUpCustomers(
  tx: Tx,
  tenantId: number,
  shop: { locationId: number; cashPaymentTypeId: number; staffUserIds: number[] },
): Promise<void> {
  const [channel] = await tx
    .insert(salesChannels)
    .values({ tenantId, name: 'Main Store', defaultPickingWarehouseId: shop.locationId })
    .returning({ id: salesChannels.id });
  await tx
    .insert(customers)
    .values({ tenantId, customerName: 'Walk-in Customer', defaultPaymentTypeId: shop.cashPaymentTypeId, isDefault: true });
  if (shop.staffUserIds.length > 0)
    await tx.insert(salesChannelUsers).values(shop.staffUserIds.map((userId) => ({ tenantId, salesChannelId: channel!.id, userId })));
}
