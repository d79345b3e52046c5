import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import SuppliersPage from './suppliers-page';

const suppliers = [
  {
    id: 1,
    supplierName: 'Wilcon Depot',
    contactPerson: 'Ramon',
    contactNumber: '02 8888 1234',
    email: 'orders@wilcon.ph',
    address: 'EDSA',
    paymentTermsDays: 30,
  },
  { id: 2, supplierName: 'Sari-sari Supply', contactPerson: null, contactNumber: null, email: null, address: null, paymentTermsDays: 0 },
];
const ALL = ['View Suppliers', 'Create Suppliers', 'Edit Suppliers', 'Delete Suppliers'];

let requests: FakeRequest[];

function setup(handler: FakeHandler = () => undefined, permissions = ALL) {
  requests = fakeApi(
    (r) => handler(r) ?? (r.path === 'masterfile/suppliers' && r.method === 'GET' ? { body: paged(suppliers) } : undefined),
    { permissions },
  );
  renderWithProviders(
    <>
      <SuppliersPage />
      <SnackbarHost />
    </>,
  );
  return userEvent.setup();
}

const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;

async function openRowAction(user: ReturnType<typeof userEvent.setup>, rowText: string, action: string) {
  const row = (await screen.findByText(rowText)).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the suppliers screen', () => {
  it('is under Purchasing, lists the suppliers with their payment terms, and searches', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { name: 'Suppliers' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Purchasing/Suppliers');
    const wilcon = (await screen.findByText('Wilcon Depot')).closest('[role="row"]') as HTMLElement;
    expect(within(wilcon).getByText('30 days')).toBeTruthy();
    expect(within(screen.getByText('Sari-sari Supply').closest('[role="row"]') as HTMLElement).getByText('COD')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search name, contact or email' }), 'wil');
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('globalFilter')).toBe('wil'));
  });

  it('edits a supplier in the supplier dialog, filled in, and PUTs by id', async () => {
    const user = setup((r) =>
      r.method === 'PUT' ? { body: { message: 'Updated successfully.', data: { ...suppliers[0], ...(r.body as object) } } } : undefined,
    );
    await openRowAction(user, 'Wilcon Depot', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update Supplier' });
    const terms = within(dialog).getByRole('spinbutton', { name: 'Payment Terms' }) as HTMLInputElement;
    expect(terms.value).toBe('30');
    await user.clear(terms);
    await user.type(terms, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Update Supplier' }));
    expect(await snackbar()).toContain('Updated successfully.');
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: 'masterfile/suppliers/1',
      body: {
        supplierName: 'Wilcon Depot',
        contactPerson: 'Ramon',
        contactNumber: '02 8888 1234',
        email: 'orders@wilcon.ph',
        address: 'EDSA',
        paymentTermsDays: 45,
      },
    });
  });

  it('refuses to delete a supplier still in use and says what uses it (409)', async () => {
    const user = setup((r) =>
      r.method === 'DELETE'
        ? { status: 409, body: { message: 'This record cannot be deleted because it is still used by purchase orders.' } }
        : undefined,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openRowAction(user, 'Wilcon Depot', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete this record?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('This record cannot be deleted because it is still used by purchase orders.');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['masterfile/suppliers/1']);
  });

  it('needs View Suppliers', async () => {
    setup(undefined, ['Create Suppliers']);
    expect(await screen.findByText('You do not have permission to view this page.')).toBeTruthy();
    expect(requests.filter((r) => r.path === 'masterfile/suppliers')).toHaveLength(0);
  });

  it('shows only what the user may do: a viewer may open a supplier, not add, edit or delete one', async () => {
    const user = setup(undefined, ['View Suppliers']);
    await screen.findByText('Wilcon Depot');
    expect(screen.queryByRole('button', { name: 'Add Supplier' })).toBeNull();
    const row = screen.getByText('Wilcon Depot').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View']);
  });
});
