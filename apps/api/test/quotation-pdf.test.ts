// A quotation to send: GET sales/quotations/{id}/export-pdf answers a PDF a viewer opens, holding
// the company header, the quotation's number, customer, lines, totals, validity and terms; another
// shop's quotation is a 404, and it needs what the quotation screens need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf';
import { asQuotation, salePayload } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let token: string;
let quotation: { id: number; quotationNumber: string; validUntilDate: string };

const exportPdf = (id: number, bearer = token, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: `/api/sales/quotations/${id}/export-pdf`, headers: { host, authorization: `Bearer ${bearer}` } });

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  await admin.post('/api/setting/company-profiles', {
    settings: {
      company_name: 'Tindahan ni Aling Nena',
      address: '12 Rizal St, Quezon City',
      tin: '111-222-333-000',
      receipt_footer: 'Salamat po!',
    },
  });
  const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  const cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = async (sku: string, productName: string) =>
    (
      await admin.post('/api/inventory/products', {
        unitClassId: count.id,
        unitOfMeasureId: piece,
        type: 'SERVICE',
        sku,
        productName,
        basePrice: 10,
      })
    ).body.data.id as number;
  const paint = await product('QPDF-PAINT', 'Boysen Latex Paint 4 L');
  const brush = await product('QPDF-BRUSH', 'Tibay Paint Brush 2 inch');
  const customer = await admin.post('/api/sales/customers', {
    customerName: 'Santos Construction',
    defaultPaymentTypeId: cash,
    contactPerson: 'Engr. Ramon Santos',
    contactNumber: '0917 555 0199',
    addressLineOne: 'Lot 5 Mabini Ave',
    city: 'Pasig',
    tin: '987654321000',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const payload = salePayload({
    salesChannelId: channel.id,
    customerId: customer.body.data.id,
    lines: [
      { productId: paint, orderedUomId: piece, orderedQuantity: 3, orderedUnitPrice: 1250, productType: 'SERVICE' },
      { productId: brush, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: 85.5, productType: 'SERVICE' },
    ],
    payments: [{ paymentType: cash }],
    publicNote: 'Delivery within Pasig included.',
  });
  const saved = await admin.post('/api/sales/quotations', asQuotation(payload, '2031-01-15'));
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  quotation = saved.body.data;
});
afterAll(async () => t?.close());

describe('the quotation PDF', () => {
  it('is a PDF a viewer opens, with the company, the number, customer, lines, totals, validity and terms', async () => {
    const answer = await exportPdf(quotation.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${quotation.quotationNumber}.pdf"`);
    const text = (await pdfPages(answer.rawPayload)).join(' ');
    for (const expected of [
      'Tindahan ni Aling Nena',
      'TIN 111-222-333-000',
      'QUOTATION',
      `No. ${quotation.quotationNumber}`,
      'Valid until January 15, 2031',
      'Customer: Santos Construction',
      'Attention: Engr. Ramon Santos',
      'Lot 5 Mabini Ave Pasig',
      'TIN 987-654-321-000',
      'Boysen Latex Paint 4 L',
      'Tibay Paint Brush 2 inch',
      '₱3,750.00',
      '₱171.00',
      '₱3,921.00',
      'This quotation is valid until January 15, 2031',
      'Payment: Cash ₱3,921.00',
      'Notes: Delivery within Pasig included.',
      'Salamat po!',
    ])
      expect(text, expected).toContain(expected);
  });

  it('is a 404 for another shop’s quotation or none, and needs what the quotation screens need', async () => {
    const other = (await t.login('other')).token;
    expect((await exportPdf(quotation.id, other, 'other.localhost')).statusCode).toBe(404);
    expect((await exportPdf(999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sales/quotations/${quotation.id}/export-pdf`, headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(401);
    expect((await admin.post('/api/rbac/roles', { name: 'Channel Only', permissions: ['View Channel'] })).status).toBe(201);
    const outsider = await signInAs(t, admin, 'demo', ['Channel Only']);
    expect((await outsider.get(`/api/sales/quotations/${quotation.id}/export-pdf`)).status).toBe(403);
    expect((await admin.post('/api/rbac/roles', { name: 'Customers Desk', permissions: ['View Customer'] })).status).toBe(201);
    const desk = await signInAs(t, admin, 'demo', ['Customers Desk']);
    expect((await desk.get(`/api/sales/quotations/${quotation.id}/export-pdf`)).status).toBe(200);
  });
});
