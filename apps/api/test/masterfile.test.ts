import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
});
afterAll(async () => t.close());

/** The same checks for every simple reference resource: create, validate, duplicate, update, 403, isolation, delete. */
describe.each([
  {
    path: 'masterfile/product-categories',
    valid: { categoryName: 'Power Tools', description: 'Drills and saws' },
    name: 'categoryName',
    required: 'The category name field is required.',
  },
  { path: 'masterfile/product-brands', valid: { brandName: 'Makita' }, name: 'brandName', required: 'The brand name field is required.' },
  {
    path: 'masterfile/suppliers',
    valid: { supplierName: 'Ace Distributors', contactNumber: '0917 111 2222', paymentTermsDays: 30 },
    name: 'supplierName',
    required: 'The supplier name field is required.',
  },
  {
    path: 'masterfile/discounts',
    valid: { name: 'Senior Citizen', code: 'SC20', type: 'percentage', scope: 'sales_order', value: 20 },
    name: 'code',
    required: 'The code field is required.',
  },
  {
    path: 'masterfile/commission-templates',
    valid: { name: 'Installer 5%', type: 'percentage', value: '5.00' },
    name: 'name',
    required: 'The name field is required.',
  },
  { path: 'masterfile/product-pricing-groups', valid: { name: 'Paint 4L' }, name: 'name', required: 'The name field is required.' },
  {
    path: 'masterfile/warranty-templates',
    valid: { name: '1 Year', duration: 12, durationUnit: 'months', terms: 'Parts and labour' },
    name: 'name',
    required: 'The name field is required.',
  },
  {
    path: 'pricing-schedules/templates',
    valid: {
      name: 'Bulk',
      type: 'unit_price',
      breaks: [
        { minQuantity: 10, value: 95 },
        { minQuantity: 50, value: 90 },
      ],
    },
    name: 'name',
    required: 'The name field is required.',
  },
])('$path', ({ path, valid, name, required }) => {
  let id: number;

  it('creates a record and answers it', async () => {
    const answer = await admin.post(`/api/${path}`, valid);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Created successfully.');
    id = answer.body.data.id;
    expect((await admin.get(`/api/${path}/${id}`)).body.data[name]).toBe(String((valid as Record<string, unknown>)[name]));
  });

  it('requires its name and refuses a duplicate', async () => {
    const missing = await admin.post(`/api/${path}`, { ...valid, [name]: '   ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[name]).toEqual([required]);
    const duplicate = await admin.post(`/api/${path}`, {
      ...valid,
      [name]: String((valid as Record<string, unknown>)[name]).toUpperCase(),
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors[name]?.[0]).toMatch(/has already been taken/);
  });

  it('updates and lists it, searchable', async () => {
    expect((await admin.put(`/api/${path}/${id}`, {})).status).toBe(200);
    const list = await admin.get(
      `/api/${path}?globalFilter=${encodeURIComponent(String((valid as Record<string, unknown>)[name]).slice(0, 4))}`,
    );
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('is out of reach of a cashier for writing, and of another shop entirely', async () => {
    expect((await cashier.post(`/api/${path}`, valid)).status).toBe(403);
    expect((await cashier.put(`/api/${path}/${id}`, {})).status).toBe(403);
    expect((await cashier.delete(`/api/${path}/${id}`)).status).toBe(403);
    expect((await other.get(`/api/${path}/${id}`)).status).toBe(404);
    expect((await other.put(`/api/${path}/${id}`, {})).status).toBe(404);
    expect((await other.delete(`/api/${path}/${id}`)).status).toBe(404);
    expect((await other.post(`/api/${path}`, valid)).status).toBe(201);
  });

  it('deletes it', async () => {
    expect((await admin.delete(`/api/${path}/${id}`)).body).toEqual({ message: 'Deleted successfully.' });
    expect((await admin.get(`/api/${path}/${id}`)).status).toBe(404);
  });
});

describe('amounts', () => {
  it('keeps decimals exact and refuses more than two places, negatives and percentages over 100', async () => {
    const ok = await admin.post('/api/masterfile/discounts', {
      name: 'Promo',
      code: 'P1',
      type: 'fixed',
      scope: 'sales_order_item',
      value: '0.10',
    });
    expect(ok.body.data.value).toBe(0.1);
    for (const [value, type] of [
      ['1.005', 'fixed'],
      [-1, 'fixed'],
      ['abc', 'fixed'],
      [100.01, 'percentage'],
      ['1e3', 'fixed'],
      [null, 'fixed'],
    ] as const) {
      const bad = await admin.post('/api/masterfile/discounts', {
        name: 'Bad',
        code: `B${String(value)}${type}`,
        type,
        scope: 'sales_order',
        value,
      });
      expect(bad.status, String(value)).toBe(422);
      expect(bad.body.errors.value).toBeDefined();
    }
    const toPercent = await admin.put(`/api/masterfile/discounts/${ok.body.data.id}`, { type: 'percentage', value: 150 });
    expect(toPercent.status).toBe(422);
  });
});

describe('unit classes', () => {
  it('creates a class with its units, one base unit with factor 1', async () => {
    const answer = await admin.post('/api/masterfile/unit-classes', {
      name: 'Packs',
      units: [
        { unit: 'piece', factor: 1 },
        { unit: 'dozen', factor: 12 },
        { unit: 'box', factor: '24' },
      ],
    });
    expect(answer.status).toBe(201);
    const units = answer.body.data.units;
    expect(units.map((u: { unit: string; factor: number; isBase: boolean }) => [u.unit, u.factor, u.isBase])).toEqual([
      ['piece', 1, true],
      ['dozen', 12, false],
      ['box', 24, false],
    ]);
    const listed = await admin.get(`/api/masterfile/unit-classes/${answer.body.data.id}/unit-of-measures`);
    expect(listed.body.data.map((u: { unit: string }) => u.unit)).toEqual(['piece', 'dozen', 'box']);
    expect((await other.get(`/api/masterfile/unit-classes/${answer.body.data.id}/unit-of-measures`)).status).toBe(404);
  });

  it('refuses a class without exactly one base unit, or with two units of one name', async () => {
    const none = await admin.post('/api/masterfile/unit-classes', { name: 'Weight', units: [{ unit: 'kg', factor: 1000 }] });
    expect(none.status).toBe(422);
    expect(none.body.errors.units).toBeDefined();
    const twoBases = await admin.post('/api/masterfile/unit-classes', {
      name: 'Weight',
      units: [
        { unit: 'g', factor: 1 },
        { unit: 'gram', factor: 1 },
      ],
    });
    expect(twoBases.status).toBe(422);
    const sameName = await admin.post('/api/masterfile/unit-classes', {
      name: 'Weight',
      units: [
        { unit: 'g', factor: 1 },
        { unit: 'G', factor: 1000 },
      ],
    });
    expect(sameName.status).toBe(422);
    expect(sameName.body.errors['units.1.unit']).toEqual(['Each unit of a class needs a different name.']);
    const badFactor = await admin.post('/api/masterfile/unit-classes', {
      name: 'Weight',
      units: [
        { unit: 'g', factor: 1 },
        { unit: 'kg', factor: 0 },
      ],
    });
    expect(badFactor.status).toBe(422);
    expect((await admin.get('/api/masterfile/unit-classes?name=Weight')).body.meta.total).toBe(0);
  });

  it('updates the units in full: keeps, changes, adds and removes', async () => {
    const created = await admin.post('/api/masterfile/unit-classes', {
      name: 'Length',
      units: [
        { unit: 'cm', factor: 1 },
        { unit: 'm', factor: 100 },
        { unit: 'ft', factor: 30.48 },
      ],
    });
    const [cm, m] = created.body.data.units;
    const updated = await admin.put(`/api/masterfile/unit-classes/${created.body.data.id}`, {
      units: [
        { id: cm.id, unit: 'cm', factor: 1 },
        { id: m.id, unit: 'meter', factor: 100 },
        { unit: 'km', factor: 100000 },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.units.map((u: { unit: string }) => u.unit)).toEqual(['cm', 'meter', 'km']);
    expect(updated.body.data.units[1].id).toBe(m.id);
    const foreign = await admin.put(`/api/masterfile/unit-classes/${created.body.data.id}`, {
      units: [{ id: 999999, unit: 'x', factor: 1 }],
    });
    expect(foreign.status).toBe(422);
  });

  it('adds one unit with Create Unit of Measure', async () => {
    const cls = (await admin.get('/api/masterfile/unit-classes?name=Packs')).body.data[0];
    const added = await admin.post(`/api/masterfile/unit-classes/${cls.id}/unit-of-measures`, { unit: 'pack of 6', factor: 6 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ unit: 'pack of 6', factor: 6, isBase: false, unitClassId: cls.id });
    expect((await admin.post(`/api/masterfile/unit-classes/${cls.id}/unit-of-measures`, { unit: 'each', factor: 1 })).status).toBe(422);
    expect((await cashier.post(`/api/masterfile/unit-classes/${cls.id}/unit-of-measures`, { unit: 'x', factor: 2 })).status).toBe(403);
  });
});

describe('pricing schedule templates', () => {
  it('keeps breaks in quantity order and checks them', async () => {
    const answer = await admin.post('/api/pricing-schedules/templates', {
      name: 'Volume',
      type: 'percentage_off',
      breaks: [
        { minQuantity: 100, value: 10 },
        { minQuantity: 12, value: 5 },
      ],
    });
    expect(answer.body.data.breaks.map((b: { minQuantity: number; value: number }) => [b.minQuantity, b.value])).toEqual([
      [12, 5],
      [100, 10],
    ]);
    const over = await admin.post('/api/pricing-schedules/templates', {
      name: 'Too much',
      type: 'percentage_off',
      breaks: [{ minQuantity: 1, value: 101 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['breaks.0.value']).toEqual(['A percentage may not be more than 100.']);
    const dup = await admin.post('/api/pricing-schedules/templates', {
      name: 'Dup',
      type: 'unit_price',
      breaks: [
        { minQuantity: 5, value: 1 },
        { minQuantity: 5, value: 2 },
      ],
    });
    expect(dup.status).toBe(422);
    const replaced = await admin.put(`/api/pricing-schedules/templates/${answer.body.data.id}`, { breaks: [{ minQuantity: 6, value: 3 }] });
    expect(replaced.body.data.breaks).toHaveLength(1);
  });
});

describe('feature flags guard their modules', () => {
  it('answers 403 while the flag is off, and works again when it is on', async () => {
    expect((await admin.get('/api/masterfile/warranty-templates')).status).toBe(200);
    await admin.put('/api/setting/feature-flags/rma_warranty_module/toggle');
    const off = await admin.get('/api/masterfile/warranty-templates');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('This feature is turned off (rma_warranty_module).');
    expect((await admin.post('/api/masterfile/warranty-templates', { name: 'x', duration: 1, durationUnit: 'days' })).status).toBe(403);
    expect((await other.get('/api/masterfile/warranty-templates')).status).toBe(200);
    await admin.put('/api/setting/feature-flags/rma_warranty_module/toggle');
    expect((await admin.get('/api/masterfile/warranty-templates')).status).toBe(200);
  });
});

describe('settings', () => {
  it('commission on or off per channel', async () => {
    const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
    expect((await cashier.get(`/api/setting/commission-settings/sales-channel/${channel.id}`)).body.data).toEqual({
      sales_channel_id: channel.id,
      is_commission_enabled: false,
    });
    const on = await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel.id, is_enabled: true });
    expect(on.body.data.is_commission_enabled).toBe(true);
    expect((await cashier.get(`/api/setting/commission-settings/sales-channel/${channel.id}`)).body.data.is_commission_enabled).toBe(true);
    expect(
      (await cashier.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel.id, is_enabled: false })).status,
    ).toBe(403);
    expect(
      (await other.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel.id, is_enabled: false })).status,
    ).toBe(404);
    expect((await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: 'x', is_enabled: 'yes' })).status).toBe(
      422,
    );
  });

  it('menu settings: a visible flag per label per section', async () => {
    expect((await cashier.get('/api/setting/menu-settings')).body.data).toEqual({});
    const saved = await admin.put('/api/setting/menu-settings', { settings: { sales: { Quotations: false, Customers: true } } });
    expect(saved.status).toBe(200);
    await admin.put('/api/setting/menu-settings', { settings: { reports: { 'Low Stock Report': false } } });
    expect((await cashier.get('/api/setting/menu-settings')).body.data).toEqual({
      sales: { Quotations: false, Customers: true },
      reports: { 'Low Stock Report': false },
    });
    expect((await other.get('/api/setting/menu-settings')).body.data).toEqual({});
    expect((await admin.put('/api/setting/menu-settings', { settings: { nowhere: { x: false } } })).status).toBe(422);
    expect((await cashier.put('/api/setting/menu-settings', { settings: {} })).status).toBe(403);
  });

  it('printer settings with their defaults and limits', async () => {
    expect((await cashier.get('/api/setting/printer-settings')).body.data).toEqual({
      receiptWidth: 58,
      copies: 1,
      printAutomatically: false,
      showLogo: true,
    });
    const saved = await admin.put('/api/setting/printer-settings', {
      receiptWidth: 80,
      copies: 2,
      printAutomatically: true,
      showLogo: false,
    });
    expect(saved.body.data).toEqual({ receiptWidth: 80, copies: 2, printAutomatically: true, showLogo: false });
    expect(
      (await admin.put('/api/setting/printer-settings', { receiptWidth: 72, copies: 0, printAutomatically: true, showLogo: false })).status,
    ).toBe(422);
    expect((await other.get('/api/setting/printer-settings')).body.data.receiptWidth).toBe(58);
  });

  it('uploads a logo as an image only, and serves it as a PNG data URL', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = async (data: Buffer, type: string, name: string) => {
      const boundary = '----oimtest';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.request('POST', '/api/setting/company-profiles/logo', {
        token: (await t.login('demo')).token,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const ok = await upload(png, 'image/png', 'logo.png');
    expect(ok.status).toBe(200);
    const stored = await sharp(Buffer.from(ok.body.data.split(',')[1], 'base64')).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 512, 256]);
    expect((await cashier.get('/api/setting/company-profiles/logo-base64')).body.data).toBe(ok.body.data);
    expect((await upload(Buffer.from('not an image'), 'text/plain', 'notes.txt')).status).toBe(422);
    expect((await upload(Buffer.from('fake'), 'image/png', 'fake.png')).status).toBe(422);
    expect((await admin.delete('/api/setting/company-profiles/logo')).status).toBe(200);
    expect((await admin.get('/api/setting/company-profiles/logo-base64')).body.data).toBeNull();
  });
});

describe('administrator password reset', () => {
  it('sets a password without the old one and signs the user out', async () => {
    const victim = await signInAs(t, admin, 'demo', ['Cashier'], 'forgetful@demo.shop');
    expect((await cashier.put(`/api/masterfile/users/${victim.id}/reset-password`, { newPassword: 'new-password-1' })).status).toBe(403);
    expect((await admin.put(`/api/masterfile/users/${victim.id}/reset-password`, { newPassword: 'short' })).status).toBe(422);
    expect((await admin.put(`/api/masterfile/users/${victim.id}/reset-password`, { newPassword: 'new-password-1' })).status).toBe(200);
    expect((await victim.get('/api/me')).status).toBe(401);
    await t.login('demo', 'forgetful@demo.shop', 'new-password-1');
  });
});
