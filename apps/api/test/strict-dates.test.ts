// Dates and date-times are read whole and on the calendar: an hour 25, text after the day and a
// 31 June are refused naming the field, in a body (422), a route's query (422), a report period
// (422) and a list filter (400, as the list protocol answers every filter it cannot read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asQuotation, salePayload } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

const NOT_DATES = ['2026-11-28T25:00:00Z', '2026-11-28garbage', '2026-06-31'];
/** Not instants either: the same three, a 31 June with a time, and one without its zone. */
const NOT_INSTANTS = [...NOT_DATES, '2026-06-31T10:00:00Z', '2026-11-28T10:00:00'];

let t: TestApp;
let admin: Client;
let quotationId: number;
let quotationPayload: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id as number;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id as number;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: piece,
    type: 'SERVICE',
    sku: 'DATES-1',
    productName: 'Delivery',
    basePrice: 10,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const walkIn = (await admin.get('/api/sales/customers/default')).body.data.id as number;
  const sale = salePayload({
    salesChannelId: channel.id,
    customerId: walkIn,
    lines: [{ productId: product.body.data.id, orderedUomId: piece, orderedQuantity: 1, orderedUnitPrice: 10, productType: 'SERVICE' }],
    payments: [{ paymentType: cash }],
  });
  quotationPayload = asQuotation(sale);
  const saved = await admin.post('/api/sales/quotations', { ...quotationPayload, validUntilDate: '2031-01-15' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  quotationId = saved.body.data.id;
}, 60_000);
afterAll(async () => t?.close());

describe('dates in a body', () => {
  it('refuses a valid-until date that is not exactly a day, and keeps the one it had', async () => {
    for (const value of NOT_DATES) {
      const answer = await admin.put(`/api/sales/quotations/${quotationId}/valid-until-date`, { validUntilDate: value });
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(answer.body.errors.validUntilDate).toEqual(['The valid until date must be a date (YYYY-MM-DD).']);
    }
    expect((await admin.get(`/api/sales/quotations/${quotationId}`)).body.data.validUntilDate).toBe('2031-01-15');
    const changed = await admin.put(`/api/sales/quotations/${quotationId}/valid-until-date`, { validUntilDate: '2032-02-29' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.validUntilDate).toBe('2032-02-29');
  });

  it('refuses a new quotation whose dates are not dates, writing nothing', async () => {
    const before = (await admin.get('/api/sales/quotations')).body.meta.total as number;
    for (const value of NOT_DATES) {
      const answer = await admin.post('/api/sales/quotations', { ...quotationPayload, validUntilDate: value });
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['validUntilDate']);
    }
    for (const value of NOT_INSTANTS) {
      const answer = await admin.post('/api/sales/quotations', { ...quotationPayload, quotationDate: value });
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['quotationDate']);
    }
    expect((await admin.get('/api/sales/quotations')).body.meta.total).toBe(before);
    // What the terminal sends (toISOString) is a date-time.
    const sent = await admin.post('/api/sales/quotations', { ...quotationPayload, quotationDate: new Date().toISOString() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });

  it('refuses an expense date that is not an instant with its zone', async () => {
    for (const value of NOT_INSTANTS) {
      const answer = await admin.post('/api/expenses/expenses', { expenseDate: value });
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(answer.body.errors.expenseDate, `${value}: ${JSON.stringify(answer.body)}`).toEqual([
        'The expense date must be a date and time with its zone (ISO 8601, such as 2026-11-28T14:30:00+08:00).',
      ]);
    }
  });
});

describe('dates in a query', () => {
  it("refuses a route's own date parameter", async () => {
    for (const value of NOT_DATES) {
      const answer = await admin.get(`/api/finance/receivables/aging?asOf=${encodeURIComponent(value)}`);
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['asOf']);
    }
    expect((await admin.get('/api/finance/receivables/aging?asOf=2026-11-28')).status).toBe(200);
  });

  it("refuses a report's period", async () => {
    for (const value of NOT_DATES) {
      const key = 'salesOrderDate[between]';
      const answer = await admin.get(`/api/reports/sales-report/daily?${encodeURIComponent(key)}=2026-06-01,${encodeURIComponent(value)}`);
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([key]);
    }
    expect((await admin.get('/api/reports/sales-report/daily?salesOrderDate[between]=2026-06-01,2026-06-30')).status).toBe(200);
  });

  it('refuses a list filter on a date or a date-time column with 400, naming the filter', async () => {
    for (const value of NOT_DATES) {
      const answer = await admin.get(`/api/sales/quotations?validUntilDate=${encodeURIComponent(value)}`);
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['validUntilDate']);
    }
    for (const value of NOT_INSTANTS) {
      const key = 'salesOrderDate[gte]';
      const answer = await admin.get(`/api/sales/sales-orders?${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([key]);
    }
    for (const value of ['2026-06-30', '2026-06-30T10:00+08:00', '2026-06-30T02:00:00.000Z'])
      expect((await admin.get(`/api/sales/sales-orders?salesOrderDate[gte]=${encodeURIComponent(value)}`)).status, value).toBe(200);
  });
});
