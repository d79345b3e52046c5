import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf } from '../src/db/errors';
import { asQuotation, salePayload, type Line } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

/**
 * Issue 4, items 11 and 12: a record that others use is refused with 409 naming what uses it, and
 * nothing is orphaned; the write screens are out of reach of a cashier and of another shop.
 */
let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;
let seller: Client & { id: number };
let count: { id: number; units: { id: number; unit: string }[] };
let piece: number;
let location: number;
let walkIn: number;
let cash: number;
let channel: number;
let nail: number;

const inUse = (what: string) => ({ message: `This record cannot be deleted because it is still used by ${what}.` });

async function created(client: Client, path: string, body: unknown): Promise<number> {
  const answer = await client.post(path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.data.id;
}

async function product(sku: string, extra: Record<string, unknown> = {}): Promise<number> {
  return created(admin, '/api/inventory/products', {
    sku,
    productName: `Product ${sku}`,
    type: 'PRODUCT',
    unitClassId: count.id,
    unitOfMeasureId: piece,
    basePrice: 10,
    ...extra,
  });
}

const line = (productId: number, extra: Partial<Line> = {}): Line => ({
  productId,
  orderedUomId: piece,
  orderedQuantity: 1,
  orderedUnitPrice: 10,
  ...extra,
});

async function sell(client: Client, lines: Line[], payments = [{ paymentType: cash }], salesChannelId = channel) {
  const answer = await client.post('/api/sales/pos-order', salePayload({ salesChannelId, customerId: walkIn, lines, payments }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  seller = await signInAs(t, admin, 'demo', ['Cashier'], 'seller@demo.shop');

  count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u) => u.unit === 'piece')!.id;
  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  const me = (await admin.get('/api/me')).body.data.id;
  await admin.put(`/api/sales/sales-channels/${channel}`, {
    userIds: [...new Set([...channelRow.users.map((u: { id: number }) => u.id), me, seller.id])],
  });
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
  nail = await product('REF-NAIL');
  const stocked = await admin.post('/api/inventory/adjustments', {
    locationId: location,
    reason: 'Opening stock',
    items: [{ productId: nail, uomId: piece, quantity: 100 }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
});
afterAll(async () => t.close());

describe('a record in use is not deleted (409, saying what uses it)', () => {
  it('a category and a brand with products', async () => {
    const category = await created(admin, '/api/masterfile/product-categories', { categoryName: 'Fasteners' });
    const brand = await created(admin, '/api/masterfile/product-brands', { brandName: 'Stanley' });
    await product('REF-SCREW', { productCategoryId: category, productBrandId: brand });
    for (const path of [`product-categories/${category}`, `product-brands/${brand}`]) {
      const refused = await admin.delete(`/api/masterfile/${path}`);
      expect(refused.status, path).toBe(409);
      expect(refused.body).toEqual(inUse('products'));
      expect((await admin.get(`/api/masterfile/${path}`)).status).toBe(200);
    }
  });

  it('a unit class used by products', async () => {
    const cls = await created(admin, '/api/masterfile/unit-classes', { name: 'Rolls', units: [{ unit: 'roll', factor: 1 }] });
    const roll = (await admin.get(`/api/masterfile/unit-classes/${cls}/unit-of-measures`)).body.data[0].id;
    await product('REF-TAPE', { unitClassId: cls, unitOfMeasureId: roll });
    const refused = await admin.delete(`/api/masterfile/unit-classes/${cls}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(inUse('products'));
  });

  it('commission, pricing schedule and warranty templates used by products', async () => {
    const commission = await created(admin, '/api/masterfile/commission-templates', { name: 'Fitter 3%', type: 'percentage', value: 3 });
    const schedule = await created(admin, '/api/pricing-schedules/templates', {
      name: 'Boxes',
      type: 'unit_price',
      breaks: [{ minQuantity: 10, value: 9 }],
    });
    const warranty = await created(admin, '/api/masterfile/warranty-templates', { name: '6 Months', duration: 6, durationUnit: 'months' });
    const id = await product('REF-DRILL', { commissionTemplateId: commission, pricingScheduleTemplateId: schedule });
    expect((await admin.put(`/api/inventory/products/${id}/warranty-template/${warranty}`)).status).toBe(200);
    for (const path of [
      `masterfile/commission-templates/${commission}`,
      `pricing-schedules/templates/${schedule}`,
      `masterfile/warranty-templates/${warranty}`,
    ]) {
      const refused = await admin.delete(`/api/${path}`);
      expect(refused.status, path).toBe(409);
      expect(refused.body).toEqual(inUse('products'));
    }
  });

  it('a payment type, a sales channel and a user used by orders', async () => {
    const wallet = await created(admin, '/api/masterfile/payment-types', {
      name: 'Palawan Pay',
      category: 'IMMEDIATE',
      requiresReferenceNumber: false,
    });
    const branch = await created(admin, '/api/sales/sales-channels', {
      name: 'Branch Counter',
      defaultPickingWarehouseId: location,
      userIds: [seller.id],
    });
    await sell(seller, [line(nail)], [{ paymentType: wallet }], branch);

    const type = await admin.delete(`/api/masterfile/payment-types/${wallet}`);
    expect(type.status).toBe(409);
    expect(type.body).toEqual(inUse('sales orders'));
    const channelAnswer = await admin.delete(`/api/sales/sales-channels/${branch}`);
    expect(channelAnswer.status).toBe(409);
    expect(channelAnswer.body).toEqual(inUse('sales orders'));
    const user = await admin.delete(`/api/masterfile/system-users/${seller.id}`);
    expect(user.status).toBe(409);
    // The sale wrote the order and its stock movements in the user's name; either is named.
    expect([inUse('sales orders'), inUse('the stock ledger')]).toContainEqual(user.body);
    expect((await seller.get('/api/me')).status).toBe(200);
  });

  it('a commission template and a user named on a quotation line', async () => {
    const template = await created(admin, '/api/masterfile/commission-templates', { name: 'Quote 5%', type: 'percentage', value: 5 });
    const fitter = await signInAs(t, admin, 'demo', ['Cashier'], 'fitter@demo.shop');
    const service = await product('REF-FIT', { type: 'SERVICE' });
    await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel, is_enabled: true });
    const quotation = await admin.post(
      '/api/sales/quotations',
      asQuotation(
        salePayload({
          salesChannelId: channel,
          customerId: walkIn,
          lines: [
            line(service, { productType: 'SERVICE', commissionData: { commissionTemplateId: template, commissionUserId: fitter.id } }),
          ],
          payments: [{ paymentType: cash }],
        }),
      ),
    );
    await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel, is_enabled: false });
    expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
    expect(quotation.body.data.quotationItems[0]).toMatchObject({ commissionTemplateId: template, commissionUserId: fitter.id });

    const templateAnswer = await admin.delete(`/api/masterfile/commission-templates/${template}`);
    expect(templateAnswer.status).toBe(409);
    expect(templateAnswer.body).toEqual(inUse('quotations'));
    const userAnswer = await admin.delete(`/api/masterfile/system-users/${fitter.id}`);
    expect(userAnswer.status).toBe(409);
    expect(userAnswer.body).toEqual(inUse('quotations'));

    // Once the quotation is gone, both can go.
    expect((await admin.delete(`/api/sales/quotations/${quotation.body.data.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/masterfile/commission-templates/${template}`)).status).toBe(200);
    expect((await admin.delete(`/api/masterfile/system-users/${fitter.id}`)).status).toBe(200);
  });

  it("a payment type's category and reference rule, once a sale or an expense uses it (its name still changes)", async () => {
    const kind = (id: number) =>
      admin.get(`/api/masterfile/payment-types/${id}`).then((a) => ({
        name: a.body.data.name,
        category: a.body.data.category,
        requiresReferenceNumber: a.body.data.requiresReferenceNumber,
      }));
    const KIND_FIXED = 'its category and whether it requires a reference number can no longer change (its name can).';
    const fresh = await created(admin, '/api/masterfile/payment-types', { name: 'Maya Wallet', category: 'IMMEDIATE' });
    // Unused, it is still the owner's to correct.
    expect((await admin.put(`/api/masterfile/payment-types/${fresh}`, { category: 'OTHER', requiresReferenceNumber: true })).status).toBe(
      200,
    );
    expect(
      (await admin.put(`/api/masterfile/payment-types/${fresh}`, { category: 'IMMEDIATE', requiresReferenceNumber: false })).status,
    ).toBe(200);

    await sell(seller, [line(nail)], [{ paymentType: fresh }]);
    const categories = (await admin.get('/api/expenses/expense-categories?pageSize=50')).body.data as { id: number }[];
    const petty = await created(admin, '/api/masterfile/payment-types', { name: 'Petty Cash Box', category: 'IMMEDIATE' });
    await created(admin, '/api/expenses/expenses', {
      expenseCategoryId: categories[0]!.id,
      paymentTypeId: petty,
      amount: 50,
      payee: 'Jeepney',
    });

    for (const [id, usedBy] of [
      [fresh, 'sales orders'],
      [petty, 'expenses'],
    ] as const) {
      const before = await kind(id);
      for (const change of [{ category: 'TRADE_CREDIT' }, { requiresReferenceNumber: true }, { name: 'Renamed', category: 'OTHER' }]) {
        const refused = await admin.put(`/api/masterfile/payment-types/${id}`, change);
        expect(refused.status, `${usedBy} ${JSON.stringify(change)}`).toBe(409);
        expect(refused.body.message).toBe(`This payment type is already used by ${usedBy}: ${KIND_FIXED}`);
      }
      expect(await kind(id)).toEqual(before);
      // The name changes; sending the same category and reference rule back is no change.
      const renamed = await admin.put(`/api/masterfile/payment-types/${id}`, { ...before, name: `${before.name} (old)` });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(await kind(id)).toEqual({ ...before, name: `${before.name} (old)` });
    }
  });

  it('a payment type planned in a quotation (kept in its payments, not by a foreign key)', async () => {
    const check = await created(admin, '/api/masterfile/payment-types', {
      name: 'Post-dated Check',
      category: 'OTHER',
      requiresReferenceNumber: false,
    });
    const quotation = await admin.post(
      '/api/sales/quotations',
      asQuotation(salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line(nail)], payments: [{ paymentType: check }] })),
    );
    expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
    const refused = await admin.delete(`/api/masterfile/payment-types/${check}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(inUse('quotations'));
    expect((await admin.delete(`/api/sales/quotations/${quotation.body.data.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/masterfile/payment-types/${check}`)).status).toBe(200);
  });

  it('a quotation that became a sales order stays, and the order keeps pointing at it', async () => {
    const quotation = await admin.post(
      '/api/sales/quotations',
      asQuotation(salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line(nail)], payments: [{ paymentType: cash }] })),
    );
    const order = await admin.post(`/api/sales/quotations/${quotation.body.data.id}/generate-sales-order`);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await admin.delete(`/api/sales/quotations/${quotation.body.data.id}`)).status).toBe(409);
    expect((await admin.get(`/api/sales/sales-orders/${order.body.data.id}`)).body.data.quotationId).toBe(quotation.body.data.id);
    // The database holds the link too: removing the quotation behind the API's back is refused.
    const tenant = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!;
    const failure = await t.db
      .transaction(Number(tenant.id), (tx) => tx.execute(sql`delete from quotations where id = ${quotation.body.data.id}`))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorOf(failure)).toMatchObject({ code: '23503', constraint: 'sales_orders_quotation_fk' });
  });

  it("a user's uploaded images stay when the user is deleted (their uploader is cleared)", async () => {
    const { default: sharp } = await import('sharp');
    const uploader = await signInAs(t, admin, 'demo', ['Manager'], 'photos@demo.shop');
    const token = (await t.login('demo', 'photos@demo.shop', 'test-password')).token;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const boundary = '----oimref';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="collection"\r\n\r\nproduct_images\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="nail.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.request('POST', `/api/media/products/${nail}/upload`, {
      token,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const file = uploaded.body.data.files[0];
    expect((await admin.delete(`/api/masterfile/system-users/${uploader.id}`)).status).toBe(200);
    const files = (await admin.get(`/api/media/products/${nail}`)).body.data.files as { id: number }[];
    expect(files.map((f) => f.id)).toContain(file.id);
  });
});

describe('reference records are out of reach of a cashier for writing, and of another shop entirely', () => {
  it.each([
    ['masterfile/stock-locations', { name: 'Back Room', code: 'BR' }],
    ['masterfile/unit-classes', { name: 'Sheets', units: [{ unit: 'sheet', factor: 1 }] }],
    ['sales/sales-channels', { name: 'Online Shop' }],
    [
      'masterfile/system-users',
      { firstname: 'Ana', lastname: 'Cruz', displayName: 'Ana', email: 'ana@demo.shop', password: 'ana-password' },
    ],
    ['rbac/roles', { name: 'Senior Cashier', permissions: ['Create Sales Orders'] }],
  ])('%s', async (path, body) => {
    const id = await created(admin, `/api/${path}`, body);
    expect((await cashier.post(`/api/${path}`, body)).status).toBe(403);
    expect((await cashier.put(`/api/${path}/${id}`, {})).status).toBe(403);
    expect((await cashier.delete(`/api/${path}/${id}`)).status).toBe(403);
    expect((await other.get(`/api/${path}/${id}`)).status).toBe(404);
    expect((await other.put(`/api/${path}/${id}`, {})).status).toBe(404);
    expect((await other.delete(`/api/${path}/${id}`)).status).toBe(404);
    expect((await other.get(`/api/${path}`)).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await admin.get(`/api/${path}/${id}`)).status).toBe(200);
  });
});

describe('the terminal reads payment types with Create Sales Orders alone', () => {
  it('lists them for a role without View Payment Types, and still refuses writing', async () => {
    const role = await created(admin, '/api/rbac/roles', { name: 'Till Only', permissions: ['Create Sales Orders'] });
    expect(role).toBeGreaterThan(0);
    const till = await signInAs(t, admin, 'demo', ['Till Only']);
    const list = await till.get('/api/masterfile/payment-types');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { name: string }) => p.name)).toContain('Cash');
    expect((await till.post('/api/masterfile/payment-types', { name: 'IOU', category: 'OTHER' })).status).toBe(403);
    const nobody = await created(admin, '/api/rbac/roles', { name: 'Nothing', permissions: [] });
    expect(nobody).toBeGreaterThan(0);
    expect((await (await signInAs(t, admin, 'demo', ['Nothing'])).get('/api/masterfile/payment-types')).status).toBe(403);
  });
});

describe('GET masterfile/unit-of-measures/batch (spec 7.3: product_ids and relations)', () => {
  it("answers the units of the products' unit classes, once each, with the relations asked", async () => {
    const cls = await created(admin, '/api/masterfile/unit-classes', {
      name: 'Liquids',
      units: [
        { unit: 'ml', factor: 1 },
        { unit: 'liter', factor: 1000 },
      ],
    });
    const ml = (await admin.get(`/api/masterfile/unit-classes/${cls}/unit-of-measures`)).body.data[0].id;
    const oil = await product('REF-OIL', { unitClassId: cls, unitOfMeasureId: ml });
    const paint = await product('REF-PAINT', { unitClassId: cls, unitOfMeasureId: ml });
    const answer = await cashier.get(
      `/api/masterfile/unit-of-measures/batch?product_ids=${oil},${paint},${nail},999999&relations=unitClass`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const units = answer.body.data as { unit: string; unitClassId: number; unitClass: { name: string } }[];
    expect(units.filter((u) => u.unitClassId === cls).map((u) => [u.unit, u.unitClass.name])).toEqual([
      ['ml', 'Liquids'],
      ['liter', 'Liquids'],
    ]);
    const countUnits = units.filter((u) => u.unitClassId === count.id);
    expect(countUnits.map((u) => u.unit).sort()).toEqual(count.units.map((u) => u.unit).sort());
    expect(countUnits[0]!.unit).toBe('piece');
    expect(new Set(units.map((u) => u.unitClassId))).toEqual(new Set([cls, count.id]));

    expect((await cashier.get('/api/masterfile/unit-of-measures/batch')).status).toBe(422);
    expect((await cashier.get('/api/masterfile/unit-of-measures/batch?product_ids=1;2')).status).toBe(422);
    expect((await cashier.get(`/api/masterfile/unit-of-measures/batch?product_ids=${oil}&relations=nothing`)).status).toBe(400);
    expect((await other.get(`/api/masterfile/unit-of-measures/batch?product_ids=${oil}`)).body.data).toEqual([]);
  });
});

describe('company profile validation on the server', () => {
  it('requires the company name and a valid email, in either form of settings', async () => {
    const blank = await admin.post('/api/setting/company-profiles', { settings: { company_name: '  ', email: 'not-an-email' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      'settings.company_name': ['The company name field is required.'],
      'settings.email': ['The email must be a valid email address.'],
    });
    const listed = await admin.post('/api/setting/company-profiles', { settings: [{ key: 'company_name', value: null }] });
    expect(listed.status).toBe(422);
    expect(listed.body.errors['settings.company_name']).toEqual(['The company name field is required.']);
    expect((await admin.get('/api/setting/company-profiles/value')).body.data.company_name).toBe('Demo Shop');

    const saved = await admin.post('/api/setting/company-profiles', { settings: { phone: '0917 000 0000', email: ' shop@demo.ph ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ company_name: 'Demo Shop', email: 'shop@demo.ph' });
  });

  it("lets a channel leave the company name to the shop's, but not give a bad email", async () => {
    expect((await admin.post(`/api/setting/company-profiles/${channel}`, { settings: { company_name: '' } })).status).toBe(200);
    const bad = await admin.post(`/api/setting/company-profiles/${channel}`, { settings: { email: 'branch@' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'settings.email': ['The email must be a valid email address.'] });
  });
});
