// The official receipt a customer gets for a collection: its own gap-free OR series per shop,
// assigned when the collection is posted; a 58 and 80 mm text receipt whose figures add up to the
// amount, a PDF, VOID once voided; only this shop's collections, only for who may view receivables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentavos } from '@oim/shared/pos/money';
import { applyTenantIsolation } from '../src/db/security';
import { MIGRATIONS_DIR } from '../src/paths';
import { makeProduct, ok, sellService, shopBasics, type ShopBasics } from './support/finance';
import { pdfPages } from './support/pdf';
import { hostOf, signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let other: Client;
let basics: ShopBasics;
let otherBasics: ShopBasics;
let service: number;
let otherService: number;

type Shop = { client: Client; basics: ShopBasics; service: number };
const shops = (): Record<'demo' | 'other', Shop> => ({
  demo: { client: admin, basics, service },
  other: { client: other, basics: otherBasics, service: otherService },
});

/** A customer who bought on credit (answers the customer and the sale's receivable). */
async function customerOwing(shop: Shop, name: string, price: number) {
  const customer = ok(
    await shop.client.post('/api/sales/customers', { customerName: name, defaultPaymentTypeId: shop.basics.charge }),
    201,
  ).id;
  const sale = await sellService(shop.client, shop.basics, shop.service, customer, price, [{ paymentType: shop.basics.charge }]);
  const [receivable] = ok(await shop.client.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
  return { customer: customer as number, sale, receivable: receivable as { id: number } };
}

const collect = (shop: Shop, body: Record<string, unknown>) =>
  shop.client.post('/api/finance/payments', { direction: 'IN', paymentTypeId: shop.basics.cash, referenceNumber: null, ...body });

/** Every collection of a shop's receipt number, in the order they were made. */
async function receiptNumbersOf(client: Client): Promise<string[]> {
  const rows = ok(await client.get('/api/finance/payments?kind=COLLECTION&sort=id&pageSize=500')) as { receiptNumber: string | null }[];
  return rows.map((r) => r.receiptNumber ?? 'none');
}

const orSeries = (n: number) => Array.from({ length: n }, (_, i) => `OR-${String(i + 1).padStart(6, '0')}`);

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  other = t.as('other', (await t.login('other')).token);
  basics = await shopBasics(admin);
  otherBasics = await shopBasics(other);
  service = await makeProduct(admin, basics, { sku: 'OR-REPAIR', productName: 'Phone screen repair', type: 'SERVICE' });
  otherService = await makeProduct(other, otherBasics, { sku: 'OR-REPAIR', productName: 'Phone screen repair', type: 'SERVICE' });
});

afterAll(async () => {
  await t?.close();
});

describe('official receipt numbers', () => {
  it('gives each collection the next OR number of its own shop, gap-free, and none to other payments', async () => {
    const { demo, other: otherShop } = shops();
    const a = await customerOwing(demo, 'Aling Nena', 900);
    const b = await customerOwing(otherShop, 'Mang Tomas', 900);
    const made: Record<string, string[]> = { demo: [], other: [] };
    // Interleaved between the shops, with a refused collection in the middle (it takes no number).
    for (const [key, shop, customer] of [
      ['demo', demo, a.customer],
      ['other', otherShop, b.customer],
      ['demo', demo, a.customer],
      ['demo', demo, a.customer],
      ['other', otherShop, b.customer],
    ] as const) {
      made[key]!.push(ok(await collect(shop, { customerId: customer, amount: 100 }), 201).receiptNumber);
      if (key === 'demo' && made.demo!.length === 2)
        expect((await collect(shop, { customerId: customer, amount: 100_000 })).status).toBe(422);
    }
    const demoNumbers = await receiptNumbersOf(admin);
    const otherNumbers = await receiptNumbersOf(other);
    expect(demoNumbers).toEqual(orSeries(demoNumbers.length));
    expect(otherNumbers).toEqual(orSeries(otherNumbers.length));
    expect(demoNumbers.slice(-3)).toEqual(made.demo);
    expect(otherNumbers.slice(-2)).toEqual(made.other);

    // Only collections have official receipts.
    const others = ok(await admin.get('/api/finance/payments?kind[ne]=COLLECTION&pageSize=500'));
    expect(others.every((p: { receiptNumber: string | null }) => p.receiptNumber === null)).toBe(true);
  });
});

describe('the printed official receipt', () => {
  it('prints the shop, customer, invoices paid, payment type and reference, with figures adding up to the amount', async () => {
    const shop = shops().demo;
    const one = await customerOwing(shop, 'Ka Pedring Hardware', 1200.5);
    const second = await sellService(admin, basics, service, one.customer, 300, [{ paymentType: basics.charge }]);
    const [secondReceivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${second.id}`));
    const payment = ok(
      await admin.post('/api/finance/payments', {
        direction: 'IN',
        customerId: one.customer,
        paymentTypeId: basics.gcash,
        referenceNumber: 'GC-7731',
        amount: 1075.25,
        allocations: [
          { receivableId: one.receivable.id, amount: 875.25 },
          { receivableId: secondReceivable.id, amount: 200 },
        ],
      }),
      201,
    );
    expect(payment.receiptNumber).toMatch(/^OR-\d{6}$/);
    // The collection's own screen reads the number.
    expect(ok(await admin.get(`/api/finance/payments/${payment.id}`)).receiptNumber).toBe(payment.receiptNumber);
    const company = ok(await admin.get('/api/setting/company-profiles/value')) as Record<string, string>;
    expect(company.company_name).toBeTruthy();

    for (const [width, columns] of [
      ['58', 32],
      ['80', 40],
    ] as const) {
      const answer = await admin.get(`/api/finance/payments/${payment.id}/receipt?width=${width}`);
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-type'])).toMatch(/^text\/plain/);
      const text = answer.body as string;
      const lines = text.split('\n');
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(columns);
      expect(text).toContain('OFFICIAL RECEIPT');
      expect(text).toContain(payment.receiptNumber);
      expect(text).toContain(payment.paymentNumber);
      expect(text).toContain('Ka Pedring Hardware');
      expect(text).toContain('GCash');
      expect(text).toContain('GC-7731');
      expect(text).not.toContain('VOID');
      expect(text).toContain(company.company_name);
      // Each invoice paid, with its amount; together they are the total received.
      const paid = (number: string) =>
        lines
          .find((l) => l.trim().startsWith(number))
          ?.trim()
          .split(/\s+/)
          .pop();
      expect(paid(one.sale.salesOrderNumber)).toBe('875.25');
      expect(paid(second.salesOrderNumber)).toBe('200.00');
      const start = lines.indexOf('In payment of');
      const end = lines.findIndex((l, i) => i > start && l.startsWith('---'));
      const figures = lines.slice(start + 1, end).map((l) => toCentavos(l.trim().split(/\s+/).pop()!));
      const total = lines
        .find((l) => l.startsWith('TOTAL RECEIVED'))!
        .trim()
        .split(/\s+/)
        .pop()!;
      expect(total).toBe('1075.25');
      expect(figures.reduce((s, c) => s + c, 0)).toBe(toCentavos(total));
    }

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/finance/payments/${payment.id}/receipt/pdf`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = (await pdfPages(pdf.rawPayload)).join(' ');
    for (const expected of [
      'OFFICIAL RECEIPT',
      company.company_name,
      payment.receiptNumber,
      'Ka Pedring Hardware',
      one.sale.salesOrderNumber,
      '875.25',
      '1,075.25',
      'GC-7731',
    ])
      expect(pdfText).toContain(expected);
    expect(pdfText).not.toContain('VOID');

    // Voided: both receipts say so, with the reason; the number stays the collection's.
    ok(await t.request('DELETE', `/api/finance/payments/${payment.id}`, { token: adminToken, body: { reason: 'Wrong customer' } }));
    const voided = (await admin.get(`/api/finance/payments/${payment.id}/receipt?width=58`)).body as string;
    expect(voided.split('\n')[0]).toContain('*** VOID ***');
    expect(voided).toContain('VOID: Wrong customer');
    const voidedPdf = await t.app.inject({
      method: 'GET',
      url: `/api/finance/payments/${payment.id}/receipt/pdf`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` },
    });
    expect((await pdfPages(voidedPdf.rawPayload)).join(' ')).toContain('VOID: Wrong customer');
  });

  it('answers 401 anonymous, 403 without View Receivables, 404 for another shop’s payment, 422 for a paper it has not', async () => {
    const shop = shops().demo;
    const owing = await customerOwing(shop, 'Lola Basyang Sari-Sari Store sa Talipapa ng Barangay San Roque', 500);
    const payment = ok(await collect(shop, { customerId: owing.customer, amount: 500 }), 201);
    const url = `/api/finance/payments/${payment.id}/receipt`;
    // A name longer than the roll is wide goes on over more lines, never past the edge.
    const narrow = (await admin.get(`${url}?width=58`)).body as string;
    expect(Math.max(...narrow.split('\n').map((l) => l.length))).toBeLessThanOrEqual(32);
    expect(narrow).toMatch(/Lola Basyang[\s\S]*Talipapa[\s\S]*Roque/);

    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', `${url}/pdf`)).status).toBe(401);

    const nobody = await signInAs(t, admin, 'demo', []);
    expect((await nobody.get(url)).status).toBe(403);
    expect((await nobody.get(`${url}/pdf`)).status).toBe(403);
    ok(await admin.post('/api/rbac/roles', { name: 'Supplier payments clerk', permissions: ['View Payables'] }), 201);
    const clerk = await signInAs(t, admin, 'demo', ['Supplier payments clerk']);
    expect((await clerk.get(url)).status).toBe(403);
    ok(await admin.post('/api/rbac/roles', { name: 'Collector', permissions: ['View Receivables'] }), 201);
    const collector = await signInAs(t, admin, 'demo', ['Collector']);
    expect((await collector.get(url)).status).toBe(200);

    // The same id in another shop is not there.
    expect((await other.get(url)).status).toBe(404);
    expect((await other.get(`${url}/pdf`)).status).toBe(404);
    expect((await admin.get('/api/finance/payments/999999999/receipt')).status).toBe(404);
    expect((await admin.get(`${url}?width=90`)).status).toBe(422);
  });
});

describe('collections made before official receipts (migration 0040)', () => {
  // The numbering part of the migration: the column and its index are already there.
  const numbering = readFileSync(join(MIGRATIONS_DIR, '0040_collection_receipt_number.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => !/ADD COLUMN|CREATE UNIQUE INDEX/.test(statement));

  it('numbers them per shop in the order they were recorded, voided ones too, and the series goes on after them', async () => {
    const { demo } = shops();
    const owing = await customerOwing(demo, 'Tindahan ni Aling Rosa', 600);
    for (const amount of [100, 150]) ok(await collect(demo, { customerId: owing.customer, amount }), 201);
    const voided = ok(await collect(demo, { customerId: owing.customer, amount: 50 }), 201);
    ok(await admin.delete(`/api/finance/payments/${voided.id}`));
    const demoBefore = await receiptNumbersOf(admin);
    const otherBefore = await receiptNumbersOf(other);
    expect(demoBefore.length).toBeGreaterThan(2);

    try {
      // As the shops were before: collections without numbers and no series yet.
      await t.db.asOwner(async (db) => {
        for (const table of ['payments', 'document_series']) await db.execute(sql.raw(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`));
        await db.execute(sql`update payments set receipt_number = null`);
        await db.execute(sql`delete from document_series where kind = 'officialReceipt'`);
      });
      expect(await receiptNumbersOf(admin)).toEqual(demoBefore.map(() => 'none'));
      await t.db.asOwner(async (db) => {
        for (const statement of numbering) await db.execute(sql.raw(statement));
      });
    } finally {
      await t.db.asOwner((db) => applyTenantIsolation(db));
    }
    expect(await receiptNumbersOf(admin)).toEqual(demoBefore);
    expect(await receiptNumbersOf(other)).toEqual(otherBefore);
    const next = ok(await collect(demo, { customerId: owing.customer, amount: 10 }), 201);
    expect(next.receiptNumber).toBe(orSeries(demoBefore.length + 1).pop());
  });
});
