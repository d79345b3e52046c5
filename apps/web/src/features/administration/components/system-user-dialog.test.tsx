import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { mySalesChannelsQueryKey } from '@/lib/reference-data/sales-channels';
import { useNotices } from '@/lib/notify';
import { permissionsQueryKey } from '@/lib/permissions';
import { useSession } from '@/lib/session-store';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { Role, SalesChannel, SystemUser } from '../types';
import { SystemUserDialog } from './system-user-dialog';

const role = (id: number, name: string): Role => ({
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id,
  name,
  description: null,
  allPermissions: id === 1,
});
const channel = (id: number, name: string): SalesChannel => ({
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id,
  name,
  defaultPickingWarehouseId: null,
  isActive: true,
  isCommissionEnabled: false,
});
const ROLES = [role(1, 'Administrator'), role(2, 'Manager'), role(3, 'Cashier')];
const CHANNELS = [channel(1, 'Main Store'), channel(2, 'Online Shop')];

const maria: SystemUser = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 7,
  firstname: 'Maria',
  lastname: 'Santos',
  email: 'maria@demo.shop',
  displayName: 'Maria',
  isActive: true,
  roles: [ROLES[2]!],
  roleNames: ['Cashier'],
  salesChannels: [CHANNELS[0]!],
};

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

const MANAGER_OF_USERS = ['View System Users', 'Create System Users', 'Edit System Users', 'Reset System User Passwords'];

function setup(user: SystemUser | null, handler: FakeHandler = () => undefined, permissions = MANAGER_OF_USERS) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'rbac/roles') return { body: paged(ROLES) };
      if (r.path === 'sales/sales-channels') return { body: paged(CHANNELS) };
      return handler(r);
    },
    { permissions },
  );
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <SystemUserDialog open record={user} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The chips of a multi-select. */
const chips = (select: string) =>
  within(screen.getByRole('combobox', { name: select }).closest('.MuiAutocomplete-root') as HTMLElement)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the system user dialog', () => {
  it('creates a user with a password, the roles as ids and the assigned sales channels', async () => {
    const created = { ...maria, id: 12 };
    const { user, onClose } = setup(null, (r) => (r.method === 'POST' ? { status: 201, body: { message: '', data: created } } : undefined));
    expect(screen.getByRole('heading', { name: 'New User' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Santos');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Maria@Demo.shop');
    await user.type(screen.getByRole('textbox', { name: 'Display Name' }), 'Maria');
    await user.type(screen.getByLabelText(/^Password/), 'cashier123');
    await choose(user, 'Roles', 'Cashier');
    await choose(user, 'Roles', 'Manager');
    await choose(user, 'Sales Channels', 'Online Shop');
    await choose(user, 'Sales Channels', 'Main Store');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/system-users' });
    expect(saves()[0]!.body).toEqual({
      firstname: 'Maria',
      lastname: 'Santos',
      email: 'maria@demo.shop',
      displayName: 'Maria',
      password: 'cashier123',
      isActive: true,
      roles: [3, 2],
      salesChannelIds: [2, 1],
    });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Created successfully.');
  });

  it('asks for a password of at least 8 characters when creating', async () => {
    const { user } = setup(null);
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('updates without a password, starting from the user’s roles and channels', async () => {
    const { user, onClose } = setup(maria, (r) =>
      r.method === 'PUT' ? { body: { message: 'Updated successfully.', data: { ...maria, roles: [ROLES[1]!] } } } : undefined,
    );
    expect(screen.getByRole('heading', { name: 'Update User' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(chips('Roles')).toEqual(['Cashier']);
    expect(chips('Sales Channels')).toEqual(['Main Store']);
    await choose(user, 'Roles', 'Manager');
    const cashierChip = within(screen.getByRole('combobox', { name: 'Roles' }).closest('.MuiAutocomplete-root') as HTMLElement)
      .getByText('Cashier')
      .closest('.MuiChip-root') as HTMLElement;
    await user.click(within(cashierChip).getByTestId('CancelIcon'));
    expect(chips('Roles')).toEqual(['Manager']);
    await choose(user, 'Sales Channels', 'Online Shop');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'masterfile/system-users/7' });
    expect(saves()[0]!.body).toEqual({
      firstname: 'Maria',
      lastname: 'Santos',
      email: 'maria@demo.shop',
      displayName: 'Maria',
      isActive: false,
      roles: [2],
      salesChannelIds: [1, 2],
    });
  });

  it('after editing yourself, asks again for your permissions and channels (the navigation follows)', async () => {
    useSession.setState({ user: { ...useSession.getState().user!, id: 7, roles: [{ id: 3, name: 'Cashier' }], roleNames: ['Cashier'] } });
    const saved = { ...maria, roles: [ROLES[1]!], roleNames: ['Manager'] };
    const { user, onClose, queryClient } = setup(maria, (r) => (r.method === 'PUT' ? { body: { message: '', data: saved } } : undefined));
    // Once the dialog has read the permissions, they are replaced by a marker.
    await waitFor(() => expect(queryClient.getQueryData(permissionsQueryKey)).toBeDefined());
    // One's own password is changed with the current one, never reset.
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    queryClient.setQueryData(permissionsQueryKey, new Set(['View Sales Orders']));
    queryClient.setQueryData(mySalesChannelsQueryKey, [{ id: 1, name: 'Main Store' }]);
    await choose(user, 'Roles', 'Manager');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The permissions are on screen (the dialog reads them), so they are fetched again at once.
    await waitFor(() => expect(queryClient.getQueryData(permissionsQueryKey)).toEqual(new Set(MANAGER_OF_USERS)));
    expect(queryClient.getQueryState(mySalesChannelsQueryKey)?.isInvalidated).toBe(true);
    expect(useSession.getState().user?.roleNames).toEqual(['Manager']);
  });

  it("leaves the signed-in user's permissions alone when editing someone else", async () => {
    const { user, onClose, queryClient } = setup(maria, (r) => (r.method === 'PUT' ? { body: { message: '', data: maria } } : undefined));
    // Once the dialog has read the permissions (its Reset Password button shows), they are replaced by a marker.
    await screen.findByRole('button', { name: 'Reset Password' });
    queryClient.setQueryData(permissionsQueryKey, new Set(['View Sales Orders']));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // A save invalidates what it touches before the dialog closes: the permissions were not asked again.
    expect(queryClient.getQueryState(permissionsQueryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(permissionsQueryKey)).toEqual(new Set(['View Sales Orders']));
  });

  it('puts server field errors on their fields', async () => {
    const { user } = setup(maria, (r) =>
      r.method === 'PUT'
        ? { status: 422, body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } } }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('The email has already been taken.');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("offers Reset Password only with 'Reset System User Passwords' ('Edit System Users' is not enough)", async () => {
    const { queryClient } = setup(maria, undefined, ['View System Users', 'Edit System Users']);
    await waitFor(() => expect(queryClient.getQueryData(permissionsQueryKey)).toBeDefined());
    expect(screen.getByRole('button', { name: 'Update User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it("shows the server's refusal of a role the editor may not give", async () => {
    const message = 'Only an administrator can assign a role that holds every permission.';
    const { user } = setup(maria, (r) => (r.method === 'PUT' ? { status: 403, body: { message } } : undefined));
    await choose(user, 'Roles', 'Administrator');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(message);
  });

  it('resets the password of the user without the old one', async () => {
    const { user } = setup(maria, (r) =>
      r.method === 'PUT' && r.path === 'masterfile/users/7/reset-password'
        ? { body: { message: 'Password updated successfully.' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText(/^New Password/), 'newpass123');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'newpass12');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('The passwords do not match.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Confirm Password/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'masterfile/users/7/reset-password', body: { newPassword: 'newpass123' } });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Password updated successfully.');
  });
});
