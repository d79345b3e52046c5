import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { Customer } from '../types';
import { CustomerDialog } from './customer-dialog';

const paymentTypes = [
  { id: 3, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true },
  { id: 4, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true, isActive: true },
  { id: 5, name: 'Old Card', category: 'OTHER', requiresReferenceNumber: true, isActive: false },
];

const existing: Customer = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 12,
  customerName: 'Aling Nena Store',
  defaultPaymentTypeId: 4,
  description: null,
  contactPerson: 'Nena',
  contactNumber: '0917 555 0101',
  email: null,
  tin: null,
  addressLineOne: '12 Rizal St',
  addressLineTwo: null,
  city: 'Quezon City',
  state: null,
  zipCode: null,
  country: null,
  countryCode: null,
  isDefault: false,
  creditLimit: 5000,
  addressText: '12 Rizal St Quezon City',
  defaultIndicator: '',
};

// The snackbar sits beside the open dialog, which marks it aria-hidden, so alerts are found with hidden: true.
let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup(handler: FakeHandler, customer: Customer | null = null, types = paymentTypes) {
  requests = fakeApi((r) => {
    if (r.path === 'masterfile/payment-types') return { body: paged(types) };
    return handler(r);
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <CustomerDialog open record={customer} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { onClose, user: userEvent.setup() };
}

async function choosePaymentType(user: ReturnType<typeof userEvent.setup>, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Default Payment Type/ }));
  await user.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customer dialog', () => {
  it('in create mode is titled New Customer, starts with the shop’s payment type, and refuses to save without a name', async () => {
    const { user, onClose } = setup(() => undefined);
    expect(screen.getByRole('heading', { name: 'New Customer' })).toBeTruthy();
    // No default customer answers: the first active cash-like type.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Default Payment Type/ }).textContent).toContain('Cash'));
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));

    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('Please correct the errors before saving.');
    expect(within(alert).getByRole('button', { name: 'Close', hidden: true })).toBeTruthy();
    expect(screen.getByText('The customer name field is required.')).toBeTruthy();
    expect(screen.queryByText('The default payment type field is required.')).toBeNull();
    expect(saves()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a new customer with the walk-in customer’s payment type', async () => {
    setup((r) =>
      r.path === 'sales/customers/default'
        ? { body: { data: { ...existing, id: 1, isDefault: true, defaultPaymentTypeId: 4 } } }
        : undefined,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Default Payment Type/ }).textContent).toContain('GCash'));
  });

  it('still asks for a payment type when the shop has none to offer', async () => {
    const { user } = setup(() => undefined, null, []);
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Mang Tomas Hardware');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('The default payment type field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('creates with the form fields, says so, and closes returning the new customer', async () => {
    const created = { ...existing, id: 31, customerName: 'Mang Tomas Hardware' };
    const { user, onClose } = setup((r) => (r.method === 'POST' ? { status: 201, body: { message: '', data: created } } : undefined));
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), '  Mang Tomas Hardware ');
    await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '0918 111 2222');
    await choosePaymentType(user, 'GCash');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Lot 4 Mabini Ave');
    await user.type(screen.getByRole('textbox', { name: 'Contact Person' }), 'Tomas Cruz');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Tomas@Example.PH');
    await user.type(screen.getByRole('textbox', { name: 'TIN' }), '123 456 789 000');
    await user.type(screen.getByRole('textbox', { name: 'Credit Limit' }), '15000.50');
    await user.click(screen.getByRole('checkbox', { name: 'Set as Default Customer for POS' }));
    // Inactive payment types are not offered to a new customer.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Default Payment Type/ }));
    expect(screen.queryByRole('option', { name: 'Old Card' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'sales/customers' });
    expect(saves()[0]!.body).toEqual({
      customerName: 'Mang Tomas Hardware',
      contactNumber: '0918 111 2222',
      contactPerson: 'Tomas Cruz',
      email: 'tomas@example.ph',
      tin: '123-456-789-000',
      defaultPaymentTypeId: 4,
      addressLineOne: 'Lot 4 Mabini Ave',
      isDefault: true,
      creditLimit: '15000.50',
    });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Created successfully.');
  });

  it('in update mode is filled in, titled Update Customer, and PUTs the changes with the server message', async () => {
    const { user, onClose } = setup(
      (r) => (r.method === 'PUT' ? { body: { message: 'Customer updated.', data: { ...existing, contactNumber: null } } } : undefined),
      existing,
    );
    expect(screen.getByRole('heading', { name: 'Update Customer' })).toBeTruthy();
    const contact = screen.getByRole('textbox', { name: 'Contact Number' });
    expect((contact as HTMLInputElement).value).toBe('0917 555 0101');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Default Payment Type/ }).textContent).toContain('GCash'));
    await user.clear(contact);
    // Blank is no limit: the limit is taken off.
    const limit = screen.getByRole('textbox', { name: 'Credit Limit' });
    expect((limit as HTMLInputElement).value).toBe('5000');
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Update Customer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'sales/customers/12' });
    expect(saves()[0]!.body).toEqual({
      customerName: 'Aling Nena Store',
      contactNumber: null,
      contactPerson: 'Nena',
      email: null,
      tin: null,
      defaultPaymentTypeId: 4,
      addressLineOne: '12 Rizal St',
      isDefault: false,
      creditLimit: null,
    });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Customer updated.');
  });

  it('shows the server message and field errors when saving fails, and lets the user try again', async () => {
    const { user, onClose } = setup((r) =>
      r.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'The customer name has already been taken.',
              errors: { customerName: ['The customer name has already been taken.'] },
            },
          }
        : undefined,
    );
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Aling Nena Store');
    await choosePaymentType(user, 'Cash');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('The customer name has already been taken.');
    expect(screen.getByRole('textbox', { name: 'Customer' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The customer name has already been taken.').length).toBeGreaterThanOrEqual(2);
    expect((screen.getByRole('button', { name: 'Create Customer' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the server gives none', async () => {
    const { user } = setup((r) => (r.method === 'POST' ? { status: 500, body: {} } : undefined));
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'X');
    await choosePaymentType(user, 'Cash');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('An error occurred. Please try again.');
    expect((screen.getByRole('button', { name: 'Create Customer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a credit limit with more than 2 decimals or below 0, sending nothing', async () => {
    const { user } = setup(() => undefined);
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Mang Tomas Hardware');
    await choosePaymentType(user, 'Cash');
    const limit = screen.getByRole('textbox', { name: 'Credit Limit' });
    await user.type(limit, '100.005');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('The credit limit must be a number with at most 2 decimals.')).toBeTruthy();
    await user.clear(limit);
    await user.type(limit, '-1');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText(/The credit limit must be between 0 and/)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('refuses a TIN that is not 9, 12 or 14 digits', async () => {
    const { user } = setup(() => undefined);
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Mang Tomas Hardware');
    await user.type(screen.getByRole('textbox', { name: 'TIN' }), '123-456');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('The TIN must be 9 digits, or 12 or 14 with the branch code (e.g. 123-456-789-000).')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });
});
