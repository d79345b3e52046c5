import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startingUnitCost, type ProductSummary } from '@/components/movement-lines/movement-line';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import PurchaseOrderFormPage from './purchase-order-form-page';

const piece = { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true };
const dozen = { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false };
const product = (id: number, sku: string, productName: string, costs: { cost: number | null; lastPurchaseCost: number | null }) =>
  ({
    id,
    sku,
    productName,
    description: null,
    type: 'PRODUCT',
    productCategoryId: null,
    productBrandId: null,
    unitClassId: 1,
    unitOfMeasureId: 1,
    unit: 'piece',
    basePrice: 100,
    price: 100,
    minimumPrice: null,
    lastSupplierId: null,
    preferredSupplierId: null,
    reorderPoint: null,
    isSerialized: false,
    isActive: true,
    onHand: 0,
    ...costs,
  }) as unknown as ProductSummary;
const nails = product(4, 'NAIL-2IN', 'Common Nails 2 in', { cost: 60, lastPurchaseCost: 62.5 });
const paint = product(5, 'PAINT-4L', 'Latex Paint 4 L', { cost: 480, lastPurchaseCost: null });
const brush = product(6, 'BRUSH-2', 'Paint Brush 2 in', { cost: 0, lastPurchaseCost: null });

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a purchase order line’s unit cost', () => {
  it('starts at the last purchase cost, else the cost, per base unit times the unit; empty when neither is known', () => {
    expect(startingUnitCost(nails, piece)).toBe('62.50');
    expect(startingUnitCost(nails, dozen)).toBe('750.00');
    expect(startingUnitCost(paint, piece)).toBe('480.00');
    expect(startingUnitCost(brush, piece)).toBe('');
    expect(startingUnitCost(product(7, 'X', 'Hidden cost', { cost: null, lastPurchaseCost: null }), piece)).toBe('');
    expect(startingUnitCost(product(8, 'Y', 'Odd', { cost: null, lastPurchaseCost: 0.35 }), { factor: 0.3333 })).toBe('0.12');
    expect(startingUnitCost(null, piece)).toBe('');
    expect(startingUnitCost(nails, null)).toBe('');
  });

  it('is filled in when a product is picked on the form, follows the next pick, and a typed cost stays', async () => {
    fakeApi(
      async (r) =>
        r.path === 'inventory/products'
          ? { body: paged([nails, paint, brush]) }
          : r.path === 'masterfile/stock-locations'
            ? { body: paged([{ id: 1, name: 'Main Store', code: 'MAIN', isActive: true, sellable: true }]) }
            : r.path === 'masterfile/unit-classes/1/unit-of-measures'
              ? { body: { data: [piece, dozen] } }
              : r.path === 'inventory/stocks'
                ? { body: paged([]) }
                : undefined,
      { permissions: ['Create Purchase Orders', 'View Purchase Orders'] },
    );
    renderWithProviders(<PurchaseOrderFormPage />, { route: '/purchasing/purchase-orders/new', path: '/purchasing/purchase-orders/new' });
    const user = userEvent.setup();
    const line = await screen.findByRole('listitem', { name: 'Line 1' });
    const cost = () => (within(line).getByRole('textbox', { name: 'Unit cost of line 1' }) as HTMLInputElement).value;
    const pick = async (name: RegExp) => {
      const input = within(line).getByRole('combobox', { name: /Product 1/ });
      await user.clear(input);
      await user.type(input, 'a');
      await user.click(await screen.findByRole('option', { name }));
    };

    await pick(/Common Nails/);
    await vi.waitFor(() => expect(cost()).toBe('62.50'));
    await pick(/Latex Paint/);
    await vi.waitFor(() => expect(cost()).toBe('480.00'));

    const typed = within(line).getByRole('textbox', { name: 'Unit cost of line 1' });
    await user.clear(typed);
    await user.type(typed, '455.00');
    await pick(/Common Nails/);
    await vi.waitFor(() =>
      expect(within(line).getByRole('combobox', { name: /Product 1/ })).toHaveProperty('value', expect.stringContaining('Nails')),
    );
    expect(cost()).toBe('455.00');
  });
});
