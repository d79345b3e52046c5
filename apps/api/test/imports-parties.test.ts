import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../src/db/schema/sales';
import { countBooks, reconcileBooks } from '../src/modules/finance';
import { customerLedger } from '../src/modules/finance/customer-ledger';
import { restoreParties, updateParties } from '../src/modules/imports/kinds/parties';
import { addDays, todayIn } from '../src/platform/time-zone';
import { ok, shopBasics, type ShopBasics } from './support/finance';
import { hostOf, signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

/**
 * Moving in, the parties: customers and suppliers keyed by name, what they owed and were owed from
 * before (opening receivables and payables), collected and paid like any other document, and undo.
 */
let t: TestApp;
let admin: Client;
let outsider: Client;
let token: string;
let demoId: number;
let basics: ShopBasics;
const today = todayIn();

type Preview = {
  id: number;
  importNumber: string;
  status: string;
  rowCount: number;
  validCount: number;
  invalidCount: number;
  errors: { row: number; column: string | null; field: string | null; message: string }[];
  createdCount: number | null;
  updatedCount: number | null;
  skippedCount: number | null;
};

/** A CSV file's text from rows of cells (quoted where needed). */
const csv = (rows: string[][]) =>
  rows.map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n') + '\r\n';

/** POST imports as multipart (kind, file), by the given bearer token. */
async function upload(kind: string, rows: string[][], as = token, shop = 'demo'): Promise<Answer<{ data: Preview; message?: string }>> {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind.toLowerCase()}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv(rows), 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { host: hostOf(shop), authorization: `Bearer ${as}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
}

/** Uploads and commits a file whose rows are all valid (skipInvalid when told), answering the committed preview. */
async function importRows(kind: string, rows: string[][], skipInvalid = false): Promise<Preview> {
  const preview = ok(await upload(kind, rows), 201) as Preview;
  if (!skipInvalid) expect(preview.errors, JSON.stringify(preview.errors)).toEqual([]);
  return ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid })) as Preview;
}

const messagesOf = (preview: Preview, row: number) => preview.errors.filter((e) => e.row === row).map((e) => e.message);

const customerNamed = async (name: string, as: Client = admin) =>
  (await as.get(`/api/sales/customers?customerName=${encodeURIComponent(name)}&pageSize=50`)).body.data as {
    id: number;
    customerName: string;
    contactPerson: string | null;
    creditLimit: number | null;
    defaultPaymentTypeId: number;
  }[];

const receivablesOf = async (customerId: number) =>
  (await admin.get(`/api/finance/receivables?customerId=${customerId}&pageSize=50`)).body.data as {
    id: number;
    salesOrderId: number | null;
    reference: string | null;
    importId: number | null;
    documentNumber: string;
    documentDate: string;
    dueDate: string;
    amount: number;
    paid: number;
    balance: number;
    status: string;
  }[];

const payablesOf = async (supplierId: number) =>
  (await admin.get(`/api/finance/payables?supplierId=${supplierId}&pageSize=50`)).body.data as {
    id: number;
    sourceType: string;
    sourceNumber: string;
    supplierDocumentNumber: string | null;
    documentDate: string;
    dueDate: string;
    amount: number;
    balance: number;
    status: string;
  }[];

const supplierNamed = async (name: string) =>
  (await admin.get(`/api/masterfile/suppliers?supplierName=${encodeURIComponent(name)}&pageSize=50`)).body.data as {
    id: number;
    supplierName: string;
    paymentTermsDays: number;
    contactPerson: string | null;
  }[];

const books = () => t.db.transaction(demoId, (tx) => reconcileBooks(tx));

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  outsider = t.as('other', (await t.login('other')).token);
  demoId = Number((await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id);
  basics = await shopBasics(admin);
});

afterAll(async () => {
  await t?.close();
});

const CUSTOMER_HEADER = [
  'Customer Name',
  'Contact Person',
  'Email',
  'TIN',
  'Address',
  'Default Payment Type',
  'Credit Limit',
  'Opening Balance',
];

describe('CUSTOMERS', () => {
  it('makes new customers with their opening balance, updates one of the same name, and refuses bad rows by name', async () => {
    const otherType = (await outsider.get('/api/masterfile/payment-types')).body.data[0].id;
    ok(await outsider.post('/api/sales/customers', { customerName: 'Only At The Other Shop', defaultPaymentTypeId: otherType }), 201);
    const walkIn = (await customerNamed('Walk-in Customer'))[0]!;
    const preview = ok(
      await upload('CUSTOMERS', [
        CUSTOMER_HEADER,
        [
          'Dela Cruz Hardware',
          'Juan Dela Cruz',
          'Juan@Example.PH',
          '123 456 789 000',
          '12 Rizal St., Quezon City',
          'GCash',
          '₱10,000.00',
          '1,500.00',
        ],
        ['  walk-in   CUSTOMER ', 'Front desk', '', '', '', '', '', ''],
        ['Bad Email Co', '', 'not-an-email', '', '', '', '', ''],
        ['Unknown Type Co', '', '', '', '', 'Bitcoin', '', ''],
        ['Three Decimals Co', '', '', '', '', '', '', '1.005'],
        ['Bad TIN Co', '', '', '12345', '', '', '', ''],
        ['Negative Co', '', '', '', '', '', '-5.00', ''],
        ['=HYPERLINK("http://x")', '', '', '', '', '', '', ''],
      ]),
      201,
    ) as Preview;
    expect(preview.rowCount).toBe(8);
    expect(messagesOf(preview, 4)).toEqual(['The email must be a valid email address.']);
    expect(messagesOf(preview, 5)).toEqual(['There is no payment type named "Bitcoin".']);
    expect(messagesOf(preview, 6).join(' ')).toMatch(/at most 2/);
    expect(messagesOf(preview, 7)[0]).toMatch(/TIN/);
    expect(messagesOf(preview, 8).length).toBe(1);
    // Nothing is saved by a preview.
    expect(await customerNamed('Dela Cruz Hardware')).toEqual([]);
    expect(preview.errors.find((e) => e.row === 4)!.column).toBe('Email');

    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: true })) as Preview;
    expect(committed).toMatchObject({ status: 'COMMITTED', createdCount: 2, updatedCount: 1, skippedCount: 5 });

    const [dela] = await customerNamed('Dela Cruz Hardware');
    expect(dela).toMatchObject({ contactPerson: 'Juan Dela Cruz', creditLimit: 10000, defaultPaymentTypeId: basics.gcash });
    // A formula's text is kept as text, never run.
    const formula = (await admin.get('/api/sales/customers?globalFilter=HYPERLINK')).body.data;
    expect(formula.map((c: { customerName: string }) => c.customerName)).toEqual(['=HYPERLINK("http://x")']);
    // No payment type named: the one new customers get (the walk-in customer's).
    expect(formula[0].defaultPaymentTypeId).toBe(walkIn.defaultPaymentTypeId);
    const updated = (await customerNamed('Walk-in Customer'))[0]!;
    // Matched by name in any case and spacing; the name itself stays as the shop wrote it.
    expect(updated).toMatchObject({ id: walkIn.id, contactPerson: 'Front desk', customerName: 'Walk-in Customer' });

    const owed = await receivablesOf(dela!.id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      salesOrderId: null,
      reference: committed.importNumber,
      documentNumber: committed.importNumber,
      documentDate: today,
      dueDate: today,
      amount: 1500,
      balance: 1500,
      status: 'OPEN',
    });
    // The aging has it, and the books agree with themselves.
    const aging = (await admin.get(`/api/finance/receivables/aging?customerId=${dela!.id}`)).body;
    expect(aging.data).toEqual([expect.objectContaining({ customerId: dela!.id, total: 1500, current: 1500, documentCount: 1 })]);
    expect(await books()).toEqual([]);
    // Another shop sees none of it.
    expect(await customerNamed('Dela Cruz Hardware', outsider)).toEqual([]);
  });

  it('refuses hostile rows (NUL bytes, 10,000-character names, 1e21 money, injection text) as row errors, never a 500', async () => {
    const preview = ok(
      await upload('CUSTOMERS', [
        CUSTOMER_HEADER,
        ['N'.repeat(10_000), '', '', '', '', '', '', ''],
        ['Nul\u0000Store', '', '', '', '', '', '', ''],
        ['Big Money Co', '', '', '', '', '', '1e21', '99999999999999999'],
        ["Robert'); drop table customers;--", '', '', '', '', "Cash' or '1'='1", '', ''],
      ]),
      201,
    ) as Preview;
    expect(preview).toMatchObject({ rowCount: 4, validCount: 0, invalidCount: 4 });
    expect(messagesOf(preview, 5)).toEqual([`There is no payment type named "Cash' or '1'='1".`]);
    const refused = await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: false });
    expect(refused.status).toBe(422);
    expect(await customerNamed('Big Money Co')).toEqual([]);
  });

  it('undoes: its customers and their opening balances go, an updated customer gets its values back', async () => {
    const before = (await customerNamed('Walk-in Customer'))[0]!;
    const committed = await importRows('CUSTOMERS', [
      CUSTOMER_HEADER,
      ['Reyes Trading', 'Ana Reyes', '', '', '', 'Cash', '', '300'],
      ['Walk-in Customer', 'Cashier', '', '', '', '', '5,000', ''],
    ]);
    expect(committed).toMatchObject({ createdCount: 1, updatedCount: 1 });
    const [reyes] = await customerNamed('Reyes Trading');
    expect(await receivablesOf(reyes!.id)).toHaveLength(1);
    expect((await customerNamed('Walk-in Customer'))[0]).toMatchObject({ contactPerson: 'Cashier', creditLimit: 5000 });

    const undone = ok(await admin.delete(`/api/imports/${committed.id}`)) as Preview;
    expect(undone.status).toBe('UNDONE');
    expect(await customerNamed('Reyes Trading')).toEqual([]);
    expect((await customerNamed('Walk-in Customer'))[0]).toMatchObject({
      contactPerson: before.contactPerson,
      creditLimit: before.creditLimit,
    });
    expect(await books()).toEqual([]);
    // A second undo is a conflict.
    expect((await admin.delete(`/api/imports/${committed.id}`)).status).toBe(409);
  });

  it('updates 3 customers setting different columns in one file, and undo gives each exactly its own values back', async () => {
    const make = async (body: Record<string, unknown>) => ok(await admin.post('/api/sales/customers', body), 201).id as number;
    const ids = [
      await make({ customerName: 'Tri Alpha Store', defaultPaymentTypeId: basics.cash, contactPerson: 'Alpha Owner' }),
      await make({ customerName: 'Tri Beta Store', defaultPaymentTypeId: basics.cash, email: 'beta@example.ph', creditLimit: '1000.50' }),
      await make({
        customerName: 'Tri Gamma Store',
        defaultPaymentTypeId: basics.gcash,
        addressLineOne: 'Old Road',
        creditLimit: '250.00',
      }),
    ];
    const read = async () =>
      Promise.all(
        ['Tri Alpha Store', 'Tri Beta Store', 'Tri Gamma Store'].map(async (name) => {
          const { updatedAt: _updatedAt, ...rest } = (await customerNamed(name))[0]! as Record<string, unknown>;
          return rest;
        }),
      );
    const before = await read();
    expect(before.map((c) => c.id)).toEqual(ids);
    const hostile = `O'Brien St. ? \\ "x" '); update customers set credit_limit = 0;--`;
    const committed = await importRows('CUSTOMERS', [
      CUSTOMER_HEADER,
      ['tri alpha store', 'New Alpha', '', '', '', '', '7,500.25', ''],
      ['TRI BETA STORE', '', 'new.beta@example.ph', '', '', 'Charge', '', ''],
      ['Tri  Gamma Store', '', '', '123 456 789 000', hostile, '', '', ''],
    ]);
    expect(committed).toMatchObject({ createdCount: 0, updatedCount: 3 });
    // Each row set its own columns only; what it left blank kept its value (a blank cell never clears).
    expect(await read()).toEqual([
      { ...before[0], contactPerson: 'New Alpha', creditLimit: 7500.25 },
      { ...before[1], email: 'new.beta@example.ph', defaultPaymentTypeId: basics.charge },
      { ...before[2], tin: '123-456-789-000', addressLineOne: hostile, addressText: hostile },
    ]);

    ok(await admin.delete(`/api/imports/${committed.id}`));
    // Every value comes back exactly, a null (no credit limit before) included.
    expect(await read()).toEqual(before);
    expect(before[0]).toMatchObject({ creditLimit: null, email: null });

    // The writes themselves: one UPDATE for the three rows at commit and one at undo, each row its own
    // columns (numeric, bigint, text, and a NULL that clears), the locking select aside.
    await t.db.transaction(demoId, async (tx) => {
      const execute = vi.spyOn(tx, 'execute');
      const updated = await updateParties(tx, demoId, customers, [
        { id: ids[0]!, set: { creditLimit: '12.30' } },
        { id: ids[1]!, set: { defaultPaymentTypeId: basics.installment, email: null } },
        { id: ids[2]!, set: { contactPerson: 'Gamma Owner', creditLimit: null } },
      ]);
      expect(execute).toHaveBeenCalledTimes(1);
      expect([...updated.values()].map((u) => u.previous)).toEqual([
        { creditLimit: null },
        { defaultPaymentTypeId: basics.cash, email: 'beta@example.ph' },
        { contactPerson: null, creditLimit: '250.00' },
      ]);
      const now = await tx
        .select({ id: customers.id, creditLimit: customers.creditLimit, type: customers.defaultPaymentTypeId, email: customers.email })
        .from(customers)
        .where(sql`${customers.id} in (${sql.join(ids, sql`, `)})`)
        .orderBy(customers.id);
      expect(now).toEqual([
        { id: ids[0], creditLimit: '12.30', type: basics.cash, email: null },
        { id: ids[1], creditLimit: '1000.50', type: basics.installment, email: null },
        { id: ids[2], creditLimit: null, type: basics.gcash, email: null },
      ]);
      await restoreParties(
        tx,
        demoId,
        customers,
        [...updated].map(([id, u]) => ({ id, rowNumber: 0, values: {}, outcome: 'UPDATED' as const, recordId: id, previous: u.previous })),
      );
      expect(execute).toHaveBeenCalledTimes(2);
    });
    expect(await read()).toEqual(before);
  });

  it('refuses to undo once a customer it made owes on another import since', async () => {
    const committed = await importRows('CUSTOMERS', [CUSTOMER_HEADER, ['Lopez Bakery', '', '', '', '', '', '', '']]);
    const later = await importRows('OPENING_RECEIVABLES', [
      ['Customer', 'Reference', 'Amount'],
      ['lopez  bakery', 'CS-77', '250.00'],
    ]);
    const refused = await admin.delete(`/api/imports/${committed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Lopez Bakery has an opening balance since (CS-77).');
    ok(await admin.delete(`/api/imports/${later.id}`));
    ok(await admin.delete(`/api/imports/${committed.id}`));
    expect(await customerNamed('Lopez Bakery')).toEqual([]);
  });

  it('an update of an existing customer needs Edit Customer (403 naming it); making new ones does not', async () => {
    ok(
      await admin.post('/api/rbac/roles', { name: 'Customer importer', permissions: ['Import Data', 'Create Customer', 'View Customer'] }),
      201,
    );
    const email = `importer${randomBytes(4).toString('hex')}@demo.shop`;
    await signInAs(t, admin, 'demo', ['Customer importer'], email);
    const { token: clerkToken } = await t.login('demo', email, 'test-password');
    const refused = await upload(
      'CUSTOMERS',
      [CUSTOMER_HEADER, ['Dela Cruz Hardware', 'Someone Else', '', '', '', '', '', '']],
      clerkToken,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Edit Customer');
    const fresh = await upload('CUSTOMERS', [CUSTOMER_HEADER, ['Brand New Sari-Sari', '', '', '', '', '', '', '']], clerkToken);
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.invalidCount).toBe(0);
  });
});

describe('OPENING_RECEIVABLES', () => {
  const HEADER = ['Customer', 'Reference', 'Date', 'Due Date', 'Amount'];

  it('refuses unknown and ambiguous names, another shop’s customer, a due date before the date, 0 and 3-decimal amounts', async () => {
    ok(await admin.post('/api/sales/customers', { customerName: 'Santos Store', defaultPaymentTypeId: basics.cash }), 201);
    ok(await admin.post('/api/sales/customers', { customerName: 'SANTOS  STORE', defaultPaymentTypeId: basics.cash }), 201);
    const preview = ok(
      await upload('OPENING_RECEIVABLES', [
        HEADER,
        ['Nobody Here', 'A-1', '2026-10-01', '', '100'],
        ['santos store', 'A-2', '2026-10-01', '', '100'],
        ['Only At The Other Shop', 'A-3', '2026-10-01', '', '100'],
        ['Dela Cruz Hardware', 'A-4', '2026-10-15', '2026-10-14', '100'],
        ['Dela Cruz Hardware', 'A-5', '2026-10-15', '', '0'],
        ['Dela Cruz Hardware', 'A-6', '2026-10-15', '', '10.005'],
        ['Dela Cruz Hardware', 'A-7', '2026-10-15', '', '1e21'],
        ['Dela Cruz Hardware', 'A-8', '2026-10-15', '', '12.50'],
      ]),
      201,
    ) as Preview;
    expect(messagesOf(preview, 2)).toEqual(['There is no customer named "Nobody Here".']);
    expect(messagesOf(preview, 3)[0]).toMatch(/2 customer records are named "santos store"/);
    expect(messagesOf(preview, 4)).toEqual(['There is no customer named "Only At The Other Shop".']);
    expect(messagesOf(preview, 5)).toEqual(['The due date may not be before the date (2026-10-15).']);
    expect(messagesOf(preview, 6)).toEqual(['The amount must be more than 0.']);
    expect(messagesOf(preview, 7).join(' ')).toMatch(/at most 2/);
    expect(messagesOf(preview, 8).length).toBeGreaterThan(0);
    expect(messagesOf(preview, 9)).toEqual([]);
    expect(preview).toMatchObject({ validCount: 1, invalidCount: 7 });
    // Without skipInvalid nothing is saved (422).
    const refused = await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: false });
    expect(refused.status).toBe(422);
    const [dela] = await customerNamed('Dela Cruz Hardware');
    expect((await receivablesOf(dela!.id)).map((r) => r.reference)).not.toContain('A-8');
  });

  it('is collected by a payment (balance = amount − Σ allocations), aged, on the ledger, and cannot be undone until the payment is voided', async () => {
    const [dela] = await customerNamed('Dela Cruz Hardware');
    const committed = await importRows('OPENING_RECEIVABLES', [
      HEADER,
      ['Dela Cruz Hardware', 'SI-2025-0412', '2026-10-15', '2026-11-14', '2,000.00'],
    ]);
    expect(committed.createdCount).toBe(1);
    const receivable = (await receivablesOf(dela!.id)).find((r) => r.reference === 'SI-2025-0412')!;
    expect(receivable).toMatchObject({
      salesOrderId: null,
      documentNumber: 'SI-2025-0412',
      documentDate: '2026-10-15',
      dueDate: '2026-11-14',
    });

    const payment = ok(
      await admin.post('/api/finance/payments', {
        direction: 'IN',
        customerId: dela!.id,
        paymentTypeId: basics.cash,
        amount: '500.00',
        allocations: [{ receivableId: receivable.id, amount: '500.00' }],
      }),
      201,
    );
    const after = (await receivablesOf(dela!.id)).find((r) => r.id === receivable.id)!;
    expect(after).toMatchObject({ amount: 2000, paid: 500, balance: 1500, status: 'PARTIAL' });
    const shown = ok(await admin.get(`/api/finance/payments/${payment.id}?relations=allocations`));
    expect(shown.allocations.map((a: { documentNumber: string }) => a.documentNumber)).toEqual(['SI-2025-0412']);
    expect(await books()).toEqual([]);
    const counted = await t.db.transaction(demoId, (tx) => countBooks(tx));
    expect(counted.documents).toBeGreaterThan(0);

    // The aging as of a day past its due date has it 1–30 days late.
    const aging = (await admin.get(`/api/finance/receivables/aging?customerId=${dela!.id}&asOf=2026-11-20`)).body;
    expect(aging.data[0].days1To30).toBeGreaterThanOrEqual(1500);
    // The customer's ledger: an "Opening balance" line, then the collection.
    const ledger = await t.db.transaction(demoId, (tx) => customerLedger(tx, dela!.id, { from: '2026-10-01', to: addDays(today, 1) }));
    const opening = ledger!.lines.find((l) => l.documentNumber === 'SI-2025-0412')!;
    expect(opening).toMatchObject({ kind: 'OPENING', particulars: 'Opening balance', debit: 200_000, credit: 0 });
    expect(ledger!.lines.some((l) => l.kind === 'COLLECTION' && l.credit === 50_000)).toBe(true);

    // Collected: undo is refused, naming the payment.
    const refused = await admin.delete(`/api/imports/${committed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      `The opening balance SI-2025-0412 of Dela Cruz Hardware has been collected since (${payment.paymentNumber}).`,
    );
    expect((await admin.get(`/api/imports/${committed.id}`)).body.data.canUndo).toBe(false);

    // Once the payment is voided, undo voids the opening balance and the books still agree.
    ok(await t.request('DELETE', `/api/finance/payments/${payment.id}`, { token, body: { reason: 'Wrong customer' } }));
    ok(await admin.delete(`/api/imports/${committed.id}`));
    expect((await receivablesOf(dela!.id)).find((r) => r.id === receivable.id)).toMatchObject({ status: 'VOIDED', balance: 0 });
    expect(await books()).toEqual([]);
  });
});

describe('SUPPLIERS and OPENING_PAYABLES', () => {
  it('makes suppliers with an opening payable due after their terms, updates one by name, and a paid one blocks undo', async () => {
    const preview = ok(
      await upload('SUPPLIERS', [
        ['Supplier Name', 'Contact Person', 'Payment Terms (Days)', 'Opening Balance'],
        ['Unilever Philippines', 'Maria Santos', '30', '25,000.00'],
        ['Bad Terms Inc', '', '400', ''],
        ['Zero Balance Co', '', '', '0'],
      ]),
      201,
    ) as Preview;
    expect(messagesOf(preview, 3)).toEqual(['The payment terms must be between 0 and 365 days.']);
    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: true })) as Preview;
    expect(committed.createdCount).toBe(2);
    const [unilever] = await supplierNamed('Unilever Philippines');
    expect(unilever).toMatchObject({ contactPerson: 'Maria Santos', paymentTermsDays: 30 });
    const owed = await payablesOf(unilever!.id);
    expect(owed).toEqual([
      expect.objectContaining({
        sourceType: 'OPENING_BALANCE',
        sourceNumber: committed.importNumber,
        documentDate: today,
        dueDate: addDays(today, 30),
        amount: 25000,
        balance: 25000,
        status: 'OPEN',
      }),
    ]);
    expect(await payablesOf((await supplierNamed('Zero Balance Co'))[0]!.id)).toEqual([]);

    const payment = ok(
      await admin.post('/api/finance/payments', {
        direction: 'OUT',
        supplierId: unilever!.id,
        paymentTypeId: basics.cash,
        amount: '25000.00',
        allocations: [{ payableId: owed[0]!.id, amount: '25000.00' }],
      }),
      201,
    );
    expect((await payablesOf(unilever!.id))[0]).toMatchObject({ status: 'PAID', balance: 0 });
    const refused = await admin.delete(`/api/imports/${committed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`of Unilever Philippines has been paid since (${payment.paymentNumber}).`);
    expect(await books()).toEqual([]);

    // An update by name (any case and spacing) keeps the supplier and gives it back its values on undo.
    const update = await importRows('SUPPLIERS', [
      ['Supplier Name', 'Contact Person'],
      ['UNILEVER  philippines', 'Pedro Penduko'],
    ]);
    expect(update.updatedCount).toBe(1);
    expect((await supplierNamed('Unilever Philippines'))[0]).toMatchObject({ id: unilever!.id, contactPerson: 'Pedro Penduko' });
    ok(await admin.delete(`/api/imports/${update.id}`));
    expect((await supplierNamed('Unilever Philippines'))[0]).toMatchObject({ contactPerson: 'Maria Santos' });

    // Two suppliers updated in one file, each setting its own columns (terms, an integer; contact, text); undo restores each.
    const zero = (await supplierNamed('Zero Balance Co'))[0]!;
    const both = await importRows('SUPPLIERS', [
      ['Supplier Name', 'Contact Person', 'Payment Terms (Days)'],
      ['Unilever Philippines', '', '45'],
      ['zero balance co', 'Zed', ''],
    ]);
    expect(both.updatedCount).toBe(2);
    expect((await supplierNamed('Unilever Philippines'))[0]).toMatchObject({ contactPerson: 'Maria Santos', paymentTermsDays: 45 });
    expect((await supplierNamed('Zero Balance Co'))[0]).toMatchObject({ contactPerson: 'Zed', paymentTermsDays: zero.paymentTermsDays });
    ok(await admin.delete(`/api/imports/${both.id}`));
    expect((await supplierNamed('Unilever Philippines'))[0]).toMatchObject({ contactPerson: 'Maria Santos', paymentTermsDays: 30 });
    expect((await supplierNamed('Zero Balance Co'))[0]).toMatchObject({ contactPerson: null, paymentTermsDays: zero.paymentTermsDays });
  });

  it('OPENING_PAYABLES: the supplier must exist, due not before the date; listed, payable and voided by undo', async () => {
    const preview = ok(
      await upload('OPENING_PAYABLES', [
        ['Supplier', 'Reference', 'Date', 'Due Date', 'Amount'],
        ['Nobody Supplies', 'X-1', '', '', '10'],
        ['unilever philippines', 'INV-88213', '2026-10-15', '2026-11-14', '7,500.25'],
        ['Unilever Philippines', 'INV-1', '2026-10-15', '2026-10-01', '10'],
      ]),
      201,
    ) as Preview;
    expect(messagesOf(preview, 2)).toEqual(['There is no supplier named "Nobody Supplies".']);
    expect(messagesOf(preview, 4)).toEqual(['The due date may not be before the date (2026-10-15).']);
    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: true })) as Preview;
    const [unilever] = await supplierNamed('Unilever Philippines');
    const payable = (await payablesOf(unilever!.id)).find((p) => p.supplierDocumentNumber === 'INV-88213')!;
    expect(payable).toMatchObject({ sourceType: 'OPENING_BALANCE', sourceNumber: committed.importNumber, amount: 7500.25, status: 'OPEN' });
    const list = (await admin.get('/api/finance/payables?globalFilter=INV-88213')).body.data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([payable.id]);

    const payment = ok(
      await admin.post('/api/finance/payments', {
        direction: 'OUT',
        supplierId: unilever!.id,
        paymentTypeId: basics.cash,
        amount: '100.00',
      }),
      201,
    );
    expect((await payablesOf(unilever!.id)).find((p) => p.id === payable.id)).toMatchObject({ balance: 7400.25, status: 'PARTIAL' });
    expect((await admin.delete(`/api/imports/${committed.id}`)).status).toBe(409);
    ok(await t.request('DELETE', `/api/finance/payments/${payment.id}`, { token, body: { reason: 'Test' } }));
    ok(await admin.delete(`/api/imports/${committed.id}`));
    expect((await payablesOf(unilever!.id)).find((p) => p.id === payable.id)).toMatchObject({ status: 'VOIDED', balance: 0 });
    expect(await books()).toEqual([]);
  });
});
