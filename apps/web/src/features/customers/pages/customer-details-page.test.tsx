import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import CustomerDetailsPage from './customer-details-page';

const customer = {
  id: 7,
  customerName: 'Santos Family Pharmacy',
  defaultPaymentTypeId: 2,
  description: 'Pays every 15th',
  contactPerson: 'Maria Santos',
  contactNumber: '0915 300 4000',
  email: 'maria@santos.ph',
  tin: '123-456-789-000',
  addressLineOne: 'Unit 3 Plaza Bldg',
  addressLineTwo: 'Ortigas Ave',
  city: 'Pasig',
  state: 'Metro Manila',
  zipCode: '1600',
  country: 'Philippines',
  countryCode: 'PH',
  isDefault: false,
  addressText: 'Unit 3 Plaza Bldg Ortigas Ave Pasig Metro Manila 1600 Philippines',
  defaultIndicator: '',
  defaultPaymentType: { id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true, isActive: true },
};

const credits = [
  {
    id: 12,
    customerId: 7,
    rmaId: 40,
    amount: 350,
    balance: 120.5,
    status: 'OPEN',
    createdAt: '2026-11-20T03:00:00Z',
    rma: { id: 40, rmaNumber: 'RMA-000040' },
  },
  {
    id: 9,
    customerId: 7,
    rmaId: 31,
    amount: 99,
    balance: 0,
    status: 'USED',
    createdAt: '2026-10-02T03:00:00Z',
    rma: { id: 31, rmaNumber: 'RMA-000031' },
  },
];

let requests: FakeRequest[];
function setup(permissions: string[], id = '7', flags: Record<string, boolean> = { rma_warranty_module: true }) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'sales/customers/7' && r.method === 'GET') return { body: { data: customer } };
      if (r.path === 'sales/customers/7' && r.method === 'DELETE') return { body: { message: 'Deleted.' } };
      if (r.path === 'rma-warranty/customer-credits' && r.method === 'GET')
        return { body: { data: credits, meta: { total: credits.length, page: 1, pageSize: 5, lastPage: 1 } } };
      if (r.path === 'rma-warranty/customer-credits/12/apply' && r.method === 'POST') return { body: { message: 'Store credit used.' } };
      return undefined;
    },
    { permissions, flags },
  );
  renderWithProviders(<CustomerDetailsPage />, {
    route: `/sales/customers/${id}`,
    path: '/sales/customers/:id',
    extraRoutes: <Route path="/sales/customers" element={<p>customers list</p>} />,
  });
  return userEvent.setup();
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customer details page', () => {
  it('shows every field with the default payment type, and a breadcrumb back to the list', async () => {
    setup(['View Customer']);
    expect(await screen.findByRole('heading', { name: 'Santos Family Pharmacy' })).toBeTruthy();
    expect(requests[0]!.url.searchParams.get('relations')).toBe('defaultPaymentType');
    for (const text of [
      'Maria Santos',
      '0915 300 4000',
      'maria@santos.ph',
      '123-456-789-000',
      'GCash (Immediate)',
      'Pays every 15th',
      'Ortigas Ave',
      'Metro Manila',
      '1600',
      'PH',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(customer.addressText)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Customers' }).getAttribute('href')).toBe('/sales/customers');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Edit and Delete by permission; a confirmed delete returns to the list', async () => {
    const user = setup(['View Customer', 'Edit Customer', 'Delete Customer']);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Update Customer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('customers list')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === 'sales/customers/7')).toBe(true);
  });

  it("lists the customer's store credit with its return, and applies an open one for a user with Create RMA", async () => {
    const user = setup(['View Customer', 'View RMA', 'Create RMA']);
    const section = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(section).findByRole('link', { name: 'RMA-000040' })).toHaveProperty('pathname', '/rma-warranty/rma/40');
    const listed = requests.find((r) => r.path === 'rma-warranty/customer-credits')!;
    expect(listed.url.searchParams.toString()).toMatch(/customerId/);
    expect(within(section).getByText('₱120.50')).toBeTruthy();
    expect(within(section).getByText('Used')).toBeTruthy();
    // Only the open credit with a balance can be applied.
    const applies = within(section).getAllByRole('button', { name: 'Apply Credit' });
    expect(applies).toHaveLength(1);
    const listings = () => requests.filter((r) => r.method === 'GET' && r.path === 'rma-warranty/customer-credits').length;
    const before = listings();
    await user.click(applies[0]!);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === 'rma-warranty/customer-credits/12/apply')).toBe(true),
    );
    // The credits are fetched again, to show what is left.
    await waitFor(() => expect(listings()).toBeGreaterThan(before));
  });

  it('shows store credit only with View RMA while returns are on, and Apply Credit only with Create RMA', async () => {
    setup(['View Customer', 'View RMA']);
    const section = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(section).findByText('RMA-000040')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Apply Credit' })).toBeNull();
    cleanup();
    for (const [permissions, flags] of [
      [['View Customer'], { rma_warranty_module: true }],
      [['View Customer', 'View RMA', 'Create RMA'], { rma_warranty_module: false }],
    ] as const) {
      setup([...permissions], '7', flags);
      expect(await screen.findByRole('heading', { name: 'Santos Family Pharmacy' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
      expect(requests.some((r) => r.path === 'rma-warranty/customer-credits')).toBe(false);
      cleanup();
    }
  });

  it('says so when the customer does not exist', async () => {
    setup(['View Customer'], '99');
    expect(await screen.findByText(/This customer does not exist or has been deleted\./)).toBeTruthy();
  });
});
