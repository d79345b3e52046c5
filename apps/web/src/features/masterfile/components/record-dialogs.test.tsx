import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { CommissionTemplateDialog } from './commission-template-dialog';
import { DiscountDialog } from './discount-dialog';
import { PaymentTypeDialog } from './payment-type-dialog';
import { PricingGroupDialog } from './pricing-group-dialog';
import { StockLocationDialog } from './stock-location-dialog';
import { WarrantyTemplateDialog } from './warranty-template-dialog';

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

/** Renders a dialog against a fake API that saves whatever it is sent. */
function setup(render: (onClose: () => void) => ReactElement) {
  requests = fakeApi((r) => {
    if (r.method === 'POST') return { status: 201, body: { message: 'Created successfully.', data: { id: 90, ...(r.body as object) } } };
    if (r.method === 'PUT') return { body: { message: 'Updated successfully.', data: { id: 1, ...(r.body as object) } } };
    return undefined;
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      {render(onClose)}
      <SnackbarHost />
    </>,
  );
  return { user: userEvent.setup(), onClose };
}

const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function submitInvalid(user: ReturnType<typeof userEvent.setup>, button: string, messages: string[]) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await snackbar()).toContain('Please correct the errors before saving.');
  for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
  expect(saves()).toHaveLength(0);
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the masterfile dialogs', () => {
  it('stock location: name and code required; creates active by default', async () => {
    const { user, onClose } = setup((onClose) => <StockLocationDialog open record={null} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'New Stock Location' })).toBeTruthy();
    await submitInvalid(user, 'Create Stock Location', ['The name field is required.', 'The code field is required.']);

    await user.type(textbox('Name'), 'Bodega Marikina');
    await user.type(textbox('Code'), 'MKN');
    await user.click(screen.getByRole('button', { name: 'Create Stock Location' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/stock-locations' });
    expect(saves()[0]!.body).toEqual({ name: 'Bodega Marikina', code: 'MKN', address: null, isActive: true, sellable: true });
    expect(await snackbar()).toContain('Created successfully.');
  });

  it('stock location: updates by id, e.g. switched off, keeping it not for sale', async () => {
    const location = {
      id: 1,
      name: 'Main Store',
      code: 'MAIN',
      address: '12 Rizal St',
      isActive: true,
      sellable: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { user, onClose } = setup((onClose) => <StockLocationDialog open record={location} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Update Stock Location' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update Stock Location' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'masterfile/stock-locations/1' });
    // A returns shelf stays not for sale.
    expect(saves()[0]!.body).toEqual({ name: 'Main Store', code: 'MAIN', address: '12 Rizal St', isActive: false, sellable: false });
  });

  it('discount: a percentage over 100 is refused; a fixed amount is sent as an exact decimal', async () => {
    const { user, onClose } = setup((onClose) => <DiscountDialog open record={null} onClose={onClose} />);
    await submitInvalid(user, 'Create Discount', [
      'The name field is required.',
      'The code field is required.',
      'The value field is required.',
    ]);

    await user.type(textbox('Name'), 'Senior Citizen');
    await user.type(textbox('Code'), 'SENIOR20');
    await user.type(textbox('Value'), '120');
    await user.click(screen.getByRole('button', { name: 'Create Discount' }));
    expect(await screen.findByText('A percentage may not be more than 100.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await choose(user, /Type/, 'Fixed Amount');
    await choose(user, /Applies To/, 'Whole Order');
    await user.clear(textbox('Value'));
    await user.type(textbox('Value'), '120.50');
    await user.click(screen.getByRole('button', { name: 'Create Discount' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/discounts' });
    expect(saves()[0]!.body).toEqual({
      name: 'Senior Citizen',
      code: 'SENIOR20',
      type: 'fixed',
      scope: 'sales_order',
      value: '120.50',
      isActive: true,
    });
  });

  it('discount: refuses more than 2 decimals', async () => {
    const { user } = setup((onClose) => <DiscountDialog open record={null} onClose={onClose} />);
    await user.type(textbox('Name'), 'Odd');
    await user.type(textbox('Code'), 'ODD');
    await user.type(textbox('Value'), '1.005');
    await user.click(screen.getByRole('button', { name: 'Create Discount' }));
    expect(await screen.findByText('The value must be a number with at most 2 decimals.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('payment type: name required; creates with its category and reference number flag', async () => {
    const { user, onClose } = setup((onClose) => <PaymentTypeDialog open record={null} onClose={onClose} />);
    await submitInvalid(user, 'Create Payment Type', ['The name field is required.']);
    await user.type(textbox('Name'), 'ShopeePay');
    await choose(user, /Category/, /^Other/);
    await user.click(screen.getByRole('checkbox', { name: 'Requires Reference Number' }));
    await user.click(screen.getByRole('button', { name: 'Create Payment Type' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/payment-types' });
    expect(saves()[0]!.body).toEqual({ name: 'ShopeePay', category: 'OTHER', requiresReferenceNumber: true, isActive: true });
  });

  it('commission template: percentage of the line total or a fixed amount per unit', async () => {
    const { user, onClose } = setup((onClose) => <CommissionTemplateDialog open record={null} onClose={onClose} />);
    await submitInvalid(user, 'Create Commission Template', ['The name field is required.', 'The value field is required.']);
    await user.type(textbox('Name'), 'Aircon install');
    await choose(user, /Type/, 'Fixed Amount per Unit');
    await user.type(textbox('Value'), '150');
    await user.click(screen.getByRole('button', { name: 'Create Commission Template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/commission-templates' });
    expect(saves()[0]!.body).toEqual({ name: 'Aircon install', type: 'fixed_per_unit', value: '150', isActive: true });
  });

  it('pricing group: name required; creates with its description', async () => {
    const { user, onClose } = setup((onClose) => <PricingGroupDialog open record={null} onClose={onClose} />);
    await submitInvalid(user, 'Create Pricing Group', ['The name field is required.']);
    await user.type(textbox('Name'), 'Boysen paints');
    await user.type(textbox('Description'), 'All colours count together');
    await user.click(screen.getByRole('button', { name: 'Create Pricing Group' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/product-pricing-groups' });
    expect(saves()[0]!.body).toEqual({ name: 'Boysen paints', description: 'All colours count together' });
  });

  it('warranty template: an empty duration is missing, not zero; creates with days or months and terms', async () => {
    const { user, onClose } = setup((onClose) => <WarrantyTemplateDialog open record={null} onClose={onClose} />);
    await submitInvalid(user, 'Create Warranty Template', ['The name field is required.', 'The duration field is required.']);
    await user.type(textbox('Name'), 'Appliance 7 days');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration' }), '7');
    await choose(user, /Duration Unit/, 'Days');
    await user.type(textbox('Terms'), 'Replacement for factory defects.');
    await user.click(screen.getByRole('button', { name: 'Create Warranty Template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/warranty-templates' });
    expect(saves()[0]!.body).toEqual({
      name: 'Appliance 7 days',
      duration: 7,
      durationUnit: 'days',
      terms: 'Replacement for factory defects.',
    });
  });
});
