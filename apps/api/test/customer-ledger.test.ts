// The customer ledger (a statement a shop hands over): the opening balance, credit sales,
// collections and the voids of both in date order with a running balance, and the closing balance,
// as a PDF and as an .xlsx file.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleLedger, ledgerEvents, ledgerPeriod, saleParticulars, type LedgerEvent } from '../src/modules/finance/customer-ledger';
import { todayIn } from '../src/platform/time-zone';
import { pdfPages } from './support/pdf';
import { makeProduct, ok, sellService, shopBasics, type ShopBasics } from './support/finance';
import { salePayload, type Payment } from './support/sales';
import { hostOf, signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

const event = (date: string, kind: LedgerEvent['kind'], debit: number, credit: number, at = 0): LedgerEvent => ({
  date,
  at,
  kind,
  documentNumber: `${kind}-${date}`,
  particulars: kind,
  debit,
  credit,
});

describe('assembling a ledger', () => {
  it('opens with what the events before the period left owing, runs a balance through it and leaves out what came after', () => {
    const figures = assembleLedger(
      [
        event('2025-03-01', 'COLLECTION', 0, 25_000),
        event('2025-01-10', 'SALE', 100_000, 0),
        event('2025-01-20', 'COLLECTION', 0, 30_000),
        event('2025-02-10', 'COLLECTION', 0, 20_000, 2),
        event('2025-02-05', 'SALE', 60_000, 0),
        // A collection and its void on the same moment: the collection first.
        event('2025-02-12', 'COLLECTION_VOID', 20_000, 0, 5),
        event('2025-02-12', 'SALE', 15_000, 0, 5),
      ],
      { from: '2025-02-01', to: '2025-02-28' },
    );
    expect(figures.opening).toBe(70_000);
    expect(figures.lines.map((l) => [l.date, l.kind, l.balance])).toEqual([
      ['2025-02-05', 'SALE', 130_000],
      ['2025-02-10', 'COLLECTION', 110_000],
      ['2025-02-12', 'SALE', 125_000],
      ['2025-02-12', 'COLLECTION_VOID', 145_000],
    ]);
    expect(figures).toMatchObject({ totalDebit: 95_000, totalCredit: 20_000, closing: 145_000 });
  });

  it('answers the opening balance as the closing one when nothing happened in the period', () => {
    const figures = assembleLedger([event('2024-12-31', 'SALE', 1_234, 0)], { from: '2025-01-01', to: '2025-01-31' });
    expect(figures).toEqual({ opening: 1_234, lines: [], totalDebit: 0, totalCredit: 0, closing: 1_234 });
  });

  it('reads the period: the current month up to today by default, at most two years, never backwards', () => {
    expect(ledgerPeriod({}, '2026-05-17')).toEqual({ from: '2026-05-01', to: '2026-05-17' });
    expect(ledgerPeriod({ to: '2026-02-28' }, '2026-05-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(ledgerPeriod({ from: '2024-05-18' }, '2026-05-17')).toEqual({ from: '2024-05-18', to: '2026-05-17' });
    expect(() => ledgerPeriod({ from: '2024-05-17' }, '2026-05-17')).toThrow(/at most 2 years/);
    expect(() => ledgerPeriod({ from: '2026-05-18', to: '2026-05-17' })).toThrow(/must not be before/);
    // 29 February plus two years is 28 February.
    expect(ledgerPeriod({ from: '2024-02-29', to: '2026-02-27' })).toEqual({ from: '2024-02-29', to: '2026-02-27' });
    expect(() => ledgerPeriod({ from: '2024-02-29', to: '2026-02-28' })).toThrow(/at most/);
  });

  it('says how a sale left the customer owing', () => {
    expect(saleParticulars(true, 0)).toBe('Sale on credit');
    expect(saleParticulars(false, 3)).toBe('Sale in 3 installments');
    expect(saleParticulars(true, 1)).toBe('Sale on credit and in 1 installment');
  });

  it('names a credit for what it was, not a collection of money, and its void as a store credit use voided', () => {
    const row = { date: '2026-03-02', createdAt: '2026-03-02T02:00:00Z', typeName: 'Charge', referenceNumber: null, amount: '300.00' };
    const unvoided = { voidDate: null, voidedAt: null, voidReason: null };
    const events = ledgerEvents(
      [],
      [
        { ...row, number: 'PAY-000001', kind: 'COLLECTION', notes: null, typeName: 'Cash', ...unvoided },
        { ...row, number: 'PAY-000002', kind: 'CREDIT', notes: 'Credit for returned goods (RMA-000001)', ...unvoided },
        {
          ...row,
          number: 'PAY-000003',
          kind: 'CREDIT',
          notes: 'Store credit of RMA-000002 used',
          voidDate: '2026-03-03',
          voidedAt: '2026-03-03T01:00:00Z',
          voidReason: 'Wrong customer',
        },
      ],
    );
    expect(events.map((e) => [e.documentNumber, e.particulars, e.debit, e.credit])).toEqual([
      ['PAY-000001', 'Collection · Cash', 0, 30000],
      ['PAY-000002', 'Credit for returned goods (RMA-000001)', 0, 30000],
      ['PAY-000003', 'Store credit of RMA-000002 used', 0, 30000],
      ['PAY-000003', 'Store credit use voided · Wrong customer', 30000, 0],
    ]);
  });
});

let t: TestApp;
let token: string;
let admin: Client;
let outsider: Client;
let demoId: number;
let basics: ShopBasics;
let service: number;
let cash: number;
let gcash: number;
let charge: number;
let installment: number;

const sellTo = (customerId: number, price: number, payments: Payment[]) => sellService(admin, basics, service, customerId, price, payments);
const asShop = (statement: ReturnType<typeof sql>) => t.db.transaction(demoId, (tx) => tx.execute(statement));
/** A sale made on a past day (10:00 in Manila), its receivables dated with it. */
const soldOn = async (day: string, customerId: number, price: number, payments: Payment[]) => {
  const sale = await sellTo(customerId, price, payments);
  await asShop(sql`update sales_orders set sales_order_date = ${`${day}T10:00:00+08:00`}::timestamptz where id = ${sale.id}`);
  await asShop(sql`update receivables set document_date = ${day} where sales_order_id = ${sale.id}`);
  return sale;
};
const voidedOn = (table: 'sales_orders' | 'payments', id: number, day: string) =>
  asShop(sql`update ${sql.raw(table)} set voided_at = ${`${day}T15:00:00+08:00`}::timestamptz where id = ${id}`);
const collect = (customerId: number, body: Record<string, unknown>) =>
  admin.post('/api/finance/payments', { direction: 'IN', customerId, paymentTypeId: cash, ...body });

type SheetRow = {
  date: unknown;
  entry: unknown;
  document: unknown;
  particulars: unknown;
  debit: unknown;
  credit: unknown;
  balance: unknown;
};

/** The table of a ledger workbook (from its header row on), read back with exceljs. */
async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Ledger')!;
  let header = 0;
  sheet.eachRow((row, n) => {
    if (header === 0 && row.getCell(1).value === 'Date') header = n;
  });
  const rows: SheetRow[] = [];
  for (let n = header + 1; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const [date, entry, document, particulars, debit, credit, balance] = [1, 2, 3, 4, 5, 6, 7].map((c) => row.getCell(c).value);
    rows.push({ date, entry, document, particulars, debit, credit, balance });
  }
  return { sheet, header, rows, title: [1, 2, 3].map((n) => sheet.getRow(n).getCell(1).value) };
}

/** A file as the server sent it (the clients parse JSON; a download is bytes). */
const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: hostOf('demo'), authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  outsider = t.as('other', (await t.login('other')).token);
  demoId = Number((await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id);
  basics = await shopBasics(admin);
  ({ cash, gcash, charge, installment } = basics);
  service = await makeProduct(admin, basics, { sku: 'LEDGER-SERVICE', productName: 'Delivery and installation', type: 'SERVICE' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET sales/customers/:id/ledger/export-excel and export-pdf', () => {
  it('lists a period’s sales, collections and voids with a running balance, and closes on the customer’s open balance today', async () => {
    const customer = ok(
      await admin.post('/api/sales/customers', {
        customerName: 'Tindahan ni Aling Nena',
        defaultPaymentTypeId: charge,
        contactNumber: '0917 555 0101',
        tin: '123-456-789-000',
        city: 'Quezon City',
      }),
      201,
    ).id;
    const first = await soldOn('2025-01-10', customer, 1000, [{ paymentType: charge }]);
    ok(await collect(customer, { amount: 300, paymentDate: '2025-01-20' }), 201);
    const second = await soldOn('2025-02-05', customer, 600, [
      { paymentType: installment, installmentCount: 3, installmentInterval: 'MONTHLY' },
    ]);
    const gcashPayment = ok(
      await collect(customer, { amount: 200, paymentDate: '2025-02-10', paymentTypeId: gcash, referenceNumber: 'GC-7781' }),
      201,
    );
    ok(await admin.delete(`/api/finance/payments/${gcashPayment.id}`));
    await voidedOn('payments', gcashPayment.id, '2025-02-12');
    const third = await soldOn('2025-02-15', customer, 150, [{ paymentType: charge }]);
    ok(await admin.delete(`/api/sales/${third.id}`));
    await voidedOn('sales_orders', third.id, '2025-02-18');
    const last = ok(await collect(customer, { amount: 250, paymentDate: '2025-03-01' }), 201);

    const file = await download(`/api/sales/customers/${customer}/ledger/export-excel?from=2025-02-01&to=2025-02-28`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="customer-ledger-${customer}-2025-02-01-2025-02-28.xlsx"`);
    const { sheet, header, rows, title } = await sheetOf(file.rawPayload);
    expect(title[1]).toBe('Customer ledger: Tindahan ni Aling Nena');
    expect(title[2]).toBe('Period: 2025-02-01 to 2025-02-28');
    const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
    expect(rows).toEqual([
      { date: day('2025-02-01'), entry: 'Opening balance', document: null, particulars: null, debit: null, credit: null, balance: 700 },
      {
        date: day('2025-02-05'),
        entry: 'Sale',
        document: second.salesOrderNumber,
        particulars: 'Sale in 3 installments',
        debit: 600,
        credit: null,
        balance: 1300,
      },
      {
        date: day('2025-02-10'),
        entry: 'Collection',
        document: gcashPayment.paymentNumber,
        particulars: 'Collection · GCash · Ref. GC-7781',
        debit: null,
        credit: 200,
        balance: 1100,
      },
      {
        date: day('2025-02-12'),
        entry: 'Collection voided',
        document: gcashPayment.paymentNumber,
        particulars: 'Collection voided',
        debit: 200,
        credit: null,
        balance: 1300,
      },
      {
        date: day('2025-02-15'),
        entry: 'Sale',
        document: third.salesOrderNumber,
        particulars: 'Sale on credit',
        debit: 150,
        credit: null,
        balance: 1450,
      },
      {
        date: day('2025-02-18'),
        entry: 'Sale voided',
        document: third.salesOrderNumber,
        particulars: 'Sale voided',
        debit: null,
        credit: 150,
        balance: 1300,
      },
      { date: day('2025-02-28'), entry: 'Closing balance', document: null, particulars: null, debit: 950, credit: 350, balance: 1300 },
    ]);
    // Amounts are numbers in pesos, dates are dates.
    expect(sheet.getRow(header + 1).getCell(7).numFmt).toContain('₱');
    expect(sheet.getRow(header + 1).getCell(1).numFmt).toBe('yyyy-mm-dd');

    // The PDF carries the company header, the customer and the same figures.
    const pdf = await download(`/api/sales/customers/${customer}/ledger/export-pdf?from=2025-02-01&to=2025-02-28`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    const company = ok(await admin.get('/api/setting/company-profiles/value')) as Record<string, string>;
    expect(company.company_name).toBeTruthy();
    expect(text).toContain(company.company_name);
    expect(text).toContain('CUSTOMER LEDGER');
    expect(text).toContain('Tindahan ni Aling Nena');
    expect(text).toContain('TIN 123-456-789-000');
    expect(text).toContain('Period: February 1, 2025 – February 28, 2025');
    expect(text).toMatch(/Opening balance ₱700\.00/);
    expect(text).toContain(`${second.salesOrderNumber} Sale in 3 installments ₱600.00 ₱1,300.00`);
    expect(text).toContain(`${gcashPayment.paymentNumber} Collection · GCash · Ref. GC-7781 ₱200.00 ₱1,100.00`);
    expect(text).toMatch(/Closing balance ₱950\.00 ₱350\.00 ₱1,300\.00/);
    expect(text).toContain('Amount due as of February 28, 2025: ₱1,300.00');

    // Up to today the closing balance is what the customer owes: Σ the open balances, and the aging total.
    const today = todayIn();
    const upToToday = await sheetOf(
      (await download(`/api/sales/customers/${customer}/ledger/export-excel?from=2025-01-01&to=${today}`)).rawPayload,
    );
    const closing = upToToday.rows.at(-1)!;
    const open = ok(await admin.get(`/api/finance/receivables?customerId=${customer}&pageSize=100`))
      .filter((r: { status: string }) => r.status === 'OPEN' || r.status === 'PARTIAL')
      .reduce((s: number, r: { balance: number }) => s + Math.round(r.balance * 100), 0);
    expect(Math.round((closing.balance as number) * 100)).toBe(open);
    expect(closing.balance).toBe(1050);
    const aging = (await admin.get(`/api/finance/receivables/aging?customerId=${customer}`)).body;
    expect(aging.data[0].total).toBe(1050);
    expect(upToToday.rows[0]).toMatchObject({ entry: 'Opening balance', balance: 0 });
    expect(upToToday.rows.map((r) => r.document)).toContain(first.salesOrderNumber);
    expect(upToToday.rows.map((r) => r.document)).toContain(last.paymentNumber);
    // No dates: the current month, up to today.
    const thisMonth = await download(`/api/sales/customers/${customer}/ledger/export-excel`);
    expect(thisMonth.headers['content-disposition']).toContain(`-${today.slice(0, 8)}01-${today}.xlsx`);
    expect((await sheetOf(thisMonth.rawPayload)).rows.at(-1)!.balance).toBe(1050);
  });

  it('shows an edited sale as it now stands, its voided collections still listed', async () => {
    const customer = ok(
      await admin.post('/api/sales/customers', { customerName: 'Edited Sale Hardware', defaultPaymentTypeId: charge }),
      201,
    ).id;
    const sale = await sellTo(customer, 500, [{ paymentType: charge }]);
    const payment = ok(await collect(customer, { amount: 100 }), 201);
    ok(await admin.delete(`/api/finance/payments/${payment.id}`));
    ok(
      await admin.put(
        `/api/sales/${sale.id}`,
        salePayload({
          salesChannelId: basics.channel,
          customerId: customer,
          lines: [{ productId: service, orderedUomId: basics.piece, orderedQuantity: 1, orderedUnitPrice: 400, productType: 'SERVICE' }],
          payments: [{ paymentType: charge }],
        }),
      ),
    );
    const { rows } = await sheetOf((await download(`/api/sales/customers/${customer}/ledger/export-excel`)).rawPayload);
    expect(rows.map((r) => [r.entry, r.document, r.debit, r.credit, r.balance])).toEqual([
      ['Opening balance', null, null, null, 0],
      ['Sale', sale.salesOrderNumber, 400, null, 400],
      ['Collection', payment.paymentNumber, null, 100, 300],
      ['Collection voided', payment.paymentNumber, 100, null, 400],
      ['Closing balance', null, 500, 100, 400],
    ]);
  });

  it('asks for Print Customer Reports and keeps shops apart', async () => {
    const customer = ok(
      await admin.post('/api/sales/customers', { customerName: 'Private Ledger Co.', defaultPaymentTypeId: charge }),
      201,
    ).id;
    for (const kind of ['export-pdf', 'export-excel']) {
      const url = `/api/sales/customers/${customer}/ledger/${kind}`;
      expect((await t.request('GET', url)).status).toBe(401);
      const clerk = await signInAs(t, admin, 'demo', []);
      expect((await clerk.get(url)).status).toBe(403);
      expect((await outsider.get(url)).status).toBe(404);
      expect((await admin.get(`/api/sales/customers/987654321/ledger/${kind}`)).status).toBe(404);
    }
    ok(await admin.post('/api/rbac/roles', { name: 'Statement printer', permissions: ['Print Customer Reports'] }), 201);
    const printer = await signInAs(t, admin, 'demo', ['Statement printer']);
    expect((await printer.get(`/api/sales/customers/${customer}/ledger/export-pdf`)).status).toBe(200);
  });

  it('answers 422 for a hostile or impossible period, never a file or a 500', async () => {
    const customer = ok(
      await admin.post('/api/sales/customers', { customerName: 'Hostile Query Store', defaultPaymentTypeId: charge }),
      201,
    ).id;
    const base = `/api/sales/customers/${customer}/ledger/export-excel`;
    const refused = async (query: string, field: string) => {
      const answer = await admin.get(`${base}?${query}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors), query).toContain(field);
    };
    await refused('from=2026-02-30', 'from');
    await refused('to=2026-13-01', 'to');
    await refused(`from=${encodeURIComponent("2025-01-01' or '1'='1")}`, 'from');
    await refused('from=2025-01-01&from=2025-02-01', 'from');
    await refused('to=%00', 'to');
    await refused('from=99999-01-01', 'from');
    await refused('from=2025-03-01&to=2025-02-01', 'to');
    await refused('from=2022-01-01&to=2025-01-01', 'to');
    // An id that cannot be one is a record that is not there, as on every route.
    expect((await admin.get(`/api/sales/customers/abc/ledger/export-pdf`)).status).toBe(404);
    expect((await admin.get(`/api/sales/customers/-1/ledger/export-pdf`)).status).toBe(404);
    // Keys the route does not read are ignored, as everywhere else.
    expect((await admin.get(`${base}?from=2025-01-01&to=2025-01-31&toString=1&from[gte]=x`)).status).toBe(200);
  });
});
