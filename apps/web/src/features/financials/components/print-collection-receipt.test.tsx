import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { printRollText } from '@/components/receipt/print-roll-text';
import { showPdfInTab } from '@/lib/pdf-tab';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import AccountReceivablesPage from '../pages/account-receivables-page';

vi.mock('@/components/receipt/print-roll-text', () => ({ printRollText: vi.fn(async () => {}) }));
vi.mock('@/lib/pdf-tab', () => ({ showPdfInTab: vi.fn(async (fetchPdf: () => Promise<Blob>) => void (await fetchPdf())) }));

const customer = { id: 7, customerName: 'Dela Cruz Hardware' };
const row = (over: Record<string, unknown>) => ({
  paymentDate: '2026-03-02',
  paymentTypeId: 1,
  paymentType: { id: 1, name: 'Cash' },
  referenceNumber: null,
  notes: null,
  status: 'POSTED',
  customerId: 7,
  customer,
  supplierId: null,
  supplier: null,
  rmaId: null,
  receiptNumber: null,
  allocations: [{ id: 1, documentNumber: 'SO-000012', amount: 400 }],
  createdAt: '2026-03-02T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...over,
});
/** A collection with its official receipt, and a refund (which has none). */
const payments = [
  row({ id: 3, paymentNumber: 'PAY-000003', direction: 'IN', kind: 'COLLECTION', amount: 400, receiptNumber: 'OR-000007' }),
  row({ id: 2, paymentNumber: 'PAY-000002', direction: 'OUT', kind: 'REFUND', amount: 250, rmaId: 4, allocations: [] }),
];

function setup(permissions = ['View Receivables']) {
  return fakeApi(
    (r) => {
      if (r.path === 'finance/receivables/aging')
        return {
          body: { data: [], totals: { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 }, asOf: '2026-03-02' },
        };
      if (r.path === 'finance/receivables') return { body: paged([]) };
      if (r.path === 'finance/payments') return { body: paged(payments) };
      if (r.path === 'finance/payments/3/receipt') return { body: 'OFFICIAL RECEIPT OR-000007' };
      if (r.path === 'finance/payments/3/receipt/pdf') return { body: {} };
      return undefined;
    },
    { permissions },
  );
}

/** The row of a payment in Collections and Refunds. */
async function rowOf(paymentNumber: string) {
  const list = await screen.findByRole('region', { name: 'Collections and Refunds' });
  return (await within(list).findByText(paymentNumber)).closest('[role="row"]') as HTMLElement;
}

async function actionsOf(paymentNumber: string) {
  const user = userEvent.setup();
  await user.click(within(await rowOf(paymentNumber)).getByRole('button', { name: 'Actions' }));
  const menu = await screen.findByRole('menu');
  return {
    user,
    menu,
    names: within(menu)
      .queryAllByRole('menuitem')
      .map((m) => m.textContent),
  };
}

beforeEach(() => {
  signInForTests();
  vi.mocked(printRollText).mockClear();
  vi.mocked(showPdfInTab).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a collection’s official receipt', () => {
  it('shows the OR number and prints it on a 58 or 80 mm roll, or as a PDF', async () => {
    const requests = setup();
    renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
    expect(within(await rowOf('PAY-000003')).getByText('OR-000007')).toBeTruthy();

    for (const [label, width] of [
      ['58 mm', 58],
      ['80 mm', 80],
    ] as const) {
      const { user, menu } = await actionsOf('PAY-000003');
      await user.click(within(menu).getByRole('menuitem', { name: 'Print Receipt' }));
      const dialog = await screen.findByRole('dialog', { name: 'Print Official Receipt OR-000007' });
      expect(within(dialog).getByText(/₱400\.00 from Dela Cruz Hardware/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: label }));
      await waitFor(() =>
        expect(printRollText).toHaveBeenLastCalledWith(expect.stringContaining('OR-000007'), width, 'Official receipt OR-000007'),
      );
      expect(requests.some((r) => r.path === 'finance/payments/3/receipt' && r.url.searchParams.get('width') === String(width))).toBe(true);
    }

    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user, menu } = await actionsOf('PAY-000003');
    await user.click(within(menu).getByRole('menuitem', { name: 'Print Receipt' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(showPdfInTab).toHaveBeenCalledWith(expect.any(Function), 'OR-000007.pdf', null));
    await waitFor(() => expect(requests.some((r) => r.path === 'finance/payments/3/receipt/pdf')).toBe(true));
  });

  it('offers no receipt for a refund', async () => {
    setup(['View Receivables', 'Void Payments']);
    renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
    expect((await actionsOf('PAY-000002')).names).toEqual(['Void']);
    cleanup();
    renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
    expect((await actionsOf('PAY-000003')).names).toEqual(['Print Receipt', 'Void']);
  });
});

describe('recording a collection', () => {
  it('offers its official receipt for printing at once', async () => {
    const owed = {
      id: 1,
      customerId: 7,
      customer,
      salesOrderId: 12,
      salesOrder: { id: 12, salesOrderNumber: 'SO-000012' },
      paymentCategory: 'TRADE_CREDIT',
      installmentNumber: 1,
      installmentCount: 1,
      documentDate: '2026-03-01',
      dueDate: '2026-03-31',
      amount: 400,
      paid: 0,
      balance: 400,
      status: 'OPEN',
      overdue: false,
      daysOverdue: 0,
      createdAt: '2026-03-01T02:00:00.000Z',
      updatedAt: '2026-03-01T02:00:00.000Z',
    };
    const buckets = { current: 400, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 400 };
    fakeApi(
      (r) => {
        if (r.path === 'finance/receivables/aging')
          return {
            body: {
              data: [{ customerId: 7, customerName: customer.customerName, documentCount: 1, ...buckets }],
              totals: buckets,
              asOf: '2026-03-02',
            },
          };
        if (r.path === 'finance/receivables') return { body: paged([owed]) };
        if (r.path === 'finance/payments' && r.method === 'GET') return { body: paged([]) };
        if (r.path === 'finance/payments' && r.method === 'POST')
          return { status: 201, body: { message: 'Collection recorded.', data: payments[0] } };
        if (r.path === 'masterfile/payment-types')
          return { body: paged([{ id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true }]) };
        if (r.path === 'finance/payments/3/receipt') return { body: 'OFFICIAL RECEIPT OR-000007' };
        return undefined;
      },
      { permissions: ['View Receivables', 'Create Payments'] },
    );
    renderWithProviders(<AccountReceivablesPage />, { route: '/financials/account-receivables' });
    const user = userEvent.setup();
    const aging = await screen.findByRole('table', { name: 'Aging by Customer' });
    await user.click(await within(aging).findByRole('button', { name: customer.customerName }));
    await user.click(screen.getByRole('button', { name: 'Collect Payment' }));
    const form = await screen.findByRole('dialog', { name: 'Collect Payment' });
    await within(form).findByRole('checkbox', { name: 'Pay SO-000012' });
    await user.click(within(form).getByRole('combobox', { name: 'Payment Type' }));
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '400');
    await user.click(within(form).getByRole('button', { name: 'Record Collection' }));
    const print = await screen.findByRole('dialog', { name: 'Print Official Receipt OR-000007' });
    await user.click(within(print).getByRole('button', { name: '80 mm' }));
    await waitFor(() => expect(printRollText).toHaveBeenCalledWith(expect.stringContaining('OR-000007'), 80, 'Official receipt OR-000007'));
  });
});
