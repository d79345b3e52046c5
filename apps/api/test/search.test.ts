// The shell's search box (GET search?q=): products, customers, sales orders and quotations found by
// what was typed, only the kinds the caller may read, only the caller's shop, bounded and refusing
// hostile input without a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let other: Client;
const ids = {} as Record<'product' | 'customer' | 'order' | 'quotation', number>;
const numbers = {} as Record<'order' | 'quotation', string>;

async function withPermissions(name: string, permissions: string[]): Promise<Client> {
  expect((await admin.post('/api/rbac/roles', { name, permissions })).status).toBe(201);
  return signInAs(t, admin, 'demo', [name]);
}

const search = (client: Client, q: string, extra = '') => client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const cash = ((await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[]).find(
    (p) => p.name === 'Cash',
  )!;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: piece,
    type: 'SERVICE',
    sku: 'KALAMANSI-JCE',
    productName: 'Kalamansi Juice 1 L',
    basePrice: 55,
    barcodes: ['4801234567890'],
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  ids.product = product.body.data.id;
  const customer = await admin.post('/api/sales/customers', {
    customerName: 'Aling Rosing Sari-Sari',
    defaultPaymentTypeId: cash.id,
    contactPerson: 'Rosario Dizon',
    contactNumber: '0917 888 1234',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  ids.customer = customer.body.data.id;
  const sale = salePayload({
    salesChannelId: channel.id,
    customerId: ids.customer,
    lines: [{ productId: ids.product, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: 55 }],
    payments: [{ paymentType: cash.id }],
  });
  const order = await admin.post('/api/sales/pos-order', sale);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  [ids.order, numbers.order] = [order.body.data.id, order.body.data.salesOrderNumber];
  const { orderItems, orderPayments, ...rest } = sale;
  const quotation = await admin.post('/api/sales/quotations', { ...rest, quotationItems: orderItems, payments: orderPayments });
  expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
  [ids.quotation, numbers.quotation] = [quotation.body.data.id, quotation.body.data.quotationNumber];
});
afterAll(async () => t?.close());

describe('the shell search', () => {
  it('finds products as the terminal does, customers by name, contact person or number, and documents by number', async () => {
    const byName = await search(admin, 'kalamansi');
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    expect(byName.body.kinds).toEqual(['products', 'customers', 'salesOrders', 'quotations']);
    expect(byName.body.data.products.map((p: { id: number }) => p.id)).toEqual([ids.product]);
    // A typo and an SKU prefix find it too.
    expect((await search(admin, 'kalamansy')).body.data.products.map((p: { id: number }) => p.id)).toEqual([ids.product]);
    expect((await search(admin, 'kalamansi-j')).body.data.products[0].sku).toBe('KALAMANSI-JCE');

    for (const term of ['rosing', 'ROSARIO', '888 1234']) {
      const found = (await search(admin, term)).body.data.customers.map((c: { id: number }) => c.id);
      expect(found, term).toEqual([ids.customer]);
    }

    // "SO-000012", "so-12", "12" and "#12" are the same order; the quotation's number likewise.
    const digits = String(Number(numbers.order.replace(/\D/g, '')));
    for (const term of [numbers.order, numbers.order.toLowerCase(), `so-${digits}`, digits, `#${digits}`]) {
      const found = (await search(admin, term)).body.data.salesOrders;
      expect(
        found.map((o: { id: number }) => o.id),
        term,
      ).toEqual([ids.order]);
      expect(found[0].customer.customerName).toBe('Aling Rosing Sari-Sari');
    }
    const quoted = (await search(admin, `qt ${Number(numbers.quotation.replace(/\D/g, ''))}`)).body.data.quotations;
    expect(quoted.map((q: { id: number }) => q.id)).toEqual([ids.quotation]);
    expect(quoted[0].quotationNumber).toBe(numbers.quotation);
  });

  it('searches only the kinds the caller may read', async () => {
    const customersOnly = await withPermissions('Search Customers', ['View Customer']);
    const answer = await search(customersOnly, 'rosing');
    expect(answer.status).toBe(200);
    // The quotations screen is shown to View Customer (spec 2.2).
    expect(answer.body.kinds).toEqual(['customers', 'quotations']);
    expect(Object.keys(answer.body.data).sort()).toEqual(['customers', 'quotations']);
    expect(answer.body.data.customers.map((c: { id: number }) => c.id)).toEqual([ids.customer]);

    const nothing = await withPermissions('Search Nothing', ['View Channel']);
    const none = await search(nothing, numbers.order);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: {}, kinds: [] });
  });

  it('answers 401 without signing in, and never another shop’s records', async () => {
    expect((await t.request('GET', '/api/search?q=kalamansi')).status).toBe(401);
    for (const term of ['kalamansi', 'rosing', numbers.order, numbers.quotation, '4801234567890']) {
      const answer = await search(other, term);
      expect(answer.status).toBe(200);
      for (const kind of answer.body.kinds) expect(answer.body.data[kind], `${kind} ${term}`).toEqual([]);
    }
  });

  it('is bounded and refuses hostile input with 422, never a 500', async () => {
    expect((await search(admin, 'a', '&limit=2')).body.data.customers.length).toBeLessThanOrEqual(2);
    expect((await search(admin, 'a', '&limit=11')).status).toBe(422);
    expect((await search(admin, 'x'.repeat(101))).status).toBe(422);
    const nul = await search(admin, 'kala\u0000mansi');
    expect(nul.status).toBe(422);
    expect(nul.body.errors.q).toBeDefined();
    for (const term of ["'; drop table products; --", '%', '_', '\\', '(', '*', '[a-z]', '   ', '½', 'ñ'.repeat(100)]) {
      const answer = await search(admin, term);
      expect(answer.status, term).toBe(200);
      expect(answer.body.data.customers, term).toEqual([]);
      expect(answer.body.data.salesOrders, term).toEqual([]);
    }
    // The products are still there.
    expect((await search(admin, 'kalamansi')).body.data.products).toHaveLength(1);
  });
});
