// Finance: receivables from credit and installment sales, payables from receipts on credit,
// payments that collect and pay them in parts (and voids that reopen what they paid), aging, and
// the guards that keep sales and collections agreeing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn, addDays, addMonths } from '../src/platform/time-zone';
import { makeProduct, ok, sellService, shopBasics, type ShopBasics } from './support/finance';
import { salePayload, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let outsider: Client;
let basics: ShopBasics;
let service: number;
let goods: number;
let cash: number;
let gcash: number;
let charge: number;
let installment: number;
let juan: number;
let maria: number;
let acme: number;

const sell = (customerId: number, price: number, payments: Payment[]) => sellService(admin, basics, service, customerId, price, payments);
const collect = (body: Record<string, unknown>, client: Client = admin) =>
  client.post('/api/finance/payments', { direction: 'IN', paymentTypeId: cash, ...body });
const receivablesOf = async (customerId: number) =>
  ok(await admin.get(`/api/finance/receivables?customerId=${customerId}&pageSize=100`)).map((r: Record<string, unknown>) => ({
    id: r.id,
    amount: r.amount,
    paid: r.paid,
    balance: r.balance,
    status: r.status,
  }));

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  outsider = t.as('other', (await t.login('other')).token);
  basics = await shopBasics(admin);
  ({ cash, gcash, charge, installment } = basics);
  service = await makeProduct(admin, basics, { sku: 'FIN-REPAIR', productName: 'Aircon cleaning', type: 'SERVICE' });
  goods = await makeProduct(admin, basics, { sku: 'FIN-CEMENT', productName: 'Portland cement 40 kg', type: 'PRODUCT' });
  juan = ok(await admin.post('/api/sales/customers', { customerName: 'Juan dela Cruz', defaultPaymentTypeId: charge }), 201).id;
  maria = ok(await admin.post('/api/sales/customers', { customerName: 'Maria Clara', defaultPaymentTypeId: charge }), 201).id;
  acme = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Acme Hardware Supply', paymentTermsDays: 15 }), 201).id;
});

afterAll(async () => {
  await t?.close();
});

describe('receivables', () => {
  it('makes one receivable per credit payment, due in 30 days, and a schedule of dues per installment payment', async () => {
    const today = todayIn();
    const sale = await sell(juan, 1000, [
      { paymentType: charge, paidAmount: 400 },
      { paymentType: installment, paidAmount: 600, installmentCount: 3, installmentInterval: 'MONTHLY' },
    ]);
    const rows = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}&relations=salesOrder&sort=id`));
    expect(rows).toEqual([
      expect.objectContaining({ paymentCategory: 'TRADE_CREDIT', amount: 400, dueDate: addDays(today, 30), installmentCount: 1 }),
      expect.objectContaining({
        paymentCategory: 'INSTALLMENT',
        amount: 200,
        installmentNumber: 1,
        installmentCount: 3,
        dueDate: addMonths(today, 1),
      }),
      expect.objectContaining({ amount: 200, installmentNumber: 2, dueDate: addMonths(today, 2) }),
      expect.objectContaining({ amount: 200, installmentNumber: 3, dueDate: addMonths(today, 3) }),
    ]);
    expect(rows[0]).toMatchObject({ documentDate: today, paid: 0, balance: 400, status: 'OPEN', overdue: false, daysOverdue: 0 });
    expect(rows[0].salesOrder.salesOrderNumber).toBe(sale.salesOrderNumber);
    // The sale's payment line keeps the schedule it was sold on.
    const order = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=paymentTerms`));
    expect(order.paymentTerms[1]).toMatchObject({ installmentCount: 3, installmentInterval: 'MONTHLY' });

    // An uneven split: the last due takes the centavos left.
    const uneven = await sell(maria, 100, [{ paymentType: installment, installmentCount: 3, installmentInterval: 'WEEKLY' }]);
    const dues = ok(await admin.get(`/api/finance/receivables?salesOrderId=${uneven.id}&sort=id`));
    expect(dues.map((d: { amount: number }) => d.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(dues.map((d: { dueDate: string }) => d.dueDate)).toEqual([addDays(today, 7), addDays(today, 14), addDays(today, 21)]);
    // Never more dues than centavos.
    const tiny = await sell(maria, 0.03, [{ paymentType: installment, installmentCount: 5, installmentInterval: 'WEEKLY' }]);
    const few = ok(await admin.get(`/api/finance/receivables?salesOrderId=${tiny.id}&sort=id`));
    expect(few.map((d: { amount: number; installmentCount: number }) => [d.amount, d.installmentCount])).toEqual([
      [0.01, 3],
      [0.01, 3],
      [0.01, 3],
    ]);
  });

  it('refuses a schedule it cannot keep', async () => {
    const bad = await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId: juan,
        lines: [{ productId: service, orderedUomId: basics.piece, orderedQuantity: 1, orderedUnitPrice: 100, productType: 'SERVICE' }],
        payments: [{ paymentType: installment, installmentCount: 61 }],
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['orderPayments.0.installmentCount']);
  });

  it('filters overdue ones and answers 400 for an unknown filter', async () => {
    const sale = await sell(juan, 120, [{ paymentType: charge }]);
    const [late] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    // Fell due 12 days ago.
    const [demo] = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int as id from tenants where slug = 'demo'`)))
      .rows;
    await t.db.transaction(demo!.id, (tx) =>
      tx.execute(sql`update receivables set due_date = ${addDays(todayIn(), -12)} where id = ${late.id}`),
    );
    const overdue = ok(await admin.get('/api/finance/receivables?overdue=true&pageSize=500'));
    expect(overdue.find((r: { id: number }) => r.id === late.id)).toMatchObject({ overdue: true, daysOverdue: 12, status: 'OPEN' });
    expect(overdue.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    const notYet = ok(await admin.get('/api/finance/receivables?overdue=false&pageSize=500'));
    expect(notYet.length).toBeGreaterThan(0);
    expect(notYet.some((r: { id: number }) => r.id === late.id)).toBe(false);
    expect((await admin.get('/api/finance/receivables?toString=1')).status).toBe(400);
    expect((await admin.get('/api/finance/receivables?pageSize=100000')).status).toBe(400);
  });
});

describe('collecting', () => {
  it('collects in parts, oldest due first when no allocation is given, and a void reopens what it paid', async () => {
    const customer = ok(await admin.post('/api/sales/customers', { customerName: 'Pedro Penduko', defaultPaymentTypeId: charge }), 201).id;
    await sell(customer, 300, [{ paymentType: installment, installmentCount: 3 }]);
    const [first, second, third] = await receivablesOf(customer);

    const part = ok(await collect({ customerId: customer, amount: 150, referenceNumber: null }), 201);
    expect(part).toMatchObject({ direction: 'IN', customerId: customer, amount: 150, status: 'POSTED' });
    expect(part.paymentNumber).toMatch(/^PAY-\d{6}$/);
    expect(part.allocations).toEqual([
      expect.objectContaining({ receivableId: first.id, amount: 100 }),
      expect.objectContaining({ receivableId: second.id, amount: 50 }),
    ]);
    expect(part.allocations[0].documentNumber).toMatch(/^SO-\d{6}\/1$/);
    expect(await receivablesOf(customer)).toEqual([
      { ...first, paid: 100, balance: 0, status: 'PAID' },
      { ...second, paid: 50, balance: 50, status: 'PARTIAL' },
      third,
    ]);

    const chosen = ok(
      await collect({
        customerId: customer,
        paymentTypeId: gcash,
        referenceNumber: 'GC-778812',
        amount: 100,
        allocations: [{ receivableId: third.id, amount: 100 }],
      }),
      201,
    );
    expect((await receivablesOf(customer))[2]).toMatchObject({ paid: 100, balance: 0, status: 'PAID' });

    const voided = ok(await admin.delete(`/api/finance/payments/${part.id}`));
    expect(voided).toMatchObject({ status: 'VOIDED', voidedByUser: expect.objectContaining({ id: expect.any(Number) }) });
    expect(voided.voidedAt).toEqual(expect.any(String));
    expect(await receivablesOf(customer)).toEqual([first, second, { ...third, paid: 100, balance: 0, status: 'PAID' }]);
    expect((await admin.delete(`/api/finance/payments/${part.id}`)).status).toBe(409);
    // Voided payments stay listed.
    const listed = ok(await admin.get(`/api/finance/payments?customerId=${customer}&sort=id`));
    expect(listed.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [part.id, 'VOIDED'],
      [chosen.id, 'POSTED'],
    ]);
  });

  it('refuses what would pay more than is owed, or the wrong documents, naming the field', async () => {
    const sale = await sell(maria, 500, [{ paymentType: charge }]);
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    const errors = async (body: Record<string, unknown>) => {
      const answer = await collect({ customerId: maria, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return Object.keys(answer.body.errors);
    };
    expect(await errors({ amount: 600, allocations: [{ receivableId: receivable.id, amount: 600 }] })).toEqual(['allocations.0.amount']);
    expect(await errors({ amount: 100, allocations: [{ receivableId: receivable.id, amount: 50 }] })).toEqual(['amount']);
    expect(await errors({ amount: 1_000_000 })).toEqual(['amount']);
    expect(await errors({ amount: 10.555 })).toEqual(['amount']);
    expect(await errors({ amount: '1e3' })).toEqual(['amount']);
    expect(await errors({ amount: 0 })).toEqual(['amount']);
    expect(await errors({ amount: 10, paymentTypeId: charge })).toEqual(['paymentTypeId']);
    expect(await errors({ amount: 10, paymentTypeId: gcash })).toEqual(['referenceNumber']);
    expect(await errors({ amount: 10, notes: 'a\u0000b' })).toEqual(['notes']);
    expect(await errors({ amount: 10, customerId: null })).toEqual(['customerId']);
    expect(await errors({ amount: 10, supplierId: acme })).toEqual(['supplierId']);
    expect(
      await errors({
        amount: 10,
        allocations: [
          { receivableId: receivable.id, amount: 5 },
          { receivableId: receivable.id, amount: 5 },
        ],
      }),
    ).toEqual(['allocations.1.receivableId']);
    // Another customer's receivable.
    const juans = ok(await admin.get(`/api/finance/receivables?customerId=${juan}&status=OPEN`))[0];
    expect(await errors({ amount: 10, allocations: [{ receivableId: juans.id, amount: 10 }] })).toEqual(['allocations.0.receivableId']);
    // Nothing was written by any of them.
    expect(ok(await admin.get(`/api/finance/receivables/${receivable.id}`))).toMatchObject({ paid: 0, balance: 500, status: 'OPEN' });
    expect(ok(await admin.get(`/api/finance/payments?customerId=${maria}`))).toHaveLength(0);
  });

  it('collects once for one Idempotency-Key, however often the request is sent', async () => {
    const sale = await sell(maria, 90, [{ paymentType: charge }]);
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    const body = {
      direction: 'IN',
      customerId: maria,
      paymentTypeId: cash,
      amount: 40,
      allocations: [{ receivableId: receivable.id, amount: 40 }],
    };
    const send = (payload: unknown, key = 'tap-7f3a') =>
      t.request('POST', '/api/finance/payments', { token: adminToken, body: payload, headers: { 'idempotency-key': key } });
    const [a, b] = await Promise.all([send(body), send(body)]);
    const statuses = [a.status, b.status].sort();
    // The second waits for the first and replays it (or, still in flight, is told to retry).
    expect(statuses[0]).toBe(201);
    const again = await send(body);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(a.status === 201 ? a.body.data.id : b.body.data.id);
    expect(ok(await admin.get(`/api/finance/receivables/${receivable.id}`))).toMatchObject({ paid: 40, balance: 50 });
    expect((await send({ ...body, amount: 41 })).status).toBe(422);
    expect((await send(body, 'bad key with spaces')).status).toBe(422);
  });

  it('keeps shops apart and asks for the permissions', async () => {
    const sale = await sell(juan, 80, [{ paymentType: charge }]);
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    const payment = ok(await collect({ customerId: juan, amount: 80, allocations: [{ receivableId: receivable.id, amount: 80 }] }), 201);
    expect((await outsider.get(`/api/finance/receivables/${receivable.id}`)).status).toBe(404);
    expect((await outsider.get(`/api/finance/payments/${payment.id}`)).status).toBe(404);
    expect((await outsider.delete(`/api/finance/payments/${payment.id}`)).status).toBe(404);
    const otherCash = (await outsider.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
    const otherCustomer = (await outsider.get('/api/sales/customers/default')).body.data.id;
    const foreign = await outsider.post('/api/finance/payments', {
      direction: 'IN',
      customerId: otherCustomer,
      paymentTypeId: otherCash,
      amount: 10,
      allocations: [{ receivableId: receivable.id, amount: 10 }],
    });
    expect(foreign.status).toBe(404);
    expect((await t.request('GET', '/api/finance/payments')).status).toBe(401);
    expect((await t.request('POST', '/api/finance/payments', { body: { direction: 'IN' } })).status).toBe(401);

    const viewer = await signInAs(t, admin, 'demo', []);
    expect((await viewer.get('/api/finance/payments')).status).toBe(403);
    expect((await viewer.get('/api/finance/receivables/aging')).status).toBe(403);
    ok(await admin.post('/api/rbac/roles', { name: 'Payables clerk', permissions: ['View Payables', 'Create Payments'] }), 201);
    const clerk = await signInAs(t, admin, 'demo', ['Payables clerk']);
    // Sees supplier payments only, and may not void.
    const seen = ok(await clerk.get('/api/finance/payments?pageSize=500')) as { id: number; direction: string }[];
    expect(seen.map((p) => p.id)).not.toContain(payment.id);
    expect(seen.every((p) => p.direction === 'OUT')).toBe(true);
    expect((await clerk.get(`/api/finance/payments/${payment.id}`)).status).toBe(403);
    expect((await clerk.delete(`/api/finance/payments/${payment.id}`)).status).toBe(403);
  });
});

describe('sales and collections agree', () => {
  it('shows a sale’s collections and refuses to void it while they stand', async () => {
    const sale = await sell(juan, 250, [{ paymentType: charge }]);
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    const payment = ok(await collect({ customerId: juan, amount: 100, allocations: [{ receivableId: receivable.id, amount: 100 }] }), 201);
    const onSale = ok(await admin.get(`/api/finance/payments?salesOrderId=${sale.id}&relations=allocations`));
    expect(onSale.map((p: { id: number }) => p.id)).toEqual([payment.id]);
    expect((await admin.get('/api/finance/payments?salesOrderId=abc')).status).toBe(400);
    const detail = ok(await admin.get(`/api/sales/sales-orders/${sale.id}`));
    expect(detail.receivables).toEqual([expect.objectContaining({ paid: 100, balance: 150, status: 'PARTIAL' })]);
    const refused = await admin.delete(`/api/sales/${sale.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/void those collections first/);
    ok(await admin.delete(`/api/finance/payments/${payment.id}`));
    expect((await admin.delete(`/api/sales/${sale.id}`)).status).toBe(200);
    expect(ok(await admin.get(`/api/finance/receivables/${receivable.id}`))).toMatchObject({ status: 'VOIDED', paid: 0, balance: 0 });
  });
});

describe('payables', () => {
  it('pays a receipt on credit in parts and refuses to void the receipt while a payment stands', async () => {
    const receipt = ok(
      await admin.post('/api/purchasing/purchase-receipts', {
        supplierId: acme,
        receivingWarehouseId: basics.location,
        supplierInvoiceNumber: 'SI-2231',
        items: [{ productId: goods, uomId: basics.piece, quantity: 10, unitCost: 245.5 }],
      }),
      201,
    );
    const [payable] = ok(await admin.get(`/api/finance/payables?sourceId=${receipt.id}&sourceType=PURCHASE_RECEIPT`));
    expect(payable).toMatchObject({ amount: 2455, paid: 0, balance: 2455, status: 'OPEN', supplierDocumentNumber: 'SI-2231' });
    const pay = (amount: number) =>
      admin.post('/api/finance/payments', {
        direction: 'OUT',
        supplierId: acme,
        paymentTypeId: cash,
        amount,
        allocations: [{ payableId: payable.id, amount }],
      });
    const first = ok(await pay(1000), 201);
    expect(ok(await admin.get(`/api/finance/payables/${payable.id}`))).toMatchObject({ paid: 1000, balance: 1455, status: 'PARTIAL' });
    expect((await admin.delete(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe(409);
    // A collection may not pay a payable.
    const wrong = await collect({ customerId: juan, amount: 10, allocations: [{ payableId: payable.id, amount: 10 }] });
    expect(wrong.status).toBe(422);
    ok(await pay(1455), 201);
    expect(ok(await admin.get(`/api/finance/payables/${payable.id}`))).toMatchObject({ paid: 2455, balance: 0, status: 'PAID' });
    ok(await admin.delete(`/api/finance/payments/${first.id}`));
    expect(ok(await admin.get(`/api/finance/payables/${payable.id}`))).toMatchObject({ paid: 1455, balance: 1000, status: 'PARTIAL' });
  });
});

describe('aging', () => {
  it('puts each open balance in the bucket of its days past due, and the totals add up', async () => {
    const customer = ok(
      await admin.post('/api/sales/customers', { customerName: 'Aging Test Store', defaultPaymentTypeId: charge }),
      201,
    ).id;
    await sell(customer, 1200, [{ paymentType: installment, installmentCount: 12, installmentInterval: 'MONTHLY' }]);
    const today = todayIn();
    // As of a day far ahead, the dues fall into every bucket.
    const asOf = addMonths(today, 6);
    const answer = (await admin.get(`/api/finance/receivables/aging?asOf=${asOf}&customerId=${customer}`)).body;
    expect(answer.asOf).toBe(asOf);
    const [row] = answer.data;
    expect(row).toMatchObject({ customerId: customer, customerName: 'Aging Test Store', total: 1200, documentCount: 12 });
    expect(row.current + row.days1To30 + row.days31To60 + row.days61To90 + row.over90).toBe(1200);
    // Dues of months 6 to 12 are not yet past due on the as-of day.
    expect(row.current).toBe(700);
    expect(row.over90).toBeGreaterThan(0);
    const all = (await admin.get(`/api/finance/receivables/aging`)).body;
    const listed = ok(await admin.get('/api/finance/receivables?pageSize=500'))
      .filter((r: { status: string }) => r.status === 'OPEN' || r.status === 'PARTIAL')
      .reduce((s: number, r: { balance: number }) => s + Math.round(r.balance * 100), 0);
    expect(Math.round(all.totals.total * 100)).toBe(listed);
    expect((await admin.get('/api/finance/receivables/aging?asOf=2026-02-30')).status).toBe(422);
    const payables = (await admin.get('/api/finance/payables/aging')).body;
    // What the payables test left open: Acme's receipt, 1,000.00 after its first payment was voided, not yet due.
    expect(payables.data.find((r: { supplierId: number }) => r.supplierId === acme)).toMatchObject({
      supplierName: 'Acme Hardware Supply',
      current: 1000,
      over90: 0,
      total: 1000,
      documentCount: 1,
    });
  });
});
