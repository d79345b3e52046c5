// Cash outflows: expense categories, expenses (cash, or on credit as a payable to a supplier),
// their guards, and the expenses report read in the caller's time zone.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_CATEGORIES } from '@oim/shared/schemas/expenses';
import { addDays, todayIn } from '../src/platform/time-zone';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let outsider: Client;
let cash: number;
let gcash: number;
let charge: number;
let installment: number;
let rent: number;
let utilities: number;
let meralco: number;
let channel: number;
let otherCategory: number;
let otherSupplier: number;

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const refused = (answer: Answer, status: number, field?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (field) expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
  return answer.body;
};
const record = (body: Record<string, unknown>, client: Client = admin) =>
  client.post('/api/expenses/expenses', { expenseCategoryId: rent, paymentTypeId: cash, amount: 100, payee: 'Landlord', ...body });
const payableOf = async (expenseId: number) => {
  const rows = ok(await admin.get(`/api/finance/payables?sourceType=EXPENSE&sourceId=${expenseId}`));
  return rows[0];
};
/** A photo of a receipt sent as a phone or browser does: multipart with one image. */
async function uploadReceipt(token: string, expenseId: number): Promise<Answer> {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request('POST', `/api/media/expenses/${expenseId}/upload`, {
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const voidWith = (id: number, body?: unknown) => t.request('DELETE', `/api/expenses/expenses/${id}`, { token: adminToken, body });

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  outsider = t.as('other', (await t.login('other')).token);
  const types = ok(await admin.get('/api/masterfile/payment-types?pageSize=50')) as { id: number; name: string }[];
  const type = (name: string) => types.find((p) => p.name === name)!.id;
  [cash, gcash, charge, installment] = [type('Cash'), type('GCash'), type('Charge'), type('Installment')];
  const categories = ok(await admin.get('/api/expenses/expense-categories?pageSize=100')) as { id: number; expenseName: string }[];
  rent = categories.find((c) => c.expenseName === 'Rent')!.id;
  utilities = categories.find((c) => c.expenseName === 'Utilities')!.id;
  meralco = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Meralco', paymentTermsDays: 15 }), 201).id;
  channel = ok(await admin.get('/api/sales/sales-channels'))[0].id;
  otherCategory = ok(await outsider.get('/api/expenses/expense-categories'))[0].id;
  otherSupplier = ok(await outsider.post('/api/masterfile/suppliers', { supplierName: 'Other Power Co' }), 201).id;
});

afterAll(async () => {
  await t?.close();
});

describe('expense categories', () => {
  it('a shop starts with the common categories, and they are its own', async () => {
    for (const client of [admin, outsider]) {
      const names = ok(await client.get('/api/expenses/expense-categories?pageSize=100')).map(
        (c: { expenseName: string }) => c.expenseName,
      );
      expect([...names].sort()).toEqual([...DEFAULT_EXPENSE_CATEGORIES].sort());
    }
    expect((await admin.get(`/api/expenses/expense-categories/${otherCategory}`)).status).toBe(404);
    expect((await admin.put(`/api/expenses/expense-categories/${otherCategory}`, { expenseName: 'Mine' })).status).toBe(404);
    expect((await admin.delete(`/api/expenses/expense-categories/${otherCategory}`)).status).toBe(404);
  });

  it('creates, finds, renames and deletes; names are unique ignoring case; one in use is kept (409 naming the count)', async () => {
    const created = ok(await admin.post('/api/expenses/expense-categories', { expenseName: ' Internet ', description: 'Fiber plan' }), 201);
    expect(created).toMatchObject({ expenseName: 'Internet', description: 'Fiber plan' });
    refused(await admin.post('/api/expenses/expense-categories', { expenseName: 'INTERNET' }), 422, 'expenseName');
    refused(await admin.post('/api/expenses/expense-categories', { expenseName: '' }), 422, 'expenseName');
    refused(await admin.post('/api/expenses/expense-categories', { expenseName: 'x'.repeat(101) }), 422, 'expenseName');
    refused(await admin.post('/api/expenses/expense-categories', { expenseName: 'Bad\u0000name' }), 422, 'expenseName');
    expect(ok(await admin.get('/api/expenses/expense-categories?expenseName[like]=inter'))).toHaveLength(1);
    expect(ok(await admin.get('/api/expenses/expense-categories?globalFilter=fiber'))[0].id).toBe(created.id);
    ok(await admin.put(`/api/expenses/expense-categories/${created.id}`, { expenseName: 'Internet and Phone' }));

    ok(await record({ expenseCategoryId: created.id, payee: 'PLDT' }), 201);
    ok(await record({ expenseCategoryId: created.id, payee: 'Globe' }), 201);
    const inUse = refused(await admin.delete(`/api/expenses/expense-categories/${created.id}`), 409);
    expect(inUse.message).toContain('2 expenses');

    const unused = ok(await admin.post('/api/expenses/expense-categories', { expenseName: 'Unused' }), 201);
    ok(await admin.delete(`/api/expenses/expense-categories/${unused.id}`));
    expect((await admin.get(`/api/expenses/expense-categories/${unused.id}`)).status).toBe(404);
  });
});

describe('expenses', () => {
  it('records a cash expense with the next EX number and its payment category', async () => {
    const first = ok(await record({ amount: '15000.50', notes: 'March rent', referenceNumber: null }), 201);
    expect(first.expenseNumber).toMatch(/^EX-\d{6}$/);
    expect(first).toMatchObject({
      amount: 15000.5,
      paymentCategory: 'IMMEDIATE',
      status: 'POSTED',
      payee: 'Landlord',
      dueDate: null,
      payableId: null,
      expenseCategory: expect.objectContaining({ expenseName: 'Rent' }),
    });
    const second = ok(await record({}), 201);
    expect(Number(second.expenseNumber.slice(3))).toBe(Number(first.expenseNumber.slice(3)) + 1);
    expect(ok(await admin.get(`/api/expenses/expenses?globalFilter=march%20rent`)).map((e: { id: number }) => e.id)).toEqual([first.id]);
    expect(ok(await admin.get(`/api/expenses/expenses?globalFilter=${first.expenseNumber}`))[0].id).toBe(first.id);
  });

  it('refuses what it cannot record, naming the field (422)', async () => {
    refused(await record({ payee: null }), 422, 'payee');
    refused(await record({ paymentTypeId: gcash }), 422, 'referenceNumber');
    ok(await record({ paymentTypeId: gcash, referenceNumber: 'GC-88812' }), 201);
    refused(await record({ paymentTypeId: charge }), 422, 'supplierId');
    refused(await record({ paymentTypeId: installment }), 422, 'paymentTypeId');
    for (const amount of [0, -5, '12.345', 12.345, 1e21, '1e3', 1e-7, 'abc', '', null]) refused(await record({ amount }), 422, 'amount');
    refused(await record({ payee: 'Bad\u0000payee' }), 422, 'payee');
    refused(await record({ notes: 'x'.repeat(2001) }), 422, 'notes');
    refused(await record({ payee: 'x'.repeat(201) }), 422, 'payee');
    refused(await record({ expenseDate: '2026-13-01T00:00:00Z' }), 422, 'expenseDate');
    refused(await record({ expenseDate: '31/03/2026' }), 422, 'expenseDate');
    // Another shop's records are not this shop's choices.
    refused(await record({ expenseCategoryId: otherCategory }), 422, 'expenseCategoryId');
    refused(await record({ supplierId: otherSupplier }), 422, 'supplierId');
    refused(await record({ salesChannelId: 999999 }), 422, 'salesChannelId');
    refused(await record({ locationId: 999999 }), 422, 'locationId');
  });

  it('a credit expense is owed to its supplier: a payable that follows every edit, and voids with it', async () => {
    const expenseDate = '2026-03-10T09:00:00+08:00';
    const bill = ok(
      await record({ paymentTypeId: charge, supplierId: meralco, payee: null, amount: 4321.09, referenceNumber: 'BILL-0310', expenseDate }),
      201,
    );
    expect(bill).toMatchObject({ paymentCategory: 'TRADE_CREDIT', dueDate: addDays('2026-03-10', 15) });
    let payable = await payableOf(bill.id);
    expect(payable).toMatchObject({
      sourceType: 'EXPENSE',
      sourceNumber: bill.expenseNumber,
      supplierId: meralco,
      supplierDocumentNumber: 'BILL-0310',
      documentDate: '2026-03-10',
      dueDate: '2026-03-25',
      amount: 4321.09,
      balance: 4321.09,
      status: 'OPEN',
    });
    expect(bill.payableId).toBe(payable.id);

    // Edits move the payable in the same transaction.
    ok(await admin.put(`/api/expenses/expenses/${bill.id}`, { amount: 5000, dueDate: '2026-04-30' }));
    expect(await payableOf(bill.id)).toMatchObject({ amount: 5000, balance: 5000, dueDate: '2026-04-30' });
    ok(await admin.put(`/api/expenses/expenses/${bill.id}`, { paymentTypeId: cash }));
    expect(await payableOf(bill.id)).toMatchObject({ status: 'VOIDED', balance: 0 });
    expect(ok(await admin.get(`/api/expenses/expenses/${bill.id}`))).toMatchObject({ dueDate: null, paymentCategory: 'IMMEDIATE' });
    ok(await admin.put(`/api/expenses/expenses/${bill.id}`, { paymentTypeId: charge }));
    expect(await payableOf(bill.id)).toMatchObject({ status: 'OPEN', amount: 5000, dueDate: '2026-03-25' });
    refused(await admin.put(`/api/expenses/expenses/${bill.id}`, { supplierId: null }), 422, 'supplierId');
    refused(await admin.put(`/api/expenses/expenses/${bill.id}`, { dueDate: '2026-03-01' }), 422, 'dueDate');

    // Payments against it freeze it: no edit, no void, until they are voided.
    payable = await payableOf(bill.id);
    const payment = ok(
      await admin.post('/api/finance/payments', {
        direction: 'OUT',
        supplierId: meralco,
        paymentTypeId: cash,
        amount: 1000,
        allocations: [{ payableId: payable.id, amount: 1000 }],
      }),
      201,
    );
    refused(await admin.put(`/api/expenses/expenses/${bill.id}`, { amount: 6000 }), 409);
    refused(await admin.put(`/api/expenses/expenses/${bill.id}`, { notes: 'just a note' }), 409);
    refused(await voidWith(bill.id), 409);
    expect(await payableOf(bill.id)).toMatchObject({ amount: 5000, paid: 1000, status: 'PARTIAL' });
    ok(await admin.delete(`/api/finance/payments/${payment.id}`));

    const voided = await voidWith(bill.id, { reason: 'Billed twice' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const after = ok(await admin.get(`/api/expenses/expenses/${bill.id}?relations=voidedByUser|payable`));
    expect(after).toMatchObject({ status: 'VOIDED', voidReason: 'Billed twice', voidedAt: expect.any(String) });
    expect(after.payable).toMatchObject({ status: 'VOIDED' });
    refused(await admin.put(`/api/expenses/expenses/${bill.id}`, { amount: 1 }), 409);
    refused(await voidWith(bill.id), 409);
  });

  it("another shop's expenses are not found, and the other shop's ids are refused", async () => {
    const mine = ok(await record({}), 201);
    expect((await outsider.get(`/api/expenses/expenses/${mine.id}`)).status).toBe(404);
    expect((await outsider.put(`/api/expenses/expenses/${mine.id}`, { amount: 1 })).status).toBe(404);
    expect((await outsider.delete(`/api/expenses/expenses/${mine.id}`)).status).toBe(404);
    expect(ok(await outsider.get('/api/expenses/expenses')).some((e: { id: number }) => e.id === mine.id)).toBe(false);
    refused(await admin.put(`/api/expenses/expenses/${mine.id}`, { expenseCategoryId: otherCategory }), 422, 'expenseCategoryId');
  });

  it('needs each permission (401 anonymous, 403 without it)', async () => {
    expect((await t.request('GET', '/api/expenses/expenses')).status).toBe(401);
    expect((await t.request('GET', '/api/reports/expense-report/category')).status).toBe(401);
    const nobody = await signInAs(t, admin, 'demo', []);
    const some = ok(await record({}), 201);
    for (const path of [
      '/api/expenses/expense-categories',
      '/api/expenses/expenses',
      `/api/expenses/expenses/${some.id}`,
      '/api/reports/expense-report',
      '/api/reports/expense-report/category',
      '/api/reports/expense-report/monthly',
      '/api/reports/expense-report/export-excel',
    ])
      expect((await nobody.get(path)).status, path).toBe(403);

    ok(
      await admin.post('/api/rbac/roles', {
        name: 'Expense viewer',
        permissions: ['View Expense', 'View Expense Category', 'View Expense Reports'],
      }),
      201,
    );
    const viewerEmail = `viewer${Date.now()}@demo.shop`;
    const viewer = Object.assign(await signInAs(t, admin, 'demo', ['Expense viewer'], viewerEmail), {
      token: (await t.login('demo', viewerEmail, 'test-password')).token,
    });
    ok(await viewer.get('/api/expenses/expenses'));
    ok(await viewer.get('/api/expenses/expense-categories'));
    ok(await viewer.get('/api/reports/expense-report/category'));
    expect((await viewer.post('/api/expenses/expense-categories', { expenseName: 'Nope' })).status).toBe(403);
    expect((await viewer.put(`/api/expenses/expense-categories/${rent}`, { expenseName: 'Nope' })).status).toBe(403);
    expect((await viewer.delete(`/api/expenses/expense-categories/${rent}`)).status).toBe(403);
    expect((await record({}, viewer)).status).toBe(403);
    expect((await viewer.put(`/api/expenses/expenses/${some.id}`, { amount: 1 })).status).toBe(403);
    expect((await viewer.delete(`/api/expenses/expenses/${some.id}`)).status).toBe(403);
    expect((await viewer.get('/api/reports/expense-report/export-excel')).status).toBe(403);
    expect((await uploadReceipt(viewer.token, some.id)).status).toBe(403);
    const uploaded = await uploadReceipt(adminToken, some.id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const gallery = ok(await viewer.get(`/api/media/expenses/${some.id}`));
    expect(gallery.files).toEqual([expect.objectContaining({ collectionName: 'expense_receipts' })]);
    expect((await outsider.get(`/api/media/expenses/${some.id}`)).status).toBe(404);

    ok(await admin.post('/api/rbac/roles', { name: 'Expense clerk', permissions: ['Create Expense'] }), 201);
    const clerk = await signInAs(t, admin, 'demo', ['Expense clerk']);
    ok(await record({}, clerk), 201);
    ok(await clerk.get('/api/expenses/expense-categories'));
    expect((await clerk.post('/api/expenses/expense-categories', { expenseName: 'Nope' })).status).toBe(403);
    expect((await clerk.get('/api/reports/expense-report/category')).status).toBe(403);
    expect((await clerk.get(`/api/media/expenses/${some.id}`)).status).toBe(200);
  });

  it('refuses hostile list queries with 400, never 500', async () => {
    for (const path of ['/api/expenses/expenses', '/api/expenses/expense-categories', '/api/reports/expense-report']) {
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        expect((await admin.get(`${path}?${key}=1`)).status, `${path} ${key}`).toBe(400);
        expect((await admin.get(`${path}?${key}[eq]=1`)).status, `${path} ${key}[eq]`).toBe(400);
      }
      expect((await admin.get(`${path}?pageSize=1000000000`)).status).toBe(400);
      expect((await admin.get(`${path}?page=99999999`)).status).toBeLessThan(500);
      expect((await admin.get(`${path}?globalFilter=%00`)).status).toBeLessThan(500);
    }
    expect((await admin.get('/api/reports/expense-report/category?constructor=1')).status).toBe(400);
    expect((await admin.get('/api/reports/expense-report/daily?expenseDate[between]=2026-01-01,2029-01-01')).status).toBe(422);
    expect((await admin.get('/api/reports/expense-report/daily?expenseDate[between]=2026-02-30,2026-03-01')).status).toBe(422);
    expect((await admin.get('/api/reports/expense-report/daily?expenseCategoryId=1e3')).status).toBe(422);
    expect((await admin.get('/api/reports/expense-report/daily?timezone=Mars/Olympus')).status).toBe(422);
    expect((await admin.get('/api/reports/expense-report/get-category')).status).toBe(422);
    expect((await admin.get('/api/expenses/expenses?amount[gte]=1e400')).status).toBeLessThan(500);
  });
});

describe('expenses report', () => {
  // A month of 2025 no other test writes to.
  const PERIOD = 'expenseDate[between]=2025-03-01,2025-03-31';
  let taxes: number;

  beforeAll(async () => {
    taxes = ok(await admin.post('/api/expenses/expense-categories', { expenseName: 'Report Taxes' }), 201).id;
    const at = (expenseDate: string, amount: number, extra: Record<string, unknown> = {}) =>
      record({ expenseDate, amount, ...extra }).then((a) => ok(a, 201));
    await at('2025-02-28T23:59:59+08:00', 1); // the day before, Manila
    await at('2025-03-01T00:00:00+08:00', 100.1); // Saturday: week of Monday 24 February
    await at('2025-03-03T10:00:00+08:00', 200.2, { expenseCategoryId: utilities, salesChannelId: channel }); // Monday
    await at('2025-03-15T12:00:00+08:00', 300.3, { expenseCategoryId: taxes });
    await at('2025-03-31T23:30:00+08:00', 400.4, { expenseCategoryId: utilities }); // last day, late in Manila
    await at('2025-04-01T00:10:00+08:00', 5000); // next month in Manila, still 31 March in UTC
    const voided = await at('2025-03-20T12:00:00+08:00', 9999);
    expect((await voidWith(voided.id)).status).toBe(200);
  });

  it('totals per category equal the sum of the period’s posted expenses in Manila', async () => {
    const answer = await admin.get(`/api/reports/expense-report/category?${PERIOD}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.total).toBe(1001);
    expect(answer.body.data).toEqual([
      { expenseCategoryId: utilities, expenseName: 'Utilities', totalAmount: 600.6, expenseCount: 2, percentage: 60 },
      { expenseCategoryId: taxes, expenseName: 'Report Taxes', totalAmount: 300.3, expenseCount: 1, percentage: 30 },
      { expenseCategoryId: rent, expenseName: 'Rent', totalAmount: 100.1, expenseCount: 1, percentage: 10 },
    ]);
    const list = await admin.get(`/api/reports/expense-report?${PERIOD}&pageSize=100&relations=expenseCategory`);
    expect(list.body.meta.total).toBe(4);
    const sum = list.body.data.reduce((s: number, e: { amount: number }) => s + Math.round(e.amount * 100), 0);
    expect(sum).toBe(100100);
    const one = ok(await admin.get(`/api/reports/expense-report/get-category?${PERIOD}&expenseCategoryId=${utilities}`));
    expect(one.map((e: { amount: number }) => e.amount).sort()).toEqual([200.2, 400.4]);
    expect(ok(await admin.get(`/api/reports/expense-report/category?${PERIOD}&salesChannelId=${channel}`))).toEqual([
      expect.objectContaining({ expenseCategoryId: utilities, totalAmount: 200.2, expenseCount: 1 }),
    ]);
    expect((await admin.get(`/api/reports/expense-report?${PERIOD}&status=VOIDED`)).body.meta.total).toBe(0);
  });

  it('reads the period in the caller’s zone: UTC moves the 00:10 of 1 April into March', async () => {
    const utc = (await admin.get(`/api/reports/expense-report/category?${PERIOD}&timezone=UTC`)).body;
    // In UTC: 28 Feb 23:59:59 Manila is 28 Feb; 1 Mar 00:00 Manila is 28 Feb 16:00 UTC (out); 1 Apr 00:10 Manila is 31 Mar (in).
    expect(utc.total).toBe(200.2 + 300.3 + 400.4 + 5000);
    const offset = (await admin.get(`/api/reports/expense-report/category?${PERIOD}&timezoneOffset=-480`)).body;
    expect(offset.total).toBe(1001);
    const offsetUtc = (await admin.get(`/api/reports/expense-report/category?${PERIOD}&timezoneOffset=0`)).body;
    expect(offsetUtc.total).toBe(utc.total);
    const lastDay = ok(await admin.get('/api/reports/expense-report/daily?expenseDate[between]=2025-03-31,2025-04-01'));
    expect(lastDay).toEqual([
      { period: '2025-03-31', totalAmount: 400.4, expenseCount: 1 },
      { period: '2025-04-01', totalAmount: 5000, expenseCount: 1 },
    ]);
  });

  it('series by day, Monday week and month list every period with zeros', async () => {
    const daily = ok(await admin.get(`/api/reports/expense-report/daily?${PERIOD}`));
    expect(daily).toHaveLength(31);
    expect(daily[0]).toEqual({ period: '2025-03-01', totalAmount: 100.1, expenseCount: 1 });
    expect(daily[1]).toEqual({ period: '2025-03-02', totalAmount: 0, expenseCount: 0 });
    expect(daily.reduce((s: number, d: { totalAmount: number }) => s + Math.round(d.totalAmount * 100), 0)).toBe(100100);
    const weekly = ok(await admin.get(`/api/reports/expense-report/weekly?${PERIOD}`));
    expect(weekly.map((w: { period: string }) => w.period)).toEqual([
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(weekly[0]).toMatchObject({ totalAmount: 100.1, expenseCount: 1 });
    expect(weekly[1]).toMatchObject({ totalAmount: 200.2 });
    expect(weekly[5]).toMatchObject({ totalAmount: 400.4 });
    const monthly = ok(await admin.get('/api/reports/expense-report/monthly?expenseDate[between]=2025-02-01,2025-04-30'));
    expect(monthly).toEqual([
      { period: '2025-02-01', totalAmount: 1, expenseCount: 1 },
      { period: '2025-03-01', totalAmount: 1001, expenseCount: 4 },
      { period: '2025-04-01', totalAmount: 5000, expenseCount: 1 },
    ]);
  });

  it('exports the period as an .xlsx file with its total', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/reports/expense-report/export-excel?${PERIOD}`,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('expenses-2025-03-01-2025-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Expenses')!;
    expect(sheet.rowCount).toBe(1 + 4 + 1);
    expect(sheet.getRow(6).getCell(1).value).toBe('Total');
    expect(sheet.getRow(6).getCell(9).value).toBe(1001);
    expect(sheet.getRow(2).getCell(2).value).toBe('2025-03-01 00:00');
  });

  it('the default period is this month', async () => {
    const today = todayIn();
    const daily = ok(await admin.get('/api/reports/expense-report/daily'));
    expect(daily[0].period).toBe(`${today.slice(0, 8)}01`);
  });
});
