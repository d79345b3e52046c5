import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { Product, UnitOfMeasure } from '../../types';
import { ProductForm } from './product-form';

const count: UnitOfMeasure[] = [
  { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
  { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
  { id: 3, unitClassId: 1, unit: 'box', factor: 24, isBase: false },
];
const weight: UnitOfMeasure[] = [
  { id: 7, unitClassId: 2, unit: 'g', factor: 1, isBase: true },
  { id: 8, unitClassId: 2, unit: 'kg', factor: 1000, isBase: false },
];

const ALL = [
  'Create Products',
  'Edit Products',
  'View Product Cost',
  'Add Product Cost',
  'View Product Markup',
  'Save Product Price',
  'Delete Product Price',
  'Assign Pricing Schedule Template',
  'Clear Pricing Schedule Template',
  'Assign Warranty Template',
  'Remove Warranty Template',
];
const FLAGS = { commission_module: true, pricing_schedule_module: true, pricing_groups_module: true, rma_warranty_module: true };

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup({
  product = null,
  permissions = ALL,
  flags = FLAGS,
  handler = () => undefined,
}: { product?: Product | null; permissions?: string[]; flags?: Record<string, boolean>; handler?: FakeHandler } = {}) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'masterfile/unit-classes')
        return {
          body: paged([
            { id: 1, name: 'Count' },
            { id: 2, name: 'Weight' },
          ]),
        };
      if (r.path === 'masterfile/unit-classes/1/unit-of-measures') return { body: { data: count } };
      if (r.path === 'masterfile/unit-classes/2/unit-of-measures') return { body: { data: weight } };
      return handler(r);
    },
    { permissions, flags },
  );
  const onSaved = vi.fn();
  renderWithProviders(
    <>
      <ProductForm product={product} onSaved={onSaved} onCancel={vi.fn()} />
      <SnackbarHost />
    </>,
  );
  return { onSaved, user: userEvent.setup() };
}

/** The fields are enabled once the user's permissions have loaded. */
async function ready() {
  const sku = (await screen.findByRole('textbox', { name: 'SKU' })) as HTMLInputElement;
  await waitFor(() => expect(sku.disabled).toBe(false));
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(label: RegExp): Promise<string[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product form', () => {
  it('shows cost and markup only with their permissions, and the flagged templates only while their flags are on', async () => {
    setup({ permissions: ['Create Products'], flags: {} });
    expect(await screen.findByRole('textbox', { name: 'SKU' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cost' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Markup' })).toBeNull();
    expect(screen.queryByText('Commission, Pricing and Warranty')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Commission Template' })).toBeNull();
    cleanup();

    setup({ permissions: ['Create Products', 'View Product Markup'], flags: { commission_module: true, rma_warranty_module: true } });
    expect(await screen.findByRole('textbox', { name: 'Markup' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cost' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Commission Template' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Warranty Template' })).toBeTruthy();
    // Without Assign Warranty Template the warranty cannot be chosen.
    expect((screen.getByRole('combobox', { name: 'Warranty Template' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Pricing Schedule Template' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Pricing Group' })).toBeNull();
    cleanup();

    setup({ permissions: ['Create Products', 'View Product Cost'] });
    // Seen but not settable without Add Product Cost.
    expect(((await screen.findByRole('textbox', { name: 'Cost' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Setting the cost needs Add Product Cost.')).toBeTruthy();
  });

  it('shows the stock fields for a product, the bundle editor for a bundle, and neither for a service', async () => {
    const { user } = setup();
    await ready();
    expect(screen.getByRole('textbox', { name: 'Reorder Point' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Serial-tracked' })).toBeTruthy();
    expect(screen.queryByText('Bundle Items')).toBeNull();

    await choose(user, /Type/, 'Bundle');
    expect(screen.getByText('Bundle Items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reorder Point' })).toBeNull();

    await choose(user, /Type/, 'Service');
    expect(screen.queryByText('Bundle Items')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Reorder Point' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Serial-tracked' })).toBeNull();
  });

  it('offers only the chosen class’s units as base unit and for prices per unit', async () => {
    const { user } = setup();
    await ready();
    expect(screen.getByRole('combobox', { name: /Base Unit/ }).getAttribute('aria-disabled')).toBe('true');
    await choose(user, /Unit Class/, 'Count');
    // The class's base unit is chosen, and the other units get a price each, with their regular price shown.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Base Unit/ }).textContent).toBe('piece'));
    expect(await optionsOf(/Base Unit/)).toEqual(['piece', 'dozen (12 piece)', 'box (24 piece)']);
    await user.type(screen.getByRole('textbox', { name: 'Base Price' }), '2.50');
    expect(screen.getByRole('textbox', { name: 'Price per dozen (12 piece)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price per box (24 piece)' })).toBeTruthy();
    expect(screen.getByText('Regular price ₱60.00 from the base price')).toBeTruthy();

    await choose(user, /Unit Class/, 'Weight');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Base Unit/ }).textContent).toBe('g'));
    expect(await optionsOf(/Base Unit/)).toEqual(['g', 'kg (1000 g)']);
    expect(screen.queryByRole('textbox', { name: /Price per box/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Price per kg (1000 g)' })).toBeTruthy();
  });

  it('creates the product with what was typed and says so', async () => {
    const created = { id: 31, sku: 'SCR-8', productName: 'Wood Screw 8mm' };
    const { user, onSaved } = setup({
      handler: (r) =>
        r.method === 'POST' && r.path === 'inventory/products'
          ? { status: 201, body: { message: 'Created successfully.', data: created } }
          : undefined,
    });
    await ready();
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'SCR-8');
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Wood Screw 8mm');
    await choose(user, /Unit Class/, 'Count');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Base Unit/ }).textContent).toBe('piece'));
    await user.type(screen.getByRole('textbox', { name: 'Base Price' }), '1.50');
    await user.type(screen.getByRole('textbox', { name: 'Cost' }), '0.90');
    await user.type(screen.getByRole('textbox', { name: 'Price per box (24 piece)' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Reorder Point' }), '200');
    await user.type(screen.getByRole('combobox', { name: 'Barcodes' }), '4800000000017{Enter}');
    // The markup follows the price and cost as they are typed.
    expect((screen.getByRole('textbox', { name: 'Markup' }) as HTMLInputElement).value).toBe('66.67');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({
      sku: 'SCR-8',
      productName: 'Wood Screw 8mm',
      description: null,
      minimumPrice: null,
      preferredSupplierId: null,
      type: 'PRODUCT',
      productCategoryId: null,
      productBrandId: null,
      unitClassId: 1,
      unitOfMeasureId: 1,
      basePrice: '1.50',
      cost: '0.90',
      reorderPoint: '200',
      isSerialized: false,
      isActive: true,
      vatClass: 'VATABLE',
      specialDiscountClass: 'NONE',
      commissionTemplateId: null,
      pricingGroupId: null,
      barcodes: ['4800000000017'],
      productPrices: [{ uomId: 3, price: '30' }],
    });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Created successfully.');
  });

  it('refuses to save what the rules refuse, and shows the server’s field errors on their fields', async () => {
    const { user, onSaved } = setup({
      handler: (r) =>
        r.method === 'POST'
          ? {
              status: 422,
              body: {
                message: 'The sku has already been taken.',
                errors: { sku: ['The sku has already been taken.'], 'bundleProducts.0.bundleUomId': ['x'] },
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The sku field is required.')).toBeTruthy();
    expect(screen.getByText('The unit class field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'NAIL-1');
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Nail');
    await choose(user, /Unit Class/, 'Count');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Base Unit/ }).textContent).toBe('piece'));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SKU' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The sku has already been taken.').length).toBeGreaterThanOrEqual(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('on update PUTs the product and saves a changed unit price through its own call', async () => {
    const product: Product = {
      id: 12,
      sku: 'NAIL-1',
      productName: 'Common Nail',
      description: null,
      minimumPrice: null,
      lastSupplierId: null,
      preferredSupplierId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      type: 'PRODUCT',
      productCategoryId: null,
      productBrandId: null,
      unitClassId: 1,
      unitOfMeasureId: 1,
      unit: 'piece',
      basePrice: 2.5,
      price: 2.5,
      cost: 1.75,
      markup: 42.86,
      reorderPoint: 100,
      isSerialized: false,
      commissionTemplateId: null,
      pricingScheduleTemplateId: null,
      pricingGroupId: null,
      warrantyTemplateId: null,
      isActive: true,
      vatClass: 'VATABLE',
      specialDiscountClass: 'FULL',
      onHand: 48,
      productPrices: [{ id: 91, productId: 12, uomId: 3, price: 55, updatedAt: '2026-01-01T00:00:00.000Z' }],
      barcodes: [],
    };
    const { user, onSaved } = setup({
      product,
      flags: {},
      handler: (r) => {
        if (r.method === 'PUT') return { body: { message: 'Updated successfully.', data: product } };
        if (r.method === 'POST' && r.path === 'inventory/products/12/prices')
          return { body: { message: 'Price saved successfully.', data: {} } };
        return undefined;
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Price per box (24 piece)' });
    expect((box as HTMLInputElement).value).toBe('55.00');
    await user.clear(box);
    await user.type(box, '60');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves().map((r) => `${r.method} ${r.path}`)).toEqual(['PUT inventory/products/12', 'POST inventory/products/12/prices']);
    expect(saves()[0]!.body).not.toHaveProperty('productPrices');
    expect(saves()[0]!.body).not.toHaveProperty('cost');
    expect(saves()[1]!.body).toEqual({ uomId: 3, price: '60' });
  });

  it('keeps the preferred supplier, and shows the average cost with the last purchase cost and supplier to who may see cost', async () => {
    const product: Product = {
      id: 14,
      sku: 'PAINT-4L',
      productName: 'Latex Paint 4 L',
      description: null,
      minimumPrice: null,
      lastSupplierId: 3,
      preferredSupplierId: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      type: 'PRODUCT',
      productCategoryId: null,
      productBrandId: null,
      unitClassId: 1,
      unitOfMeasureId: 1,
      unit: 'piece',
      basePrice: 650,
      price: 650,
      cost: 471.25,
      lastPurchaseCost: 480,
      reorderPoint: 4,
      isSerialized: false,
      commissionTemplateId: null,
      pricingScheduleTemplateId: null,
      pricingGroupId: null,
      warrantyTemplateId: null,
      isActive: true,
      vatClass: 'VATABLE',
      specialDiscountClass: 'FULL',
      onHand: 6,
      preferredSupplier: { id: 3, supplierName: 'Pacific Hardware' },
      lastSupplier: { id: 3, supplierName: 'Pacific Hardware' },
      barcodes: [],
    };
    const { user, onSaved } = setup({
      product,
      flags: {},
      handler: (r) => (r.method === 'PUT' ? { body: { message: 'Updated successfully.', data: product } } : undefined),
    });
    await ready();
    expect((screen.getByRole('combobox', { name: 'Preferred Supplier' }) as HTMLInputElement).value).toBe('Pacific Hardware');
    expect(screen.getByText('Average cost. Last bought at ₱480.00 from Pacific Hardware.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()[0]!.body).toMatchObject({ preferredSupplierId: 3 });

    cleanup();
    setup({ product, flags: {}, permissions: ['Edit Products'] });
    await ready();
    expect(screen.queryByText(/Last bought at/)).toBeNull();
  });
});
