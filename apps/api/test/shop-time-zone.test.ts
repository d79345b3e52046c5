import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/platform/time-zone';
import { pdfPages } from './support/pdf';
import { salePayload } from './support/sales';
import { hostOf, signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// The shop's time zone: documents print instants in it (Asia/Manila until the shop picks another).

let t: TestApp;
let admin: Client;
let adminToken: string;
let cashierToken: string;
let channel: number;
let customer: number;
let cash: number;
let piece: number;
let nail: number;
let terminal: number;
let shift: number;
let jobOrder: { id: number; receivedAt: string };

/** 00:00 UTC is 8:00 AM in Manila and 7:00 PM the evening before in New York. */
const MIDNIGHT_UTC = '2026-11-28T00:00:00.000Z';

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const setZone = (timeZone: string | null) => admin.post('/api/setting/company-profiles', { settings: { time_zone: timeZone } });
const ticketText = async (format = '80mm') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/service/service-orders/${jobOrder.id}/ticket?format=${format}`,
    headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (await pdfPages(answer.rawPayload)).join(' ');
};
const xReading = async () => ok(await admin.get(`/api/pos/terminals/${terminal}/x-reading?shiftId=${shift}`)).content as string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  const channelRow = ok(await admin.get('/api/sales/sales-channels?relations=users'))[0];
  channel = channelRow.id;
  const types = ok(await admin.get('/api/masterfile/payment-types?pageSize=50')) as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  customer = ok(await admin.get('/api/sales/customers/default')).id;
  const count = ok(await admin.get('/api/masterfile/unit-classes?name=Count&relations=units'))[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  nail = ok(
    await admin.post('/api/inventory/products', {
      unitClassId: count.id,
      unitOfMeasureId: piece,
      type: 'PRODUCT',
      sku: 'TZ-NAIL',
      productName: 'Zone Nail',
      basePrice: '2.50',
    }),
    201,
  ).id;
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: channelRow.defaultPickingWarehouseId,
      reason: 'Opening stock',
      items: [{ productId: nail, uomId: piece, quantity: 100 }],
    }),
    201,
  );
  const cashier = await signInAs(t, admin, 'demo', ['Cashier'], 'tz-cashier@demo.shop');
  cashierToken = (await t.login('demo', 'tz-cashier@demo.shop', 'test-password')).token;
  ok(
    await admin.put(`/api/sales/sales-channels/${channel}`, {
      userIds: [...channelRow.users.map((u: { id: number }) => u.id), cashier.id],
    }),
  );
  terminal = ok(
    await admin.post('/api/pos/terminals', { salesChannelId: channel, terminalName: 'Zone Counter', invoicePrefix: 'TZ-' }),
    201,
  ).id;
  shift = ok(await t.as('demo', cashierToken).post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: '100.00' }), 201).id;
  ok(
    await t.request('POST', '/api/sales/pos-order', {
      token: cashierToken,
      body: {
        ...salePayload({
          salesChannelId: channel,
          customerId: customer,
          lines: [{ productId: nail, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: '2.50' }],
          payments: [{ paymentType: cash }],
        }),
        terminalId: terminal,
      },
    }),
    201,
  );
  // The shift opened at 00:00 UTC (the reading names when its shift opened).
  const moved = await t.db.transaction(1, (tx) =>
    tx.execute(sql`update pos_shifts set opened_at = ${MIDNIGHT_UTC} where tenant_id = 1 and id = ${shift}`),
  );
  expect((moved as { rowCount?: number; affectedRows?: number }).rowCount ?? (moved as { affectedRows?: number }).affectedRows).toBe(1);
  jobOrder = ok(
    await admin.post('/api/service/service-orders', {
      customerId: customer,
      itemDescription: 'Android phone',
      problemReported: 'No power',
      receivedAt: MIDNIGHT_UTC,
    }),
    201,
  );
});

afterAll(async () => {
  await t?.close();
});

describe("the shop's time zone", () => {
  it('is Asia/Manila until the shop picks one; an unknown zone, an offset or a channel override is refused with 422', async () => {
    expect(ok(await admin.get('/api/setting/company-profiles/value')).time_zone).toBeNull();
    for (const bad of ['Mars/Olympus', '+08:00', 'Asia/Manila; drop table', ' ']) {
      const answer = await setZone(bad);
      if (bad.trim() === '') {
        expect(answer.status).toBe(200);
        continue;
      }
      expect(answer.status, bad).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toContain('settings.time_zone');
    }
    const override = await admin.post(`/api/setting/company-profiles/${channel}`, { settings: { time_zone: 'Asia/Tokyo' } });
    expect(override.status).toBe(422);
    expect(Object.keys(override.body.errors ?? {})).toContain('settings.time_zone');
    expect(ok(await admin.get('/api/setting/company-profiles/value')).time_zone).toBeNull();
  });

  it("prints the claim ticket's received time and the X reading's shift in the shop's zone, and follows a change", async () => {
    expect(new Date(jobOrder.receivedAt).toISOString()).toBe(MIDNIGHT_UTC);
    // Manila by default: 00:00 UTC is 8:00 AM.
    for (const format of ['80mm', 'a6']) expect(await ticketText(format)).toContain('Nov 28, 2026 8:00 AM');
    const manila = await xReading();
    expect(manila).toContain(`#${shift} from 11/28/2026, 8:00:00 AM`);
    expect(manila).toMatch(
      new RegExp(`Business date\\s+(${todayIn('Asia/Manila')}|${todayIn('Asia/Manila', new Date(Date.now() - 60_000))})`),
    );

    ok(await setZone('America/New_York'));
    expect(ok(await admin.get('/api/setting/company-profiles/value')).time_zone).toBe('America/New_York');
    const ticket = await ticketText();
    expect(ticket).toContain('Nov 27, 2026 7:00 PM');
    expect(ticket).not.toContain('8:00 AM');
    const newYork = await xReading();
    expect(newYork).toContain(`#${shift} from 11/27/2026, 7:00:00 PM`);
    // The business date is the shop's day too (a minute's grace should the test run across midnight).
    expect(newYork).toMatch(
      new RegExp(`Business date\\s+(${todayIn('America/New_York')}|${todayIn('America/New_York', new Date(Date.now() - 60_000))})`),
    );

    // Blank goes back to the default.
    ok(await setZone(''));
    expect(await ticketText()).toContain('Nov 28, 2026 8:00 AM');
  });
});
