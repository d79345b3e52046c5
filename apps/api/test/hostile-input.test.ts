import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAnswer } from '../src/platform/http/error-handler';
import { salePayload, type Line } from './support/sales';
import { documentErrors, documentOf, operationsOf, type Operation } from './support/openapi';
import { startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let token: string;
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
let service: number;
let location: number;

let operations: Operation[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  const channelRow = (await admin.get('/api/sales/sales-channels')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const created = await admin.post('/api/inventory/products', {
    sku: 'SVC-HOSTILE',
    productName: 'Installation',
    type: 'SERVICE',
    unitClassId: count.id,
    unitOfMeasureId: piece,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  service = created.body.data.id;
  operations = operationsOf(await documentOf(t.app));
});
afterAll(async () => t.close());

const line = (extra: Partial<Line> = {}): Line => ({
  productId: service,
  orderedUomId: piece,
  orderedQuantity: 1,
  orderedUnitPrice: 10,
  ...extra,
});
const sale = (lines: Line[] = [line()]) =>
  salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments: [{ paymentType: cash }] });
const postSale = (body: unknown, key = randomBytes(8).toString('hex')) =>
  t.request('POST', '/api/sales/pos-order', { token, body, headers: { 'idempotency-key': key } });

/** A 422 whose errors name the field (and nothing about the server leaks). */
function expectRefused(answer: Answer, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(Object.keys(answer.body.errors)).toContain(field);
}

describe('a NUL character in text', () => {
  const nul = 'a\u0000b';
  const q = encodeURIComponent(nul);

  it('is refused with 422 naming the field, signed in or not', async () => {
    expectRefused(await t.request('POST', '/api/login', { body: { email: `x${nul}@demo.shop`, password: 'x' } }), 'email');
    expectRefused(await admin.get(`/api/sales/customers?globalFilter=${q}`), 'globalFilter');
    expectRefused(await admin.get(`/api/sales/customers?customerName[like]=${q}`), 'customerName[like]');
    expectRefused(await admin.get(`/api/sales/pos-products?search=${q}`), 'search');
    expectRefused(await admin.post('/api/sales/customers', { customerName: nul, defaultPaymentTypeId: cash }), 'customerName');
    expectRefused(await admin.post('/api/rbac/roles', { name: nul }), 'name');
    expectRefused(await admin.post('/api/masterfile/stock-locations', { name: nul, code: 'NUL' }), 'name');
    expectRefused(await admin.put(`/api/inventory/products/${service}`, { productName: nul }), 'productName');
    const adjustment = { locationId: location, reason: nul, items: [{ productId: service, uomId: piece, quantity: 1 }] };
    expectRefused(await admin.post('/api/inventory/adjustments', adjustment), 'reason');
    expectRefused(await postSale({ ...sale(), publicNote: nul }), 'publicNote');
  });

  it('is refused in a media custom property', async () => {
    const boundary = 'hostileboundary';
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const field = (name: string, data: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${data}\r\n`);
    const file = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (...fields: Buffer[]) =>
      t.request('POST', `/api/media/products/${service}/upload`, {
        token,
        body: Buffer.concat([...fields, file]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    expectRefused(await upload(field('custom_properties[caption]', nul)), 'custom_properties');
    // A multipart field named like a built-in is refused by the multipart reader itself.
    const builtIn = await upload(field('toString', 'x'));
    expect(builtIn.status, JSON.stringify(builtIn.body)).toBe(400);
    expect((await upload(field('custom_properties[caption]', 'Front'))).status).toBe(201);
  });

  it('is answered 401 to a caller who is not signed in, before any 422', async () => {
    expect((await t.request('POST', '/api/sales/customers', { body: { customerName: nul } })).status).toBe(401);
    expect((await t.request('GET', `/api/sales/customers?globalFilter=${q}`)).status).toBe(401);
    // Not even a body that cannot be read tells an anonymous caller anything but 401.
    const json = { 'content-type': 'application/json' };
    expect((await t.request('POST', '/api/sales/customers', { body: '{"unclosed":', headers: json })).status).toBe(401);
    expect((await t.request('POST', '/api/sales/customers', { body: 'text', headers: { 'content-type': 'text/plain' } })).status).toBe(401);
  });

  it('that reaches the database all the same is a 422 naming the field, not a 500', () => {
    const refused = { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' };
    const req = { body: { lines: [{ note: nul }] }, query: {}, params: {} } as never;
    expect(toAnswer(new Error('Failed query', { cause: refused }), req)).toMatchObject({
      status: 422,
      body: { errors: { 'lines.0.note': ['The lines.0.note may not contain a NUL character.'] } },
    });
    expect(toAnswer({ code: '22P05' }, req).status).toBe(422);
  });
});

describe('query keys named like JavaScript built-ins', () => {
  const keys = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf', '__proto__'];

  it('are refused with 400 naming the key on every list route', async () => {
    const lists = operations.filter((o) => o.operationId?.startsWith('list') && !o.path.includes('{'));
    expect(lists.length).toBeGreaterThan(25);
    for (const { path } of lists) {
      for (const key of keys) {
        for (const query of [`${key}=1`, `${key}[eq]=1`]) {
          const answer = await admin.get(`${path}?${query}`);
          expect(answer.status, `${path}?${query}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect(Object.keys(answer.body.errors).join()).toContain(key);
        }
      }
    }
  });
});

describe('numbers in exponent form', () => {
  it('are refused as quantities with 422 naming the field, also when retried with the same Idempotency-Key', async () => {
    for (const quantity of [1e21, 1e-7, 1e308]) {
      const body = { ...sale(), orderItems: [{ ...sale().orderItems[0]!, orderedQuantity: quantity }] };
      const key = randomBytes(8).toString('hex');
      expectRefused(await postSale(body, key), 'orderItems.0.orderedQuantity');
      expectRefused(await postSale(body, key), 'orderItems.0.orderedQuantity');
    }
  });

  it('are refused as amounts', async () => {
    expectRefused(await postSale({ ...sale(), netTotal: 1e21 }), 'netTotal');
    const tiered = { productId: service, orderedUomId: piece, orderedQuantity: 1e-7 };
    expectRefused(await admin.put('/api/inventory/product-prices/tiered-price', tiered), 'orderedQuantity');
  });
});

describe('money with more than two decimals', () => {
  it('is refused whatever its JSON type, never rounded: a 10.00 sale paid with 9.995 is not stored as paid', async () => {
    const body = sale();
    for (const paid of [9.995, '9.995']) {
      const answer = await postSale({ ...body, orderPayments: [{ ...body.orderPayments[0]!, paidAmount: paid }] });
      expectRefused(answer, 'orderPayments.0.paidAmount');
    }
    expectRefused(await postSale(sale([line({ orderedUnitPrice: 9.995 })])), 'orderItems.0.orderedUnitPrice');
    expectRefused(await postSale(sale([line({ orderedQuantity: 1.00001 })])), 'orderItems.0.orderedQuantity');
    expect((await postSale(sale([line({ orderedQuantity: 1.0001, orderedUnitPrice: 9.99 })]))).status).toBe(201);
  });
});

describe('the API document', () => {
  it('is a valid OpenAPI document', async () => {
    expect(await documentErrors(await documentOf(t.app))).toEqual([]);
  });

  it('gives every operation a unique, readable operationId that comes from its method and path', () => {
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)?.operationId;
    expect(idOf('GET', '/api/sales/sales-orders')).toBe('listSalesOrders');
    expect(idOf('GET', '/api/sales/sales-orders/{id}')).toBe('getSalesOrder');
    expect(idOf('POST', '/api/sales/pos-order')).toBe('postSalesPosOrder');
  });

  it('describes the list protocol instead of a raw record, and the errors a route answers', () => {
    for (const operation of operations) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names, operation.path).not.toContain('type');
      expect(names, operation.path).not.toContain('additionalProperties');
      if (operation.operationId?.startsWith('list')) {
        expect(names).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort', 'relations', 'globalFilter', 'filters']));
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '422']));
      }
    }
  });

  it('describes the upload as multipart files', () => {
    const upload = operations.find((o) => o.operationId === 'postMediaUpload');
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});

describe('a known path asked with a method it does not answer', () => {
  it('is a 405 naming the methods it answers; an unknown path stays a 404', async () => {
    const answer = await t.request('PATCH', '/api/masterfile/suppliers', { token, body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.body.message).toEqual(expect.any(String));
    expect((await t.request('POST', '/api/masterfile/suppliers/1', { token, body: {} })).status).toBe(405);
    expect((await t.request('DELETE', '/api/sales/no-such-thing', { token })).status).toBe(404);
  });
});
