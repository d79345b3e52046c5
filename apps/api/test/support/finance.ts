import { expect } from 'vitest';
import { salePayload, type Payment } from './sales';
import type { Answer, Client } from './test-app';

/** What the finance tests find in a seeded shop: its first channel and location, the piece unit and the payment types. */
export type ShopBasics = {
  channel: number;
  location: number;
  unitClassId: number;
  piece: number;
  cash: number;
  gcash: number;
  charge: number;
  installment: number;
};

/** The answer's data, once its status is the one expected (the body shown when it is not). */
export const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};

export async function shopBasics(admin: Client): Promise<ShopBasics> {
  const channelRow = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const types = (await admin.get('/api/masterfile/payment-types?pageSize=50')).body.data as { id: number; name: string }[];
  const type = (name: string) => types.find((p) => p.name === name)!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  return {
    channel: channelRow.id,
    location: channelRow.defaultPickingWarehouseId,
    unitClassId: count.id,
    piece: count.units.find((u: { unit: string }) => u.unit === 'piece').id,
    cash: type('Cash'),
    gcash: type('GCash'),
    charge: type('Charge'),
    installment: type('Installment'),
  };
}

/** A product of the shop's piece unit at ₱100 unless told (answers its id). */
export async function makeProduct(admin: Client, basics: ShopBasics, body: Record<string, unknown>): Promise<number> {
  return ok(
    await admin.post('/api/inventory/products', {
      unitClassId: basics.unitClassId,
      unitOfMeasureId: basics.piece,
      basePrice: 100,
      ...body,
    }),
    201,
  ).id;
}

/** Rings up one piece of a service at a price with the payments, at the shop's first channel (answers the sale). */
export async function sellService(
  admin: Client,
  basics: ShopBasics,
  serviceId: number,
  customerId: number,
  price: number,
  payments: Payment[],
) {
  return ok(
    await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId,
        lines: [{ productId: serviceId, orderedUomId: basics.piece, orderedQuantity: 1, orderedUnitPrice: price, productType: 'SERVICE' }],
        payments,
      }),
    ),
    201,
  );
}
