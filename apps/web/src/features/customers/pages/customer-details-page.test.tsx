import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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

let requests: FakeRequest[];
function setup(permissions: string[], id = '7') {
  requests = fakeApi(
    (r) => {
      if (r.path === 'sales/customers/7' && r.method === 'GET') return { body: { data: customer } };
      if (r.path === 'sales/customers/7' && r.method === 'DELETE') return { body: { message: 'Deleted.' } };
      return undefined;
    },
    { permissions },
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

describe('the customer details page', { timeout: 20_000 }, () => {
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

  it('says so when the customer does not exist', async () => {
    setup(['View Customer'], '99');
    expect(await screen.findByText(/This customer does not exist or has been deleted\./)).toBeTruthy();
  });
});
