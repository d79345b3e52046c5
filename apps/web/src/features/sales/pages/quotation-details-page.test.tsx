import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import QuotationDetailsPage from './quotation-details-page';

const line = (id: number, productId: number, productName: string, orderedQuantity: number, isSerialized: boolean, factor = 1) => ({
  id,
  quotationId: 7,
  bundleParentId: null,
  lineNumber: id,
  productId,
  sku: `SKU-${productId}`,
  productName,
  productType: 'PRODUCT',
  orderedQuantity,
  orderedUomId: factor === 1 ? 1 : 2,
  orderedUnit: factor === 1 ? 'piece' : 'pair',
  orderedUnitPrice: 100,
  grossAmount: 100 * orderedQuantity,
  lineTotal: 100 * orderedQuantity,
  appliedDiscounts: [],
  bundleModifications: [],
  orderedUom: { id: factor === 1 ? 1 : 2, unit: factor === 1 ? 'piece' : 'pair', factor },
  product: { id: productId, sku: `SKU-${productId}`, productName, type: 'PRODUCT', isSerialized },
});

function quotation(items: ReturnType<typeof line>[], payments: { paymentTypeId: number; referenceNumber: string | null }[]) {
  return {
    id: 7,
    quotationNumber: 'QT-000007',
    quotationDate: '2026-03-05T06:30:00.000Z',
    validUntilDate: '2099-12-31',
    salesChannelId: 1,
    customerId: 1,
    status: 'DRAFT',
    grossTotal: 300,
    discountTotal: 0,
    taxTotal: 0,
    netTotal: 300,
    paidAmountTotal: 300,
    taxed: false,
    publicNote: null,
    appliedDiscounts: [],
    payments: payments.map((p) => ({ ...p, paidAmount: 300, dueAmount: 300, notes: null })),
    salesOrderId: null,
    postedAt: null,
    createdBy: 1,
    createdAt: '2026-03-05T06:30:00.000Z',
    updatedAt: '2026-03-05T06:30:00.000Z',
    customer: { id: 1, customerName: 'Ana Santos' },
    salesChannel: { id: 1, name: 'Main Store', defaultPickingWarehouseId: 4 },
    quotationItems: items,
  };
}

let requests: FakeRequest[];
let record: ReturnType<typeof quotation>;

function serve(permissions = ['View Quotations', 'Generate Sales Order', 'Create Sales Orders']) {
  requests = fakeApi(
    ({ method, path, url }) => {
      if (method === 'GET' && path === 'sales/quotations/7') return { body: { data: record } };
      if (path === 'masterfile/payment-types')
        return {
          body: {
            data: [
              { id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false },
              { id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true },
            ],
            meta: { current_page: 1, per_page: 1000, total: 2, last_page: 1 },
          },
        };
      if (path === 'inventory/serial-numbers') {
        const stocked =
          url.searchParams.get('locationId') === '4' &&
          url.searchParams.get('currentStatus[in]') === 'IN_STOCK,RETURNED' &&
          url.searchParams.get('productId') === '5';
        const data = stocked
          ? ['IMEI-1', 'IMEI-2', 'IMEI-3'].map((s, i) => ({ id: i + 1, serialNumber: s, productId: 5, currentStatus: 'IN_STOCK' }))
          : [];
        return { body: { data, meta: { current_page: 1, per_page: 1000, total: data.length, last_page: 1 } } };
      }
      if (method === 'GET' && path === 'sales/quotations/7/export-pdf') return { body: '%PDF-1.3' };
      if (method === 'POST' && path === 'sales/quotations/7/generate-sales-order')
        return { status: 201, body: { message: 'Sales order created successfully.', data: { id: 55, salesOrderNumber: 'SO-000055' } } };
      return undefined;
    },
    { permissions },
  );
}

const generated = () => requests.filter((r) => r.method === 'POST' && r.path === 'sales/quotations/7/generate-sales-order');

function renderPage() {
  return renderWithProviders(<QuotationDetailsPage />, {
    route: '/sales/quotations/7',
    path: '/sales/quotations/:id',
    extraRoutes: <Route path="/sales/sales-orders/:id" element={<p>Sales order page</p>} />,
  });
}

async function askToGenerate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Generate Sales Order' }));
  const confirm = await screen.findByRole('dialog', { name: 'Generate Sales Order' });
  await user.click(within(confirm).getByRole('button', { name: 'Generate' }));
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Generate Sales Order on a quotation', () => {
  it('asks the serial numbers of a serial-tracked line (in stock at the channel’s location) and a required reference first', async () => {
    record = quotation(
      [line(11, 3, 'Claw Hammer', 1, false), line(12, 5, 'Phone', 1, true, 2)],
      [{ paymentTypeId: 2, referenceNumber: null }],
    );
    serve();
    const user = userEvent.setup();
    renderPage();
    await askToGenerate(user);

    const details = await screen.findByRole('dialog', { name: 'Generate Sales Order' });
    await within(details).findByText('Phone');
    expect(within(details).queryByText('Claw Hammer')).toBeNull();
    expect(within(details).getByText(/No serial number chosen \(0 of 2\)/)).toBeTruthy();
    // Nothing is sent until both are given.
    await user.click(within(details).getByRole('button', { name: 'Generate' }));
    expect(within(details).getByText('A GCash payment needs its reference number.')).toBeTruthy();
    expect(generated()).toHaveLength(0);

    // 1 pair = 2 phones: two serial numbers, from those in stock at location 4.
    await user.click(within(details).getByRole('button', { name: 'Choose serial numbers for Phone' }));
    const serialDialog = await screen.findByRole('dialog', { name: 'Serial Numbers' });
    await user.click(await within(serialDialog).findByRole('checkbox', { name: 'IMEI-1' }));
    await user.click(within(serialDialog).getByRole('checkbox', { name: 'IMEI-3' }));
    await user.click(within(serialDialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Serial Numbers' })).toBeNull());
    expect(within(details).getByText(/IMEI-1, IMEI-3 \(2 of 2\)/)).toBeTruthy();

    await user.type(within(details).getByRole('textbox', { name: /Payment 1 \(GCash\) Reference #/ }), 'GC-0917');
    await user.click(within(details).getByRole('button', { name: 'Generate' }));
    await screen.findByText('Sales order page');
    expect(generated()).toHaveLength(1);
    expect(generated()[0]!.body).toEqual({
      items: [{ id: 12, serialNumbers: ['IMEI-1', 'IMEI-3'] }],
      payments: [{ referenceNumber: 'GC-0917' }],
    });
  });

  it('converts straight after the confirmation when nothing is missing', async () => {
    record = quotation([line(11, 3, 'Claw Hammer', 2, false)], [{ paymentTypeId: 2, referenceNumber: 'GC-1' }]);
    serve();
    const user = userEvent.setup();
    renderPage();
    await askToGenerate(user);
    await screen.findByText('Sales order page');
    expect(generated().map((r) => r.body)).toEqual([{}]);
  });
});

describe('the quotation screen', () => {
  it('opens for View Customer, the permission of spec 2.2’s Quotations link (without Generate Sales Order)', async () => {
    record = quotation([line(11, 3, 'Claw Hammer', 2, false)], []);
    serve(['View Customer']);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'QT-000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Sales Order' })).toBeNull();
  });

  it('prints: its PDF opens in a tab of its own, for any reader of quotations', async () => {
    record = quotation([line(11, 3, 'Claw Hammer', 2, false)], []);
    serve(['View Customer']);
    const tab = { location: { href: '' }, closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:quotation-pdf');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:quotation-pdf'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(requests.some((r) => r.path === 'sales/quotations/7/export-pdf')).toBe(true);
  });
});
