import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { commissionSettingKeys } from '@/lib/commission-settings';
import { useNotices } from '@/lib/notify';
import { AccessLoaded, accessLoaded, fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import SalesChannelsPage from './sales-channels-page';

const channels = [
  {
    id: 1,
    name: 'Main Store',
    defaultPickingWarehouseId: 1,
    isActive: true,
    isCommissionEnabled: false,
    defaultPickingWarehouse: { id: 1, name: 'Main Warehouse', code: 'MAIN', isActive: true },
    users: [{ id: 1, firstname: 'Store', lastname: 'Administrator', email: 'a@b.c', displayName: 'Admin', isActive: true }],
  },
];

const locations = [
  { id: 1, name: 'Main Warehouse', code: 'MAIN', isActive: true },
  { id: 2, name: 'Back Room', code: 'BACK', isActive: true },
];

let requests: FakeRequest[];

function setup({ permissions = ['View Channel', 'Edit Channel'], flags = { commission_module: true } } = {}) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'sales/sales-channels') return { body: paged(channels) };
      if (r.path === 'masterfile/stock-locations') return { body: paged(locations) };
      if (r.method === 'POST' && r.path === 'setting/commission-settings/sales-channel')
        return { body: { message: 'Updated successfully.', data: { sales_channel_id: 1, is_commission_enabled: true } } };
      return undefined;
    },
    { permissions, flags },
  );
  const view = renderWithProviders(
    <>
      <SalesChannelsPage />
      <SnackbarHost />
      <AccessLoaded />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales channels list', () => {
  it('lists channels with their picking location, users and relations loaded', async () => {
    setup();
    expect(await screen.findByText('Main Warehouse')).toBeTruthy();
    expect(screen.getByText('Store Administrator')).toBeTruthy();
    expect(requests[0]!.url.searchParams.get('relations')).toBe('defaultPickingWarehouse|users');
  });

  it('filters by default picking location and by Active', async () => {
    const { user } = setup();
    await screen.findByText('Main Warehouse');
    const last = () => requests.filter((r) => r.path === 'sales/sales-channels').at(-1)!.url.searchParams;
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Default Picking Location' }));
    await user.click(await screen.findByRole('option', { name: 'Back Room' }));
    await waitFor(() => expect(last().get('defaultPickingWarehouseId')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add Filter For' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(last().get('isActive')).toBe('true'));
    expect(last().get('defaultPickingWarehouseId')).toBe('2');
  });

  it('turns commission on for a channel and updates the cached setting the terminal reads', async () => {
    const { user, queryClient } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Commission for Main Store' });
    queryClient.setQueryData(commissionSettingKeys.channel(1), false);
    await user.click(toggle);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'setting/commission-settings/sales-channel',
      body: { sales_channel_id: 1, is_enabled: true },
    });
    await waitFor(() => expect(queryClient.getQueryData(commissionSettingKeys.channel(1))).toBe(true));
    // Switching it does not open the channel's dialog (a row click would).
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the commission column while the commission module is off, and lets only Edit Channel switch it', async () => {
    setup({ flags: { commission_module: false } });
    await screen.findByText('Main Warehouse');
    await accessLoaded();
    expect(screen.queryByRole('columnheader', { name: 'Commission' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Commission for Main Store' })).toBeNull();
    cleanup();
    setup({ permissions: ['View Channel'] });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Commission for Main Store' }) as HTMLInputElement).disabled).toBe(true),
    );
  });
});
