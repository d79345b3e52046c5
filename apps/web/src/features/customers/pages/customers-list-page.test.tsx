import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useParams } from 'react-router';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import CustomersListPage from './customers-list-page';

const customer = (id: number, customerName: string, isDefault = false) => ({
  id,
  customerName,
  defaultPaymentTypeId: 1,
  contactNumber: `0917 000 ${1000 + id}`,
  contactPerson: `Person ${id}`,
  addressLineOne: `${id} Rizal St`,
  city: 'Manila',
  isDefault,
  addressText: `${id} Rizal St Manila`,
  defaultIndicator: isDefault ? 'Default' : '',
});
const rows = [customer(1, 'Walk-in Customer', true), customer(2, 'Aling Nena Store'), customer(3, 'Mang Tomas Hardware')];

let requests: FakeRequest[];
const ALL = ['View Customer', 'Create Customer', 'Edit Customer', 'Delete Customer'];

function DetailsStub() {
  return <p>details of {useParams().id}</p>;
}

function setup(deleteAnswer: FakeHandler = () => ({ body: { message: 'Customer deleted.' } }), permissions = ALL) {
  requests = fakeApi(
    (r) => {
      if (r.method === 'DELETE') return deleteAnswer(r);
      if (r.path === 'sales/customers') return { body: paged(rows) };
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(
    <>
      <CustomersListPage />
      <SnackbarHost />
    </>,
    { route: '/sales/customers', path: '/sales/customers', extraRoutes: <Route path="/sales/customers/:id" element={<DetailsStub />} /> },
  );
  return userEvent.setup();
}

const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Full page renders with a Data Grid take a few seconds each on a busy machine.
describe('the customers list', () => {
  it('is titled Customers under Sales, lists with the payment type relation and searches customerName with like', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Sales/Customers');
    await screen.findByText('Aling Nena Store');
    expect(requests[0]!.url.searchParams.get('relations')).toBe('defaultPaymentType');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Customer Name', 'Contact #', 'Address', 'Contact Person', 'Default', 'Actions']);
    // The default customer carries a tick with the word Default; the others nothing.
    const walkIn = screen.getByText('Walk-in Customer').closest('[role="row"]') as HTMLElement;
    expect(within(walkIn).getByText('Default')).toBeTruthy();
    expect(within(walkIn).getByTestId('CheckCircleIcon')).toBeTruthy();
    expect(within(screen.getByText('Aling Nena Store').closest('[role="row"]') as HTMLElement).queryByText('Default')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search customer name' }), 'nena');
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('customerName[like]')).toBe('nena'));
  });

  it('opens the customer on a row click', async () => {
    const user = setup();
    await user.click(await screen.findByText('Mang Tomas Hardware'));
    expect(await screen.findByText('details of 3')).toBeTruthy();
  });

  it('asks before deleting one record, then deletes it and says what the server said', async () => {
    const user = setup();
    await screen.findByText('Aling Nena Store');
    await user.click(screen.getAllByRole('button', { name: 'Actions' })[1]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete this record?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('Customer deleted.');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['sales/customers/2']);
  });

  it('tells the user when the server refuses the delete (409), and nothing when they decline', async () => {
    const user = setup(() => ({ status: 409, body: { message: 'The default customer cannot be deleted.' } }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await screen.findByText('Walk-in Customer');
    await user.click(screen.getAllByRole('button', { name: 'Actions' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Actions' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('The default customer cannot be deleted.');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('deletes the checked rows with Delete Selected and reports the whole batch', async () => {
    const user = setup((r) => (r.path.endsWith('/1') ? { status: 409, body: { message: 'no' } } : { body: { message: 'ok' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await screen.findByText('Aling Nena Store');
    const boxes = screen.getAllByRole('checkbox', { name: /select row/i });
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete this records?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('Records Deleted Successfully');
    expect(
      requests
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['sales/customers/2', 'sales/customers/3']);

    useNotices.setState({ current: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('Error Deleting Records');
    vi.mocked(console.error).mockRestore();
  });

  it('hides the add button, Edit, Delete and Delete Selected from users without those permissions', async () => {
    const user = setup(undefined, ['View Customer']);
    await screen.findByText('Aling Nena Store');
    expect(screen.queryByRole('button', { name: 'Add Customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    await user.click(screen.getAllByRole('checkbox', { name: /select row/i })[1]!);
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull();
  });
});
