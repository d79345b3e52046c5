import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import AccountReceivablesPage from './account-receivables-page';

const customer = { id: 7, customerName: 'Dela Cruz Hardware' };
const receivable = (id: number, installmentNumber: number, dueDate: string, balance: number) => ({
  id,
  customerId: 7,
  salesOrderId: 12,
  salesOrder: { id: 12, salesOrderNumber: 'SO-000012' },
  paymentId: 30,
  paymentCategory: 'INSTALLMENT',
  installmentNumber,
  installmentCount: 3,
  documentDate: '2026-03-01',
  dueDate,
  amount: 300,
  paid: 300 - balance,
  balance,
  status: balance === 300 ? 'OPEN' : 'PARTIAL',
  overdue: false,
  daysOverdue: 0,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  customer,
});
const documents = [receivable(1, 1, '2026-03-08', 300), receivable(2, 2, '2026-03-15', 300), receivable(3, 3, '2026-03-22', 300)];
const buckets = { current: 900, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 900 };
const paymentTypes = [
  { id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true },
  { id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true, isActive: true },
  { id: 6, name: 'Charge', category: 'TRADE_CREDIT', requiresReferenceNumber: false, isActive: true },
];

let requests: FakeRequest[];
function setup(permissions: string[], answerPayment?: (body: any) => { status: number; body: unknown }) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'finance/receivables/aging')
        return {
          body: {
            data: [{ customerId: 7, customerName: customer.customerName, documentCount: 3, ...buckets }],
            totals: buckets,
            asOf: '2026-03-02',
          },
        };
      if (r.path === 'finance/receivables') return { body: paged(documents) };
      if (r.path === 'finance/payments' && r.method === 'GET') return { body: paged([]) };
      if (r.path === 'finance/payments' && r.method === 'POST') return answerPayment?.(r.body);
      if (r.path === 'masterfile/payment-types') return { body: paged(paymentTypes) };
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
  return userEvent.setup();
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Account Receivables', () => {
  it('shows the aging with its totals; Collect Payment only for who may create payments', async () => {
    setup(['View Receivables']);
    const aging = await screen.findByRole('table', { name: 'Aging by Customer' });
    await within(aging).findByRole('button', { name: customer.customerName });
    expect(within(aging).getAllByText('₱900.00')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Collect Payment' })).toBeNull();
    expect(await screen.findByText('SO-000012/1')).toBeTruthy();
  });

  it('collects from the chosen customer oldest due first, and puts a 422 on the document it names', async () => {
    const user = setup(['View Receivables', 'Create Payments'], () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'allocations.1.amount': ['More than the balance of SO-000012/2.'] } },
    }));
    const aging = await screen.findByRole('table', { name: 'Aging by Customer' });
    await user.click(await within(aging).findByRole('button', { name: customer.customerName }));
    // The document list follows the chosen customer.
    await waitFor(() =>
      expect(requests.some((r) => r.path === 'finance/receivables' && r.url.searchParams.get('customerId') === '7')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Collect Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect Payment' });
    expect((within(dialog).getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe(customer.customerName);
    await within(dialog).findByRole('checkbox', { name: 'Pay SO-000012/1' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment Type' }));
    // Only types that pay at once are offered.
    expect(screen.queryByRole('option', { name: 'Charge' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '450');
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Amount for SO-000012/2' }) as HTMLInputElement).value).toBe('150.00'),
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Pay SO-000012/3' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Record Collection' }));
    expect(await within(dialog).findByText('More than the balance of SO-000012/2.')).toBeTruthy();
    const sent = requests.find((r) => r.path === 'finance/payments' && r.method === 'POST')!.body;
    expect(sent).toMatchObject({
      direction: 'IN',
      customerId: 7,
      paymentTypeId: 1,
      amount: '450',
      allocations: [
        { receivableId: 1, amount: '300.00' },
        { receivableId: 2, amount: '150.00' },
      ],
    });
  });
});
