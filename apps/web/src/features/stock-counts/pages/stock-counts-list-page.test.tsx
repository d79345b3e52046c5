import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { accessLoaded, AccessLoaded, fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import StockCountsListPage from './stock-counts-list-page';

const counting = {
  id: 7,
  stockCountNumber: 'SC-000007',
  locationId: 1,
  locationName: 'Main Store',
  name: 'Hardware aisle',
  scope: 'FILTER',
  categoryIds: [3],
  brandIds: [],
  supplierId: null,
  productIds: [],
  blind: false,
  notes: null,
  status: 'COUNTING',
  countDate: '2026-12-07',
  startedAt: '2026-12-07T01:00:00.000Z',
  startedBy: 1,
  postedAt: null,
  postedBy: null,
  zeroUncounted: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  createdBy: 1,
  createdAt: '2026-12-07T00:30:00.000Z',
  lineCount: 40,
  countedCount: 12,
};
const draft = {
  ...counting,
  id: 8,
  stockCountNumber: 'SC-000008',
  name: 'Whole store',
  scope: 'ALL',
  categoryIds: [],
  status: 'DRAFT',
  startedAt: null,
  lineCount: 0,
  countedCount: 0,
};

function open(permissions: string[]) {
  const requests = fakeApi(
    (r) => {
      if (r.path === 'inventory/stock-counts' && r.method === 'GET') return { body: paged([draft, counting]) };
      if (r.path === 'inventory/stock-counts' && r.method === 'POST')
        return { status: 201, body: { message: 'Created successfully.', data: { ...draft, id: 9, stockCountNumber: 'SC-000009' } } };
      if (r.path === 'masterfile/stock-locations')
        return {
          body: paged([
            { id: 1, name: 'Main Store' },
            { id: 2, name: 'Warehouse' },
          ]),
        };
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(
    <>
      <StockCountsListPage />
      <AccessLoaded />
    </>,
    {
      route: '/inventory/stock-counts',
      path: '/inventory/stock-counts',
      extraRoutes: <Route path="/inventory/stock-counts/:id" element={<p>Count page</p>} />,
    },
  );
  return requests;
}

describe('the stock counts list', () => {
  beforeEach(() => signInForTests());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists counts with their location, status and how far counting has come', async () => {
    open(['View Stock Counts', 'Create Stock Counts']);
    expect(await screen.findByText('SC-000007')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Stock Counts' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Number', 'Name', 'Location', 'Status', 'Scope', 'Started', 'Posted', 'Counted']);
    expect(within(grid).getByText('Hardware aisle')).toBeTruthy();
    expect(within(grid).getByText('Counting')).toBeTruthy();
    expect(within(grid).getByText('Draft')).toBeTruthy();
    expect(within(grid).getByText('12 of 40 counted')).toBeTruthy();
  });

  it('hides New Stock Count from whoever may not create counts', async () => {
    open(['View Stock Counts']);
    await screen.findByText('SC-000007');
    await accessLoaded();
    expect(screen.queryByRole('button', { name: 'New Stock Count' })).toBeNull();
  });

  it('creates a blind count of every product at a location and opens it', async () => {
    const user = userEvent.setup();
    const requests = open(['View Stock Counts', 'Create Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'New Stock Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Stock Count' });
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: 'Warehouse' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Year-end count');
    await user.click(within(dialog).getByRole('switch', { name: 'Blind count' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Close the back room');
    await user.click(within(dialog).getByRole('button', { name: 'Create Stock Count' }));

    await screen.findByText('Count page');
    const post = requests.find((r: FakeRequest) => r.method === 'POST' && r.path === 'inventory/stock-counts');
    expect(post?.body).toEqual({
      locationId: 2,
      name: 'Year-end count',
      scope: 'ALL',
      categoryIds: [],
      brandIds: [],
      supplierId: null,
      productIds: [],
      blind: true,
      notes: 'Close the back room',
    });
  });

  it('asks a filtered count for a filter before it sends anything', async () => {
    const user = userEvent.setup();
    const requests = open(['View Stock Counts', 'Create Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'New Stock Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Stock Count' });
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: 'Main Store' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Paint shelf');
    await user.click(within(dialog).getByRole('combobox', { name: /Scope/ }));
    await user.click(await screen.findByRole('option', { name: 'Products matching a filter' }));
    expect(within(dialog).getByRole('combobox', { name: 'Categories' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Stock Count' }));
    expect(await within(dialog).findByText('A filtered count needs at least one category, brand, supplier or product.')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(false));
  });
});
