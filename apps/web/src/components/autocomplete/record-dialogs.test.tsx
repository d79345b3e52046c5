import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import { ProductBrandDialog, ProductCategoryDialog } from './product-grouping-dialogs';
import { SupplierAutocomplete, type SupplierOption } from './supplier-autocomplete';
import { SupplierDialog } from './supplier-dialog';

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup(ui: ReactElement, handler: FakeHandler = () => undefined) {
  requests = fakeApi(handler);
  renderWithProviders(
    <>
      {ui}
      <SnackbarHost />
    </>,
  );
  return userEvent.setup();
}

// The snackbar sits beside the open dialog, which marks it aria-hidden.
const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Product Brand dialog', () => {
  it('is 480px wide and refuses to save without a brand name', async () => {
    const onClose = vi.fn();
    const user = setup(<ProductBrandDialog open onClose={onClose} />);
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('480px');
    expect(screen.getByRole('heading', { name: 'New Product Brand' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Brand Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Product Brand' }));

    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('Please correct the errors before saving.');
    expect(within(alert).getByRole('button', { name: 'Close', hidden: true })).toBeTruthy();
    expect(screen.getByText('The brand name field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates with the typed name filled in, says Created successfully. when the server gives no message, and returns the brand', async () => {
    const onClose = vi.fn();
    const created = { id: 7, brandName: 'Makita', description: 'Power tools' };
    const user = setup(<ProductBrandDialog open initialName="Makita" onClose={onClose} />, (r) =>
      r.method === 'POST' ? { status: 201, body: { data: created } } : undefined,
    );
    expect((screen.getByRole('textbox', { name: 'Brand Name' }) as HTMLInputElement).value).toBe('Makita');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' Power tools ');
    await user.click(screen.getByRole('button', { name: 'Create Product Brand' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    expect(saves()).toEqual([expect.objectContaining({ method: 'POST', path: 'masterfile/product-brands' })]);
    expect(saves()[0]!.body).toEqual({ brandName: 'Makita', description: 'Power tools' });
    expect(await snackbar()).toContain('Created successfully.');
  });

  it('updates a brand by id with the server message; a blank description is sent as null', async () => {
    const onClose = vi.fn();
    const brand = { id: 3, brandName: 'Stanley', description: 'Hand tools' };
    const user = setup(<ProductBrandDialog open record={brand} onClose={onClose} />, (r) =>
      r.method === 'PUT' ? { body: { message: 'Brand updated.', data: { ...brand, description: null } } } : undefined,
    );
    expect(screen.getByRole('heading', { name: 'Update Product Brand' })).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Update Product Brand' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({
      method: 'PUT',
      path: 'masterfile/product-brands/3',
      body: { brandName: 'Stanley', description: null },
    });
    expect(await snackbar()).toContain('Brand updated.');
  });

  it('shows the server message and puts its field error on the field; the button works again', async () => {
    const onClose = vi.fn();
    const user = setup(<ProductBrandDialog open initialName="Stanley" onClose={onClose} />, (r) =>
      r.method === 'POST'
        ? {
            status: 422,
            body: { message: 'The brand name has already been taken.', errors: { brandName: ['The brand name has already been taken.'] } },
          }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Create Product Brand' }));

    expect(await snackbar()).toContain('The brand name has already been taken.');
    expect(screen.getByRole('textbox', { name: 'Brand Name' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Create Product Brand' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the server gives none', async () => {
    const user = setup(<ProductBrandDialog open initialName="Bosch" onClose={vi.fn()} />, (r) =>
      r.method === 'POST' ? { status: 500, body: {} } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Create Product Brand' }));
    expect(await snackbar()).toContain('An error occurred. Please try again.');
  });
});

describe('the Product Category dialog', () => {
  it('is 480px wide, requires a category name, and creates with name and description', async () => {
    const onClose = vi.fn();
    const user = setup(<ProductCategoryDialog open onClose={onClose} />, (r) =>
      r.method === 'POST' ? { status: 201, body: { message: 'Created successfully.', data: { id: 4, ...(r.body as object) } } } : undefined,
    );
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('480px');
    expect(screen.getByRole('heading', { name: 'New Product Category' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Product Category' }));
    expect(await snackbar()).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The category name field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Paints');
    await user.click(screen.getByRole('button', { name: 'Create Product Category' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ id: 4, categoryName: 'Paints', description: null }));
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      path: 'masterfile/product-categories',
      body: { categoryName: 'Paints', description: null },
    });
  });
});

describe('the supplier dialog', () => {
  it('is a 780px creation dialog; checks the email and the payment terms before saving', async () => {
    const user = setup(<SupplierDialog open initialName="Wilcon Depot" onClose={vi.fn()} />);
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('780px');
    expect((screen.getByRole('textbox', { name: 'Supplier Name' }) as HTMLInputElement).value).toBe('Wilcon Depot');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    const terms = screen.getByRole('spinbutton', { name: 'Payment Terms' });
    await user.clear(terms);
    await user.type(terms, '400');
    await user.click(screen.getByRole('button', { name: 'Create Supplier' }));

    expect(await snackbar()).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getByText('The payment terms must be between 0 and 365 days.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('creates with every field, the terms as a whole number of days', async () => {
    const onClose = vi.fn();
    const user = setup(<SupplierDialog open onClose={onClose} />, (r) =>
      r.method === 'POST' ? { status: 201, body: { message: 'Created successfully.', data: { id: 2, ...(r.body as object) } } } : undefined,
    );
    await user.type(screen.getByRole('textbox', { name: 'Supplier Name' }), 'Wilcon Depot');
    await user.type(screen.getByRole('textbox', { name: 'Contact Person' }), 'Ramon');
    await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '02 8888 1234');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Orders@Wilcon.ph');
    const terms = screen.getByRole('spinbutton', { name: 'Payment Terms' });
    await user.clear(terms);
    await user.type(terms, '30');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'EDSA, Quezon City');
    await user.click(screen.getByRole('button', { name: 'Create Supplier' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'masterfile/suppliers' });
    expect(saves()[0]!.body).toEqual({
      supplierName: 'Wilcon Depot',
      contactPerson: 'Ramon',
      contactNumber: '02 8888 1234',
      email: 'orders@wilcon.ph',
      address: 'EDSA, Quezon City',
      paymentTermsDays: 30,
    });
  });
});

function SupplierPicker() {
  const [value, setValue] = useState<SupplierOption | null>(null);
  return (
    <>
      <SupplierAutocomplete value={value} onChange={setValue} />
      <output aria-label="picked">{value ? `${value.id}:${value.supplierName}` : 'none'}</output>
    </>
  );
}

describe("the supplier picker's Add New", () => {
  it('opens the same supplier dialog with the typed name, and picks what it creates', async () => {
    requests = fakeApi(
      (r) => {
        if (r.path !== 'masterfile/suppliers') return undefined;
        if (r.method === 'POST')
          return { status: 201, body: { message: 'Created successfully.', data: { id: 12, ...(r.body as object) } } };
        return { body: paged([]) };
      },
      { permissions: ['Create Suppliers'] },
    );
    renderWithProviders(
      <>
        <SupplierPicker />
        <SnackbarHost />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Citi Hardware');
    await user.click(await screen.findByRole('option', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Supplier' });
    expect(getComputedStyle(dialog).width).toBe('780px');
    expect((within(dialog).getByRole('textbox', { name: 'Supplier Name' }) as HTMLInputElement).value).toBe('Citi Hardware');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact Number' }), '0917 222 3333');
    await user.click(within(dialog).getByRole('button', { name: 'Create Supplier' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('12:Citi Hardware'));
    expect(saves()[0]!.body).toMatchObject({ supplierName: 'Citi Hardware', contactNumber: '0917 222 3333', paymentTermsDays: 0 });
  });
});
