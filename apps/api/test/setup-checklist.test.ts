import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles } from '../src/db/schema/settings';
import { tenants } from '../src/db/schema/tenancy';
import { salePayload } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
});
afterAll(async () => t.close());

const checklist = async (client = admin) => {
  const answer = await client.get('/api/setting/setup-checklist');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe("a new shop's setup checklist", () => {
  it('is for those who may edit the company profile', async () => {
    expect((await t.request('GET', '/api/setting/setup-checklist')).status).toBe(401);
    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    expect((await cashier.get('/api/setting/setup-checklist')).status).toBe(403);
  });

  it('starts empty: the demo name, no address, TIN, logo, footer, product or sale', async () => {
    expect(await checklist()).toEqual({
      shopName: false,
      address: false,
      tin: false,
      logo: false,
      receiptFooter: false,
      product: false,
      sale: false,
    });
  });

  it('follows the profile, the logo, the first product and the first sale, in this shop only', async () => {
    const saved = await admin.post('/api/setting/company-profiles', {
      settings: {
        company_name: 'Tindahan ni Aling Nena',
        address: '12 Mabini St, Quezon City',
        tin: '123-456-789-000',
        receipt_footer: ' ',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await checklist()).toMatchObject({ shopName: true, address: true, tin: true, receiptFooter: false, logo: false });

    await admin.post('/api/setting/company-profiles', { settings: { receipt_footer: 'Salamat po!' } });
    const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await t.db.transaction(demo!.id, (tx) => tx.update(companyProfiles).set({ logo: png }));
    expect(await checklist()).toMatchObject({ receiptFooter: true, logo: true, product: false, sale: false });

    const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
    const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
    const created = await admin.post('/api/inventory/products', {
      sku: 'SVC-FIRST',
      productName: 'Delivery',
      type: 'SERVICE',
      unitClassId: count.id,
      unitOfMeasureId: piece,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await checklist()).toMatchObject({ product: true, sale: false });

    const sold = await t.request('POST', '/api/sales/pos-order', {
      token: (await t.login('demo')).token,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: salePayload({
        salesChannelId: (await admin.get('/api/sales/sales-channels')).body.data[0].id,
        customerId: (await admin.get('/api/sales/customers/default')).body.data.id,
        lines: [{ productId: created.body.data.id, orderedUomId: piece, orderedQuantity: 1, orderedUnitPrice: 50, productType: 'SERVICE' }],
        payments: [{ paymentType: (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id }],
      }),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(Object.values(await checklist()).every(Boolean)).toBe(true);

    // Another shop sees its own: its name is a real one, and it has nothing else yet.
    const other = t.as('other', (await t.login('other')).token);
    expect(await checklist(other)).toMatchObject({ shopName: true, address: false, logo: false, product: false, sale: false });
  });
});
