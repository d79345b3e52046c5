// Where returned goods go by their condition: damaged or defective goods never go back to a
// sellable location (the shop's first non-sellable one by default, else written off), and a sales
// channel never sells from a non-sellable location.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let kettle: number;
let customer: number;

const RMAS = '/api/rma-warranty/rmas';

async function onHand(locationId: number): Promise<number> {
  return ok(await admin.get(`/api/inventory/stocks?productId=${kettle}&locationId=${locationId}`))[0]?.onHand ?? 0;
}

/** A cash sale of `quantity` kettles from the shop's channel; answers the sale line's id. */
async function sellKettles(quantity: number): Promise<{ saleId: number; lineId: number }> {
  const sale = ok(
    await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId: customer,
        lines: [{ productId: kettle, orderedUomId: basics.piece, orderedQuantity: quantity, orderedUnitPrice: 900 }],
        payments: [{ paymentType: basics.cash }],
      }),
    ),
    201,
  );
  const order = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=salesOrderItems`));
  return { saleId: sale.id, lineId: order.salesOrderItems[0].id };
}

const returnLine = (lineId: number, condition: string, restockTo?: number | 'WRITE_OFF') => ({
  salesOrderLineId: lineId,
  quantity: 1,
  reason: 'Does not heat',
  condition,
  resolution: 'STORE_CREDIT',
  ...(restockTo === undefined ? {} : { restockTo }),
});

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  basics = await shopBasics(admin);
  kettle = await makeProduct(admin, basics, { sku: 'RBC-KETTLE', productName: 'Electric kettle', type: 'PRODUCT', basePrice: 900 });
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Ana Balik', defaultPaymentTypeId: basics.cash }), 201).id;
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Delivery',
      items: [{ productId: kettle, uomId: basics.piece, quantity: 20, mode: 'delta' }],
    }),
    201,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('a damaged or defective return', () => {
  it('is written off by default while the shop has no non-sellable location; the shelf does not get it back', async () => {
    const { saleId, lineId } = await sellKettles(1);
    const shelf = await onHand(basics.location);
    const rma = ok(await admin.post(RMAS, { salesOrderId: saleId, lines: [returnLine(lineId, 'DEFECTIVE')] }), 201);
    const resolved = ok(await admin.post(`${RMAS}/${rma.id}/resolve`, {}));
    expect(resolved.status).toBe('RESOLVED');
    const shown = ok(await admin.get(`${RMAS}/${rma.id}?relations=lines`));
    expect(shown.lines[0]).toMatchObject({ writeOff: true, restockLocationId: null });
    expect(await onHand(basics.location)).toBe(shelf);
  });

  it('goes to the first non-sellable location by default, through the ledger; a good one still needs a place', async () => {
    const bin = ok(
      await admin.post('/api/masterfile/stock-locations', { name: 'Defective / Returns', code: 'RBC-RET', sellable: false }),
      201,
    ).id;
    ok(await admin.post('/api/masterfile/stock-locations', { name: 'Second bin', code: 'RBC-RET2', sellable: false }), 201);
    const { saleId, lineId } = await sellKettles(2);
    const shelf = await onHand(basics.location);
    const rma = ok(
      await admin.post(RMAS, {
        salesOrderId: saleId,
        lines: [returnLine(lineId, 'DAMAGED'), returnLine(lineId, 'DEFECTIVE', 'WRITE_OFF')],
      }),
      201,
    );
    const shown = ok(await admin.get(`${RMAS}/${rma.id}?relations=lines`));
    expect(shown.lines.map((i: { restockLocationId: number | null; writeOff: boolean }) => [i.restockLocationId, i.writeOff])).toEqual([
      [bin, false],
      [null, true],
    ]);
    ok(await admin.post(`${RMAS}/${rma.id}/resolve`, {}));
    expect(await onHand(bin)).toBe(1);
    expect(await onHand(basics.location)).toBe(shelf);
    const shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!
      .id;
    const ledger = await t.db.transaction(shopId, (tx) =>
      tx.execute<{ source: string; quantity: string }>(
        sql`select source_type as source, quantity::text from stock_movements where product_id = ${kettle} and location_id = ${bin}`,
      ),
    );
    expect(ledger.rows.map((m) => [m.source, Number(m.quantity)])).toEqual([['RMA', 1]]);

    // GOOD or OPENED goods have no default: the user says where they go.
    const good = await sellKettles(1);
    const missing = await admin.post(RMAS, { salesOrderId: good.saleId, lines: [returnLine(good.lineId, 'GOOD')] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['lines.0.restockTo']);
  });

  it('is refused (422) on a sellable location chosen explicitly; a good one may go there', async () => {
    const { saleId, lineId } = await sellKettles(2);
    for (const condition of ['DAMAGED', 'DEFECTIVE']) {
      const refused = await admin.post(RMAS, { salesOrderId: saleId, lines: [returnLine(lineId, condition, basics.location)] });
      expect(refused.status).toBe(422);
      expect(refused.body.errors['lines.0.restockTo'][0]).toMatch(/cannot go back to a sellable location/);
    }
    ok(await admin.post(RMAS, { salesOrderId: saleId, lines: [returnLine(lineId, 'GOOD', basics.location)] }), 201);
  });
});

describe('a non-sellable location', () => {
  it('cannot be a sales channel’s picking location, and a picking location cannot become non-sellable', async () => {
    const bin = ok(await admin.get('/api/masterfile/stock-locations?sellable=false'))[0].id;
    const created = await admin.post('/api/sales/sales-channels', { name: 'Returns counter', defaultPickingWarehouseId: bin });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['defaultPickingWarehouseId']);
    const edited = await admin.put(`/api/sales/sales-channels/${basics.channel}`, { defaultPickingWarehouseId: bin });
    expect(edited.status).toBe(422);
    expect(Object.keys(edited.body.errors)).toEqual(['defaultPickingWarehouseId']);

    const unsellable = await admin.put(`/api/masterfile/stock-locations/${basics.location}`, { sellable: false });
    expect(unsellable.status).toBe(422);
    expect(Object.keys(unsellable.body.errors)).toEqual(['sellable']);
    expect(ok(await admin.get(`/api/masterfile/stock-locations/${basics.location}`)).sellable).toBe(true);
  });
});
