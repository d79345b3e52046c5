import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import AccountPayablesPage from '../pages/account-payables-page';
import AccountReceivablesPage from '../pages/account-receivables-page';

const cash = { id: 1, name: 'Cash' };
const payment = (
  over: { id: number; paymentNumber: string; direction: string; kind: string; amount: number } & Record<string, unknown>,
) => ({
  paymentDate: '2026-03-02',
  paymentTypeId: 1,
  paymentType: cash,
  referenceNumber: null,
  notes: null,
  status: 'POSTED',
  customerId: null,
  customer: null,
  supplierId: null,
  supplier: null,
  rmaId: null,
  allocations: [],
  createdAt: '2026-03-02T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...over,
});
/** The shop's payments: a supplier paid, a customer's collection, and an RMA refund paid back to a customer (OUT). */
const payments = [
  payment({
    id: 1,
    paymentNumber: 'PAY-000001',
    direction: 'OUT',
    kind: 'SUPPLIER_PAYMENT',
    supplierId: 3,
    supplier: { id: 3, supplierName: 'Bicol Lumber' },
    amount: 900,
  }),
  payment({
    id: 2,
    paymentNumber: 'PAY-000002',
    direction: 'OUT',
    kind: 'REFUND',
    customerId: 7,
    customer: { id: 7, customerName: 'Dela Cruz Hardware' },
    rmaId: 4,
    amount: 250,
  }),
  payment({
    id: 3,
    paymentNumber: 'PAY-000003',
    direction: 'IN',
    kind: 'COLLECTION',
    customerId: 7,
    customer: { id: 7, customerName: 'Dela Cruz Hardware' },
    amount: 400,
  }),
];
const emptyAging = {
  data: [],
  totals: { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 },
  asOf: '2026-03-02',
};

/** Answers GET finance/payments as the server does: by the list protocol's direction, kind and kind[in] filters. */
function answerPayments(url: URL) {
  const direction = url.searchParams.get('direction');
  const kind = url.searchParams.get('kind');
  const kinds = url.searchParams.get('kind[in]')?.split(',');
  return payments.filter(
    (p) => (!direction || p.direction === direction) && (!kind || p.kind === kind) && (!kinds || kinds.includes(p.kind)),
  );
}

function setup() {
  return fakeApi(
    (r) => {
      if (r.path === 'finance/receivables/aging' || r.path === 'finance/payables/aging') return { body: emptyAging };
      if (r.path === 'finance/receivables' || r.path === 'finance/payables') return { body: paged([]) };
      if (r.path === 'finance/payments' && r.method === 'GET') return { body: paged(answerPayments(r.url)) };
      return undefined;
    },
    { permissions: ['View Receivables', 'View Payables'] },
  );
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payments on each side of the books', () => {
  it('lists only payments to suppliers under Payments to Suppliers, never a customer’s refund', async () => {
    setup();
    renderWithProviders(<AccountPayablesPage />, { route: '/financials/account-payables' });
    const list = await screen.findByRole('region', { name: 'Payments to Suppliers' });
    expect(await within(list).findByText('PAY-000001')).toBeTruthy();
    expect(within(list).getByText('Bicol Lumber')).toBeTruthy();
    expect(within(list).queryByText('PAY-000002')).toBeNull();
    expect(within(list).queryByText('PAY-000003')).toBeNull();
  });

  it('lists a refund with the customer’s collections, marked as a refund', async () => {
    setup();
    renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
    const list = await screen.findByRole('region', { name: 'Collections and Refunds' });
    const refund = (await within(list).findByText('PAY-000002')).closest('[role="row"]') as HTMLElement;
    expect(within(refund).getByText('Refund')).toBeTruthy();
    expect(within(refund).getByText('Dela Cruz Hardware')).toBeTruthy();
    expect(within(refund).getByText('-₱250.00')).toBeTruthy();
    const collection = within(list).getByText('PAY-000003').closest('[role="row"]') as HTMLElement;
    expect(within(collection).getByText('Collection')).toBeTruthy();
    expect(within(collection).getByText('₱400.00')).toBeTruthy();
    expect(within(list).queryByText('PAY-000001')).toBeNull();
  });
});
