import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsQueryKey } from '@/lib/permissions';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { SuggestOrdersButton } from './suggest-orders-button';

let requests: FakeRequest[];

function setup(locationId: number | null, permissions = ['View Stocks', 'Create Purchase Orders']) {
  requests = fakeApi(
    (r) =>
      r.method === 'POST' && r.path === 'purchasing/purchase-orders/suggest'
        ? { body: { message: '2 purchase orders drafted.', data: { orderIds: [5, 6], withoutSupplier: 3 } } }
        : undefined,
    { permissions },
  );
  const { queryClient } = renderWithProviders(<SuggestOrdersButton locationId={locationId} />);
  return { user: userEvent.setup(), queryClient };
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Suggest Purchase Orders on the stocks screen', () => {
  it('drafts for the location filtered on, then says how many and how many products had no preferred supplier', async () => {
    const { user } = setup(2);
    await user.click(await screen.findByRole('button', { name: 'Suggest Purchase Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested Purchase Orders' });
    expect(
      within(dialog).getByText('2 purchase orders drafted. 3 low-stock products have no preferred supplier and were left out.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open Purchase Orders' }).getAttribute('href')).toBe('/purchasing/purchase-orders');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ locationId: 2 });
  });

  it('waits for one location to be chosen, and is not offered without Create Purchase Orders', async () => {
    setup(null);
    expect((await screen.findByRole('button', { name: 'Suggest Purchase Orders' })).hasAttribute('disabled')).toBe(true);
    cleanup();
    const { queryClient } = setup(2, ['View Stocks']);
    // Once the user's permissions are in, the button is still not there.
    await waitFor(() => expect(queryClient.getQueryState(permissionsQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Suggest Purchase Orders' })).toBeNull();
  });
});
