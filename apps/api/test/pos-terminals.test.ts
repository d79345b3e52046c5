import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// The BIR counter: terminals and their invoice series, shifts and the cash drawer, the journal.

let t: TestApp;
let admin: Client;
let cashier: Client & { id: number };
let seller: Client & { id: number };
let other: Client;
let channel: number;
let location: number;
let walkIn: number;
let cash: number;
let gcash: number;
let piece: number;
let nail: number;
let terminal: number;
const tokens = { admin: '', cashier: '' };

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};
const line = (quantity: number, price: number | string): Line => ({
  productId: nail,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
});
const saleBody = (extra: Record<string, unknown> = {}, payments: Payment[] = [{ paymentType: cash }], lines = [line(2, '2.50')]) => ({
  ...salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments }),
  ...extra,
});
const sell = (token: string, body: unknown) => t.request('POST', '/api/sales/pos-order', { token, body });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const asApp = (statement: ReturnType<typeof sql>) => t.db.transaction(1, (tx) => tx.execute(statement));
const refusal = (statement: ReturnType<typeof sql>) =>
  asApp(statement).then(
    () => 'done',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await t.login('demo')).token;
  admin = t.as('demo', tokens.admin);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier'], 'shift@demo.shop');
  tokens.cashier = (await t.login('demo', 'shift@demo.shop', 'test-password')).token;
  ok(
    await admin.post('/api/rbac/roles', { name: 'Seller only', permissions: ['View Sales Orders', 'Create Sales Orders', 'View Channel'] }),
    201,
  );
  seller = await signInAs(t, admin, 'demo', ['Seller only'], 'seller@demo.shop');

  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  const channelUsers = [...channelRow.users.map((u: { id: number }) => u.id), cashier.id, seller.id];
  ok(await admin.put(`/api/sales/sales-channels/${channel}`, { userIds: channelUsers }));
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  gcash = types.find((p) => p.name === 'GCash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  nail = ok(
    await admin.post('/api/inventory/products', {
      unitClassId: count.id,
      unitOfMeasureId: piece,
      type: 'PRODUCT',
      sku: 'TNAIL',
      productName: 'Terminal Nail',
      basePrice: '2.50',
    }),
    201,
  ).data.id;
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: location,
      reason: 'Opening stock',
      items: [{ productId: nail, uomId: piece, quantity: 5000 }],
    }),
    201,
  );
  ok(
    await admin.post('/api/setting/company-profiles', {
      settings: { registered_name: 'Demo Trading Corp.', tin: '123-456-789-000', address: 'Makati City', receipt_wording: 'SALES_INVOICE' },
    }),
  );
});
afterAll(async () => t.close());

describe('a shop without terminals', () => {
  it('sells exactly as before: no terminal, no invoice number, no shift', async () => {
    const sale = ok(await sell(tokens.admin, saleBody()), 201).data;
    expect(sale).toMatchObject({ terminalId: null, shiftId: null, invoiceNumber: null });
    const receipt = ok(await admin.get(`/api/sales/sales-orders/${sale.id}/receipt`)).data;
    expect(receipt.counter).toMatchObject({
      terminal: null,
      invoiceNumber: null,
      wording: 'SALES INVOICE',
      reprintCount: 0,
      isVoid: false,
    });
  });
});

describe('terminals', () => {
  it('are set up by Manage Terminals only, with field errors for bad input', async () => {
    const body = {
      salesChannelId: channel,
      terminalName: 'Counter 1',
      machineIdentificationNumber: '22010203040506070',
      serialNumber: 'SN-0001',
      permitToUseNumber: 'FP012023-001-0000001-00000',
      accreditationNumber: '044-0000000001-000001',
      invoicePrefix: 'C1-',
    };
    expect((await cashier.post('/api/pos/terminals', body)).status).toBe(403);
    expect((await seller.post('/api/pos/terminals', body)).status).toBe(403);
    const created = ok(await admin.post('/api/pos/terminals', body), 201).data;
    expect(created).toMatchObject({ terminalName: 'Counter 1', nextInvoiceNumber: 1, isActive: true, invoicePrefix: 'C1-' });
    terminal = created.id;
    // The terminal screen lists them to pick one.
    expect(ok(await seller.get('/api/pos/terminals')).data.map((x: { id: number }) => x.id)).toEqual([terminal]);
    expect(ok(await other.get('/api/pos/terminals')).data).toEqual([]);

    const bad = await admin.post('/api/pos/terminals', { ...body, terminalName: 'Counter 1', invoicePrefix: 'A B', nextInvoiceNumber: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['invoicePrefix', 'nextInvoiceNumber']);
    expect((await admin.post('/api/pos/terminals', body)).body.errors.terminalName).toBeDefined();
    expect((await admin.post('/api/pos/terminals', { ...body, terminalName: 'Nul\u0000' })).status).toBe(422);
    // Another shop's channel is not a channel here.
    const otherChannel = (await other.get('/api/sales/sales-channels')).body.data[0].id;
    expect(
      (await admin.post('/api/pos/terminals', { ...body, terminalName: 'X', salesChannelId: otherChannel })).body.errors,
    ).toHaveProperty('salesChannelId');
    expect((await other.put(`/api/pos/terminals/${terminal}`, { terminalName: 'Mine' })).status).toBe(404);
    expect((await other.delete(`/api/pos/terminals/${terminal}`)).status).toBe(404);
  });

  it('makes a sale at the channel name its terminal, which needs an open shift', async () => {
    const noTerminal = await sell(tokens.admin, saleBody());
    expect(noTerminal.status).toBe(422);
    expect(noTerminal.body.errors).toHaveProperty('terminalId');
    const otherTerminal = ok(
      await other.post('/api/pos/terminals', {
        salesChannelId: (await other.get('/api/sales/sales-channels')).body.data[0].id,
        terminalName: 'Theirs',
      }),
      201,
    ).data.id;
    expect((await sell(tokens.admin, saleBody({ terminalId: otherTerminal }))).body.errors).toHaveProperty('terminalId');
    const noShift = await sell(tokens.admin, saleBody({ terminalId: terminal }));
    expect(noShift.status).toBe(409);
    expect(noShift.body.message).toMatch(/open a shift/);
  });
});

describe('shifts and the cash drawer', () => {
  it('opens one shift per terminal, records cash in and out, and refuses what is not money', async () => {
    expect((await seller.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 1000 })).status).toBe(403);
    expect((await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: '1000.005' })).status).toBe(422);
    expect((await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: -1 })).status).toBe(422);
    expect((await other.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 1 })).status).toBe(404);
    expect((await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'CASH_IN', amount: 1, reason: 'x' })).status).toBe(
      409,
    );
    expect((await cashier.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: {} })).status).toBe(409);
    const opened = ok(await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: '1000.00' }), 201).data;
    expect(opened).toMatchObject({ status: 'OPEN', openingFloat: '1000.00' });
    expect((await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 5 })).status).toBe(409);

    ok(
      await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'CASH_IN', amount: '200.50', reason: 'Change fund' }),
      201,
    );
    ok(
      await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'CASH_OUT', amount: 75, reason: 'Petty cash: ice' }),
      201,
    );
    const threePlaces = await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, {
      kind: 'CASH_OUT',
      amount: '0.001',
      reason: ' ',
    });
    expect(threePlaces.status).toBe(422);
    expect(Object.keys(threePlaces.body.errors).sort()).toEqual(['amount', 'reason']);
    const nul = await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'CASH_OUT', amount: 1, reason: 'a\u0000' });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toHaveProperty('reason');
    expect((await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'STEAL', amount: 1, reason: 'x' })).status).toBe(
      422,
    );
  });

  it('numbers sales at the terminal in its series and shows expected cash and over/short at close', async () => {
    const first = ok(await sell(tokens.cashier, saleBody({ terminalId: terminal }, [{ paymentType: cash, tenderedAmount: 10 }])), 201).data;
    expect(first.invoiceNumber).toBe('C1-00000001');
    expect(first.terminalId).toBe(terminal);
    expect(first.shiftId).toBeGreaterThan(0);
    // Paid by GCash: not in the drawer.
    const second = ok(
      await sell(tokens.cashier, saleBody({ terminalId: terminal }, [{ paymentType: gcash, referenceNumber: 'G-1' }])),
      201,
    ).data;
    expect(second.invoiceNumber).toBe('C1-00000002');
    const third = ok(await sell(tokens.cashier, saleBody({ terminalId: terminal }, [{ paymentType: cash }], [line(40, '2.50')])), 201).data;
    expect(third.invoiceNumber).toBe('C1-00000003');
    // A voided sale keeps its number, prints VOID, and its cash is not in the drawer.
    ok(await admin.delete(`/api/sales/${third.id}`));
    const voided = ok(await admin.get(`/api/sales/sales-orders/${third.id}/receipt`)).data;
    expect(voided.counter).toMatchObject({ invoiceNumber: 'C1-00000003', isVoid: true });

    const current = ok(await cashier.get(`/api/pos/terminals/${terminal}/shift`)).data;
    expect(current.cash).toEqual({
      openingFloat: '1000.00',
      cashSales: '5.00',
      cashCollections: '0.00',
      cashRefunds: '0.00',
      cashIn: '200.50',
      cashOut: '75.00',
      expectedCash: '1130.50',
    });
    expect(current.movements).toHaveLength(2);

    const badCount = await cashier.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: { '1000': -1, '3': 1 } });
    expect(badCount.status).toBe(422);
    expect(Object.keys(badCount.body.errors).join()).toMatch(/denominationCounts/);
    expect((await seller.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: {} })).status).toBe(403);
    // ₱1000 + 100 + 20 + 5 + 5 × 0.25 = 1126.25: short by 4.25.
    const closed = ok(
      await cashier.post(`/api/pos/terminals/${terminal}/shift/close`, {
        denominationCounts: { '1000': 1, '100': 1, '20': 1, '5': 1, '0.25': 5 },
      }),
    ).data;
    expect(closed).toMatchObject({ expectedCash: '1130.50', countedCash: '1126.25', overShort: '-4.25' });
    const [kept] = ok(await cashier.get(`/api/pos/terminals/${terminal}/shifts`)).data;
    expect(kept).toMatchObject({
      status: 'CLOSED',
      countedCash: '1126.25',
      overShort: '-4.25',
      denominationCounts: { '1000': 1, '0.25': 5 },
    });
    expect((await sell(tokens.cashier, saleBody({ terminalId: terminal }))).status).toBe(409);
  });
});

describe('the invoice series', () => {
  it('stays gap-free and unique under 32 concurrent sales and a posting that fails', async () => {
    ok(await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 0 }), 201);
    // A posting that fails after its invoice number was taken rolls the number back with it.
    await t.db.asOwner(async (db) => {
      await db.execute(sql`create or replace function test_fail_journal() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from sales_orders where id = new.document_id and public_note = 'force-failure') then
            raise exception 'forced failure';
          end if;
          return new;
        end $$`);
      await db.execute(
        sql`create trigger test_fail_journal before insert on electronic_journal for each row execute function test_fail_journal()`,
      );
    });
    const failed = await sell(tokens.cashier, saleBody({ terminalId: terminal, publicNote: 'force-failure' }));
    expect(failed.status).toBe(500);
    await t.db.asOwner((db) => db.execute(sql`drop trigger test_fail_journal on electronic_journal`));

    const answers = await Promise.all(Array.from({ length: 32 }, () => sell(tokens.cashier, saleBody({ terminalId: terminal }))));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    const numbers = answers.map((a) => Number((a.body.data.invoiceNumber as string).slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 32 }, (_, i) => i + 4));
    const stored = await asApp(sql`select invoice_number from sales_orders where terminal_id = ${terminal} order by invoice_number`);
    expect(stored.rows.map((r) => (r as { invoice_number: string }).invoice_number)).toEqual(
      Array.from({ length: 35 }, (_, i) => `C1-${String(i + 1).padStart(8, '0')}`),
    );
    expect(ok(await admin.get(`/api/pos/terminals/${terminal}`)).data.nextInvoiceNumber).toBe(36);
  });

  it('is fixed once the terminal has issued an invoice: prefix and next number changes are 409, other fields still change', async () => {
    const before = ok(await admin.get(`/api/pos/terminals/${terminal}`)).data;
    expect(before).toMatchObject({ hasIssuedInvoices: true, invoicePrefix: 'C1-' });
    const next = before.nextInvoiceNumber as number;
    for (const change of [{ nextInvoiceNumber: next + 100 }, { nextInvoiceNumber: 2 }, { invoicePrefix: 'C9-' }, { invoicePrefix: '' }]) {
      const refused = await admin.put(`/api/pos/terminals/${terminal}`, change);
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.message).toMatch(/has issued invoices/);
    }
    // The form sends every field back: the same prefix and number are not a change.
    const renamed = ok(
      await admin.put(`/api/pos/terminals/${terminal}`, { terminalName: 'Counter One', invoicePrefix: 'C1-', nextInvoiceNumber: next }),
    ).data;
    expect(renamed).toMatchObject({ terminalName: 'Counter One', invoicePrefix: 'C1-', nextInvoiceNumber: next });
    ok(await admin.put(`/api/pos/terminals/${terminal}`, { terminalName: 'Counter 1' }));
    expect(ok(await admin.get(`/api/pos/terminals/${terminal}`)).data.nextInvoiceNumber).toBe(next);

    // A terminal that has issued nothing yet may still choose its series, up or down.
    const fresh = ok(await admin.post('/api/pos/terminals', { salesChannelId: channel, terminalName: 'Spare counter' }), 201).data;
    expect(fresh.hasIssuedInvoices).toBe(false);
    ok(await admin.put(`/api/pos/terminals/${fresh.id}`, { invoicePrefix: 'SP-', nextInvoiceNumber: 5000 }));
    expect(ok(await admin.put(`/api/pos/terminals/${fresh.id}`, { nextInvoiceNumber: 4001 })).data).toMatchObject({
      invoicePrefix: 'SP-',
      nextInvoiceNumber: 4001,
    });
    ok(await admin.delete(`/api/pos/terminals/${fresh.id}`));
  });
});

describe('the electronic journal', () => {
  it('keeps receipts, reprints and voids as issued, per terminal and day, and exports them', async () => {
    const sale = ok(await sell(tokens.cashier, saleBody({ terminalId: terminal })), 201).data;
    expect(ok(await cashier.post(`/api/sales/sales-orders/${sale.id}/receipt/printed`)).data).toEqual({
      receiptPrints: 1,
      reprintCount: 0,
    });
    expect(ok(await cashier.post(`/api/sales/sales-orders/${sale.id}/receipt/printed`)).data).toEqual({
      receiptPrints: 2,
      reprintCount: 1,
    });
    const receipt = ok(await cashier.get(`/api/sales/sales-orders/${sale.id}/receipt`)).data;
    expect(receipt.isReprint).toBe(true);
    expect(receipt.counter).toMatchObject({
      invoiceNumber: sale.invoiceNumber,
      wording: 'SALES INVOICE',
      reprintCount: 1,
      terminal: { terminalName: 'Counter 1', machineIdentificationNumber: '22010203040506070', serialNumber: 'SN-0001' },
    });
    expect(receipt.company).toMatchObject({ registered_name: 'Demo Trading Corp.', tin: '123-456-789-000' });

    expect((await cashier.get(`/api/pos/terminals/${terminal}/journal?date=${today()}`)).status).toBe(403);
    expect((await admin.get(`/api/pos/terminals/${terminal}/journal?date=2026-02-30`)).status).toBe(422);
    expect((await other.get(`/api/pos/terminals/${terminal}/journal?date=${today()}`)).status).toBe(404);
    const journal = ok(await admin.get(`/api/pos/terminals/${terminal}/journal?date=${today()}`)).data as {
      kind: string;
      documentNumber: string;
      content: string;
    }[];
    // 3 + 32 receipts, the void, and this sale's receipt and reprint (the failed posting left none).
    expect(journal.filter((e) => e.kind === 'RECEIPT')).toHaveLength(36);
    expect(journal.filter((e) => e.kind === 'VOID').map((e) => e.documentNumber)).toEqual(['C1-00000003']);
    const reprint = journal.find((e) => e.kind === 'REPRINT')!;
    expect(reprint.documentNumber).toBe(sale.invoiceNumber);
    expect(reprint.content).toMatch(/\*\*\* REPRINT \*\*\*/);
    expect(reprint.content).toMatch(/Reprint #1/);
    const first = journal.find((e) => e.documentNumber === 'C1-00000001')!;
    for (const text of [
      'Demo Trading Corp.',
      'TIN 123-456-789-000',
      'MIN 22010203040506070',
      'PTU FP012023',
      'SALES INVOICE',
      'C1-00000001',
      'NON-VAT',
    ])
      expect(first.content).toContain(text);
    const file = await admin.get(`/api/pos/terminals/${terminal}/journal/export?date=${today()}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/journal-Counter-1-/);
    expect(String(file.body)).toContain('*** VOID ***');
  });

  it('refuses UPDATE and DELETE by the application role at the database level', async () => {
    expect(await refusal(sql`update electronic_journal set content = 'changed'`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from electronic_journal`)).toMatch(/permission denied/);
    expect(await refusal(sql`truncate electronic_journal`)).toMatch(/permission denied/);
    const rows = await asApp(sql`select count(*)::int as n from electronic_journal`);
    expect((rows.rows[0] as { n: number }).n).toBeGreaterThan(30);
  });
});
