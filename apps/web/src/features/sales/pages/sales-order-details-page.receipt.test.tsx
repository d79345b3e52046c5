import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { printReceipt } from '@/components/receipt/print-receipt';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import SalesOrderDetailsPage from './sales-order-details-page';

vi.mock('@/components/receipt/print-receipt', () => ({ printReceipt: vi.fn() }));

let order: Record<string, unknown>;

const baseOrder = {
  id: 41,
  salesOrderNumber: 'SO-000041',
  salesOrderDate: '2026-03-05T06:30:00.000Z',
  salesChannelId: 1,
  customerId: 1,
  locationId: 1,
  status: 'COMPLETED',
  grossTotal: 100,
  discountTotal: 0,
  taxTotal: 0,
  netTotal: 100,
  paidAmountTotal: 100,
  taxed: false,
  publicNote: null,
  appliedDiscounts: [],
  quotationId: null,
  receiptPrints: 0,
  createdBy: 1,
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  createdAt: '2026-03-05T06:30:00.000Z',
  updatedAt: '2026-03-05T06:30:00.000Z',
  paymentTerms: [],
  receivables: [],
};

beforeEach(() => {
  signInForTests();
  order = { ...baseOrder };
  vi.mocked(printReceipt).mockImplementation(async () => {
    order = { ...order, receiptPrints: (order.receiptPrints as number) + 1 };
  });
  fakeApi(
    ({ path }) => {
      if (path === 'sales/sales-orders/41') return { body: { data: order } };
      if (path === 'sales/sales-orders/41/items') return { body: { data: [] } };
      return undefined;
    },
    { permissions: ['View Sales Orders'] },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(printReceipt).mockReset();
});

const renderPage = () =>
  renderWithProviders(<SalesOrderDetailsPage />, { route: '/sales/sales-orders/41', path: '/sales/sales-orders/:id' });

describe('printing a receipt from the sales order page', () => {
  it('prints the first receipt, then offers a reprint', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Print Receipt' }));
    expect(printReceipt).toHaveBeenCalledWith(41, { reprint: false });
    await user.click(await screen.findByRole('button', { name: 'Reprint Receipt' }));
    expect(printReceipt).toHaveBeenLastCalledWith(41, { reprint: true });
    expect(printReceipt).toHaveBeenCalledTimes(2);
  });

  it('has no receipt button on a voided order', async () => {
    order = { ...baseOrder, status: 'VOIDED', voidedAt: '2026-03-05T07:00:00.000Z', receiptPrints: 1 };
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getAllByText('Voided').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Receipt/ })).toBeNull();
  });
});
