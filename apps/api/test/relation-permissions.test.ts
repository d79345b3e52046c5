import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, readAccessOf, resourceNamed } from '../src/platform/resource/define';
import { salePayload } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let cashier: Client;
let manager: Client;
const ids = {} as Record<'channel' | 'location' | 'walkIn' | 'cash' | 'piece' | 'product' | 'order' | 'quotation', number>;

/** A signed-in user whose one role holds exactly these permissions. */
async function withPermissions(name: string, permissions: string[]): Promise<Client> {
  expect((await admin.post('/api/rbac/roles', { name, permissions })).status).toBe(201);
  return signInAs(t, admin, 'demo', [name]);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const till = await signInAs(t, admin, 'demo', ['Cashier']);
  cashier = till;
  manager = await signInAs(t, admin, 'demo', ['Manager']);

  const channel = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  ids.channel = channel.id;
  await admin.put(`/api/sales/sales-channels/${channel.id}`, { userIds: [...channel.users.map((u: { id: number }) => u.id), till.id] });
  ids.location = channel.defaultPickingWarehouseId;
  ids.walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  ids.cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  ids.piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: ids.piece,
    type: 'PRODUCT',
    sku: 'REL-1',
    productName: 'Relation Test Nail',
    basePrice: 5,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  ids.product = product.body.data.id;
  await admin.post('/api/inventory/adjustments', {
    locationId: ids.location,
    reason: 'Opening stock',
    items: [{ productId: ids.product, uomId: ids.piece, quantity: 10 }],
  });

  // The cashier sells and quotes, as at the terminal.
  const sale = salePayload({
    salesChannelId: ids.channel,
    customerId: ids.walkIn,
    lines: [{ productId: ids.product, orderedUomId: ids.piece, orderedQuantity: 1, orderedUnitPrice: 5 }],
    payments: [{ paymentType: ids.cash }],
  });
  const order = await cashier.post('/api/sales/pos-order', sale);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  ids.order = order.body.data.id;
  const { orderItems, orderPayments, ...rest } = sale;
  const quotation = await cashier.post('/api/sales/quotations', { ...rest, quotationItems: orderItems, payments: orderPayments });
  expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
  ids.quotation = quotation.body.data.id;
});
afterAll(async () => t.close());

describe('relations and permissions', () => {
  it("refuses a relation the viewer may not read with 403 naming it: a channel's users' roles", async () => {
    const viewer = await withPermissions('Channel Viewer', ['View Channel']);
    const answer = await viewer.get('/api/sales/sales-channels?relations=users.roles');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("You do not have permission to load the relation 'users.roles'.");
    expect(answer.body.errors).toEqual({ relations: ["You do not have permission to load the relation 'users.roles'."] });
    // The same on one record, and for what a user lookup would carry beneath it.
    expect((await viewer.get(`/api/sales/sales-channels/${ids.channel}?relations=users.roleNames`)).status).toBe(403);
    expect((await viewer.get(`/api/sales/sales-channels/${ids.channel}?relations=users.salesChannels`)).status).toBe(403);
    // An unknown relation is still a 400, before any permission is looked at.
    expect((await viewer.get('/api/sales/sales-channels?relations=nope|users.roles')).status).toBe(400);
  });

  it("shows a channel's users by name only to those who may not list users; in full to those who may", async () => {
    const viewer = await withPermissions('Channel Reader', ['View Channel']);
    const limited = await viewer.get('/api/sales/sales-channels?relations=users');
    expect(limited.status).toBe(200);
    const users = limited.body.data.flatMap((c: { users: unknown[] }) => c.users);
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['displayName', 'firstname', 'id', 'lastname']);
    expect(JSON.stringify(limited.body)).not.toContain('admin@demo.shop');

    const full = await admin.get('/api/sales/sales-channels?relations=users.roles');
    expect(full.status).toBe(200);
    const admins = full.body.data.flatMap((c: { users: { email: string; roles: { name: string }[] }[] }) => c.users);
    expect(admins.find((u: { email: string }) => u.email === 'admin@demo.shop')?.roles.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
    ]);
  });

  it('needs the permission that reads the target for a record it points at, or shows its lookup', async () => {
    const viewer = await withPermissions('Quotation Reader', ['View Quotations']);
    expect((await viewer.get('/api/sales/quotations')).status).toBe(200);
    const answer = await viewer.get(
      `/api/sales/quotations/${ids.quotation}?relations=quotationItems.product|salesOrder.customer|createdByUser`,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors.relations).toEqual(["You do not have permission to load the relation 'salesOrder.customer'."]);
    // What the quotation screen shows comes as lookups: the customer as the document prints it, the rest by name.
    const shown = await viewer.get(
      `/api/sales/quotations/${ids.quotation}?relations=customer|salesChannel|quotationItems.orderedUom|quotationItems.product|salesOrder|createdByUser`,
    );
    expect(shown.status).toBe(200);
    const quotation = shown.body.data;
    expect(quotation.customer).toMatchObject({ customerName: expect.any(String), addressText: expect.any(String) });
    expect(quotation.customer).not.toHaveProperty('email');
    expect(Object.keys(quotation.salesChannel).sort()).toEqual(['id', 'name']);
    expect(Object.keys(quotation.createdByUser).sort()).toEqual(['displayName', 'firstname', 'id', 'lastname']);
    expect(quotation.quotationItems[0].orderedUom).toMatchObject({ unit: 'piece' });
    // A line's product by name and SKU, nothing of its prices or cost.
    expect(Object.keys(quotation.quotationItems[0].product).sort()).toEqual(['id', 'productName', 'sku']);
  });

  it("gives a customer's default payment type to whoever may read the customer (a lookup)", async () => {
    const viewer = await withPermissions('Customer Reader', ['View Customer']);
    expect((await viewer.get('/api/masterfile/payment-types')).status).toBe(403);
    const list = await viewer.get('/api/sales/customers?relations=defaultPaymentType');
    expect(list.status).toBe(200);
    expect(list.body.data[0].defaultPaymentType).toMatchObject({ name: expect.any(String), category: expect.any(String) });
    expect((await viewer.get('/api/sales/customers/default')).body.data.defaultPaymentType.name).toBe('Cash');
  });

  it('every relation the web app asks for answers 200 for the seeded Cashier and Manager roles', async () => {
    // Spec 2.2 shows the Quotations and Customers screens to whoever holds View Customer.
    const desk = await withPermissions('Front Desk', ['View Customer']);
    const asked: [string, string[], ('cashier' | 'manager' | 'desk')[]][] = [
      ['/api/sales/sales-orders', ['customer', 'salesChannel', 'salesOrderItems', 'paymentTerms.paymentType'], ['cashier', 'manager']],
      [
        `/api/sales/sales-orders/${ids.order}`,
        ['customer', 'salesChannel', 'location', 'paymentTerms.paymentType', 'receivables', 'createdByUser', 'voidedByUser'],
        ['cashier', 'manager'],
      ],
      [`/api/sales/sales-orders/${ids.order}`, [], ['cashier', 'manager']],
      [
        `/api/sales/sales-orders/${ids.order}`,
        ['customer.defaultPaymentType', 'salesChannel', 'paymentTerms.paymentType'],
        ['cashier', 'manager'],
      ],
      ['/api/sales/quotations', ['customer', 'salesChannel', 'salesOrder'], ['cashier', 'manager', 'desk']],
      [
        `/api/sales/quotations/${ids.quotation}`,
        ['customer', 'salesChannel', 'quotationItems.orderedUom', 'salesOrder', 'createdByUser'],
        ['cashier', 'manager', 'desk'],
      ],
      [`/api/sales/quotations/${ids.quotation}`, [], ['cashier', 'manager', 'desk']],
      [
        `/api/sales/quotations/${ids.quotation}`,
        ['customer.defaultPaymentType', 'salesChannel', 'quotationItems.orderedUom'],
        ['cashier', 'manager'],
      ],
      ['/api/sales/customers', ['defaultPaymentType'], ['cashier', 'manager', 'desk']],
      [`/api/sales/customers/${ids.walkIn}`, ['defaultPaymentType'], ['cashier', 'manager', 'desk']],
      [`/api/sales/customers/${ids.walkIn}/orders`, ['salesChannel', 'paymentTerms.paymentType'], ['cashier', 'manager', 'desk']],
      ['/api/sales/sales-channels', ['defaultPickingWarehouse', 'users'], ['cashier', 'manager']],
      ['/api/inventory/products', ['productCategory', 'productBrand'], ['cashier', 'manager']],
      [
        `/api/inventory/products/${ids.product}`,
        [
          'productCategory',
          'productBrand',
          'unitClass',
          'unitOfMeasure',
          'productPrices.uom',
          'bundleProducts.bundleItem',
          'bundleProducts.bundleUom',
          'barcodes',
          'stocks.location',
          'commissionTemplate',
          'pricingScheduleTemplate',
          'pricingGroup',
          'warrantyTemplate',
        ],
        ['cashier', 'manager'],
      ],
      [
        `/api/inventory/products/${ids.product}`,
        ['bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'unitOfMeasure', 'productPrices.uom', 'commissionTemplate'],
        ['cashier', 'manager'],
      ],
      [`/api/inventory/products/${ids.product}/ledger`, ['location', 'uom', 'serialNumbers'], ['cashier', 'manager']],
      ['/api/inventory/price-table', ['productCategory', 'unitClass.units', 'productPrices.uom'], ['manager']],
      ['/api/sales/picklists', ['salesOrder', 'items'], ['manager']],
      ['/api/inventory/adjustments', ['location', 'items', 'createdByUser'], ['manager']],
      ['/api/inventory/stock-transfers', ['sourceWarehouse', 'destinationWarehouse', 'items', 'createdByUser'], ['manager']],
      ['/api/masterfile/unit-classes', ['units'], ['manager']],
      ['/api/pricing-schedules/templates', ['breaks'], ['manager']],
    ];
    const clients = { cashier, manager, desk };
    for (const [url, relations, roles] of asked) {
      for (const role of roles) {
        const answer = await clients[role].get(relations.length > 0 ? `${url}?relations=${relations.join('|')}` : url);
        expect(answer.status, `${role} ${url} ${relations.join('|')}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
    }
  });

  it('every resource another one points at says who may read it', () => {
    for (const resource of allResources()) {
      for (const [name, relation] of Object.entries(resource.relations ?? {})) {
        if (relation.kind !== 'belongsTo' && relation.kind !== 'manyToMany') continue;
        const target = resourceNamed(relation.resource);
        expect(readAccessOf(target), `${resource.name}.${name} → ${target.name}`).toBeDefined();
      }
    }
  });
});
