import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import SalesOrdersListPage from './sales-orders-list-page';

const order = (id: number, salesOrderNumber: string, payment: { name: string; category: string }, receivables: unknown[]) => ({
  id,
  salesOrderNumber,
  salesOrderDate: '2026-11-20T03:00:00.000Z',
  salesChannelId: 1,
  customerId: 1,
  locationId: 1,
  status: 'COMPLETED',
  grossTotal: 1435,
  discountTotal: 0,
  taxTotal: 0,
  netTotal: 1435,
  paidAmountTotal: 1435,
  customer: { id: 1, customerName: 'Aling Nena Store' },
  salesChannel: { id: 1, name: 'Main Store' },
  salesOrderItems: [],
  paymentTerms: [
    { id: id * 10, paymentTypeId: 1, paymentCategory: payment.category, paidAmount: 1435, paymentType: { id: 1, name: payment.name } },
  ],
  receivables,
});

let requests: FakeRequest[];

beforeEach(() => {
  signInForTests();
  requests = fakeApi(
    (r) =>
      r.path === 'sales/sales-orders'
        ? {
            body: paged([
              order(1, 'SO-000001', { name: 'Charge', category: 'TRADE_CREDIT' }, [
                { id: 5, amount: 1435, balance: 1435, status: 'OPEN', paymentCategory: 'TRADE_CREDIT' },
              ]),
              order(2, 'SO-000002', { name: 'Cash', category: 'IMMEDIATE' }, []),
            ]),
          }
        : undefined,
    { permissions: ['View Sales Orders'] },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales orders list', () => {
  it('shows a charge sale as nothing paid and its balance due, a cash sale as paid in full', async () => {
    renderWithProviders(<SalesOrdersListPage />, { route: '/sales/sales-orders', path: '/sales/sales-orders' });
    const charge = (await screen.findByText('SO-000001')).closest('[role="row"]') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cell = (row: HTMLElement, header: string) => within(row).getAllByRole('gridcell')[headers.indexOf(header)]!.textContent;
    expect(cell(charge, 'Paid')).toBe('₱0.00');
    expect(cell(charge, 'Balance Due')).toBe('₱1,435.00');
    const cash = screen.getByText('SO-000002').closest('[role="row"]') as HTMLElement;
    expect(cell(cash, 'Paid')).toBe('₱1,435.00');
    expect(cell(cash, 'Balance Due')).toBe('₱0.00');
    expect(requests.find((r) => r.path === 'sales/sales-orders')!.url.searchParams.get('relations')).toContain('receivables');
  });
});
