// Job orders (service): intake with parts and labour, the status flow and its history, the
// technician, comments with photos, deletion rules, permissions, other shops' ids, hostile input,
// and the link to the sale in which the item's serial number was sold.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ORDER_FLOW, SERVICE_ORDER_STATUSES } from '@oim/shared/schemas/service';
import { refusedMove } from '../src/modules/service/change-service-order-status';
import { serviceOrderTicketDefinition, TICKET_FORMATS } from '../src/modules/service/service-order-ticket';
import { pdfPages } from './support/pdf';
import { salePayload } from './support/sales';
import { hostOf, signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let outsider: Client;
let customer: number;
let channel: number;
let cash: number;
let piece: number;
let screen: number;
let labour: number;
let kit: number;
let technician: number;
let soldSaleId: number;
let otherCustomer: number;
let otherProduct: number;
let otherOrder: number;
let otherUser: number;

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const refused = (answer: Answer, status: number, field?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (field) expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
  return answer.body;
};
const intake = (body: Record<string, unknown> = {}, client: Client = admin) =>
  client.post('/api/service/service-orders', {
    customerId: customer,
    itemDescription: 'Android phone',
    brand: 'Acme',
    model: 'X1',
    problemReported: 'Cracked screen',
    ...body,
  });
const open = async (body: Record<string, unknown> = {}) => ok(await intake(body), 201);
const move = (id: number, status: string, remark?: string, client: Client = admin) =>
  client.put(`/api/service/service-orders/${id}/status`, { status, remark });
/** DELETE cancels a job order; the reason is its body. */
const cancel = (id: number, reason?: string, token = adminToken) =>
  t.request('DELETE', `/api/service/service-orders/${id}`, { shop: 'demo', token, ...(reason === undefined ? {} : { body: { reason } }) });

async function uploadPhoto(token: string, type: string, id: number): Promise<Answer> {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="item.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request('POST', `/api/media/${type}/${id}/upload`, {
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  outsider = t.as('other', (await t.login('other')).token);
  const channelRow = ok(await admin.get('/api/sales/sales-channels'))[0];
  channel = channelRow.id;
  const types = ok(await admin.get('/api/masterfile/payment-types?pageSize=50')) as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Juan Dela Cruz', defaultPaymentTypeId: cash }), 201).id;
  const count = ok(await admin.get('/api/masterfile/unit-classes?name=Count&relations=units'))[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const make = async (client: Client, body: Record<string, unknown>) =>
    ok(await client.post('/api/inventory/products', { unitClassId: count.id, unitOfMeasureId: piece, type: 'PRODUCT', ...body }), 201).id;
  screen = await make(admin, { sku: 'LCD-X1', productName: 'X1 Screen', basePrice: 1500 });
  labour = await make(admin, { sku: 'SVC-REPAIR', productName: 'Repair labour', basePrice: 500, type: 'SERVICE' });
  kit = await make(admin, {
    sku: 'KIT-X1',
    productName: 'Screen kit',
    basePrice: 1800,
    type: 'BUNDLE',
    bundleProducts: [{ bundleItemId: screen, bundleQuantity: 1, bundleUomId: piece }],
  });
  const phone = await make(admin, { sku: 'PHN-X1', productName: 'Acme X1', basePrice: 9999, isSerialized: true });
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: channelRow.defaultPickingWarehouseId,
      reason: 'Opening stock',
      items: [{ productId: phone, uomId: piece, quantity: 1, serialNumbers: ['IMEI-SOLD-1'] }],
    }),
    201,
  );
  const sale = await t.request('POST', '/api/sales/pos-order', {
    token: adminToken,
    body: salePayload({
      salesChannelId: channel,
      customerId: customer,
      lines: [{ productId: phone, orderedUomId: piece, orderedQuantity: 1, orderedUnitPrice: 9999, serialNumbers: ['IMEI-SOLD-1'] }],
      payments: [{ paymentType: cash }],
    }),
  });
  soldSaleId = ok(sale, 201).id;
  technician = (await signInAs(t, admin, 'demo', ['Cashier'])).id;

  otherCustomer = ok(await outsider.get('/api/sales/customers/default')).id;
  const otherCount = ok(await outsider.get('/api/masterfile/unit-classes?name=Count&relations=units'))[0];
  otherProduct = ok(
    await outsider.post('/api/inventory/products', {
      unitClassId: otherCount.id,
      unitOfMeasureId: otherCount.units[0].id,
      type: 'PRODUCT',
      sku: 'OTHER',
      productName: 'Other part',
      basePrice: 1,
    }),
    201,
  ).id;
  otherOrder = ok(
    await outsider.post('/api/service/service-orders', {
      customerId: otherCustomer,
      itemDescription: 'Laptop',
      problemReported: 'No power',
    }),
    201,
  ).id;
  otherUser = ok(await outsider.get('/api/masterfile/system-users'))[0].id;
});

afterAll(async () => {
  await t?.close();
});

describe('taking an item in', () => {
  it('numbers the order, prices parts and labour, keeps the deposit, and records its first status', async () => {
    const before = ok(await admin.get(`/api/inventory/stocks?productId=${screen}`));
    const order = await open({
      serialNumber: 'SN-NOT-OURS',
      priority: 'HIGH',
      promisedDate: '2026-12-01',
      salesChannelId: channel,
      assignedTechnicianId: technician,
      lines: [
        { productId: screen, uomId: piece, quantity: '1.5', unitPrice: '1500.10' },
        { productId: labour, uomId: piece, quantity: 1, unitPrice: 500 },
      ],
      deposit: '1000.50',
      depositPaymentTypeId: cash,
    });
    expect(order.serviceOrderNumber).toMatch(/^JO-\d{6}$/);
    expect(order).toMatchObject({
      status: 'RECEIVED',
      priority: 'HIGH',
      customerName: 'Juan Dela Cruz',
      estimateTotal: 2750.15,
      deposit: 1000.5,
      soldSalesOrderId: null,
      assignedTechnicianId: technician,
      promisedDate: '2026-12-01',
    });
    expect(order.lines.map((l: { lineType: string; lineTotal: number }) => [l.lineType, l.lineTotal])).toEqual([
      ['PRODUCT', 2250.15],
      ['SERVICE', 500],
    ]);
    expect(order.statusHistory).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'RECEIVED' })]);
    // A job order moves no stock.
    expect(ok(await admin.get(`/api/inventory/stocks?productId=${screen}`))).toEqual(before);

    const next = await open();
    expect(Number(next.serviceOrderNumber.slice(3))).toBe(Number(order.serviceOrderNumber.slice(3)) + 1);
    expect(next).toMatchObject({ priority: 'NORMAL', estimateTotal: 0, deposit: 0, lines: [] });
  });

  it('links an order to the sale in which this shop sold the serial number, and follows a changed serial', async () => {
    const order = await open({ serialNumber: 'imei-sold-1' });
    expect(order.soldSalesOrderId).toBe(soldSaleId);
    const shown = ok(await admin.get(`/api/service/service-orders/${order.id}?relations=soldSalesOrder`));
    expect(shown.soldSalesOrder.id).toBe(soldSaleId);
    const changed = ok(await admin.put(`/api/service/service-orders/${order.id}`, { serialNumber: 'UNKNOWN' }));
    expect(changed.soldSalesOrderId).toBeNull();
    expect(ok(await admin.put(`/api/service/service-orders/${order.id}`, { serialNumber: 'IMEI-SOLD-1' })).soldSalesOrderId).toBe(
      soldSaleId,
    );
    // Another shop's job order never links to this shop's sale.
    const theirs = ok(
      await outsider.post('/api/service/service-orders', {
        customerId: otherCustomer,
        itemDescription: 'Phone',
        problemReported: 'x',
        serialNumber: 'IMEI-SOLD-1',
      }),
      201,
    );
    expect(theirs.soldSalesOrderId).toBeNull();
  });

  it('refuses bad input with 422 naming the field, never 500', async () => {
    refused(await intake({ itemDescription: 'bad\u0000text' }), 422, 'itemDescription');
    refused(await intake({ problemReported: '' }), 422, 'problemReported');
    refused(await intake({ priority: 'ASAP' }), 422, 'priority');
    for (const deposit of ['12.345', 12.345, 1e21, '1e3', -1, 'abc'])
      refused(await intake({ deposit, depositPaymentTypeId: cash }), 422, 'deposit');
    refused(await intake({ deposit: 100 }), 422, 'depositPaymentTypeId');
    for (const quantity of ['1.00001', 1e-7, '2e2', 0])
      refused(await intake({ lines: [{ productId: screen, uomId: piece, quantity, unitPrice: 1 }] }), 422, 'lines.0.quantity');
    refused(await intake({ lines: [{ productId: screen, uomId: piece, quantity: 1, unitPrice: '1.001' }] }), 422, 'lines.0.unitPrice');
    refused(await intake({ lines: [{ productId: kit, uomId: piece, quantity: 1, unitPrice: 1 }] }), 422, 'lines.0.productId');
    refused(await intake({ receivedAt: '2026-13-01' }), 422, 'receivedAt');
    refused(await intake({ promisedDate: '2026-02-30' }), 422, 'promisedDate');
    refused(await intake({ assignedTechnicianId: '1e3' }), 422, 'assignedTechnicianId');
  });

  it("refuses another shop's ids with 422, and answers 404 for its orders", async () => {
    refused(await intake({ customerId: otherCustomer }), 422, 'customerId');
    refused(await intake({ lines: [{ productId: otherProduct, uomId: piece, quantity: 1, unitPrice: 1 }] }), 422, 'lines.0.productId');
    refused(await intake({ assignedTechnicianId: otherUser }), 422, 'assignedTechnicianId');
    const id = (await open()).id;
    refused(
      await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: otherUser }),
      422,
      'assignedTechnicianId',
    );
    refused(await admin.get(`/api/service/service-orders/${otherOrder}`), 404);
    refused(await admin.put(`/api/service/service-orders/${otherOrder}`, { notes: 'x' }), 404);
    refused(await move(otherOrder, 'DIAGNOSING'), 404);
    refused(await admin.put(`/api/service/service-orders/${otherOrder}/technician`, { assignedTechnicianId: null }), 404);
    refused(await admin.get(`/api/service/service-orders/${otherOrder}/comments`), 404);
    refused(await admin.post(`/api/service/service-orders/${otherOrder}/comments`, { text: 'x' }), 404);
    refused(await cancel(otherOrder, 'Not mine'), 404);
    expect(ok(await admin.get('/api/service/service-orders?pageSize=1000')).map((o: { id: number }) => o.id)).not.toContain(otherOrder);
  });
});

describe('the status flow', () => {
  it('allows exactly forward moves, one step back and cancelling an open order (every pair)', () => {
    const step = (s: string) => (SERVICE_ORDER_FLOW as readonly string[]).indexOf(s);
    for (const from of SERVICE_ORDER_STATUSES)
      for (const to of SERVICE_ORDER_STATUSES) {
        const open = from !== 'RELEASED' && from !== 'CANCELLED';
        const allowed = open && to !== from && (to === 'CANCELLED' || step(to) > step(from) || step(to) === step(from) - 1);
        expect(refusedMove(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
  });

  it('moves forward with skips, back one step, and records who, when and why', async () => {
    const { id } = await open();
    ok(await move(id, 'DIAGNOSING', 'Opening it up'));
    ok(await move(id, 'WAITING_FOR_PARTS'));
    ok(await move(id, 'WAITING_FOR_APPROVAL', 'Customer must approve the part'));
    refused(await move(id, 'RECEIVED'), 409);
    refused(await move(id, 'WAITING_FOR_APPROVAL'), 409);
    ok(await move(id, 'IN_PROGRESS'));
    ok(await move(id, 'READY_FOR_PICKUP'));
    refused(await move(id, 'WAITING_FOR_PARTS'), 409);
    const released = refused(await move(id, 'RELEASED'), 422, 'status');
    expect(released.errors.status[0]).toMatch(/sale/);
    const order = ok(await move(id, 'IN_PROGRESS', 'Screen flickers'));
    expect(order.status).toBe('IN_PROGRESS');
    expect(order.statusHistory.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'RECEIVED'],
      ['RECEIVED', 'DIAGNOSING'],
      ['DIAGNOSING', 'WAITING_FOR_PARTS'],
      ['WAITING_FOR_PARTS', 'WAITING_FOR_APPROVAL'],
      ['WAITING_FOR_APPROVAL', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'READY_FOR_PICKUP'],
      ['READY_FOR_PICKUP', 'IN_PROGRESS'],
    ]);
    expect(order.statusHistory[1]).toMatchObject({ remark: 'Opening it up', changedByUser: { id: expect.any(Number) } });
    expect(Date.parse(order.statusHistory[1].changedAt)).not.toBeNaN();
    refused(await move(id, 'BROKEN'), 422, 'status');
    refused(await move(id, 'DIAGNOSING', 'x'.repeat(1001)), 422, 'remark');
  });

  it('cancels from any open state with a reason, and a cancelled order is read-only', async () => {
    for (const from of ['RECEIVED', 'DIAGNOSING', 'WAITING_FOR_APPROVAL', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP']) {
      const { id } = await open();
      if (from !== 'RECEIVED') ok(await move(id, from));
      refused(await move(id, 'CANCELLED'), 422, 'remark');
      refused(await move(id, 'CANCELLED', '   '), 422, 'remark');
      expect(ok(await move(id, 'CANCELLED', 'Customer changed mind')).status).toBe('CANCELLED');
      refused(await move(id, 'CANCELLED', 'Again'), 409);
      refused(await move(id, 'RECEIVED'), 409);
      refused(await move(id, 'RELEASED'), 409);
      refused(await admin.put(`/api/service/service-orders/${id}`, { notes: 'late' }), 409);
      refused(await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: technician }), 409);
      refused(await admin.post(`/api/service/service-orders/${id}/comments`, { text: 'late' }), 409);
      refused(await cancel(id, 'Again'), 409);
    }
  });

  it('cancels on DELETE: the number stays, a reason is required, and the JO series keeps no gaps', async () => {
    const fresh = await open({ lines: [{ productId: screen, uomId: piece, quantity: 1, unitPrice: 1 }] });
    ok(await admin.post(`/api/service/service-orders/${fresh.id}/comments`, { text: 'Has a scratch' }), 201);
    const working = await open();
    ok(await move(working.id, 'DIAGNOSING'));

    refused(await cancel(fresh.id), 422, 'reason');
    refused(await cancel(fresh.id, '  '), 422, 'reason');
    refused(await cancel(fresh.id, 'x'.repeat(1001)), 422, 'reason');
    expect(ok(await admin.get(`/api/service/service-orders/${fresh.id}`)).status).toBe('RECEIVED');

    const cancelled = ok(await cancel(fresh.id, '  Customer bought a new phone  '));
    expect(cancelled).toMatchObject({ id: fresh.id, status: 'CANCELLED', serviceOrderNumber: fresh.serviceOrderNumber });
    expect(cancelled.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'RECEIVED',
      toStatus: 'CANCELLED',
      remark: 'Customer bought a new phone',
      changedByUser: { id: expect.any(Number) },
    });
    expect(cancelled.lines).toHaveLength(1);
    // Still there, numbered, with its comments.
    expect(ok(await admin.get(`/api/service/service-orders/${fresh.id}`))).toMatchObject({ status: 'CANCELLED' });
    expect((await admin.get(`/api/service/service-orders/${fresh.id}/comments`)).body.data).toHaveLength(1);
    expect(ok(await cancel(working.id, 'Not worth repairing')).status).toBe('CANCELLED');
    refused(await cancel(fresh.id, 'Twice'), 409);
    refused(await cancel(999_999_999, 'Nothing'), 404);

    // Every number the shop ever gave is still there, one after the other.
    const numbers = (ok(await admin.get('/api/service/service-orders?pageSize=1000')) as { serviceOrderNumber: string }[])
      .map((o) => Number(o.serviceOrderNumber.replace(/\D/g, '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const next = await open();
    expect(Number(next.serviceOrderNumber.replace(/\D/g, ''))).toBe(numbers.length + 1);
  });

  it('edits an open order: fields given change, lines given replace the estimate', async () => {
    const order = await open({ notes: 'Keep', lines: [{ productId: screen, uomId: piece, quantity: 1, unitPrice: 1500 }] });
    const edited = ok(
      await admin.put(`/api/service/service-orders/${order.id}`, {
        diagnosis: 'LCD cable loose',
        lines: [{ productId: labour, uomId: piece, quantity: '0.5', unitPrice: '500.01' }],
      }),
    );
    expect(edited).toMatchObject({ notes: 'Keep', diagnosis: 'LCD cable loose', estimateTotal: 250.01, problemReported: 'Cracked screen' });
    expect(edited.lines).toHaveLength(1);
    expect(ok(await admin.put(`/api/service/service-orders/${order.id}`, { notes: null })).notes).toBeNull();
  });

  it('assigns and unassigns the technician: an active user of this shop', async () => {
    const { id } = await open();
    expect(
      ok(await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: technician })).assignedTechnician.id,
    ).toBe(technician);
    expect(
      ok(await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: null })).assignedTechnicianId,
    ).toBeNull();
    const leaver = await signInAs(t, admin, 'demo', ['Cashier']);
    ok(await admin.put(`/api/masterfile/system-users/${leaver.id}`, { isActive: false }));
    refused(
      await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: leaver.id }),
      422,
      'assignedTechnicianId',
    );
    refused(
      await admin.put(`/api/service/service-orders/${id}/technician`, { assignedTechnicianId: 999999999 }),
      422,
      'assignedTechnicianId',
    );
    // The picker lists whom a job order may be assigned to: active users, for a Cashier who may not read the users.
    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    expect((await cashier.get('/api/masterfile/system-users')).status).toBe(403);
    const listed = ok(await cashier.get('/api/service/technicians')) as { id: number; displayName: string }[];
    expect(listed.map((u) => u.id)).toContain(technician);
    expect(listed.map((u) => u.id)).not.toContain(leaver.id);
    expect(Object.keys(listed[0]!).sort()).toEqual(['displayName', 'firstname', 'id', 'lastname']);
    expect((await (await signInAs(t, admin, 'demo', [])).get('/api/service/technicians')).status).toBe(403);
  });
});

describe('comments and photos', () => {
  it('adds comments by the signed-in user, lists them oldest first, and holds photos on the order and on comments', async () => {
    const { id } = await open();
    const first = ok(await admin.post(`/api/service/service-orders/${id}/comments`, { text: '  Screen has a dead pixel  ' }), 201);
    expect(first).toMatchObject({ text: 'Screen has a dead pixel', author: { id: expect.any(Number) } });
    ok(await admin.post(`/api/service/service-orders/${id}/comments`, { text: 'Ordered a new panel' }), 201);
    const page = await admin.get(`/api/service/service-orders/${id}/comments`);
    expect(page.body.data.map((c: { text: string }) => c.text)).toEqual(['Screen has a dead pixel', 'Ordered a new panel']);
    expect(page.body.meta.total).toBe(2);
    refused(await admin.post(`/api/service/service-orders/${id}/comments`, { text: '' }), 422, 'text');
    refused(await admin.post(`/api/service/service-orders/${id}/comments`, { text: 'x'.repeat(4001) }), 422, 'text');
    refused(await admin.post(`/api/service/service-orders/${id}/comments`, { text: 'a\u0000b' }), 422, 'text');

    expect((await uploadPhoto(adminToken, 'service-orders', id)).status).toBe(201);
    expect((await uploadPhoto(adminToken, 'service-order-comments', first.id)).status).toBe(201);
    expect(ok(await admin.get(`/api/media/service-orders/${id}`)).files).toEqual([
      expect.objectContaining({ collectionName: 'service_order_images' }),
    ]);
    expect(ok(await admin.get(`/api/media/service-order-comments/${first.id}`)).files).toEqual([
      expect.objectContaining({ collectionName: 'comment_images' }),
    ]);
    expect((await outsider.get(`/api/media/service-orders/${id}`)).status).toBe(404);
    // A cancelled order keeps its photos and its comments' photos: it is still the shop's record.
    ok(await cancel(id, 'Customer took it back'));
    expect(ok(await admin.get(`/api/media/service-orders/${id}`)).files).toHaveLength(1);
    expect(ok(await admin.get(`/api/media/service-order-comments/${first.id}`)).files).toHaveLength(1);
  });
});

describe('permissions and the list', () => {
  it('needs each permission (401 anonymous, 403 without it)', async () => {
    expect((await t.request('GET', '/api/service/service-orders')).status).toBe(401);
    const order = await open();
    const comment = ok(await admin.post(`/api/service/service-orders/${order.id}/comments`, { text: 'Hi' }), 201);
    const nobody = await signInAs(t, admin, 'demo', []);
    for (const path of [
      '/api/service/service-orders',
      `/api/service/service-orders/${order.id}`,
      `/api/service/service-orders/${order.id}/comments`,
      `/api/media/service-orders/${order.id}`,
    ])
      expect((await nobody.get(path)).status, path).toBe(403);
    expect((await intake({}, nobody)).status).toBe(403);
    expect((await nobody.put(`/api/service/service-orders/${order.id}`, { notes: 'x' })).status).toBe(403);
    expect((await nobody.delete(`/api/service/service-orders/${order.id}`)).status).toBe(403);
    expect((await move(order.id, 'DIAGNOSING', undefined, nobody)).status).toBe(403);
    expect((await nobody.put(`/api/service/service-orders/${order.id}/technician`, { assignedTechnicianId: null })).status).toBe(403);
    expect((await nobody.post(`/api/service/service-orders/${order.id}/comments`, { text: 'x' })).status).toBe(403);

    // Each permission opens its own action and nothing else.
    const roleWith = async (name: string, permissions: string[]) => {
      ok(await admin.post('/api/rbac/roles', { name, permissions }), 201);
      const email = `${name.replace(/\W/g, '').toLowerCase()}${randomBytes(3).toString('hex')}@demo.shop`;
      const client = await signInAs(t, admin, 'demo', [name], email);
      return Object.assign(client, { token: (await t.login('demo', email, 'test-password')).token });
    };
    const lister = await roleWith('JO lister', ['View Job Order List']);
    ok(await lister.get('/api/service/service-orders'));
    expect((await lister.get(`/api/service/service-orders/${order.id}`)).status).toBe(403);
    const viewer = await roleWith('JO details', ['View Job Order Details']);
    ok(await viewer.get(`/api/service/service-orders/${order.id}`));
    ok(await viewer.get(`/api/service/service-orders/${order.id}/comments`));
    expect((await intake({}, viewer)).status).toBe(403);
    expect((await viewer.put(`/api/service/service-orders/${order.id}`, { notes: 'x' })).status).toBe(403);
    expect((await move(order.id, 'DIAGNOSING', undefined, viewer)).status).toBe(403);
    expect((await viewer.put(`/api/service/service-orders/${order.id}/technician`, { assignedTechnicianId: null })).status).toBe(403);
    expect((await viewer.post(`/api/service/service-orders/${order.id}/comments`, { text: 'x' })).status).toBe(403);
    expect((await viewer.delete(`/api/service/service-orders/${order.id}`)).status).toBe(403);
    expect((await uploadPhoto(viewer.token, 'service-orders', order.id)).status).toBe(403);
    expect((await uploadPhoto(viewer.token, 'service-order-comments', comment.id)).status).toBe(403);

    const creator = await roleWith('JO intake', ['Create Job Order']);
    ok(await intake({}, creator), 201);
    expect((await creator.put(`/api/service/service-orders/${order.id}`, { notes: 'x' })).status).toBe(403);
    const editor = await roleWith('JO editor', ['Edit Job Order']);
    ok(await editor.put(`/api/service/service-orders/${order.id}`, { notes: 'x' }));
    ok(await editor.post(`/api/service/service-orders/${order.id}/comments`, { text: 'x' }), 201);
    expect((await move(order.id, 'DIAGNOSING', undefined, editor)).status).toBe(403);
    const mover = await roleWith('JO status', ['Update Job Order Status']);
    ok(await move(order.id, 'DIAGNOSING', undefined, mover));
    expect((await uploadPhoto(mover.token, 'service-order-comments', comment.id)).status).toBe(201);
    expect((await mover.put(`/api/service/service-orders/${order.id}/technician`, { assignedTechnicianId: null })).status).toBe(403);
    const assigner = await roleWith('JO technician', ['Update Assigned Technician']);
    ok(await assigner.put(`/api/service/service-orders/${order.id}/technician`, { assignedTechnicianId: technician }));
    expect((await assigner.delete(`/api/service/service-orders/${order.id}`)).status).toBe(403);
    const deleter = await roleWith('JO delete', ['Delete Job Order']);
    const spare = await open();
    ok(await cancel(spare.id, 'Duplicate intake', deleter.token));
    expect((await cancel(spare.id, 'Duplicate intake', mover.token)).status).toBe(403);
  });

  it('filters and searches the list, and refuses hostile list queries with 400, never 500', async () => {
    const mine = await open({ serialNumber: 'FIND-ME-42', brand: 'Zebrand', promisedDate: '2031-05-05', assignedTechnicianId: technician });
    const found = (q: string) => admin.get(`/api/service/service-orders?${q}`).then((a) => ok(a).map((o: { id: number }) => o.id));
    expect(await found('globalFilter=find-me')).toEqual([mine.id]);
    expect(await found('globalFilter=zebrand')).toEqual([mine.id]);
    expect(await found(`globalFilter=${mine.serviceOrderNumber}`)).toEqual([mine.id]);
    expect(await found('globalFilter=dela%20cruz')).toContain(mine.id);
    expect(await found('promisedDate[between]=2031-05-01,2031-05-31')).toEqual([mine.id]);
    expect(await found(`assignedTechnicianId=${technician}&status=RECEIVED&customerId=${customer}`)).toContain(mine.id);
    expect(await found('status=CANCELLED')).not.toContain(mine.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await found(`receivedAt[gte]=${today}`)).toContain(mine.id);
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect((await admin.get(`/api/service/service-orders?${key}=1`)).status, key).toBe(400);
      expect((await admin.get(`/api/service/service-orders?${key}[eq]=1`)).status, key).toBe(400);
      expect((await admin.get(`/api/service/service-orders/${mine.id}/comments?${key}=1`)).status, key).toBe(400);
    }
    expect((await admin.get('/api/service/service-orders?pageSize=100000000')).status).toBe(400);
    expect((await admin.get('/api/service/service-orders?page=99999999')).status).toBeLessThan(500);
    expect((await admin.get('/api/service/service-orders?globalFilter=%00')).status).toBeLessThan(500);
    expect((await admin.get('/api/service/service-orders?estimateTotal[gte]=1e400')).status).toBeLessThan(500);
    expect((await admin.get('/api/service/service-orders?status=NOPE')).status).toBeLessThan(500);
    expect((await admin.get('/api/service/service-orders/1e3')).status).toBeLessThan(500);
  });
});

describe("a job order's sale", () => {
  let location: number;
  const onHand = async (productId: number) =>
    Number(ok(await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${location}`))[0]?.onHand ?? 0);
  const generate = (id: number, client: Client = admin) => client.post(`/api/service/service-orders/${id}/generate-sales-order`);
  const repair = () =>
    open({
      salesChannelId: channel,
      lines: [
        { productId: screen, uomId: piece, quantity: '1.5', unitPrice: '1500.10' },
        { productId: labour, uomId: piece, quantity: 1, unitPrice: 500 },
      ],
      deposit: '1000.50',
      depositPaymentTypeId: cash,
    });
  /** What the terminal posts: the draft as generated, the balance paid in cash. */
  const completed = (draft: Record<string, any>) => {
    const balance = Math.round((draft.netTotal - draft.paidAmountTotal) * 100) / 100;
    const rest = {
      paymentType: cash,
      paidAmount: balance,
      dueAmount: balance,
      referenceNumber: null,
      notes: null,
      tenderedAmount: null,
      change: null,
    };
    return { ...draft, orderPayments: [...draft.orderPayments, rest], paidAmountTotal: draft.netTotal };
  };
  const post = (body: Record<string, unknown>, client: Client = admin) => client.post('/api/sales/pos-order', body);

  beforeAll(async () => {
    location = ok(await admin.get('/api/sales/sales-channels'))[0].defaultPickingWarehouseId;
    ok(
      await admin.post('/api/inventory/adjustments', {
        locationId: location,
        reason: 'Opening stock',
        items: [{ productId: screen, uomId: piece, quantity: 20 }],
      }),
      201,
    );
  });

  it('generates the draft the terminal opens; posting it releases the order and moves stock for the parts only', async () => {
    const order = await repair();
    const before = await onHand(screen);
    const answer = await generate(order.id);
    const draft = ok(answer);
    expect(answer.body.message).toBe('Sales order draft generated successfully.');
    expect(draft).toMatchObject({
      serviceOrderId: order.id,
      salesChannelId: channel,
      customerId: customer,
      grossTotal: 2750.15,
      discountTotal: 0,
      taxTotal: 0,
      netTotal: 2750.15,
      paidAmountTotal: 1000.5,
      orderPayments: [{ paymentType: cash, paidAmount: 1000.5, dueAmount: 1000.5 }],
    });
    expect(
      draft.orderItems.map((l: Record<string, unknown>) => [
        l.productId,
        l.productType,
        l.orderedQuantity,
        l.orderedUomId,
        l.orderedUnit,
        l.orderedUnitPrice,
        l.lineTotal,
      ]),
    ).toEqual([
      [screen, 'PRODUCT', 1.5, piece, 'piece', 1500.1, 2250.15],
      [labour, 'SERVICE', 1, piece, 'piece', 500, 500],
    ]);
    // Generating writes nothing and moves no stock.
    expect(await onHand(screen)).toBe(before);
    expect(ok(await admin.get(`/api/service/service-orders/${order.id}`))).toMatchObject({ status: 'RECEIVED', salesOrderId: null });

    const sale = ok(await post(completed(draft)), 201);
    expect(sale).toMatchObject({ serviceOrderId: order.id, netTotal: 2750.15, paidAmountTotal: 2750.15 });
    expect(await onHand(screen)).toBe(before - 1.5);
    const shown = ok(await admin.get(`/api/sales/sales-orders/${sale.id}`));
    expect(shown.serviceOrderId).toBe(order.id);
    expect(shown.paymentTerms.map((p: { paidAmount: number }) => p.paidAmount).sort()).toEqual([1000.5, 1749.65]);

    const released = ok(await admin.get(`/api/service/service-orders/${order.id}`));
    expect(released).toMatchObject({ status: 'RELEASED', salesOrderId: sale.id, salesOrder: { salesOrderNumber: sale.salesOrderNumber } });
    expect(released.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'RECEIVED',
      toStatus: 'RELEASED',
      remark: `Released with ${sale.salesOrderNumber}`,
      changedByUser: expect.objectContaining({ id: expect.any(Number) }),
    });

    // One sale per job order: generating again or posting the draft again is 409 naming the sale.
    const again = refused(await generate(order.id), 409);
    expect(again.message).toContain(sale.salesOrderNumber);
    expect(again.salesOrder).toEqual({ id: sale.id, salesOrderNumber: sale.salesOrderNumber });
    const twice = refused(await post(completed(draft)), 409);
    expect(twice.salesOrder).toEqual({ id: sale.id, salesOrderNumber: sale.salesOrderNumber });
    expect(await onHand(screen)).toBe(before - 1.5);
  });

  it('voiding the sale reopens the job order, ready for pickup and to be sold again', async () => {
    const order = await repair();
    const sale = ok(await post(completed(ok(await generate(order.id)))), 201);
    ok(await admin.delete(`/api/sales/${sale.id}`));
    const reopened = ok(await admin.get(`/api/service/service-orders/${order.id}`));
    expect(reopened).toMatchObject({ status: 'READY_FOR_PICKUP', salesOrderId: null });
    expect(reopened.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'RELEASED',
      toStatus: 'READY_FOR_PICKUP',
      remark: `Reopened: ${sale.salesOrderNumber} was voided`,
    });
    expect(ok(await admin.get(`/api/sales/sales-orders/${sale.id}`)).serviceOrderId).toBeNull();
    const resold = ok(await post(completed(ok(await generate(order.id)))), 201);
    expect(ok(await admin.get(`/api/service/service-orders/${order.id}`))).toMatchObject({ status: 'RELEASED', salesOrderId: resold.id });
  });

  it('refuses a closed order (409), one without lines (422), and an id that is not this shop’s job order', async () => {
    const cancelled = await repair();
    ok(await move(cancelled.id, 'CANCELLED', 'Customer will not wait'));
    expect(refused(await generate(cancelled.id), 409).message).toContain('cancelled');
    const empty = await open();
    refused(await generate(empty.id), 422, 'lines');
    refused(await generate(otherOrder), 404);
    refused(await generate(999_999_999), 404);

    const draft = completed(ok(await generate((await repair()).id)));
    refused(await post({ ...draft, serviceOrderId: otherOrder }), 422, 'serviceOrderId');
    refused(await post({ ...draft, serviceOrderId: cancelled.id }), 409);
    refused(await post({ ...draft, serviceOrderId: 'x' }), 422, 'serviceOrderId');
  });

  it('needs Generate Sales Orders, to generate and to post a job order’s sale (403)', async () => {
    const order = await repair();
    const draft = completed(ok(await generate(order.id)));
    // Sells and sees job orders, but may not turn one into a sale.
    ok(
      await admin.post('/api/rbac/roles', {
        name: 'Counter without job order sales',
        permissions: ['View Sales Orders', 'Create Sales Orders', 'View Job Order', 'View Job Order Details', 'View Payment Types'],
      }),
      201,
    );
    const cashier = await signInAs(t, admin, 'demo', ['Counter without job order sales']);
    expect((await generate(order.id, cashier)).status).toBe(403);
    const before = await onHand(screen);
    expect((await post(draft, cashier)).status).toBe(403);
    expect(await onHand(screen)).toBe(before);
    expect(ok(await admin.get(`/api/service/service-orders/${order.id}`)).status).toBe('RECEIVED');
  });
});

describe('the claim ticket', () => {
  const ticketPath = (id: number, format?: string) => `/api/service/service-orders/${id}/ticket${format ? `?format=${format}` : ''}`;
  const ticket = (id: number, format?: string) =>
    t.app.inject({ method: 'GET', url: ticketPath(id, format), headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` } });

  it('prints 80 mm and A6 tickets for the customer and a tag for the item, each with the QR code of the number', async () => {
    ok(
      await admin.post('/api/setting/company-profiles', {
        settings: { company_name: 'Ayos Gadget Repair', address: '5 Mabini St, Cebu City' },
      }),
    );
    const order = await open({
      serialNumber: 'SN-12345',
      accessoriesReceived: 'Charger',
      promisedDate: '2026-12-05',
      deposit: '500',
      depositPaymentTypeId: cash,
    });
    for (const format of [undefined, '80mm', 'a6']) {
      const answer = await ticket(order.id, format);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`inline; filename="${order.serviceOrderNumber}-${format ?? '80mm'}.pdf"`);
      const text = (await pdfPages(answer.rawPayload)).join(' ');
      for (const expected of [
        'Ayos Gadget Repair',
        '5 Mabini St, Cebu City',
        'CLAIM TICKET',
        order.serviceOrderNumber,
        'Juan Dela Cruz',
        'Android phone · Acme · X1',
        'SN-12345',
        'Charger',
        'Cracked screen',
        'December 5, 2026',
        'PHP 500.00',
        'Present this ticket to claim the item',
      ])
        expect(text, `${format}: ${expected}`).toContain(expected);
    }
    const tag = (await pdfPages((await ticket(order.id, 'tag')).rawPayload)).join(' ');
    for (const expected of [order.serviceOrderNumber, 'Juan Dela Cruz', 'Android phone', 'Serial no. SN-12345', 'December 5, 2026'])
      expect(tag).toContain(expected);
    expect(tag).not.toContain('Terms');
    // The QR code is drawn, not text, so it is checked in the definition: it encodes the number, on every format.
    const shown = ok(await admin.get(`/api/service/service-orders/${order.id}?relations=customer`));
    for (const format of TICKET_FORMATS)
      expect(JSON.stringify(serviceOrderTicketDefinition({ order: shown, company: {}, format }).content)).toContain(
        `"qr":"${order.serviceOrderNumber}"`,
      );
  });

  it('prints the shop’s own terms, one per line, once the owner has written them', async () => {
    ok(
      await admin.post('/api/setting/company-profiles', {
        settings: { company_name: 'Ayos Gadget Repair', service_terms: 'Unclaimed after 30 days: sold.\n\n  Deposit is not refundable.  ' },
      }),
    );
    const order = await open();
    const text = (await pdfPages((await ticket(order.id, 'a6')).rawPayload)).join(' ');
    expect(text).toContain('Unclaimed after 30 days: sold.');
    expect(text).toContain('Deposit is not refundable.');
    expect(text).not.toContain('Present this ticket to claim the item');
    ok(await admin.post('/api/setting/company-profiles', { settings: { service_terms: null } }));
  });

  it('refuses an unknown format (422), another shop’s job order (404), and users who may not see its details (403)', async () => {
    const order = await open();
    refused(await admin.get(ticketPath(order.id, 'poster')), 422, 'format');
    refused(await admin.get(ticketPath(otherOrder)), 404);
    const nobody = await signInAs(t, admin, 'demo', []);
    expect((await nobody.get(ticketPath(order.id))).status).toBe(403);
    expect((await t.request('GET', ticketPath(order.id))).status).toBe(401);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'on PostgreSQL only (skipped without TEST_DATABASE_URL: the embedded database has no concurrency): two terminals posting one job order',
  () => {
    it('makes exactly one sale; the other is refused naming it', async () => {
      for (let round = 0; round < 5; round++) {
        const order = await open({
          salesChannelId: channel,
          lines: [{ productId: labour, uomId: piece, quantity: 1, unitPrice: 500 }],
        });
        const draft = ok(await admin.post(`/api/service/service-orders/${order.id}/generate-sales-order`));
        const body = { ...draft, orderPayments: [{ paymentType: cash, paidAmount: 500, dueAmount: 500 }], paidAmountTotal: 500 };
        const answers = await Promise.all([0, 1].map(() => admin.post('/api/sales/pos-order', body)));
        expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([201, 409]);
        const won = answers.find((a) => a.status === 201)!.body.data;
        expect(answers.find((a) => a.status === 409)!.body.salesOrder).toEqual({ id: won.id, salesOrderNumber: won.salesOrderNumber });
        const sales = ok(await admin.get(`/api/sales/sales-orders?customerId=${customer}&pageSize=500`)) as {
          id: number;
          serviceOrderId: number | null;
        }[];
        expect(sales.filter((s) => s.serviceOrderId === order.id).map((s) => s.id)).toEqual([won.id]);
      }
    });
  },
);
