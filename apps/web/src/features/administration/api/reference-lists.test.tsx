import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMySalesChannels, useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useCommissionUsers, useUserOptions } from '@/lib/reference-data/users';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import { useUpdateSalesChannel } from './update-sales-channel';
import { useUpdateSystemUser } from './update-system-user';

type User = { id: number; firstname: string; lastname: string; displayName: string; isActive: boolean };
type Channel = { id: number; name: string; isActive: boolean };

/** The user and channel lists as other screens show them, and an administration change to each. */
function Harness() {
  const users = useUserOptions();
  const commissionUsers = useCommissionUsers();
  const channels = useSalesChannelOptions();
  const myChannels = useMySalesChannels();
  const updateUser = useUpdateSystemUser();
  const updateChannel = useUpdateSalesChannel();
  const names = (rows: { id: number; name?: string; displayName?: string }[] | undefined) =>
    (rows ?? []).map((r) => r.name ?? r.displayName).join(', ');
  return (
    <>
      <output aria-label="Users">{names(users.data)}</output>
      <output aria-label="Commission users">{names(commissionUsers.data)}</output>
      <output aria-label="Channels">{names(channels.data)}</output>
      <output aria-label="My channels">{names(myChannels.data)}</output>
      <button onClick={() => updateUser.mutate({ id: 2, body: { displayName: 'Nena' } as never })}>Rename user</button>
      <button
        onClick={() =>
          updateChannel.mutate({ id: 1, body: { name: 'Main Branch', defaultPickingWarehouseId: null, isActive: true, userIds: [1] } })
        }
      >
        Rename channel
      </button>
    </>
  );
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an administration change to a list other screens pick from', () => {
  it('a user saved refreshes the users and the commission staff; a channel saved refreshes the channels and your channels', async () => {
    let users: User[] = [
      { id: 1, firstname: 'Test', lastname: 'User', displayName: 'Test', isActive: true },
      { id: 2, firstname: 'Maria', lastname: 'Santos', displayName: 'Maria', isActive: true },
    ];
    let channels: Channel[] = [{ id: 1, name: 'Main Store', isActive: true }];
    fakeApi((r) => {
      if (r.path === 'masterfile/system-users' && r.method === 'GET') return { body: paged(users) };
      if (r.path === 'sales/commission-users') return { body: { data: users } };
      if (r.path === 'sales/sales-channels' && r.method === 'GET') return { body: paged(channels) };
      if (r.path === 'sales/sales-channels/my') return { body: { data: channels } };
      if (r.path === 'masterfile/system-users/2' && r.method === 'PUT') {
        users = users.map((u) => (u.id === 2 ? { ...u, ...(r.body as Partial<User>) } : u));
        return { body: { data: users[1] } };
      }
      if (r.path === 'sales/sales-channels/1' && r.method === 'PUT') {
        channels = [{ id: 1, name: (r.body as Channel).name, isActive: true }];
        return { body: { data: channels[0] } };
      }
      return undefined;
    });
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const shown = (name: string) => screen.getByRole('status', { name }).textContent;
    await waitFor(() => expect([shown('Users'), shown('Commission users')]).toEqual(['Test, Maria', 'Test, Maria']));
    await waitFor(() => expect([shown('Channels'), shown('My channels')]).toEqual(['Main Store', 'Main Store']));

    await user.click(screen.getByRole('button', { name: 'Rename user' }));
    await waitFor(() => expect([shown('Users'), shown('Commission users')]).toEqual(['Test, Nena', 'Test, Nena']));
    await user.click(screen.getByRole('button', { name: 'Rename channel' }));
    await waitFor(() => expect([shown('Channels'), shown('My channels')]).toEqual(['Main Branch', 'Main Branch']));
  });
});
