import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import type { ProductSummary, UnitOfMeasure } from '../../types';
import { BundleEditor, type BundleRowErrors } from './bundle-editor';
import type { BundleRowInput } from './product-form-schema';

const product = (id: number, sku: string, productName: string, unitClassId = 1, unitOfMeasureId = 1): ProductSummary => ({
  id,
  sku,
  description: null,
  minimumPrice: null,
  lastSupplierId: null,
  preferredSupplierId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  productName,
  type: 'PRODUCT',
  productCategoryId: null,
  productBrandId: null,
  unitClassId,
  unitOfMeasureId,
  unit: unitClassId === 1 ? 'piece' : 'kg',
  basePrice: 10,
  price: 10,
  reorderPoint: null,
  isSerialized: false,
  commissionTemplateId: null,
  pricingScheduleTemplateId: null,
  pricingGroupId: null,
  warrantyTemplateId: null,
  isActive: true,
  vatClass: 'VATABLE',
  specialDiscountClass: 'FULL',
  onHand: 0,
});
const hammer = product(40, 'HAM-1', 'Claw Hammer');
const nails = product(41, 'NAIL-1', 'Common Nail');
const sand = product(42, 'SND-1', 'Sand', 2, 8);
const kit = product(50, 'KIT-1', 'Carpentry Kit');
const units: Record<string, UnitOfMeasure[]> = {
  '1': [
    { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
    { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
  ],
  '2': [
    { id: 7, unitClassId: 2, unit: 'g', factor: 1, isBase: true },
    { id: 8, unitClassId: 2, unit: 'kg', factor: 1000, isBase: false },
  ],
};

let requests: FakeRequest[];
let latest: BundleRowInput[];

function Harness({
  initial = [],
  rowErrors,
  error,
}: {
  initial?: BundleRowInput[];
  rowErrors?: (BundleRowErrors | undefined)[];
  error?: string;
}) {
  const [rows, setRows] = useState<BundleRowInput[]>(initial);
  latest = rows;
  return (
    <BundleEditor rows={rows} onChange={setRows} bundleId={kit.id} {...(rowErrors ? { rowErrors } : {})} {...(error ? { error } : {})} />
  );
}

beforeEach(() => {
  signInForTests();
  requests = fakeApi((r) => {
    if (r.path === 'inventory/products') {
      const term = r.url.searchParams.get('globalFilter')?.toLowerCase() ?? '';
      return { body: paged([hammer, nails, sand, kit].filter((p) => `${p.sku} ${p.productName}`.toLowerCase().includes(term))) };
    }
    const match = /^masterfile\/unit-classes\/(\d+)\/unit-of-measures$/.exec(r.path);
    if (match) return { body: { data: units[match[1]!] } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, term: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), term);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the bundle editor', () => {
  it('says what to do while empty, and Add Item adds a line with its product field focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByText('No items yet. Add the products this bundle is made of.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Item 1' })));
    expect(latest).toEqual([expect.objectContaining({ bundleItem: null, bundleQuantity: '1', bundleUomId: '' })]);
  });

  it('searches products and services only (no bundles, nothing serial-tracked), never offers the bundle itself, and starts a picked item in its own unit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'a');
    await screen.findByRole('option', { name: /Claw Hammer/ });
    expect(screen.queryByRole('option', { name: /Carpentry Kit/ })).toBeNull();
    const search = requests.filter((r) => r.path === 'inventory/products').at(-1)!.url.searchParams;
    expect(search.get('type[in]')).toBe('PRODUCT,SERVICE');
    expect(search.get('isSerialized')).toBe('false');
    await user.click(screen.getByRole('option', { name: /Claw Hammer/ }));
    await waitFor(() => expect(latest[0]).toMatchObject({ bundleItem: { id: 40 }, bundleUomId: 1 }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Unit/ }).textContent).toBe('piece'));
  });

  it('offers each item the units of its own class only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await pick(user, 'Item 1', 'sand', /Sand/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Unit/ }).textContent).toBe('kg (1000 g)'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Unit/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['g', 'kg (1000 g)']);
    await user.click(within(listbox).getByRole('option', { name: 'g' }));
    expect(latest[0]).toMatchObject({ bundleUomId: 7 });
  });

  it('takes a quantity, adds the next line on Enter, does not offer an item twice, and removes lines', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await pick(user, 'Item 1', 'ham', /Claw Hammer/);
    const quantity = screen.getByRole('textbox', { name: 'Quantity of item 1' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(latest).toHaveLength(2));
    expect(latest[0]).toMatchObject({ bundleQuantity: '2' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Item 2' })));
    await user.type(screen.getByRole('combobox', { name: 'Item 2' }), 'a');
    await screen.findByRole('option', { name: /Common Nail/ });
    expect(screen.queryByRole('option', { name: /Claw Hammer/ })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(latest).toHaveLength(1);
    expect(latest[0]!.bundleItem).toBeNull();
  });

  it('shows the errors of the list and of each line', () => {
    renderWithProviders(
      <Harness
        initial={[{ key: 'a', bundleItem: hammer, bundleQuantity: '0', bundleUomId: 1 }]}
        rowErrors={[{ bundleQuantity: 'The bundle quantity must be between 0.0001 and 999999999999.99.' }]}
        error="A bundle needs at least one item."
      />,
    );
    expect(screen.getByText('A bundle needs at least one item.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantity of item 1' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The bundle quantity must be between 0.0001 and 999999999999.99.')).toBeTruthy();
  });
});
