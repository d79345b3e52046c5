import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { scanClock } from '../lib/scanner';
import { posProduct } from '../lib/pos-test-data';
import type { PosProduct } from '../types';
import { ProductSearch } from './product-search';

const product = (id: number, sku: string, productName: string, match: PosProduct['match']): PosProduct =>
  posProduct({ id, sku, productName, type: 'SERVICE', price: 10, match });

let clock = 0;
beforeEach(() => {
  signInForTests();
  // A person typing: keys far apart, never a scanner's burst.
  scanClock.now = () => (clock += 300);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: (search: string) => PosProduct[]) {
  const requests = fakeApi((r) =>
    r.path === 'sales/pos-products' ? { body: { data: answer(r.url.searchParams.get('search') ?? '') } } : undefined,
  );
  const onAdd = vi.fn();
  renderWithProviders(
    <ProductSearch
      inputRef={createRef<HTMLInputElement>()}
      salesChannelId={1}
      filterType="name"
      onFilterTypeChange={() => {}}
      onAdd={onAdd}
    />,
  );
  return { requests, onAdd };
}

describe('the terminal’s default product search', () => {
  it('searches names, SKUs and barcodes in one box, as its label and placeholder say', () => {
    setup(() => []);
    expect(screen.getByRole('combobox', { name: 'Search products' }).getAttribute('placeholder')).toBe('Search name, SKU or barcode (F1)');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds an exact SKU typed and entered at once, even when names match too', async () => {
    const { requests, onAdd } = setup((search) =>
      search === 'COLA' ? [product(7, 'COLA', 'Cola Candy', 'sku'), product(8, 'COKE-1.5L', 'Coca-Cola 1.5 L', 'name')] : [],
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'COLA{Enter}');
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0].sku).toBe('COLA');
    expect(requests.every((r) => r.url.searchParams.get('filterType') !== 'sku')).toBe(true);
  });

  it('lists several name matches to pick from instead of adding the first', async () => {
    const { onAdd } = setup(() => [
      product(8, 'COKE-1.5L', 'Coca-Cola 1.5 L', 'skuPrefix'),
      product(9, 'COKE-MISMO', 'Coca-Cola Mismo', 'skuPrefix'),
    ]);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'coke{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Products found' })).toBeTruthy());
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
