// Issue 7 item 3: a list costs a bounded number of statements, whatever the page size. Each
// relation is loaded once for the whole page (WHERE id = ANY(...)), never once per row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
const ORDERS = 50;

/** The relations the Sales Orders screen asks for (spec 9). */
const SALES_ORDER_RELATIONS = 'customer|salesChannel|salesOrderItems|paymentTerms.paymentType';
const PRODUCT_RELATIONS = 'productCategory|productBrand|unitOfMeasure|productPrices|barcodes|stocks';

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const channelRow = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  const cash = types.find((p) => p.name === 'Cash')!.id;
  const gcash = types.find((p) => p.name === 'GCash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const products: number[] = [];
  for (const [sku, name, price] of [
    ['QC-1', 'Rice 1 kg', 58],
    ['QC-2', 'Sardines', 24.5],
    ['QC-3', 'Cooking Oil 1 L', 112],
  ] as const) {
    const answer = await admin.post('/api/inventory/products', {
      sku,
      productName: name,
      basePrice: price,
      type: 'PRODUCT',
      unitClassId: count.id,
      unitOfMeasureId: piece,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    products.push(answer.body.data.id);
  }
  await admin.post('/api/inventory/adjustments', {
    locationId: channelRow.defaultPickingWarehouseId,
    reason: 'Opening stock',
    items: products.map((productId) => ({ productId, uomId: piece, quantity: 1000 })),
  });
  // Customers differ from order to order, so the customer relation has many distinct rows.
  const customers: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const created = await admin.post('/api/sales/customers', { customerName: `Suki ${i}`, defaultPaymentTypeId: cash });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    customers.push(created.body.data.id);
  }
  for (let i = 0; i < ORDERS; i += 1) {
    const lines = products
      .slice(0, 1 + (i % 3))
      .map((productId, k) => ({ productId, orderedUomId: piece, orderedQuantity: 1 + k, orderedUnitPrice: [58, 24.5, 112][k]! }));
    const body = salePayload({
      salesChannelId: channelRow.id,
      customerId: customers[i % customers.length]!,
      lines,
      payments: [{ paymentType: cash }],
    });
    if (i % 2 === 1) {
      // Every other sale is split: 10 in cash, the rest by GCash.
      const rest = (Math.round(body.netTotal * 100) - 1000) / 100;
      body.orderPayments = [
        { ...body.orderPayments[0]!, paidAmount: 10, dueAmount: 10 },
        { ...body.orderPayments[0]!, paymentType: gcash, paidAmount: rest, dueAmount: rest, referenceNumber: `G-${i}` },
      ];
    }
    const answer = await t.request('POST', '/api/sales/pos-order', {
      token: (await t.login('demo')).token,
      body,
      headers: { 'idempotency-key': `query-count-${i}` },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}, 120_000);
afterAll(async () => t.close());

async function statementsFor(url: string) {
  const { result, statements } = await t.statementsOf(() => admin.get(url));
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { body: result.body, statements };
}

describe('list queries stay bounded', () => {
  it('lists 50 sales orders with customer, channel, lines and payments in a fixed number of statements', async () => {
    const page50 = await statementsFor(`/api/sales/sales-orders?pageSize=50&sort=salesOrderDate,desc&relations=${SALES_ORDER_RELATIONS}`);
    expect(page50.body.data).toHaveLength(ORDERS);
    // The relations really came with the rows.
    const split = page50.body.data.find((o: any) => o.paymentTerms.length === 2);
    expect(split.paymentTerms.map((p: any) => p.paymentType.name).sort()).toEqual(['Cash', 'GCash']);
    expect(page50.body.data.every((o: any) => o.customer?.customerName && o.salesChannel?.name && o.salesOrderItems.length > 0)).toBe(true);

    const page5 = await statementsFor(`/api/sales/sales-orders?pageSize=5&sort=salesOrderDate,desc&relations=${SALES_ORDER_RELATIONS}`);
    expect(page5.body.data).toHaveLength(5);
    // Ten times the rows, not one statement more.
    expect(page50.statements.length).toBe(page5.statements.length);
    // Transaction setup, the page, its count, and one statement per relation (the nested payment
    // type included), and the signed-in user's permissions: nine today, ten at most.
    expect(page50.statements.length, page50.statements.join('\n')).toBeLessThanOrEqual(10);
    // The page, its count and the five relation loads were all seen.
    expect(page50.statements.length).toBeGreaterThanOrEqual(7);
  });

  it('keeps other lists with relations bounded too', async () => {
    const orders = (await admin.get(`/api/sales/sales-orders?pageSize=50&relations=salesOrderItems`)).body.data as {
      id: number;
      salesOrderItems: unknown[];
    }[];
    const oneLine = orders.find((o) => o.salesOrderItems.length === 1)!.id;
    const threeLines = orders.find((o) => o.salesOrderItems.length === 3)!.id;
    const pairs: [string, string][] = [
      ['/api/sales/customers?pageSize=2&relations=defaultPaymentType', '/api/sales/customers?pageSize=6&relations=defaultPaymentType'],
      [
        `/api/inventory/products?pageSize=1&relations=${PRODUCT_RELATIONS}`,
        `/api/inventory/products?pageSize=3&relations=${PRODUCT_RELATIONS}`,
      ],
      [`/api/sales/sales-orders/${oneLine}/items`, `/api/sales/sales-orders/${threeLines}/items`],
    ];
    for (const [small, large] of pairs) {
      const a = await statementsFor(small);
      const b = await statementsFor(large);
      expect(a.statements.length).toBeGreaterThan(1);
      expect(b.statements.length, `${large}\n${b.statements.join('\n')}`).toBe(a.statements.length);
    }
  });
});
