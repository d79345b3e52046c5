// Returns and warranties (issue 18): warranties registered by sales, RMAs for each resolution and
// what they do to stock, serial numbers, warranties, receivables and payments; permissions, the
// feature flag, and hostile input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileBooks } from '../src/modules/finance';
import { addMonths, todayIn } from '../src/platform/time-zone';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { pdfPages } from './support/pdf';
import { salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let outsider: Client;
let basics: ShopBasics;
let phone: number;
let charger: number;
let bin: number;
let juan: number;
let shopId: number;
let serialCounter = 0;

const RMAS = '/api/rma-warranty/rmas';
const WARRANTIES = '/api/rma-warranty/product-warranties';

const nextSerials = (n: number) => Array.from({ length: n }, () => `PH-${String(++serialCounter).padStart(5, '0')}`);

async function stockUp(productId: number, quantity: number, serials: string[] = [], locationId = basics.location) {
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId,
      reason: 'Delivery',
      items: [{ productId, uomId: basics.piece, quantity, mode: 'delta', serialNumbers: serials }],
    }),
    201,
  );
}

async function sell(lines: Line[], payments: Payment[] = [{ paymentType: basics.cash }], customerId = juan) {
  return ok(await admin.post('/api/sales/pos-order', salePayload({ salesChannelId: basics.channel, customerId, lines, payments })), 201);
}

const phoneLine = (serials: string[], price = 10000): Line => ({
  productId: phone,
  orderedUomId: basics.piece,
  orderedQuantity: serials.length,
  orderedUnitPrice: price,
  serialNumbers: serials,
});
const chargerLine = (quantity: number, price = 500): Line => ({
  productId: charger,
  orderedUomId: basics.piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
});

async function onHand(productId: number, locationId: number): Promise<number> {
  return ok(await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${locationId}`))[0].onHand;
}

async function serial(productId: number, serialNumber: string) {
  return ok(await admin.get(`/api/inventory/serial-numbers?productId=${productId}&serialNumber=${serialNumber}`))[0];
}

async function lineOf(saleId: number, productId: number): Promise<number> {
  const order = ok(await admin.get(`/api/sales/sales-orders/${saleId}?relations=salesOrderItems`));
  return order.salesOrderItems.find((i: { productId: number }) => i.productId === productId).id;
}

const differences = () => t.db.transaction(shopId, (tx) => reconcileBooks(tx));

/** An RMA (not resolved yet) of one charger of the sale, opened and put in the returns bin. */
async function returnCharger(sale: { id: number }, resolution: 'STORE_CREDIT' | 'REFUND') {
  const line = await lineOf(sale.id, charger);
  return ok(
    await admin.post(RMAS, {
      salesOrderId: sale.id,
      lines: [{ salesOrderLineId: line, quantity: 1, reason: 'Changed mind', condition: 'OPENED', resolution, restockTo: bin }],
    }),
    201,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const login = await t.login('demo');
  admin = t.as('demo', login.token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  outsider = t.as('other', (await t.login('other')).token);
  basics = await shopBasics(admin);
  const year = ok(
    await admin.post('/api/masterfile/warranty-templates', {
      name: 'RMA 1 year',
      duration: 12,
      durationUnit: 'months',
      terms: 'Parts and labour',
    }),
    201,
  ).id;
  const month = ok(
    await admin.post('/api/masterfile/warranty-templates', { name: 'RMA 30 days', duration: 30, durationUnit: 'days' }),
    201,
  ).id;
  phone = await makeProduct(admin, basics, {
    sku: 'RMA-PHONE',
    productName: 'Phone X1',
    type: 'PRODUCT',
    isSerialized: true,
    basePrice: 10000,
  });
  charger = await makeProduct(admin, basics, { sku: 'RMA-CHG', productName: 'Fast charger', type: 'PRODUCT', basePrice: 500 });
  ok(await admin.put(`/api/inventory/products/${phone}/warranty-template/${year}`));
  ok(await admin.put(`/api/inventory/products/${charger}/warranty-template/${month}`));
  bin = ok(await admin.post('/api/masterfile/stock-locations', { name: 'Returns bin', code: 'RMA-BIN', sellable: false }), 201).id;
  juan = ok(
    await admin.post('/api/sales/customers', {
      customerName: 'Juan Return',
      contactNumber: '09171234567',
      defaultPaymentTypeId: basics.cash,
    }),
    201,
  ).id;
  await stockUp(phone, 6, nextSerials(6));
  await stockUp(charger, 50);
  serialCounter = 0;
});

afterAll(async () => {
  await t?.close();
});

describe('product warranties', () => {
  it('are registered when a sale posts: one per serial number, one per line otherwise, from the template; void with the sale', async () => {
    const sale = await sell([phoneLine(['PH-00001']), chargerLine(2)]);
    const rows = ok(await admin.get(`${WARRANTIES}?salesOrderId=${sale.id}&sort=id`));
    const today = todayIn();
    expect(rows).toEqual([
      expect.objectContaining({
        productId: phone,
        serialNumber: 'PH-00001',
        quantity: 1,
        startDate: today,
        endDate: addMonths(today, 12),
        status: 'ACTIVE',
        terms: 'Parts and labour',
        warrantyName: 'RMA 1 year',
        customerId: juan,
      }),
      expect.objectContaining({ productId: charger, serialNumber: null, quantity: 2, status: 'ACTIVE' }),
    ]);
    expect(rows[0].daysLeft).toBeGreaterThan(300);
    // Looked up by serial number, and by the customer's phone.
    expect(ok(await admin.get(`${WARRANTIES}?serialNumber=PH-00001`)).map((w: { id: number }) => w.id)).toEqual([rows[0].id]);
    const byPhone = ok(await admin.get(`${WARRANTIES}?globalFilter=09171234567&salesOrderId=${sale.id}`));
    expect(byPhone).toHaveLength(2);
    // Voiding the sale voids them.
    ok(await admin.delete(`/api/sales/${sale.id}`));
    const after = ok(await admin.get(`${WARRANTIES}?salesOrderId=${sale.id}&sort=id`));
    expect(after.map((w: { status: string }) => w.status)).toEqual(['VOID', 'VOID']);
  });

  it('answers EXPIRED for an active warranty past its end date (worked out when read)', async () => {
    const sale = await sell([chargerLine(1)]);
    const [w] = ok(await admin.get(`${WARRANTIES}?salesOrderId=${sale.id}`));
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`update product_warranties set start_date = '2020-01-01', end_date = '2020-01-31' where id = ${w.id}`),
    );
    const expired = ok(await admin.get(`${WARRANTIES}/${w.id}`));
    expect(expired).toMatchObject({ status: 'EXPIRED', daysLeft: 0 });
    expect(ok(await admin.get(`${WARRANTIES}?status=EXPIRED&salesOrderId=${sale.id}`))).toHaveLength(1);
    expect(ok(await admin.get(`${WARRANTIES}?status=ACTIVE&salesOrderId=${sale.id}`))).toHaveLength(0);
  });
});

describe('RMAs', () => {
  it('REPLACE: the unit comes back to a non-sellable location, the replacement goes out, the serials swap and the warranty moves', async () => {
    const sale = await sell([phoneLine(['PH-00002'])]);
    const line = await lineOf(sale.id, phone);
    const before = { shop: await onHand(phone, basics.location), bin: await onHand(phone, bin) };
    const created = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        lines: [
          {
            salesOrderLineId: line,
            quantity: 1,
            serialNumbers: ['PH-00002'],
            reason: 'Screen flickers',
            condition: 'DEFECTIVE',
            resolution: 'REPLACE',
            restockTo: bin,
            replacementSerialNumbers: ['PH-00003'],
          },
        ],
      }),
      201,
    );
    expect(created).toMatchObject({ status: 'REQUESTED', customerId: juan, salesOrderId: sale.id, totalAmount: 10000 });
    expect(created.rmaNumber).toMatch(/^RMA-\d{6}$/);
    expect(created.lines[0]).toMatchObject({ resolution: 'REPLACE', restockLocationId: bin, writeOff: false, amount: 10000 });
    // The returns bin is a stock location that is not for sale.
    expect(ok(await admin.get(`/api/masterfile/stock-locations/${bin}`))).toMatchObject({ sellable: false });
    expect(ok(await admin.get('/api/masterfile/stock-locations?sellable=false')).map((l: { id: number }) => l.id)).toEqual([bin]);
    ok(await admin.post(`${RMAS}/${created.id}/receive`, {}));
    const resolved = ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    expect(resolved).toMatchObject({ status: 'RESOLVED', refundTotal: 0, creditTotal: 0, storeCreditTotal: 0 });
    expect(resolved.payments).toEqual([]);
    expect(await onHand(phone, bin)).toBe(before.bin + 1);
    expect(await onHand(phone, basics.location)).toBe(before.shop - 1);
    expect(await serial(phone, 'PH-00002')).toMatchObject({ currentStatus: 'RETURNED', locationId: bin });
    expect(await serial(phone, 'PH-00003')).toMatchObject({ currentStatus: 'SOLD' });
    const warranties = ok(await admin.get(`${WARRANTIES}?salesOrderId=${sale.id}&sort=id`));
    expect(warranties).toEqual([
      expect.objectContaining({ serialNumber: 'PH-00002', status: 'CLAIMED', rmaId: created.id }),
      expect.objectContaining({
        serialNumber: 'PH-00003',
        status: 'ACTIVE',
        replacesWarrantyId: warranties[0].id,
        endDate: warranties[0].endDate,
      }),
    ]);
    // The replacement can itself be returned later; the old unit cannot.
    const returnable = ok(await admin.get(`/api/rma-warranty/sales-orders/${sale.id}/returnable`));
    expect(returnable.lines[0]).toMatchObject({ soldQuantity: 1, returnedQuantity: 0, returnableQuantity: 1, serialNumbers: ['PH-00003'] });
    const ledger = ok(await admin.get(`/api/inventory/products/${phone}/ledger?sourceType=RMA&sort=id`));
    expect(ledger.map((m: { quantity: number; sourceNumber: string }) => [m.quantity, m.sourceNumber])).toEqual([
      [1, created.rmaNumber],
      [-1, created.rmaNumber],
    ]);
    expect(await differences()).toEqual([]);
  });

  it('REFUND of a cash sale: goods back to sellable stock, a refund paid out, warranties void, the breakdown and the sale show it', async () => {
    const sale = await sell([chargerLine(3)]);
    const line = await lineOf(sale.id, charger);
    const before = await onHand(charger, basics.location);
    const created = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        refundPaymentTypeId: basics.cash,
        lines: [
          {
            salesOrderLineId: line,
            quantity: 2,
            reason: 'Not needed',
            condition: 'GOOD',
            resolution: 'REFUND',
            restockTo: basics.location,
          },
        ],
      }),
      201,
    );
    const resolved = ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    expect(resolved).toMatchObject({ status: 'RESOLVED', refundTotal: 1000, creditTotal: 0, totalAmount: 1000 });
    expect(resolved.payments).toEqual([
      expect.objectContaining({
        kind: 'REFUND',
        direction: 'OUT',
        customerId: juan,
        amount: 1000,
        paymentTypeId: basics.cash,
        salesOrderId: sale.id,
      }),
    ]);
    // The refund is the customer's: Account Payables lists payments by the suppliers' kinds and never
    // shows it; Account Receivables lists the customer's collections, credits and refunds, it among them.
    const refundId = resolved.payments[0].id;
    const supplierSide = ok(await admin.get('/api/finance/payments?kind[in]=SUPPLIER_PAYMENT,SUPPLIER_CREDIT&pageSize=1000'));
    expect(supplierSide.map((p: { id: number }) => p.id)).not.toContain(refundId);
    expect(supplierSide.every((p: { supplierId: number | null }) => p.supplierId !== null)).toBe(true);
    const customerSide = ok(await admin.get(`/api/finance/payments?kind[in]=COLLECTION,CREDIT,REFUND&customerId=${juan}&pageSize=1000`));
    expect(customerSide).toContainEqual(expect.objectContaining({ id: refundId, kind: 'REFUND', direction: 'OUT', customerId: juan }));
    expect(await onHand(charger, basics.location)).toBe(before + 2);
    // The line warranty keeps covering the one unit kept; the two returned are void.
    const warranties = ok(await admin.get(`${WARRANTIES}?salesOrderId=${sale.id}&sort=id`));
    expect(warranties.map((w: { quantity: number; status: string }) => [w.quantity, w.status])).toEqual([
      [1, 'ACTIVE'],
      [2, 'VOID'],
    ]);
    const order = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=refunds|rmas`));
    expect(order.refundTotal).toBe(1000);
    expect(order.refunds).toEqual([expect.objectContaining({ kind: 'REFUND', amount: 1000 })]);
    expect(order.rmas).toEqual([expect.objectContaining({ rmaNumber: created.rmaNumber, status: 'RESOLVED' })]);
    const today = todayIn();
    const rows = ok(await admin.get(`/api/reports/sales-report/payment-type-breakdown?salesOrderDate[between]=${today},${today}`));
    const cashRow = rows.find((r: { paymentTypeName: string; kind: string }) => r.paymentTypeName === 'Cash' && r.kind === 'SALE');
    expect(cashRow.totalRefunds).toBeGreaterThanOrEqual(1000);
    expect(cashRow.netAmount).toBeCloseTo(cashRow.totalAmount - cashRow.totalRefunds, 2);
    const [day] = ok(await admin.get(`/api/reports/sales-report/daily?salesOrderDate[between]=${today},${today}`));
    expect(day.refundTotal).toBeGreaterThanOrEqual(1000);
    expect(day.netOfRefunds).toBeCloseTo(day.paidTotal + day.collectedTotal - day.refundTotal, 2);
    // The refund cannot be voided on its own, and the sale with returns cannot be voided.
    expect((await admin.delete(`/api/finance/payments/${resolved.payments[0].id}`)).status).toBe(409);
    expect((await admin.delete(`/api/sales/${sale.id}`)).status).toBe(409);
    expect(await differences()).toEqual([]);
  });

  it('REFUND of a credit sale takes the value off its open receivable instead of paying cash', async () => {
    const sale = await sell([chargerLine(2)], [{ paymentType: basics.charge }]);
    const line = await lineOf(sale.id, charger);
    const created = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        lines: [
          { salesOrderLineId: line, quantity: 1, reason: 'Broken', condition: 'DAMAGED', resolution: 'REFUND', restockTo: 'WRITE_OFF' },
        ],
      }),
      201,
    );
    const before = await onHand(charger, basics.location);
    const resolved = ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    expect(resolved).toMatchObject({ refundTotal: 0, creditTotal: 500 });
    expect(resolved.payments).toEqual([expect.objectContaining({ kind: 'CREDIT', direction: 'IN', amount: 500 })]);
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${sale.id}`));
    expect(receivable).toMatchObject({ amount: 1000, paid: 500, balance: 500, status: 'PARTIAL' });
    // Written off: no stock came back.
    expect(await onHand(charger, basics.location)).toBe(before);
    expect(await differences()).toEqual([]);
  });

  it('a store credit used on a sale can be voided: the credit is open again, and the sale can then be voided', async () => {
    // A customer who owes nothing else, so the credit pays exactly the sale below.
    const ana = ok(await admin.post('/api/sales/customers', { customerName: 'Ana Credit', defaultPaymentTypeId: basics.cash }), 201).id;
    const created = await returnCharger(await sell([chargerLine(1)], [{ paymentType: basics.cash }], ana), 'STORE_CREDIT');
    ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    const [credit] = ok(await admin.get(`/api/rma-warranty/customer-credits?rmaId=${created.id}`));
    // A later sale on charge, rung up by mistake, paid with ₱300 of the ₱500 credit.
    const mistaken = await sell([chargerLine(1, 300)], [{ paymentType: basics.charge }], ana);
    const used = ok(await admin.post(`/api/rma-warranty/customer-credits/${credit.id}/apply`, {}));
    expect(used).toMatchObject({ balance: 200, status: 'OPEN' });
    const [payment] = used.payments;
    // The sale cannot be voided while the credit pays it.
    expect((await admin.delete(`/api/sales/${mistaken.id}`)).status).toBe(409);

    const voided = ok(await admin.delete(`/api/finance/payments/${payment.id}`));
    expect(voided).toMatchObject({ status: 'VOIDED' });
    expect(ok(await admin.get(`/api/rma-warranty/customer-credits/${credit.id}`))).toMatchObject({ balance: 500, status: 'OPEN' });
    const [receivable] = ok(await admin.get(`/api/finance/receivables?salesOrderId=${mistaken.id}`));
    expect(receivable).toMatchObject({ paid: 0, balance: 300, status: 'OPEN' });
    expect((await admin.delete(`/api/finance/payments/${payment.id}`)).status).toBe(409);
    expect(ok(await admin.get(`/api/rma-warranty/customer-credits/${credit.id}`))).toMatchObject({ balance: 500 });
    expect((await admin.delete(`/api/sales/${mistaken.id}`)).status).toBe(200);
    expect(await differences()).toEqual([]);

    // Used up and then voided, a credit is open again too.
    const next = await sell([chargerLine(1, 500)], [{ paymentType: basics.charge }], ana);
    const usedUp = ok(await admin.post(`/api/rma-warranty/customer-credits/${credit.id}/apply`, {}));
    expect(usedUp).toMatchObject({ balance: 0, status: 'USED' });
    const last = usedUp.payments.find((p: { status: string }) => p.status === 'POSTED');
    ok(await admin.delete(`/api/finance/payments/${last.id}`));
    expect(ok(await admin.get(`/api/rma-warranty/customer-credits/${credit.id}`))).toMatchObject({ balance: 500, status: 'OPEN' });
    expect(next.id).toEqual(expect.any(Number));
    expect(await differences()).toEqual([]);
  });

  it('STORE_CREDIT with nothing owed records a customer credit', async () => {
    const created = await returnCharger(await sell([chargerLine(1)]), 'STORE_CREDIT');
    const resolved = ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    expect(resolved).toMatchObject({ refundTotal: 0, creditTotal: 0, storeCreditTotal: 500, payments: [] });
    // The credit pays what the customer owes next: a later sale on charge.
    const [credit] = ok(await admin.get(`/api/rma-warranty/customer-credits?rmaId=${created.id}`));
    expect(credit).toMatchObject({ customerId: juan, amount: 500, balance: 500, status: 'OPEN' });
    const owing = ok(await admin.get(`/api/finance/receivables?customerId=${juan}&status[in]=OPEN,PARTIAL&pageSize=100`)).reduce(
      (sum: number, r: { balance: number }) => sum + Math.round(r.balance * 100),
      0,
    );
    const next = await sell([chargerLine(1, 800)], [{ paymentType: basics.charge }]);
    const used = ok(await admin.post(`/api/rma-warranty/customer-credits/${credit.id}/apply`, {}));
    expect(used).toMatchObject({ balance: 0, status: 'USED' });
    expect(
      used.payments.every((p: { kind: string; customerCreditId: number }) => p.kind === 'CREDIT' && p.customerCreditId === credit.id),
    ).toBe(true);
    expect(used.payments.reduce((sum: number, p: { amount: number }) => sum + Math.round(p.amount * 100), 0)).toBe(50000);
    const after = ok(await admin.get(`/api/finance/receivables?customerId=${juan}&status[in]=OPEN,PARTIAL&pageSize=100`)).reduce(
      (sum: number, r: { balance: number }) => sum + Math.round(r.balance * 100),
      0,
    );
    expect(after).toBe(owing + 80000 - 50000);
    expect(next.id).toEqual(expect.any(Number));
    expect((await admin.post(`/api/rma-warranty/customer-credits/${credit.id}/apply`, {})).status).toBe(409);
    expect(await differences()).toEqual([]);
  });

  it('REPAIR opens a job order for the unit and claims its warranty; nothing moves', async () => {
    const sale = await sell([phoneLine(['PH-00004'])]);
    const line = await lineOf(sale.id, phone);
    const created = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        lines: [
          {
            salesOrderLineId: line,
            quantity: 1,
            serialNumbers: ['PH-00004'],
            reason: 'No sound',
            condition: 'DEFECTIVE',
            resolution: 'REPAIR',
          },
        ],
      }),
      201,
    );
    const resolved = ok(await admin.post(`${RMAS}/${created.id}/resolve`, {}));
    const jobId = resolved.lines[0].serviceOrderId;
    expect(jobId).toEqual(expect.any(Number));
    const job = ok(await admin.get(`/api/service/service-orders/${jobId}`));
    expect(job).toMatchObject({ customerId: juan, serialNumber: 'PH-00004', status: 'RECEIVED', soldSalesOrderId: sale.id });
    expect(await serial(phone, 'PH-00004')).toMatchObject({ currentStatus: 'SOLD' });
    const [w] = ok(await admin.get(`${WARRANTIES}?serialNumber=PH-00004`));
    expect(w).toMatchObject({ status: 'CLAIMED', serviceOrderId: jobId, rmaId: created.id });
  });

  it('refuses more than was sold (counting earlier returns), serials not sold on the line, and a restock target for a repair; a rejection frees the units', async () => {
    const sale = await sell([chargerLine(2)]);
    const line = await lineOf(sale.id, charger);
    const body = (quantity: number | string, extra: Record<string, unknown> = {}) => ({
      salesOrderId: sale.id,
      refundPaymentTypeId: basics.cash,
      lines: [
        { salesOrderLineId: line, quantity, reason: 'x', condition: 'GOOD', resolution: 'REFUND', restockTo: basics.location, ...extra },
      ],
    });
    const tooMany = await admin.post(RMAS, body(3));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors['lines.0.quantity'][0]).toMatch(/Only 2 of Fast charger/);
    const first = ok(await admin.post(RMAS, body(2)), 201);
    expect((await admin.post(RMAS, body(1))).status).toBe(422);
    ok(await admin.post(`${RMAS}/${first.id}/reject`, { reason: 'Used beyond return policy' }));
    expect(ok(await admin.get(`${RMAS}/${first.id}`))).toMatchObject({ status: 'REJECTED', rejectionReason: 'Used beyond return policy' });
    expect((await admin.post(`${RMAS}/${first.id}/resolve`, {})).status).toBe(409);
    ok(await admin.post(RMAS, body(2)), 201);
    // Serial numbers and restock targets.
    const phoneSale = await sell([phoneLine(['PH-00005'])]);
    const phoneLineId = await lineOf(phoneSale.id, phone);
    const wrongSerial = await admin.post(RMAS, {
      salesOrderId: phoneSale.id,
      lines: [
        {
          salesOrderLineId: phoneLineId,
          quantity: 1,
          serialNumbers: ['PH-00006'],
          reason: 'x',
          condition: 'GOOD',
          resolution: 'REFUND',
          restockTo: bin,
        },
      ],
    });
    expect(wrongSerial.status).toBe(422);
    expect(Object.keys(wrongSerial.body.errors)).toEqual(['lines.0.serialNumbers']);
    const repairTarget = await admin.post(RMAS, {
      salesOrderId: phoneSale.id,
      lines: [
        {
          salesOrderLineId: phoneLineId,
          quantity: 1,
          serialNumbers: ['PH-00005'],
          reason: 'x',
          condition: 'GOOD',
          resolution: 'REPAIR',
          restockTo: bin,
        },
      ],
    });
    expect(Object.keys(repairTarget.body.errors)).toEqual(['lines.0.restockTo']);
    // A line of another sale is no line of this one.
    const otherLine = await admin.post(RMAS, { ...body(1), salesOrderId: phoneSale.id });
    expect(Object.keys(otherLine.body.errors)).toEqual(['lines.0.salesOrderLineId']);
  });

  it('refuses hostile input: other shop ids, NUL bytes, exponent and over-precise numbers', async () => {
    const sale = await sell([chargerLine(1)]);
    const line = await lineOf(sale.id, charger);
    const good = { salesOrderLineId: line, quantity: 1, reason: 'x', condition: 'GOOD', resolution: 'REFUND', restockTo: basics.location };
    const post = (patch: Record<string, unknown>, linePatch: Record<string, unknown> = {}) =>
      admin.post(RMAS, { salesOrderId: sale.id, ...patch, lines: [{ ...good, ...linePatch }] });
    const keys = (a: { body: { errors?: Record<string, unknown> } }) => Object.keys(a.body.errors ?? {});
    expect(keys(await post({}, { reason: 'bad\u0000reason' }))).toEqual(['lines.0.reason']);
    expect(keys(await post({}, { quantity: '1e0' }))).toEqual(['lines.0.quantity']);
    expect(keys(await post({}, { quantity: 0.00001 }))).toEqual(['lines.0.quantity']);
    expect(keys(await post({}, { restockTo: 'SOMEWHERE' }))).toEqual(['lines.0.restockTo']);
    // Another shop's sale, location and payment type are not this shop's.
    const otherSale = ok(await outsider.get('/api/sales/sales-orders?pageSize=1'))[0];
    const otherLocation = ok(await outsider.get('/api/masterfile/stock-locations'))[0].id;
    const otherType = ok(await outsider.get('/api/masterfile/payment-types'))[0].id;
    if (otherSale) expect(keys(await admin.post(RMAS, { salesOrderId: otherSale.id, lines: [good] }))).toEqual(['salesOrderId']);
    expect(keys(await post({}, { restockTo: otherLocation }))).toEqual(['lines.0.restockTo']);
    expect(keys(await post({ refundPaymentTypeId: otherType }))).toEqual(['refundPaymentTypeId']);
    // An RMA of this shop is not found from another shop.
    const mine = ok(await post({}), 201);
    expect((await outsider.get(`${RMAS}/${mine.id}`)).status).toBe(404);
    expect((await outsider.post(`${RMAS}/${mine.id}/resolve`, {})).status).toBe(404);
    // Resolving a refund needs a payment type.
    const noType = await admin.post(`${RMAS}/${mine.id}/resolve`, {});
    expect(keys(noType)).toEqual(['refundPaymentTypeId']);
  });

  it('prints the return order as A4 and 80 mm PDFs: the shop, number, customer, sale, lines, money and signature lines', async () => {
    const sale = await sell([phoneLine(['PH-00006'])]);
    const line = await lineOf(sale.id, phone);
    const rma = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        refundPaymentTypeId: basics.cash,
        lines: [
          {
            salesOrderLineId: line,
            quantity: 1,
            serialNumbers: ['PH-00006'],
            reason: 'Cracked screen',
            condition: 'DAMAGED',
            resolution: 'REFUND',
            restockTo: bin,
          },
        ],
      }),
      201,
    );
    ok(await admin.post(`${RMAS}/${rma.id}/resolve`, {}));
    const token = (await t.login('demo')).token;
    for (const format of ['a4', '80mm']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${RMAS}/${rma.id}/export-pdf?format=${format}`,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`inline; filename="${rma.rmaNumber}.pdf"`);
      const text = (await pdfPages(answer.rawPayload)).join(' ');
      for (const expected of [
        'RETURN ORDER',
        `No. ${rma.rmaNumber}`,
        'RESOLVED',
        `Sale ${sale.salesOrderNumber}`,
        'Juan Return',
        'Phone X1',
        'PH-00006',
        'Cracked screen',
        'Back to Returns bin',
        'Refunded',
        'Received by (shop)',
        'Customer',
      ])
        expect(text, format).toContain(expected);
    }
    expect((await admin.get(`${RMAS}/${rma.id}/export-pdf?format=a5`)).status).toBe(422);
  });
});

describe('lists', () => {
  it("filter RMAs and warranties as the issue names, and the breakdown's refunds are the period's refund payments", async () => {
    const today = todayIn();
    const all = ok(await admin.get(`${RMAS}?pageSize=100`));
    expect(all.length).toBeGreaterThan(3);
    const resolved = ok(await admin.get(`${RMAS}?status=RESOLVED&customerId=${juan}&rmaDate[between]=${today},${today}&pageSize=100`));
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.every((r: { status: string; customerId: number }) => r.status === 'RESOLVED' && r.customerId === juan)).toBe(true);
    const one = resolved[0];
    expect(ok(await admin.get(`${RMAS}?salesOrderId=${one.salesOrderId}`)).map((r: { id: number }) => r.id)).toContain(one.id);
    expect(ok(await admin.get(`${RMAS}?globalFilter=${one.rmaNumber}`)).map((r: { id: number }) => r.id)).toEqual([one.id]);
    expect((await admin.get(`${RMAS}?status=LOST`)).status).toBe(400);
    const warranties = ok(await admin.get(`${WARRANTIES}?customerId=${juan}&productId=${phone}&endDate[gte]=${today}&pageSize=100`));
    expect(warranties.length).toBeGreaterThan(0);
    expect(warranties.every((w: { productId: number }) => w.productId === phone)).toBe(true);
    expect(ok(await admin.get(`${WARRANTIES}?globalFilter=Phone X1&status=CLAIMED`)).length).toBeGreaterThan(0);
    // Refunds in the breakdown = Σ the refund payments of the day, per payment type.
    const refunds = ok(await admin.get(`/api/finance/payments?kind=REFUND&status=POSTED&paymentDate=${today}&pageSize=100`));
    const rows = ok(await admin.get(`/api/reports/sales-report/payment-type-breakdown?salesOrderDate[between]=${today},${today}`));
    const cents = (v: number) => Math.round(v * 100);
    expect(rows.reduce((sum: number, r: { totalRefunds: number }) => sum + cents(r.totalRefunds), 0)).toBe(
      refunds.reduce((sum: number, p: { amount: number }) => sum + cents(p.amount), 0),
    );
  });
});

describe('who may do what', () => {
  it('needs View RMA, Create RMA and View Product Warranty; with the flag off every route is 404', async () => {
    const sale = await sell([chargerLine(1)]);
    const line = await lineOf(sale.id, charger);
    const body = {
      salesOrderId: sale.id,
      lines: [
        { salesOrderLineId: line, quantity: 1, reason: 'x', condition: 'GOOD', resolution: 'STORE_CREDIT', restockTo: basics.location },
      ],
    };
    const rma = ok(await admin.post(RMAS, body), 201);
    const nobody = await signInAs(t, admin, 'demo', []);
    for (const answer of [
      await nobody.get(RMAS),
      await nobody.get(`${RMAS}/${rma.id}`),
      await nobody.get(`${RMAS}/${rma.id}/export-pdf`),
      await nobody.get(`/api/rma-warranty/sales-orders/${sale.id}/returnable`),
      await nobody.post(RMAS, body),
      await nobody.post(`${RMAS}/${rma.id}/receive`, {}),
      await nobody.post(`${RMAS}/${rma.id}/resolve`, {}),
      await nobody.post(`${RMAS}/${rma.id}/reject`, { reason: 'x' }),
      await nobody.get(WARRANTIES),
      await nobody.get('/api/rma-warranty/customer-credits'),
      await nobody.post('/api/rma-warranty/customer-credits/1/apply', {}),
    ])
      expect(answer.status).toBe(403);
    ok(await admin.post('/api/rbac/roles', { name: 'RMA viewer', permissions: ['View RMA'] }), 201);
    const viewer = await signInAs(t, admin, 'demo', ['RMA viewer']);
    expect((await viewer.get(`${RMAS}/${rma.id}`)).status).toBe(200);
    expect((await viewer.post(`${RMAS}/${rma.id}/receive`, {})).status).toBe(403);
    expect((await viewer.get(WARRANTIES)).status).toBe(403);

    await admin.put('/api/setting/feature-flags/rma_warranty_module/toggle');
    try {
      for (const answer of [
        await admin.get(RMAS),
        await admin.get(`${RMAS}/${rma.id}`),
        await admin.post(RMAS, body),
        await admin.post(`${RMAS}/${rma.id}/resolve`, {}),
        await admin.get(`${RMAS}/${rma.id}/export-pdf`),
        await admin.get(WARRANTIES),
        await admin.get('/api/rma-warranty/customer-credits'),
      ])
        expect(answer.status).toBe(404);
    } finally {
      await admin.put('/api/setting/feature-flags/rma_warranty_module/toggle');
    }
    expect((await admin.get(RMAS)).status).toBe(200);
  });

  it('takes a return in with Create RMA but settles it (refund, store credit, replacement) only with Resolve RMA', async () => {
    const roles = ok(await admin.get('/api/rbac/roles?relations=permissions&pageSize=100'));
    const permissionsOf = (name: string) => roles.find((r: { name: string }) => r.name === name).permissions as string[];
    expect(permissionsOf('Manager')).toContain('Resolve RMA');
    expect(permissionsOf('Cashier')).not.toContain('Resolve RMA');

    ok(await admin.post('/api/rbac/roles', { name: 'Returns clerk', permissions: ['View RMA', 'Create RMA', 'View Sales Orders'] }), 201);
    const clerk = await signInAs(t, admin, 'demo', ['Returns clerk']);
    const manager = await signInAs(t, admin, 'demo', ['Manager']);
    for (const resolution of ['REFUND', 'STORE_CREDIT', 'REPLACE'] as const) {
      await stockUp(charger, 2);
      const sale = await sell([chargerLine(1)]);
      const line = await lineOf(sale.id, charger);
      const rma = ok(
        await clerk.post(RMAS, {
          salesOrderId: sale.id,
          refundPaymentTypeId: resolution === 'REFUND' ? basics.cash : undefined,
          lines: [
            {
              salesOrderLineId: line,
              quantity: 1,
              reason: 'Faulty',
              condition: 'DEFECTIVE',
              resolution,
              restockTo: 'WRITE_OFF',
              ...(resolution === 'REPLACE' ? { replacementLocationId: basics.location } : {}),
            },
          ],
        }),
        201,
      );
      ok(await clerk.post(`${RMAS}/${rma.id}/receive`, {}));
      const refused = await clerk.post(`${RMAS}/${rma.id}/resolve`, {});
      expect(refused.status, resolution).toBe(403);
      const after = ok(await admin.get(`${RMAS}/${rma.id}?relations=payments`));
      expect(after.status).toBe('RECEIVED');
      expect(after.payments).toEqual([]);
      expect(ok(await manager.post(`${RMAS}/${rma.id}/resolve`, {})).status).toBe('RESOLVED');
    }
    expect(await differences()).toEqual([]);
  });
});

/** PGlite runs one transaction at a time, so a race there proves nothing: this runs on PostgreSQL only. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('on PostgreSQL only (skipped without TEST_DATABASE_URL): returns racing for one sale line', () => {
  it('two RMAs at once never return more than was sold: the sale is locked and the second counts the first', async () => {
    for (let round = 0; round < 8; round++) {
      const sale = await sell([chargerLine(3)]);
      const line = await lineOf(sale.id, charger);
      const body = {
        salesOrderId: sale.id,
        lines: [
          {
            salesOrderLineId: line,
            quantity: 2,
            reason: 'Race',
            condition: 'GOOD',
            resolution: 'STORE_CREDIT',
            restockTo: basics.location,
          },
        ],
      };
      const answers = await Promise.all([admin.post(RMAS, body), admin.post(RMAS, body)]);
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([201, 422]);
      const loser = answers.find((a) => a.status === 422)!;
      expect(Object.keys(loser.body.errors)).toEqual(['lines.0.quantity']);
      const returnable = ok(await admin.get(`/api/rma-warranty/sales-orders/${sale.id}/returnable`));
      expect(returnable.lines[0]).toMatchObject({ soldQuantity: 3, returnedQuantity: 2, returnableQuantity: 1 });
    }
    // Resolving both halves of a line at once: each posts once, and the books still agree.
    const sale = await sell([chargerLine(2)]);
    const line = await lineOf(sale.id, charger);
    const one = {
      salesOrderId: sale.id,
      lines: [
        { salesOrderLineId: line, quantity: 1, reason: 'Race', condition: 'GOOD', resolution: 'STORE_CREDIT', restockTo: basics.location },
      ],
    };
    const [a, b] = [ok(await admin.post(RMAS, one), 201), ok(await admin.post(RMAS, one), 201)];
    const resolved = await Promise.all([
      admin.post(`${RMAS}/${a.id}/resolve`, {}),
      admin.post(`${RMAS}/${a.id}/resolve`, {}),
      admin.post(`${RMAS}/${b.id}/resolve`, {}),
    ]);
    expect(resolved.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(await differences()).toEqual([]);
  });
});

describe('returns to suppliers', () => {
  it('send units of a receipt back: stock out, serials RETURNED, the payable reduced, the rest a supplier credit; never more than came', async () => {
    const supplier = ok(
      await admin.post('/api/masterfile/suppliers', { supplierName: 'RMA Phone Distributor', paymentTermsDays: 30 }),
      201,
    ).id;
    const receipt = ok(
      await admin.post('/api/purchasing/purchase-receipts', {
        supplierId: supplier,
        receivingWarehouseId: basics.location,
        items: [
          { productId: phone, uomId: basics.piece, quantity: 2, unitCost: 7000, serialNumbers: ['SUP-1', 'SUP-2'] },
          { productId: charger, uomId: basics.piece, quantity: 10, unitCost: 200 },
        ],
      }),
      201,
    );
    const [phoneItem, chargerItem] = receipt.items as { id: number }[];
    const before = await onHand(charger, basics.location);
    const returned = ok(
      await admin.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
        reason: 'Dead on arrival',
        items: [
          { purchaseReceiptItemId: phoneItem!.id, quantity: 1, serialNumbers: ['SUP-2'] },
          { purchaseReceiptItemId: chargerItem!.id, quantity: 4 },
        ],
      }),
      201,
    );
    expect(returned).toMatchObject({ total: 7800, creditTotal: 7800, supplierCreditTotal: 0 });
    expect(returned.supplierReturnNumber).toMatch(/^SR-\d{6}$/);
    expect(await onHand(charger, basics.location)).toBe(before - 4);
    expect(await serial(phone, 'SUP-2')).toMatchObject({ currentStatus: 'RETURNED', locationId: null });
    const [payable] = ok(await admin.get(`/api/finance/payables?sourceType=PURCHASE_RECEIPT&sourceId=${receipt.id}`));
    expect(payable).toMatchObject({ amount: 16000, paid: 7800, balance: 8200, status: 'PARTIAL' });
    // More than is left, or a serial the receipt did not bring, is refused; the receipt can no longer be voided.
    const tooMany = await admin.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
      reason: 'x',
      items: [{ purchaseReceiptItemId: chargerItem!.id, quantity: 7 }],
    });
    expect(Object.keys(tooMany.body.errors)).toEqual(['items.0.quantity']);
    const notBrought = await admin.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
      reason: 'x',
      items: [{ purchaseReceiptItemId: phoneItem!.id, quantity: 1, serialNumbers: ['PH-00001'] }],
    });
    expect(Object.keys(notBrought.body.errors)).toEqual(['items.0.serialNumbers']);
    expect((await admin.delete(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe(409);
    // Paid in full since: what goes back now is the supplier's credit.
    ok(
      await admin.post('/api/finance/payments', { direction: 'OUT', supplierId: supplier, paymentTypeId: basics.cash, amount: 8200 }),
      201,
    );
    const later = ok(
      await admin.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
        reason: 'Wrong model',
        items: [{ purchaseReceiptItemId: chargerItem!.id, quantity: 1 }],
      }),
      201,
    );
    expect(later).toMatchObject({ total: 200, creditTotal: 0, supplierCreditTotal: 200 });
    // Another shop's receipt is not found.
    const foreign = await outsider.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
      reason: 'x',
      items: [{ purchaseReceiptItemId: chargerItem!.id, quantity: 1 }],
    });
    expect(foreign.status).toBe(404);
    expect(await differences()).toEqual([]);
  });
});

describe('a unit a customer returned and that went back into stock', () => {
  it('is RETURNED at its location and goes on like any unit in stock: sold again, moved, adjusted out, sent back to its supplier', async () => {
    const supplier = ok(
      await admin.post('/api/masterfile/suppliers', { supplierName: 'RMA Restock Supplier', paymentTermsDays: 30 }),
      201,
    ).id;
    const receipt = ok(
      await admin.post('/api/purchasing/purchase-receipts', {
        supplierId: supplier,
        receivingWarehouseId: basics.location,
        items: [{ productId: phone, uomId: basics.piece, quantity: 3, unitCost: 7000, serialNumbers: ['RST-1', 'RST-2', 'RST-3'] }],
      }),
      201,
    );
    const sale = await sell([phoneLine(['RST-1', 'RST-2', 'RST-3'])]);
    const rma = ok(
      await admin.post(RMAS, {
        salesOrderId: sale.id,
        refundPaymentTypeId: basics.cash,
        lines: [
          {
            salesOrderLineId: await lineOf(sale.id, phone),
            quantity: 3,
            serialNumbers: ['RST-1', 'RST-2', 'RST-3'],
            reason: 'Changed mind',
            condition: 'GOOD',
            resolution: 'REFUND',
            restockTo: basics.location,
          },
        ],
      }),
      201,
    );
    ok(await admin.post(`${RMAS}/${rma.id}/resolve`, {}));
    for (const s of ['RST-1', 'RST-2', 'RST-3'])
      expect(await serial(phone, s)).toMatchObject({ currentStatus: 'RETURNED', locationId: basics.location, source: 'RMA' });
    // What the pickers ask for: the units in stock at the location, returned ones included.
    const offered = ok(
      await admin.get(`/api/inventory/serial-numbers?productId=${phone}&currentStatus[in]=IN_STOCK,RETURNED&locationId=${basics.location}`),
    ).map((r: { serialNumber: string }) => r.serialNumber);
    expect(offered).toEqual(expect.arrayContaining(['RST-1', 'RST-2', 'RST-3']));
    // It is in stock: counting it in again is refused.
    const again = await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Found',
      items: [{ productId: phone, uomId: basics.piece, quantity: 1, mode: 'delta', serialNumbers: ['RST-1'] }],
    });
    expect(again.status).toBe(422);
    // Sold again at the counter.
    const before = await onHand(phone, basics.location);
    const resale = await sell([phoneLine(['RST-1'])]);
    expect(await serial(phone, 'RST-1')).toMatchObject({ currentStatus: 'SOLD', locationId: null, sourceId: resale.id });
    expect(await onHand(phone, basics.location)).toBe(before - 1);
    // Moved to the returns bin and back: it keeps its status, so its history stays visible.
    const move = (from: number, to: number) =>
      admin.post('/api/inventory/stock-transfers', {
        sourceWarehouseId: from,
        destinationWarehouseId: to,
        items: [{ productId: phone, uomId: basics.piece, quantity: 1, serialNumbers: ['RST-2'] }],
      });
    ok(await move(basics.location, bin), 201);
    expect(await serial(phone, 'RST-2')).toMatchObject({ currentStatus: 'RETURNED', locationId: bin, source: 'STOCK_TRANSFER' });
    ok(await move(bin, basics.location), 201);
    expect(await serial(phone, 'RST-2')).toMatchObject({ currentStatus: 'RETURNED', locationId: basics.location });
    // Sent back to the supplier it came from: RETURNED, no longer anywhere.
    const [received] = receipt.items as { id: number }[];
    ok(
      await admin.post(`/api/purchasing/purchase-receipts/${receipt.id}/returns`, {
        reason: 'Faulty',
        items: [{ purchaseReceiptItemId: received!.id, quantity: 1, serialNumbers: ['RST-2'] }],
      }),
      201,
    );
    expect(await serial(phone, 'RST-2')).toMatchObject({ currentStatus: 'RETURNED', locationId: null, source: 'SUPPLIER_RETURN' });
    // Written off by an adjustment.
    ok(
      await admin.post('/api/inventory/adjustments', {
        locationId: basics.location,
        reason: 'Water damage',
        items: [{ productId: phone, uomId: basics.piece, quantity: -1, mode: 'delta', serialNumbers: ['RST-3'] }],
      }),
      201,
    );
    expect(await serial(phone, 'RST-3')).toMatchObject({ currentStatus: 'ADJUSTED_OUT', locationId: null });
    // A unit no longer held is neither offered nor sold.
    const gone = ok(
      await admin.get(`/api/inventory/serial-numbers?productId=${phone}&currentStatus[in]=IN_STOCK,RETURNED&locationId=${basics.location}`),
    ).map((r: { serialNumber: string }) => r.serialNumber);
    expect(gone).not.toEqual(expect.arrayContaining(['RST-2']));
    const sellGone = await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId: juan,
        lines: [phoneLine(['RST-2'])],
        payments: [{ paymentType: basics.cash }],
      }),
    );
    expect(sellGone.status).toBe(422);
    expect(await differences()).toEqual([]);
  });
});
