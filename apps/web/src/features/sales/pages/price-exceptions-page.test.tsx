import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import PriceExceptionsPage from './price-exceptions-page';

const exception = {
  id: 41,
  salesOrderNumber: 'SO-000041',
  salesOrderDate: '2026-11-20T02:15:00.000Z',
  status: 'COMPLETED',
  netTotal: 0.01,
  priceReviewRequired: true,
  priceReviewReasons: ['BELOW_MINIMUM_PRICE', 'UNKNOWN_DISCOUNT'],
  priceApprovedAt: null,
  priceApprovedBy: null,
  priceApprovalReason: null,
  offlineDeviceId: 'device-A',
  createdByUser: { id: 5, displayName: 'Carla', firstname: 'Carla', lastname: 'Cruz', email: 'carla@demo.shop' },
  salesChannel: { id: 3, name: 'Main Store' },
};

function setup(permissions: string[]) {
  const requests = fakeApi(
    ({ path, method }) => {
      if (path === 'sales/price-exceptions') return { body: paged([exception]) };
      if (path === 'sales/sales-orders/41/approve-price' && method === 'PUT')
        return { body: { message: 'Price approved successfully.', data: { ...exception, priceApprovedAt: '2026-11-20T03:00:00.000Z' } } };
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(<PriceExceptionsPage />, { route: '/sales/price-exceptions', path: '/sales/price-exceptions' });
  return requests;
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Sales › Price Exceptions', () => {
  it('lists the sales with their reasons, and approves one with a reason', async () => {
    const user = userEvent.setup();
    const requests = setup(['View Price Exceptions', 'Override Prices', 'View Sales Orders']);
    expect(await screen.findByText('Below minimum price')).toBeTruthy();
    expect(screen.getByText('Discount the shop does not have')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Approve Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Price' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Please give a reason for approving this price.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Owner agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ reason: 'Owner agreed' }));
  });

  it('offers no approval without Override Prices', async () => {
    const user = userEvent.setup();
    setup(['View Price Exceptions']);
    await screen.findByText('Below minimum price');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Approve Price' })).toBeNull();
  });

  it('is refused without View Price Exceptions', async () => {
    setup(['View Sales Orders']);
    expect(await screen.findByText('You do not have permission to view this page.')).toBeTruthy();
  });
});
