import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import type { Rma, RmaLine } from '../types';
import RmaDetailsPage from './rma-details-page';

const line = (resolution: RmaLine['resolution']): RmaLine => ({
  id: 31,
  rmaId: 5,
  lineNumber: 1,
  salesOrderLineId: 12,
  productId: 2,
  sku: 'CASE-A15',
  productName: 'Galaxy A15 Clear Case',
  quantity: 1,
  unit: 'piece',
  baseQuantity: 1,
  serialNumbers: [],
  reason: 'Wrong model',
  condition: 'GOOD',
  resolution,
  restockLocationId: 1,
  writeOff: false,
  amount: 350,
  replacementLocationId: null,
  replacementSerialNumbers: [],
  serviceOrderId: null,
  warrantyId: null,
});

const rmaOf = (status: Rma['status'], resolution: RmaLine['resolution'] = 'REFUND'): Rma => ({
  id: 5,
  rmaNumber: 'RMA-000005',
  rmaDate: '2026-11-26',
  customerId: 3,
  customerName: 'Maria Santos',
  salesOrderId: 7,
  salesOrderNumber: 'SO-000007',
  status,
  notes: null,
  refundPaymentTypeId: null,
  refundReferenceNumber: null,
  rejectionReason: null,
  totalAmount: 350,
  refundTotal: 0,
  creditTotal: 0,
  storeCreditTotal: 0,
  createdBy: 1,
  createdAt: '2026-11-26T02:00:00.000Z',
  receivedBy: null,
  receivedAt: null,
  resolvedBy: null,
  resolvedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  updatedAt: '2026-11-26T02:00:00.000Z',
  lines: [line(resolution)],
  payments: [],
});

let requests: FakeRequest[];

function show(rma: Rma, { permissions = ['View RMA', 'Create RMA', 'Resolve RMA'], flag = true } = {}) {
  requests = fakeApi(
    (r) =>
      r.path === 'rma-warranty/rmas/5' && r.method === 'GET'
        ? { body: { data: rma } }
        : r.path === 'rma-warranty/rmas/5/resolve'
          ? { body: { message: 'RMA resolved.', data: { ...rma, status: 'RESOLVED' } } }
          : r.path === 'masterfile/stock-locations'
            ? { body: paged([{ id: 1, name: 'Main Store', code: 'MAIN', isActive: true, sellable: true }]) }
            : r.path === 'masterfile/payment-types'
              ? {
                  body: paged([
                    { id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true },
                    { id: 2, name: 'Charge', category: 'TRADE_CREDIT', requiresReferenceNumber: false, isActive: true },
                  ]),
                }
              : undefined,
    { permissions, flags: { rma_warranty_module: flag } },
  );
  renderWithProviders(<RmaDetailsPage />, { route: '/rma-warranty/rma/5', path: '/rma-warranty/rma/:id' });
}

const actionNames = async () => {
  await screen.findByRole('heading', { level: 1, name: 'RMA-000005' });
  return within(screen.getByRole('heading', { level: 1 }).closest('.MuiStack-root')!.parentElement!)
    .getAllByRole('button')
    .map((b) => b.textContent);
};

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the RMA page', () => {
  it('offers receive, resolve and reject while requested, only printing once resolved or to a viewer', async () => {
    show(rmaOf('REQUESTED'));
    expect(await actionNames()).toEqual(['Receive', 'Resolve', 'Reject', 'Print Return Order']);
    cleanup();
    show(rmaOf('RESOLVED'));
    expect(await actionNames()).toEqual(['Print Return Order']);
    cleanup();
    show(rmaOf('REQUESTED'), { permissions: ['View RMA'] });
    expect(await actionNames()).toEqual(['Print Return Order']);
  });

  it('offers Resolve only with Resolve RMA: Create RMA takes the return in and may refuse it', async () => {
    show(rmaOf('RECEIVED'), { permissions: ['View RMA', 'Create RMA'] });
    expect(await actionNames()).toEqual(['Reject', 'Print Return Order']);
    cleanup();
    show(rmaOf('RECEIVED'), { permissions: ['View RMA', 'Resolve RMA'] });
    expect(await actionNames()).toEqual(['Resolve', 'Print Return Order']);
  });

  it('resolves a refund with the payment type chosen (credit types are not offered)', async () => {
    const user = userEvent.setup();
    show(rmaOf('RECEIVED'));
    await actionNames();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve RMA-000005' });
    await user.click(within(dialog).getByRole('combobox', { name: /Refund Payment Type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cash']);
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve RMA' }));
    await waitFor(() => expect(requests.some((r) => r.path === 'rma-warranty/rmas/5/resolve')).toBe(true));
    expect(requests.find((r) => r.path === 'rma-warranty/rmas/5/resolve')!.body).toEqual({ refundPaymentTypeId: 1, lines: [] });
  });

  it('says the module is off, and asks nothing of it, while the flag is off', async () => {
    show(rmaOf('REQUESTED'), { flag: false });
    expect(await screen.findByText('RMA is turned off')).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('rma-warranty/'))).toBe(false);
  });
});
