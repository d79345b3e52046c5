import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// The X and Z readings of a BIR terminal: figures, the cut-off, immutability, rights, hostile ids.

let t: TestApp;
let admin: Client;
let cashier: Client & { id: number };
let reader: Client & { id: number };
let other: Client;
let channel: number;
let location: number;
let walkIn: number;
let cash: number;
let gcash: number;
let piece: number;
let nail: number;
let terminal: number;
let shift: number;
const tokens = { cashier: '' };

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
const saleBody = (terminalId: number, payments: Payment[] = [{ paymentType: cash }], lines = [line(2, '2.50')]) => ({
  ...salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments }),
  terminalId,
});
const sell = (body: unknown) => t.request('POST', '/api/sales/pos-order', { token: tokens.cashier, body });
const asApp = (statement: ReturnType<typeof sql>) => t.db.transaction(1, (tx) => tx.execute(statement));
const refusal = (statement: ReturnType<typeof sql>) =>
  asApp(statement).then(
    () => 'done',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );
const newTerminal = async (name: string, prefix: string) =>
  ok(
    await admin.post('/api/pos/terminals', {
      salesChannelId: channel,
      terminalName: name,
      invoicePrefix: prefix,
      machineIdentificationNumber: 'MIN-1',
    }),
    201,
  ).data.id as number;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier'], 'zcash@demo.shop');
  tokens.cashier = (await t.login('demo', 'zcash@demo.shop', 'test-password')).token;
  ok(await admin.post('/api/rbac/roles', { name: 'Reader', permissions: ['View Readings'] }), 201);
  reader = await signInAs(t, admin, 'demo', ['Reader'], 'reader@demo.shop');

  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  ok(
    await admin.put(`/api/sales/sales-channels/${channel}`, {
      userIds: [...channelRow.users.map((u: { id: number }) => u.id), cashier.id],
    }),
  );
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
      sku: 'ZNAIL',
      productName: 'Reading Nail',
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
  ok(await admin.post('/api/setting/company-profiles', { settings: { registered_name: 'Demo Trading Corp.', tin: '123-456-789-000' } }));
  terminal = await newTerminal('Z Counter', 'Z1-');
});
afterAll(async () => t.close());

describe('the X reading of a shift', () => {
  it('sums its sales, voids, payments and drawer; reads only; journals an issued one', async () => {
    shift = ok(await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: '500.00' }), 201).data.id;
    ok(await sell(saleBody(terminal, [{ paymentType: cash, tenderedAmount: 10 }])), 201);
    ok(await sell(saleBody(terminal, [{ paymentType: gcash, referenceNumber: 'G-9' }], [line(4, '2.50')])), 201);
    const voided = ok(await sell(saleBody(terminal, [{ paymentType: cash }], [line(10, '2.50')])), 201).data;
    ok(await admin.delete(`/api/sales/${voided.id}`));
    ok(await cashier.post(`/api/pos/terminals/${terminal}/cash-movements`, { kind: 'CASH_OUT', amount: 20, reason: 'Petty cash' }), 201);

    const url = `/api/pos/terminals/${terminal}/x-reading?shiftId=${shift}`;
    const x = ok(await reader.get(url)).data;
    expect(x.figures).toMatchObject({
      beginningInvoiceNumber: 'Z1-00000001',
      endingInvoiceNumber: 'Z1-00000003',
      transactionCount: 3,
      grossSales: '15.00',
      salesAmount: '15.00',
      netSales: '15.00',
      voids: { count: 1, amount: '25.00' },
      returns: { count: 0, amount: '0.00' },
      discounts: { seniorCitizen: '0.00', pwd: '0.00', regular: '0.00', total: '0.00' },
      payments: [
        { paymentType: 'Cash', amount: '5.00' },
        { paymentType: 'GCash', amount: '10.00' },
      ],
      cash: { openingFloat: '500.00', cashSales: '5.00', cashOut: '20.00', expectedCash: '485.00', countedCash: null, overShort: null },
    });
    expect(x.content).toContain('X READING');
    expect(x.content).toMatch(/NET SALES\s+15\.00/);
    expect(x.rows.length).toBeGreaterThan(10);
    // Reading changes nothing: the journal has no X reading until one is issued.
    const journal = () => asApp(sql`select kind from electronic_journal where terminal_id = ${terminal} and kind = 'X_READING'`);
    expect((await journal()).rows).toHaveLength(0);
    expect(ok(await reader.get(url)).data.figures).toEqual(x.figures);
    ok(await reader.post(`/api/pos/terminals/${terminal}/x-reading`, { shiftId: shift }), 201);
    expect((await journal()).rows).toHaveLength(1);
    const pdf = await reader.get(`/api/pos/terminals/${terminal}/x-reading/pdf?shiftId=${shift}`);
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
  });

  it('is refused without View Readings, to anonymous callers, and for hostile or foreign ids', async () => {
    const url = `/api/pos/terminals/${terminal}/x-reading?shiftId=${shift}`;
    expect((await cashier.get(url)).status).toBe(403);
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await other.get(url)).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1e400', '99999999999999999999', '1.5', "1' or 1=1"])
      expect((await reader.get(`/api/pos/terminals/${terminal}/x-reading?shiftId=${encodeURIComponent(bad)}`)).status, bad).toBe(422);
    expect((await reader.get(`/api/pos/terminals/${terminal}/x-reading`)).status).toBe(422);
    // A path id that is not one is not found (as everywhere).
    expect((await reader.get(`/api/pos/terminals/abc/x-reading?shiftId=${shift}`)).status).toBe(404);
    expect((await reader.get(`/api/pos/terminals/${terminal}/x-reading?shiftId=${shift + 1000}`)).status).toBe(404);
    // Another terminal's shift is not this terminal's.
    const second = await newTerminal('Z Counter 2', 'Z2-');
    expect((await reader.get(`/api/pos/terminals/${second}/x-reading?shiftId=${shift}`)).status).toBe(404);
    expect((await reader.post(`/api/pos/terminals/${terminal}/z-reading`)).status).toBe(403);
    expect((await cashier.post(`/api/pos/terminals/${terminal}/z-reading`)).status).toBe(403);
    expect((await other.get(`/api/pos/terminals/${terminal}/z-readings`)).status).toBe(404);
  });
});

describe('the Z reading', () => {
  it('needs every shift closed, claims every sale once, is made once a day and never changes', async () => {
    expect((await admin.post(`/api/pos/terminals/${terminal}/z-reading`)).status).toBe(409);
    const closed = ok(
      await cashier.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: { '100': 4, '50': 1, '20': 1 } }),
    ).data;
    expect(closed).toMatchObject({ expectedCash: '485.00', countedCash: '470.00', overShort: '-15.00' });

    const z = ok(await admin.post(`/api/pos/terminals/${terminal}/z-reading`), 201).data;
    expect(z).toMatchObject({
      zCounter: 1,
      resetCounter: 0,
      beginningInvoiceNumber: 'Z1-00000001',
      endingInvoiceNumber: 'Z1-00000003',
      transactionCount: 3,
      grossSales: '15.00',
      netSales: '15.00',
      previousGrandTotal: '0.00',
      presentGrandTotal: '15.00',
    });
    expect(z.figures.cash).toMatchObject({ countedCash: '470.00', overShort: '-15.00', expectedCash: '485.00' });
    expect(z.content).toMatch(/Present grand total\s+15\.00/);
    expect(z.content).toContain('SHORT');
    const claimed = await asApp(
      sql`select count(*)::int as n from sales_orders where terminal_id = ${terminal} and z_reading_id = ${z.id}`,
    );
    expect(claimed.rows[0]).toEqual({ n: 3 });
    expect(ok(await admin.get(`/api/pos/terminals/${terminal}`)).data).toBeDefined();
    const [terminalRow] = (await asApp(sql`select accumulated_grand_total::text as g, z_counter from pos_terminals where id = ${terminal}`))
      .rows;
    expect(terminalRow).toEqual({ g: '15.00', z_counter: 1 });

    // Once a business day.
    expect((await admin.post(`/api/pos/terminals/${terminal}/z-reading`)).status).toBe(409);
    // Listed and shown; printed as PDF; in the journal.
    expect(ok(await reader.get(`/api/pos/terminals/${terminal}/z-readings`)).data.map((r: { id: number }) => r.id)).toEqual([z.id]);
    expect(ok(await reader.get(`/api/pos/terminals/${terminal}/z-readings/${z.id}`)).data.content).toBe(z.content);
    const pdf = await reader.get(`/api/pos/terminals/${terminal}/z-readings/${z.id}/pdf`);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
    expect((await reader.get(`/api/pos/terminals/${terminal}/z-readings/${z.id + 1000}`)).status).toBe(404);
    expect((await reader.get(`/api/pos/terminals/${terminal}/z-readings/abc`)).status).toBe(404);
    expect((await other.get(`/api/pos/terminals/${terminal}/z-readings/${z.id}`)).status).toBe(404);
    const journaled = await asApp(
      sql`select document_number from electronic_journal where terminal_id = ${terminal} and kind = 'Z_READING'`,
    );
    expect(journaled.rows).toEqual([{ document_number: 'Z-1' }]);

    // A sale the Z reading counted can no longer be voided.
    const [first] = (
      await asApp(sql`select id from sales_orders where z_reading_id = ${z.id} and status = 'COMPLETED' order by id limit 1`)
    ).rows as {
      id: number;
    }[];
    expect((await admin.delete(`/api/sales/${first!.id}`)).status).toBe(409);

    // Immutable: the app role cannot change or delete a Z reading, nor lower the grand total.
    expect(await refusal(sql`update pos_z_readings set net_sales = 0 where id = ${z.id}`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from pos_z_readings where id = ${z.id}`)).toMatch(/permission denied/);
    expect(await refusal(sql`update pos_terminals set accumulated_grand_total = 1 where id = ${terminal}`)).toMatch(/never reduced/);
    expect(await refusal(sql`update pos_terminals set accumulated_grand_total = 16 where id = ${terminal}`)).toBe('done');

    // Nor may the tables' owner (on PGlite, its superuser), with the shop set as a request sets it
    // (row-level security is forced on the owner too): triggers refuse it for every role.
    const ownerRun = (statement: ReturnType<typeof sql>) =>
      t.db.asOwner((db) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.tenant_id', '1', true)`);
          return tx.execute(statement);
        }),
      );
    const asOwner = (statement: ReturnType<typeof sql>) =>
      ownerRun(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const kept = async () =>
      (
        await ownerRun(sql`select (select net_sales::text from pos_z_readings where id = ${z.id}) as net,
          (select string_agg(content, '|' order by id) from electronic_journal where terminal_id = ${terminal}) as journal`)
      ).rows[0];
    const before = await kept();
    expect(before).toMatchObject({ net: expect.stringMatching(/^[1-9]/), journal: expect.stringContaining('Z READING') });
    for (const statement of [
      sql`update pos_z_readings set net_sales = 0 where id = ${z.id}`,
      sql`delete from pos_z_readings where id = ${z.id}`,
      sql`update electronic_journal set content = 'changed' where terminal_id = ${terminal}`,
      sql`delete from electronic_journal where terminal_id = ${terminal}`,
      sql`truncate electronic_journal`,
    ])
      expect(await asOwner(statement)).toMatch(/keeps every entry as issued: it is never changed or removed/);
    expect(await asOwner(sql`truncate pos_z_readings`)).not.toBe('done');
    expect(await kept()).toEqual(before);
  });

  it('has a consistent cut-off while sales are being posted: each sale lands in exactly one reading', async () => {
    const counter = await newTerminal('Busy Counter', 'B1-');
    ok(await cashier.post(`/api/pos/terminals/${counter}/shifts`, { openingFloat: 0 }), 201);
    ok(await sell(saleBody(counter)), 201);
    const closeThenZ = async () => {
      ok(await cashier.post(`/api/pos/terminals/${counter}/shift/close`, { denominationCounts: {} }));
      return ok(await admin.post(`/api/pos/terminals/${counter}/z-reading`), 201).data;
    };
    const [z, ...answers] = await Promise.all([closeThenZ(), ...Array.from({ length: 12 }, () => sell(saleBody(counter)))]);
    const posted = answers.filter((a) => a.status === 201).map((a) => a.body.data.id as number);
    for (const a of answers) expect([201, 409], JSON.stringify(a.body)).toContain(a.status);
    const rows = (
      await asApp(sql`select id, z_reading_id::int as z_reading_id from sales_orders where terminal_id = ${counter} order by id`)
    ).rows as {
      id: number;
      z_reading_id: number | null;
    }[];
    // Every sale that was posted is in the reading, and the reading counts exactly those.
    expect(rows).toHaveLength(posted.length + 1);
    for (const row of rows) expect(row.z_reading_id).toBe(z.id);
    expect(z.transactionCount).toBe(posted.length + 1);
    expect(z.grossSales).toBe(((posted.length + 1) * 5).toFixed(2));
    // A sale after the reading waits for the next one.
    ok(await cashier.post(`/api/pos/terminals/${counter}/shifts`, { openingFloat: 0 }), 201);
    const later = ok(await sell(saleBody(counter)), 201).data;
    const [laterRow] = (await asApp(sql`select z_reading_id from sales_orders where id = ${later.id}`)).rows;
    expect(laterRow).toEqual({ z_reading_id: null });
  });
});

describe('on a VAT shop', () => {
  it('reads VATable, VAT, VAT-exempt sales and the senior citizen discount from the sales', async () => {
    ok(
      await admin.post('/api/setting/company-profiles', {
        settings: { registered_name: 'Demo Trading Corp.', tin: '123-456-789-000', tax_profile: 'VAT' },
      }),
    );
    const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
    const rice = ok(
      await admin.post('/api/inventory/products', {
        unitClassId: count.id,
        unitOfMeasureId: piece,
        type: 'PRODUCT',
        sku: 'ZRICE',
        productName: 'Rice 1 kg',
        basePrice: '112.00',
        specialDiscountClass: 'FULL',
      }),
      201,
    ).data.id;
    // A basic necessity: the senior citizen's 5%, its VAT kept (the readings split it from the 20%).
    const milk = ok(
      await admin.post('/api/inventory/products', {
        unitClassId: count.id,
        unitOfMeasureId: piece,
        type: 'SERVICE',
        sku: 'ZMILK',
        productName: 'Powdered milk',
        basePrice: '112.00',
        specialDiscountClass: 'BASIC_NECESSITY',
      }),
      201,
    ).data.id;
    ok(
      await admin.post('/api/inventory/adjustments', {
        locationId: location,
        reason: 'Stock',
        items: [{ productId: rice, uomId: piece, quantity: 10 }],
      }),
      201,
    );
    const counter = await newTerminal('VAT Counter', 'V1-');
    ok(await cashier.post(`/api/pos/terminals/${counter}/shifts`, { openingFloat: 0 }), 201);
    const riceLine = (special: boolean): Line => ({
      productId: rice,
      orderedUomId: piece,
      orderedQuantity: 1,
      orderedUnitPrice: '112.00',
      specialDiscount: special,
    });
    const vatSale = (special: boolean) => ({
      ...salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: [riceLine(special)],
        payments: [{ paymentType: cash }],
        taxProfile: 'VAT',
        ...(special ? { specialDiscount: { kind: 'SENIOR_CITIZEN' as const, holderName: 'Lola Remedios', holderId: 'OSCA-1' } } : {}),
      }),
      terminalId: counter,
    });
    // ₱112 with SC: 100.00 VAT-exclusive, 20.00 off, 80.00 VAT-exempt; ₱112 plain: 100.00 VATable + 12.00 VAT;
    // ₱112 of milk with SC: 5% off (5.60), 106.40 VATable of which 11.40 VAT.
    ok(await sell(vatSale(true)), 201);
    ok(await sell(vatSale(false)), 201);
    const milkSale = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [
        {
          productId: milk,
          orderedUomId: piece,
          orderedQuantity: 1,
          orderedUnitPrice: '112.00',
          productType: 'SERVICE',
          specialDiscount: true,
          specialDiscountClass: 'BASIC_NECESSITY',
        },
      ],
      payments: [{ paymentType: cash }],
      taxProfile: 'VAT',
      specialDiscount: { kind: 'SENIOR_CITIZEN', holderName: 'Lola Remedios', holderId: 'OSCA-1', bookletNumber: 'PB-1' },
      basicNecessityAllowance: 2500,
    });
    ok(await sell({ ...milkSale, terminalId: counter }), 201);
    ok(await cashier.post(`/api/pos/terminals/${counter}/shift/close`, { denominationCounts: { '100': 2, '50': 1, '20': 2 } }));
    const z = ok(await admin.post(`/api/pos/terminals/${counter}/z-reading`), 201).data;
    expect(z.figures).toMatchObject({
      grossSales: '336.00',
      vatableSales: '195.00',
      vatAmount: '23.40',
      vatExemptSales: '80.00',
      zeroRatedSales: '0.00',
      discounts: {
        seniorCitizen: '25.60',
        pwd: '0.00',
        specialVatRemoved: '12.00',
        regular: '0.00',
        total: '37.60',
        specialDiscount20: '20.00',
        specialDiscount5: '5.60',
      },
      salesAmount: '298.40',
      netSales: '298.40',
      cash: { expectedCash: '298.40', countedCash: '290.00', overShort: '-8.40' },
    });
    expect(z.presentGrandTotal).toBe('298.40');
    expect(z.content).toMatch(/SC\/PWD 20%\s+20\.00/);
    expect(z.content).toMatch(/SC\/PWD 5% \(BNPC\)\s+5\.60/);
    expect(z.content).toContain('VAT REG TIN 123-456-789-000');
    expect(z.content).toMatch(/Less: SC discount\s+25\.60/);
  });
});
