import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let demo: Client;
let cash: number;

beforeAll(async () => {
  t = await startTestApp();
  demo = t.as('demo', (await t.login('demo')).token);
  cash = (await demo.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
});
afterAll(async () => t.close());

describe('customers', () => {
  it('creates with every spec field and answers the built address and default indicator', async () => {
    const answer = await demo.post('/api/sales/customers', {
      customerName: '  Juan Dela Cruz ',
      defaultPaymentTypeId: cash,
      description: 'Regular since 2019',
      contactPerson: 'Juan',
      contactNumber: '0917 123 4567',
      email: 'Juan@Example.ph',
      addressLineOne: '12 Rizal St',
      addressLineTwo: '',
      city: 'Makati',
      state: 'Metro Manila',
      zipCode: '1200',
      country: 'Philippines',
      countryCode: 'PH',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Created successfully.');
    expect(answer.body.data).toMatchObject({
      customerName: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      addressLineTwo: null,
      isDefault: false,
      addressText: '12 Rizal St Makati Metro Manila 1200 Philippines',
      defaultIndicator: '',
      defaultPaymentType: { id: cash, name: 'Cash' },
    });
  });

  it('keeps a TIN as the BIR prints it, and refuses one of the wrong length', async () => {
    const answer = await demo.post('/api/sales/customers', {
      customerName: 'Santos Trading',
      defaultPaymentTypeId: cash,
      tin: '123 456 789 00000',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.tin).toBe('123-456-789-00000');
    const changed = await demo.put(`/api/sales/customers/${answer.body.data.id}`, { tin: '123456789' });
    expect(changed.body.data.tin).toBe('123-456-789');
    expect((await demo.get('/api/sales/customers?globalFilter=123-456-789')).body.data.map((c: { id: number }) => c.id)).toContain(
      answer.body.data.id,
    );
    for (const tin of ['12345', '123-456-789-0', 'TIN 123456789', '1234567890123456'])
      expect((await demo.post('/api/sales/customers', { customerName: 'X', defaultPaymentTypeId: cash, tin })).body.errors, tin).toEqual({
        tin: ['The TIN must be 9 digits, or 12 or 14 with the branch code (e.g. 123-456-789-000).'],
      });
  });

  it('requires a name and a payment type, and checks the email', async () => {
    const answer = await demo.post('/api/sales/customers', { customerName: ' ', email: 'nope' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      customerName: ['The customer name field is required.'],
      defaultPaymentTypeId: ['The default payment type field is required.'],
      email: ['The email must be a valid email address.'],
    });
    expect(answer.body.message).toBe('The customer name field is required. (and 2 more errors)');
    const unknownType = await demo.post('/api/sales/customers', { customerName: 'X', defaultPaymentTypeId: 999999 });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors.defaultPaymentTypeId).toEqual(['The selected default payment type is invalid.']);
  });

  it('keeps exactly one default customer', async () => {
    const before = (await demo.get('/api/sales/customers/default')).body.data;
    expect(before.customerName).toBe('Walk-in Customer');
    const created = await demo.post('/api/sales/customers', { customerName: 'New Default', defaultPaymentTypeId: cash, isDefault: true });
    expect(created.body.data.defaultIndicator).toBe('Default');
    expect((await demo.get('/api/sales/customers/default')).body.data.id).toBe(created.body.data.id);
    expect((await demo.get('/api/sales/customers?isDefault=true')).body.meta.total).toBe(1);
    const back = await demo.put(`/api/sales/customers/${before.id}`, { isDefault: true });
    expect(back.body.data.isDefault).toBe(true);
    expect((await demo.get(`/api/sales/customers/${created.body.data.id}`)).body.data.isDefault).toBe(false);
  });

  it('refuses to unset the default customer (422 on isDefault), so the terminal always has one', async () => {
    const def = (await demo.get('/api/sales/customers/default')).body.data;
    const refused = await demo.put(`/api/sales/customers/${def.id}`, { customerName: 'Walk-in', isDefault: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      isDefault: ['The default customer cannot be unset. Make another customer the default instead.'],
    });
    const still = await demo.get('/api/sales/customers/default');
    expect(still.status).toBe(200);
    expect(still.body.data).toMatchObject({ id: def.id, customerName: def.customerName, isDefault: true });
    // Saving the default customer as it is, or another customer as not the default, is fine.
    expect((await demo.put(`/api/sales/customers/${def.id}`, { isDefault: true })).status).toBe(200);
    const juan = (await demo.get('/api/sales/customers?customerName[like]=juan')).body.data[0];
    expect((await demo.put(`/api/sales/customers/${juan.id}`, { isDefault: false })).status).toBe(200);
    expect((await demo.get('/api/sales/customers/default')).body.data.id).toBe(def.id);
  });

  it('refuses to delete the default customer, deletes others', async () => {
    const def = (await demo.get('/api/sales/customers/default')).body.data;
    const refused = await demo.delete(`/api/sales/customers/${def.id}`);
    expect(refused.status).toBe(409);
    const other = (await demo.get('/api/sales/customers?customerName=New%20Default')).body.data[0];
    const deleted = await demo.delete(`/api/sales/customers/${other.id}`);
    expect(deleted.body).toEqual({ message: 'Deleted successfully.' });
    expect((await demo.get(`/api/sales/customers/${other.id}`)).status).toBe(404);
  });

  it('updates only the fields given', async () => {
    const juan = (await demo.get('/api/sales/customers?customerName[like]=juan')).body.data[0];
    const answer = await demo.put(`/api/sales/customers/${juan.id}`, { contactNumber: '0918 000 0000' });
    expect(answer.body.message).toBe('Updated successfully.');
    expect(answer.body.data).toMatchObject({ customerName: 'Juan Dela Cruz', contactNumber: '0918 000 0000', city: 'Makati' });
  });
});

describe('payment types', () => {
  it('creates, validates the category, and refuses duplicate names', async () => {
    const ok = await demo.post('/api/masterfile/payment-types', {
      name: 'ShopeePay',
      category: 'IMMEDIATE',
      requiresReferenceNumber: true,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ name: 'ShopeePay', category: 'IMMEDIATE', requiresReferenceNumber: true, isActive: true });
    const badCategory = await demo.post('/api/masterfile/payment-types', { name: 'Barter', category: 'GOATS' });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.errors.category).toBeDefined();
    const dup = await demo.post('/api/masterfile/payment-types', { name: 'cash', category: 'IMMEDIATE' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['The name has already been taken.']);
  });

  it('refuses to delete a payment type customers use (409), saying what uses it', async () => {
    const answer = await demo.delete(`/api/masterfile/payment-types/${cash}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This record cannot be deleted because it is still used by customers.');
    expect((await demo.get(`/api/masterfile/payment-types/${cash}`)).status).toBe(200);
  });
});

describe('stock locations and sales channels', () => {
  it('creates a location and a channel picking from it, with users', async () => {
    const location = await demo.post('/api/masterfile/stock-locations', {
      name: 'Warehouse 2',
      code: 'WH2',
      address: 'Km 5 National Road',
    });
    expect(location.status).toBe(201);
    const me = (await demo.get('/api/me')).body.data;
    const channel = await demo.post('/api/sales/sales-channels', {
      name: 'Online',
      defaultPickingWarehouseId: location.body.data.id,
      userIds: [me.id],
    });
    expect(channel.status).toBe(201);
    expect(channel.body.data.defaultPickingWarehouse).toMatchObject({ code: 'WH2' });
    expect(channel.body.data.users.map((u: { id: number }) => u.id)).toEqual([me.id]);
    expect((await demo.get('/api/sales/sales-channels/my')).body.data.map((c: { name: string }) => c.name)).toEqual([
      'Main Store',
      'Online',
    ]);

    const inactive = await demo.put(`/api/sales/sales-channels/${channel.body.data.id}`, { isActive: false });
    expect(inactive.status).toBe(200);
    expect((await demo.get('/api/sales/sales-channels/my')).body.data.map((c: { name: string }) => c.name)).toEqual(['Main Store']);

    const dupCode = await demo.post('/api/masterfile/stock-locations', { name: 'Other', code: 'wh2' });
    expect(dupCode.status).toBe(422);
    expect(dupCode.body.errors.code).toEqual(['The code has already been taken.']);
    const badUser = await demo.put(`/api/sales/sales-channels/${channel.body.data.id}`, { userIds: [987654] });
    expect(badUser.status).toBe(422);

    const inUse = await demo.delete(`/api/masterfile/stock-locations/${location.body.data.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('This record cannot be deleted because it is still used by sales channels.');
  });
});

describe('feature flags', () => {
  it('toggles a flag and answers the client map', async () => {
    const off = await demo.put('/api/setting/feature-flags/commission_module/toggle');
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ name: 'commission_module', enabled: false });
    expect((await demo.get('/api/setting/feature-flags/client-flags')).body.data.commission_module).toBe(false);
    expect((await demo.put('/api/setting/feature-flags/commission_module/toggle')).body.data.enabled).toBe(true);
    expect((await demo.put('/api/setting/feature-flags/no_such_flag/toggle')).status).toBe(404);
  });

  it('initializes missing flags without touching chosen ones', async () => {
    await demo.put('/api/setting/feature-flags/picklist_module/toggle');
    const answer = await demo.get('/api/setting/feature-flags/initialize-defaults');
    expect(answer.body.data.picklist_module).toBe(false);
    expect((await demo.get('/api/setting/feature-flags?pageSize=100')).body.meta.total).toBe(5);
  });
});

describe('company profile', () => {
  it('saves settings given as a map or a list and answers values', async () => {
    const saved = await demo.post('/api/setting/company-profiles', {
      settings: { company_name: 'Demo Hardware', phone: '(02) 8123 4567' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ company_name: 'Demo Hardware', phone: '(02) 8123 4567', tin: null });
    await demo.post('/api/setting/company-profiles', { settings: [{ key: 'tin', value: '123-456-789-000' }] });
    const values = (await demo.get('/api/setting/company-profiles/value')).body.data;
    expect(values).toMatchObject({ company_name: 'Demo Hardware', phone: '(02) 8123 4567', tin: '123-456-789-000' });
    const list = (await demo.get('/api/setting/company-profiles')).body.data;
    expect(list).toContainEqual({ key: 'company_name', value: 'Demo Hardware' });
    expect((await demo.get('/api/setting/company-profiles/settings-id')).body.data.id).toEqual(expect.any(Number));
    expect((await demo.get('/api/setting/company-profiles/logo-base64')).body).toEqual({ data: null });
  });

  it('refuses unknown keys', async () => {
    const answer = await demo.post('/api/setting/company-profiles', { settings: { favourite_colour: 'blue' } });
    expect(answer.status).toBe(422);
  });

  it('lets a channel override some values, and reverts', async () => {
    const channel = (await demo.get('/api/sales/sales-channels?name=Main%20Store')).body.data[0].id;
    await demo.post(`/api/setting/company-profiles/${channel}`, { settings: { receipt_footer: 'Salamat po!', phone: '0917 555 0000' } });
    const effective = (await demo.get(`/api/setting/company-profiles/${channel}/value`)).body.data;
    expect(effective).toMatchObject({ company_name: 'Demo Hardware', phone: '0917 555 0000', receipt_footer: 'Salamat po!' });
    expect((await demo.get(`/api/setting/company-profiles/${channel}/custom`)).body.data).toEqual({
      receipt_footer: 'Salamat po!',
      phone: '0917 555 0000',
    });
    const rows = (await demo.get(`/api/setting/company-profiles/${channel}`)).body.data;
    expect(rows).toContainEqual({ key: 'phone', value: '0917 555 0000', isCustom: true });
    expect(rows).toContainEqual({ key: 'company_name', value: 'Demo Hardware', isCustom: false });
    expect((await demo.delete(`/api/setting/company-profiles/${channel}`)).status).toBe(200);
    expect((await demo.get(`/api/setting/company-profiles/${channel}/value`)).body.data.phone).toBe('(02) 8123 4567');
    expect((await demo.get('/api/setting/company-profiles/987654/value')).status).toBe(404);
  });
});

describe('operations', () => {
  it('answers health without a shop', async () => {
    const answer = await t.request('GET', '/api/health', { headers: { host: 'whatever.example' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document generated from the schemas, without secrets', async () => {
    const answer = await t.request('GET', '/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/sales/customers', '/api/sales/customers/{id}', '/api/masterfile/system-users']),
    );
    const user = JSON.stringify(answer.body.paths['/api/masterfile/system-users/{id}'].get.responses);
    expect(user).toContain('displayName');
    expect(user).not.toMatch(/password/i);
  });

  it('answers an unknown API path with JSON 404 and echoes a request id', async () => {
    const answer = await t.request('GET', '/api/no/such/thing', { headers: { 'x-request-id': 'abc-123' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/not found/);
    expect(answer.headers['x-request-id']).toBe('abc-123');
  });
});

describe('request bodies', () => {
  it('accepts a DELETE with a JSON content type and no body (the client always sends one)', async () => {
    const { token } = await t.login('demo');
    const created = await t.as('demo', token).post('/api/masterfile/stock-locations', { name: 'Empty Body', code: 'EMPTY' });
    const answer = await t.request('DELETE', `/api/masterfile/stock-locations/${created.body.data.id}`, {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  it('still refuses malformed JSON, and JSON that tries to poison prototypes', async () => {
    const { token } = await t.login('demo');
    expect(
      (
        await t.request('POST', '/api/sales/customers', {
          token,
          body: '{"customerName":',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const poisoned = await t.request('POST', '/api/sales/customers', {
      token,
      body: '{"customerName":"X","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.status).toBe(400);
  });
});

describe('updates leave what they do not name', () => {
  it('keeps flags and settings a partial update does not mention', async () => {
    const { token } = await t.login('demo');
    const client = t.as('demo', token);
    const type = (await client.post('/api/masterfile/payment-types', { name: 'Old Voucher', category: 'OTHER', isActive: false })).body
      .data;
    expect((await client.put(`/api/masterfile/payment-types/${type.id}`, { name: 'Gift Voucher' })).body.data).toMatchObject({
      name: 'Gift Voucher',
      isActive: false,
    });

    const walkIn = (await client.get('/api/sales/customers/default')).body.data;
    expect((await client.put(`/api/sales/customers/${walkIn.id}`, { contactNumber: '0917 000 1111' })).body.data.isDefault).toBe(true);

    const supplier = (await client.post('/api/masterfile/suppliers', { supplierName: 'Net 30 Trading', paymentTermsDays: 30 })).body.data;
    expect((await client.put(`/api/masterfile/suppliers/${supplier.id}`, { contactPerson: 'Ana' })).body.data.paymentTermsDays).toBe(30);

    const role = (await client.post('/api/rbac/roles', { name: 'Stock Clerk', permissions: ['View Stocks'] })).body.data;
    expect((await client.put(`/api/rbac/roles/${role.id}`, { description: 'Counts the shelves' })).body.data.permissions).toEqual([
      'View Stocks',
    ]);

    const channel = (await client.post('/api/sales/sales-channels', { name: 'Closed Branch', isActive: false })).body.data;
    expect((await client.put(`/api/sales/sales-channels/${channel.id}`, { name: 'Closed Branch 2' })).body.data.isActive).toBe(false);
  });
});
