import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { permissionsQueryKey } from '@/lib/permissions';
import { fakeApi, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { Role } from '../types';
import { ADMINISTRATOR_LOCKED, RoleDialog } from './role-dialog';

const GROUPS = [
  { group: 'Sales', permissions: ['View Sales Orders', 'Create Sales Orders', 'View Channel'] },
  { group: 'Inventory', permissions: ['View Products', 'View Stocks'] },
  { group: 'Purchasing', permissions: ['View Purchase Orders', 'View Suppliers'] },
];
const ALL = GROUPS.flatMap((g) => g.permissions);

const cashier: Role = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 3,
  name: 'Cashier',
  description: 'Sells',
  allPermissions: false,
  permissions: ['View Sales Orders', 'View Products'],
};
const administrator: Role = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 1,
  name: 'Administrator',
  description: 'Everything',
  allPermissions: true,
  permissions: ALL,
};

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup(role: Role | null, handler: FakeHandler = () => undefined) {
  requests = fakeApi((r) => (r.path === 'rbac/permissions' ? { body: { data: GROUPS } } : handler(r)));
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <RoleDialog open record={role} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the role editor', () => {
  it('shows every permission grouped by area, ticked as the role has them', async () => {
    setup(cashier);
    await screen.findByRole('group', { name: 'Sales' });
    // Each group: its select-all and one box per permission.
    expect(screen.getAllByRole('group').map((g) => within(g).getAllByRole('checkbox').length)).toEqual([4, 3, 3]);
    expect(within(group('Sales')).getByText('View Channel')).toBeTruthy();
    expect(within(group('Purchasing')).getByText('View Suppliers')).toBeTruthy();
    expect(box('View Sales Orders').checked).toBe(true);
    expect(box('View Products').checked).toBe(true);
    expect(box('View Stocks').checked).toBe(false);
    // Part of a group ticked: its select-all shows neither state.
    expect(box('Select all Sales').dataset.indeterminate).toBe('true');
    expect(box('Select all Purchasing').checked).toBe(false);
    expect(screen.getByText('2 of 7 selected')).toBeTruthy();
  });

  it('selects and clears a whole group with its select-all, leaving the other groups alone', async () => {
    const { user } = setup(cashier);
    await screen.findByRole('group', { name: 'Purchasing' });
    await user.click(box('Select all Purchasing'));
    expect(box('View Purchase Orders').checked).toBe(true);
    expect(box('View Suppliers').checked).toBe(true);
    expect(box('Select all Purchasing').checked).toBe(true);
    await user.click(box('Select all Sales'));
    expect(GROUPS[0]!.permissions.every((p) => box(p).checked)).toBe(true);
    await user.click(box('Select all Sales'));
    expect(GROUPS[0]!.permissions.some((p) => box(p).checked)).toBe(false);
    expect(box('View Products').checked).toBe(true);
    expect(screen.getByText('3 of 7 selected')).toBeTruthy();
  });

  it('creates a Senior Cashier with the permissions ticked', async () => {
    const created: Role = {
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      id: 9,
      name: 'Senior Cashier',
      description: null,
      allPermissions: false,
      permissions: [],
    };
    const { user, onClose } = setup(null, (r) =>
      r.method === 'POST' ? { status: 201, body: { message: 'Created successfully.', data: created } } : undefined,
    );
    expect(screen.getByRole('heading', { name: 'New Role' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Sales' });
    await user.type(screen.getByRole('textbox', { name: 'Role Name' }), 'Senior Cashier');
    await user.click(box('Select all Sales'));
    await user.click(box('View Stocks'));
    await user.click(screen.getByRole('button', { name: 'Create Role' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'rbac/roles' });
    expect(saves()[0]!.body).toEqual({
      name: 'Senior Cashier',
      description: null,
      permissions: ['View Sales Orders', 'Create Sales Orders', 'View Channel', 'View Stocks'],
    });
  });

  it("updates a role and asks again for the signed-in user's permissions, so their navigation follows", async () => {
    const { user, onClose, queryClient } = setup(cashier, (r) =>
      r.method === 'PUT'
        ? { body: { message: 'Role updated.', data: { ...cashier, permissions: [...cashier.permissions!, 'View Suppliers'] } } }
        : undefined,
    );
    queryClient.setQueryData(permissionsQueryKey, new Set(['View Sales Orders']));
    expect(screen.getByRole('heading', { name: 'Update Role' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Purchasing' });
    await user.click(box('View Suppliers'));
    await user.click(screen.getByRole('button', { name: 'Update Role' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'rbac/roles/3' });
    expect(saves()[0]!.body).toEqual({
      name: 'Cashier',
      description: 'Sells',
      permissions: ['View Sales Orders', 'View Products', 'View Suppliers'],
    });
    expect(queryClient.getQueryState(permissionsQueryKey)?.isInvalidated).toBe(true);
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Role updated.');
  });

  it('refuses to save without a name', async () => {
    const { user } = setup(null);
    await screen.findByRole('group', { name: 'Sales' });
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('shows the Administrator locked: every permission ticked, nothing editable, no save', async () => {
    const { user, onClose } = setup(administrator);
    await screen.findByRole('group', { name: 'Sales' });
    expect(screen.getByRole('heading', { name: 'Administrator' })).toBeTruthy();
    expect(screen.getByText(ADMINISTRATOR_LOCKED)).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(10);
    expect(boxes.every((b) => b.checked && b.disabled)).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Role Name' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update Role' })).toBeNull();
    expect(screen.getByText('7 of 7 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith();
    expect(saves()).toHaveLength(0);
  });

  it("shows the server's refusal (409) and stays open", async () => {
    const { user, onClose } = setup(cashier, (r) =>
      r.method === 'PUT'
        ? { status: 409, body: { message: 'The Administrator role always holds every permission and cannot be changed or deleted.' } }
        : undefined,
    );
    await screen.findByRole('group', { name: 'Sales' });
    await user.click(screen.getByRole('button', { name: 'Update Role' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('cannot be changed or deleted');
    expect(onClose).not.toHaveBeenCalled();
  });
});
