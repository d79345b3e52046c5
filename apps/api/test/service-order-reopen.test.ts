// A cancelled job order reopened (back to where it was, history and number kept) and its deposit
// paid back as money out, with the books still reconciling; who may do either, and what is refused.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileBooks } from '../src/modules/finance';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let outsider: Client;
let shopId: number;
let customer: number;
let cash: number;
let otherOrder: number;

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const refused = (answer: Answer, status: number, field?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (field) expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
  return answer.body;
};
const open = async (body: Record<string, unknown> = {}) =>
  ok(
    await admin.post('/api/service/service-orders', {
      customerId: customer,
      itemDescription: 'Android phone',
      problemReported: 'Cracked screen',
      ...body,
    }),
    201,
  );
const move = (id: number, status: string, remark?: string) => admin.put(`/api/service/service-orders/${id}/status`, { status, remark });
const cancel = (id: number, reason: string) =>
  t.request('DELETE', `/api/service/service-orders/${id}`, { shop: 'demo', token: adminToken, body: { reason } });
const reopen = (id: number, body?: unknown, client: Client = admin) => client.put(`/api/service/service-orders/${id}/reopen`, body);
const refund = (id: number, body?: unknown, client: Client = admin) =>
  client.post(`/api/service/service-orders/${id}/refund-deposit`, body);
const books = () => t.db.transaction(shopId, (tx) => reconcileBooks(tx));

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  outsider = t.as('other', (await t.login('other')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  const types = ok(await admin.get('/api/masterfile/payment-types?pageSize=50')) as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Maria Santos', defaultPaymentTypeId: cash }), 201).id;
  const otherCustomer = ok(await outsider.get('/api/sales/customers/default')).id;
  otherOrder = ok(
    await outsider.post('/api/service/service-orders', {
      customerId: otherCustomer,
      itemDescription: 'Laptop',
      problemReported: 'No power',
    }),
    201,
  ).id;
});

afterAll(async () => {
  await t?.close();
});

describe('reopening a cancelled job order', () => {
  it('goes back to the status it had when cancelled, keeping its number and every history row', async () => {
    const order = await open();
    ok(await move(order.id, 'WAITING_FOR_PARTS', 'Screen ordered'));
    const cancelled = ok(await cancel(order.id, 'Dropped on Cancelled by mistake'));
    expect(cancelled.status).toBe('CANCELLED');

    const reopened = ok(await reopen(order.id, { reason: '  Cancelled by mistake  ' }));
    expect(reopened).toMatchObject({ id: order.id, serviceOrderNumber: order.serviceOrderNumber, status: 'WAITING_FOR_PARTS' });
    expect(reopened.statusHistory.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'RECEIVED'],
      ['RECEIVED', 'WAITING_FOR_PARTS'],
      ['WAITING_FOR_PARTS', 'CANCELLED'],
      ['CANCELLED', 'WAITING_FOR_PARTS'],
    ]);
    expect(reopened.statusHistory.at(-1)).toMatchObject({
      remark: 'Reopened: Cancelled by mistake',
      changedByUser: expect.objectContaining({ id: expect.any(Number) }),
    });
    // Open again: it moves along and can be edited like any open order.
    ok(await move(order.id, 'IN_PROGRESS'));
    ok(await admin.put(`/api/service/service-orders/${order.id}`, { notes: 'Back on the bench' }));

    // Cancelled twice and reopened twice: each time back to where it was just before.
    ok(await cancel(order.id, 'Customer changed mind'));
    const again = ok(await reopen(order.id));
    expect(again.status).toBe('IN_PROGRESS');
    expect(again.statusHistory.at(-1)).toMatchObject({ fromStatus: 'CANCELLED', toStatus: 'IN_PROGRESS', remark: 'Reopened' });
    expect(again.statusHistory).toHaveLength(7);
  });

  it('refuses an order that is not cancelled (409), bad input (422), unknown or other shops’ orders (404)', async () => {
    const order = await open();
    expect(refused(await reopen(order.id), 409).message).toContain('not cancelled');
    ok(await move(order.id, 'DIAGNOSING'));
    ok(await cancel(order.id, 'No parts'));
    refused(await reopen(order.id, { reason: 'x'.repeat(1001) }), 422, 'reason');
    refused(await reopen(order.id, { reason: 42 }), 422, 'reason');
    refused(await reopen(999_999_999), 404);
    refused(await reopen(otherOrder), 404);
    expect(ok(await reopen(order.id, { reason: null })).status).toBe('DIAGNOSING');
    refused(await reopen(order.id), 409);
  });

  it('takes the right that cancels a job order (401 anonymous, 403 without it)', async () => {
    const order = await open();
    ok(await cancel(order.id, 'Duplicate intake'));
    expect((await t.request('PUT', `/api/service/service-orders/${order.id}/reopen`, { shop: 'demo' })).status).toBe(401);
    const roleWith = async (name: string, permissions: string[]) => {
      ok(await admin.post('/api/rbac/roles', { name, permissions }), 201);
      return signInAs(t, admin, 'demo', [name], `${name.replace(/\W/g, '').toLowerCase()}${randomBytes(3).toString('hex')}@demo.shop`);
    };
    const mover = await roleWith('JO mover', ['Update Job Order Status', 'Edit Job Order', 'View Job Order']);
    refused(await reopen(order.id, undefined, mover), 403);
    refused(await refund(order.id, undefined, mover), 403);
    const canceller = await roleWith('JO canceller', ['Delete Job Order']);
    expect(ok(await reopen(order.id, undefined, canceller)).status).toBe('RECEIVED');
  });
});

describe("a cancelled job order's deposit", () => {
  it('is paid back once as money out (a DEPOSIT_REFUND payment), and the books reconcile', async () => {
    const order = await open({ deposit: 500, depositPaymentTypeId: cash });
    expect(refused(await refund(order.id), 409).message).toContain('not cancelled');
    ok(await cancel(order.id, 'Customer will buy a new one'));
    const refunded = ok(await refund(order.id));
    expect(refunded.status).toBe('CANCELLED');
    expect(refunded.depositRefundNumber).toMatch(/^PAY-\d{6}$/);

    const [payment] = ok(await admin.get(`/api/finance/payments?paymentNumber=${refunded.depositRefundNumber}`));
    expect(payment).toMatchObject({
      direction: 'OUT',
      kind: 'DEPOSIT_REFUND',
      status: 'POSTED',
      customerId: customer,
      serviceOrderId: order.id,
      paymentTypeId: cash,
      amount: 500,
    });
    expect(payment.notes).toContain(order.serviceOrderNumber);
    expect(await books()).toEqual([]);

    // Never twice; and reopening would apply the deposit to the sale again, so the refund must go first.
    expect(refused(await refund(order.id), 409).message).toContain(refunded.depositRefundNumber);
    expect(refused(await reopen(order.id), 409).message).toContain('void that refund first');
    ok(await admin.delete(`/api/finance/payments/${payment.id}`));
    expect(await books()).toEqual([]);
    const reopened = ok(await reopen(order.id));
    expect(reopened).toMatchObject({ status: 'RECEIVED', depositRefundNumber: null, deposit: 500 });
    expect(await books()).toEqual([]);
  });

  it('refuses an order without a deposit (409), a bad payment type (422), another shop’s order (404)', async () => {
    const none = await open();
    ok(await cancel(none.id, 'Not repairable'));
    expect(refused(await refund(none.id), 409).message).toContain('no deposit');

    const order = await open({ deposit: '250.50', depositPaymentTypeId: cash });
    ok(await cancel(order.id, 'Too expensive'));
    refused(await refund(order.id, { paymentTypeId: 999_999_999 }), 422, 'paymentTypeId');
    refused(await refund(order.id, { paymentTypeId: 'cash' }), 422, 'paymentTypeId');
    refused(await refund(order.id, { paymentDate: '2026-02-30' }), 422, 'paymentDate');
    refused(await refund(otherOrder), 404);
    refused(await refund(999_999_999), 404);
    const done = ok(await refund(order.id, { paymentDate: '2026-11-27' }));
    const [payment] = ok(await admin.get(`/api/finance/payments?paymentNumber=${done.depositRefundNumber}`));
    expect(payment).toMatchObject({ amount: 250.5, paymentDate: '2026-11-27' });
    expect(await books()).toEqual([]);
  });

  it('is checked by the reconcile: a refund that differs from the deposit is reported', async () => {
    const order = await open({ deposit: 300, depositPaymentTypeId: cash });
    ok(await cancel(order.id, 'Customer moved away'));
    const done = ok(await refund(order.id));
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`update payments set amount = 200 where payment_number = ${done.depositRefundNumber}`),
    );
    expect(await books()).toEqual([
      expect.objectContaining({
        kind: 'deposit refund = the job order’s deposit',
        subject: `payment ${done.depositRefundNumber} (${order.serviceOrderNumber})`,
        expected: '300.00',
        found: '200.00',
      }),
    ]);
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`update payments set amount = 300 where payment_number = ${done.depositRefundNumber}`),
    );
    expect(await books()).toEqual([]);
  });
});
