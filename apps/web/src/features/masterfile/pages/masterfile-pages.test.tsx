import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import CommissionTemplatesPage from './commission-templates-page';
import DiscountsPage from './discounts-page';
import PaymentTypesPage from './payment-types-page';
import ProductBrandsPage from './product-brands-page';
import UnitClassesPage from './unit-classes-page';

const discounts = [
  { id: 1, name: 'Senior Citizen', code: 'SENIOR20', type: 'percentage', scope: 'sales_order_item', value: 20, isActive: true },
  { id: 2, name: 'Suki 50 off', code: 'SUKI50', type: 'fixed', scope: 'sales_order', value: 50, isActive: false },
];
const count = {
  id: 1,
  name: 'Count',
  description: 'Things counted one by one.',
  units: [
    { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
    { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
  ],
};

let requests: FakeRequest[];
const lists = (path: string) => requests.filter((r) => r.method === 'GET' && r.path === path);

function setup(page: ReactElement, handler: FakeHandler, options: { permissions?: string[]; flags?: Record<string, boolean> } = {}) {
  requests = fakeApi(handler, options);
  renderWithProviders(
    <>
      {page}
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

const DISCOUNT_PERMISSIONS = ['View Discounts', 'Create Discount', 'Edit Discount', 'Delete Discount'];

describe('the masterfile list screens', () => {
  it('Discounts: lists with its columns, a percentage as 20% and a fixed amount in pesos, and searches the text fields', async () => {
    const user = setup(<DiscountsPage />, (r) => (r.path === 'masterfile/discounts' ? { body: paged(discounts) } : undefined), {
      permissions: DISCOUNT_PERMISSIONS,
    });
    expect(screen.getByRole('heading', { name: 'Discounts' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toBe('Masterfile/Discounts');
    const senior = (await screen.findByText('Senior Citizen')).closest('[role="row"]') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Code',
      'Type',
      'Applies To',
      'Value',
      'Active',
      'Actions',
    ]);
    expect(within(senior).getByText('20%')).toBeTruthy();
    expect(within(senior).getByText('YES')).toBeTruthy();
    const suki = screen.getByText('Suki 50 off').closest('[role="row"]') as HTMLElement;
    expect(within(suki).getByText('₱50.00')).toBeTruthy();
    expect(within(suki).getByText('Fixed Amount')).toBeTruthy();
    expect(within(suki).getByText('NO')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search name or code' }), 'suki');
    await waitFor(() => expect(lists('masterfile/discounts').at(-1)!.url.searchParams.get('globalFilter')).toBe('suki'));
  });

  it('Payment Types: Add Filter For its category and Yes/No columns, chosen from their values, sent as column filters', async () => {
    const types = [{ id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true }];
    const user = setup(<PaymentTypesPage />, (r) => (r.path === 'masterfile/payment-types' ? { body: paged(types) } : undefined), {
      permissions: ['View Payment Types'],
    });
    await screen.findByText('Cash');
    const last = () => lists('masterfile/payment-types').at(-1)!.url.searchParams;
    const addFilter = async (column: string) => {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add Filter For' }));
      expect(screen.queryByRole('option', { name: 'Name' })).toBeNull();
      await user.click(await screen.findByRole('option', { name: column }));
    };
    const choose = async (filter: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: filter }));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getAllByRole('option')[0]!.textContent).toBe('All');
      await user.click(within(listbox).getByRole('option', { name: option }));
    };

    await addFilter('Category');
    await choose('Category', 'Trade Credit');
    await waitFor(() => expect(last().get('category')).toBe('TRADE_CREDIT'));
    await addFilter('Active');
    await choose('Active', 'No');
    await waitFor(() => expect(last().get('isActive')).toBe('false'));
    expect(last().get('category')).toBe('TRADE_CREDIT');

    await user.click(screen.getByRole('button', { name: 'Remove filter Category' }));
    await waitFor(() => expect(last().get('category')).toBeNull());
    expect(last().get('isActive')).toBe('false');
  });

  it('Discounts: the add button opens the New Discount dialog; Edit opens it filled in', async () => {
    const user = setup(<DiscountsPage />, (r) => (r.path === 'masterfile/discounts' ? { body: paged(discounts) } : undefined), {
      permissions: DISCOUNT_PERMISSIONS,
    });
    await user.click(await screen.findByRole('button', { name: 'Add Discount' }));
    expect(await screen.findByRole('heading', { name: 'New Discount' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openRowAction(user, 'Suki 50 off', 'Edit');
    expect(await screen.findByRole('heading', { name: 'Update Discount' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('SUKI50');
    expect((screen.getByRole('textbox', { name: 'Value' }) as HTMLInputElement).value).toBe('50');
  });

  it('Discounts: Confirm Delete, then the server message; a record in use shows why it was refused (409)', async () => {
    const user = setup(
      <DiscountsPage />,
      (r) => {
        if (r.method === 'DELETE' && r.path === 'masterfile/discounts/1')
          return { status: 409, body: { message: 'This record cannot be deleted because it is still used by sales orders.' } };
        if (r.method === 'DELETE') return { body: { message: 'Deleted successfully.' } };
        return r.path === 'masterfile/discounts' ? { body: paged(discounts) } : undefined;
      },
      { permissions: DISCOUNT_PERMISSIONS },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await openRowAction(user, 'Senior Citizen', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete this record?')).toBeTruthy();
    expect(getComputedStyle(dialog).width).toBe('300px');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('This record cannot be deleted because it is still used by sales orders.');

    useNotices.setState({ current: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openRowAction(user, 'Suki 50 off', 'Delete');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Confirm' }));
    expect(await snackbar()).toContain('Deleted successfully.');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['masterfile/discounts/1', 'masterfile/discounts/2']);
  });

  it('Discounts: without Create, Edit and Delete there is no add button and no row menu', async () => {
    setup(<DiscountsPage />, (r) => (r.path === 'masterfile/discounts' ? { body: paged(discounts) } : undefined), {
      permissions: ['View Discounts'],
    });
    await screen.findByText('Senior Citizen');
    expect(screen.queryByRole('button', { name: 'Add Discount' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('Discounts: a user without View Discounts is told so, and the list is not asked for', async () => {
    setup(<DiscountsPage />, (r) => (r.path === 'masterfile/discounts' ? { body: paged(discounts) } : undefined), {
      permissions: ['Create Discount'],
    });
    expect(await screen.findByText('You do not have permission to view this page.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Discounts' })).toBeTruthy();
    expect(lists('masterfile/discounts')).toHaveLength(0);
  });

  it('Product Brands: Edit opens the same 480px Product Brand dialog the picker uses, and PUTs by id', async () => {
    const brands = [{ id: 4, brandName: 'Stanley', description: 'Hand tools' }];
    const user = setup(
      <ProductBrandsPage />,
      (r) => {
        if (r.method === 'PUT') return { body: { message: 'Updated successfully.', data: { ...brands[0], ...(r.body as object) } } };
        return r.path === 'masterfile/product-brands' ? { body: paged(brands) } : undefined;
      },
      { permissions: ['View Product Brands', 'Edit Product Brand'] },
    );
    expect(screen.queryByRole('button', { name: 'Add Product Brand' })).toBeNull();
    await openRowAction(user, 'Stanley', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Brand' });
    expect(getComputedStyle(dialog).width).toBe('480px');
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand Name' }), ' Tools');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product Brand' }));
    expect(await snackbar()).toContain('Updated successfully.');
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: 'masterfile/product-brands/4',
      body: { brandName: 'Stanley Tools', description: 'Hand tools' },
    });
  });

  it("Unit Of Measures: the add button names what the page lists, like every other masterfile page's", async () => {
    setup(<UnitClassesPage />, (r) => (r.path === 'masterfile/unit-classes' ? { body: paged([count]) } : undefined), {
      permissions: ['View Unit Of Measures', 'Create Unit Class'],
    });
    expect(await screen.findByRole('button', { name: 'Add Unit Of Measure' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Unit Class' })).toBeNull();
  });

  it('Unit Of Measures: lists each class with its units against the base unit; Add Unit adds one unit from the cached units', async () => {
    const user = setup(
      <UnitClassesPage />,
      (r) => {
        if (r.path === 'masterfile/unit-classes') return { body: paged([count]) };
        if (r.path === 'masterfile/unit-classes/1/unit-of-measures' && r.method === 'GET')
          return { body: { data: [count.units[1], count.units[0]] } };
        if (r.path === 'masterfile/unit-classes/1/unit-of-measures' && r.method === 'POST')
          return {
            status: 201,
            body: { message: 'Created successfully.', data: { id: 3, unitClassId: 1, unit: 'box', factor: 24, isBase: false } },
          };
        return undefined;
      },
      { permissions: ['View Unit Of Measures', 'Create Unit of Measure'] },
    );
    expect(screen.getByRole('heading', { name: 'Unit Of Measures' })).toBeTruthy();
    expect(await screen.findByText('piece · dozen (12 piece)')).toBeTruthy();
    expect(lists('masterfile/unit-classes')[0]!.url.searchParams.get('relations')).toBe('units');

    await openRowAction(user, 'Count', 'Add Unit');
    const dialog = await screen.findByRole('dialog', { name: 'New Unit of Measure: Count' });
    expect(await within(dialog).findByText('dozen (12 piece)')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit' }), 'box');
    await user.type(within(dialog).getByRole('textbox', { name: 'Factor (piece)' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit of Measure' }));
    expect(await within(dialog).findByText('The class already has its base unit (factor 1).')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Factor (piece)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Factor (piece)' }), '24');
    expect(within(dialog).getByText('1 box = 24 piece')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit of Measure' }));
    expect(await snackbar()).toContain('Created successfully.');
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'masterfile/unit-classes/1/unit-of-measures',
      body: { unit: 'box', factor: '24' },
    });
    // Saving refreshes the class's cached units and the list.
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path.endsWith('/unit-of-measures')).length).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('the screens behind feature flags', () => {
  const handler: FakeHandler = (r) => (r.path === 'masterfile/commission-templates' ? { body: paged([]) } : undefined);
  const permissions = ['View Commission Templates', 'Create Commission Template'];

  it('say the module is off, and ask the server nothing, while the flag is off', async () => {
    setup(<CommissionTemplatesPage />, handler, { permissions, flags: { commission_module: false } });
    expect(await screen.findByText('Commission Templates is turned off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Commission Template' })).toBeNull();
    expect(lists('masterfile/commission-templates')).toHaveLength(0);
  });

  it('show the list while the flag is on', async () => {
    setup(<CommissionTemplatesPage />, handler, { permissions, flags: { commission_module: true } });
    expect(await screen.findByRole('button', { name: 'Add Commission Template' })).toBeTruthy();
    await waitFor(() => expect(lists('masterfile/commission-templates')).toHaveLength(1));
    expect(screen.queryByText('Commission Templates is turned off')).toBeNull();
  });
});
