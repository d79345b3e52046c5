// Labour typed on a job order (a description, a quantity and a price, no catalogue pick): carried by
// the shop's Labour service product, kept by name on the job order and on the sale made from it;
// only the parts move stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let customer: number;
let channel: number;
let location: number;
let cash: number;
let piece: number;
let unitClass: number;
let screen: number;

const ORDERS = '/api/service/service-orders';

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const fieldsOf = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  return Object.keys(answer.body.errors ?? {});
};
const intake = (lines: unknown[]) =>
  admin.post(ORDERS, {
    customerId: customer,
    salesChannelId: channel,
    itemDescription: 'Android phone',
    problemReported: 'Cracked screen, no charging',
    lines,
  });
const part = { productId: 0, uomId: 0, quantity: 1, unitPrice: '1500.00' };
const typedLabour = (description: unknown, unitPrice: unknown = '350.50', quantity: unknown = 2) => ({ description, quantity, unitPrice });

async function onHand(productId: number): Promise<number> {
  return ok(await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${location}`))[0]?.onHand ?? 0;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const channelRow = ok(await admin.get('/api/sales/sales-channels'))[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  const types = ok(await admin.get('/api/masterfile/payment-types?pageSize=50')) as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Liza Ayos', defaultPaymentTypeId: cash }), 201).id;
  const count = ok(await admin.get('/api/masterfile/unit-classes?name=Count&relations=units'))[0];
  unitClass = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  screen = ok(
    await admin.post('/api/inventory/products', {
      unitClassId: unitClass,
      unitOfMeasureId: piece,
      type: 'PRODUCT',
      sku: 'LAB-LCD',
      productName: 'Phone screen',
      basePrice: 1500,
    }),
    201,
  ).id;
  Object.assign(part, { productId: screen, uomId: piece });
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: location,
      reason: 'Opening stock',
      items: [{ productId: screen, uomId: piece, quantity: 10 }],
    }),
    201,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('typed labour on a job order', () => {
  it('needs the shop’s Labour service product (422 on the line’s description until it exists)', async () => {
    const refused = await intake([part, typedLabour('Replace screen and clean charging port')]);
    expect(fieldsOf(refused)).toEqual(['lines.1.description']);
    expect(refused.body.errors['lines.1.description'][0]).toMatch(/SKU LABOUR/);
  });

  it('is kept on the order and the sale by its description; totals add up; only the part moves stock', async () => {
    const labour = ok(
      await admin.post('/api/inventory/products', {
        unitClassId: unitClass,
        unitOfMeasureId: piece,
        type: 'SERVICE',
        sku: 'LABOUR',
        productName: 'Labour',
        basePrice: 100,
      }),
      201,
    ).id;
    const order = ok(await intake([part, typedLabour('  Replace screen and clean charging port  ')]), 201);
    expect(order.estimateTotal).toBe(2201);
    const shown = ok(await admin.get(`${ORDERS}/${order.id}?relations=lines`));
    expect(
      shown.lines.map((l: Record<string, unknown>) => [l.lineType, l.productId, l.description, l.quantity, l.unitPrice, l.lineTotal]),
    ).toEqual([
      ['PRODUCT', screen, null, 1, 1500, 1500],
      ['SERVICE', labour, 'Replace screen and clean charging port', 2, 350.5, 701],
    ]);

    const draft = ok(await admin.post(`${ORDERS}/${order.id}/generate-sales-order`));
    expect(
      draft.orderItems.map((i: Record<string, unknown>) => [
        i.productId,
        i.productName,
        i.orderedQuantity,
        i.orderedUnitPrice,
        i.lineTotal,
      ]),
    ).toEqual([
      [screen, 'Phone screen', 1, 1500, 1500],
      [labour, 'Replace screen and clean charging port', 2, 350.5, 701],
    ]);
    expect(draft.netTotal).toBe(2201);

    const screensBefore = await onHand(screen);
    const sale = ok(
      await admin.post('/api/sales/pos-order', {
        ...draft,
        orderPayments: [
          { paymentType: cash, paidAmount: 2201, dueAmount: 2201, referenceNumber: null, notes: null, tenderedAmount: null, change: null },
        ],
        paidAmountTotal: 2201,
      }),
      201,
    );
    const posted = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=salesOrderItems`));
    expect(Number(posted.netTotal)).toBe(2201);
    expect(
      posted.salesOrderItems.map((i: Record<string, unknown>) => [
        i.productId,
        i.productName,
        Number(i.orderedQuantity),
        Number(i.lineTotal),
      ]),
    ).toEqual([
      [screen, 'Phone screen', 1, 1500],
      [labour, 'Replace screen and clean charging port', 2, 701],
    ]);
    expect(await onHand(screen)).toBe(screensBefore - 1);
    const labourStock = ok(await admin.get(`/api/inventory/stocks?productId=${labour}`));
    expect(labourStock).toEqual([]);
    expect(ok(await admin.get(`${ORDERS}/${order.id}`)).status).toBe('RELEASED');
  });

  it('an edit keeps typed labour; a part takes no description', async () => {
    const order = ok(await intake([typedLabour('Diagnosis')]), 201);
    const edited = ok(
      await admin.put(`${ORDERS}/${order.id}?relations=lines`, { lines: [typedLabour('Diagnosis and reflow', '200.00', 1), part] }),
    );
    expect(edited.estimateTotal).toBe(1700);
    const shown = ok(await admin.get(`${ORDERS}/${order.id}?relations=lines`));
    expect(shown.lines.map((l: { description: string | null }) => l.description)).toEqual(['Diagnosis and reflow', null]);
    expect(fieldsOf(await intake([{ ...part, description: 'A screen' }]))).toEqual(['lines.0.description']);
  });

  it('refuses hostile input with 422 and writes nothing', async () => {
    const before = ok(await admin.get(`${ORDERS}?pageSize=100`)).length;
    expect(fieldsOf(await intake([typedLabour('Cleaning', '350.505')]))).toEqual(['lines.0.unitPrice']);
    expect(fieldsOf(await intake([typedLabour('Clean\u0000ing')]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([typedLabour('')]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([typedLabour('   ')]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([{ quantity: 1, unitPrice: '10.00' }]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([typedLabour(42)]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([typedLabour('x'.repeat(256))]))).toEqual(['lines.0.description']);
    expect(fieldsOf(await intake([typedLabour('Cleaning', '-1.00')]))).toEqual(['lines.0.unitPrice']);
    expect(fieldsOf(await intake([typedLabour('Cleaning', '10.00', '0.00001')]))).toEqual(['lines.0.quantity']);
    expect(ok(await admin.get(`${ORDERS}?pageSize=100`)).length).toBe(before);
  });
});
