import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotices } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { accessLoaded, AccessLoaded, fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import StockCountPage from './stock-count-page';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const base = {
  id: 7,
  stockCountNumber: 'SC-000007',
  locationId: 1,
  locationName: 'Main Store',
  name: 'Hardware aisle',
  scope: 'ALL',
  categoryIds: [],
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

const line = {
  id: 1,
  productId: 4,
  sku: 'NAIL-2IN',
  productName: 'Common Nails 2 in',
  categoryName: 'Fasteners',
  unit: 'box',
  isSerialized: false,
  onHandAtStart: '10',
  movementsSinceStart: '-2',
  expected: '8',
  counted: '5',
  difference: '-3',
  differenceValue: '-37.50',
  lastCountedAt: '2026-12-07T02:00:00.000Z',
  entryCount: 1,
};
const over = {
  ...line,
  id: 2,
  productId: 5,
  sku: 'HAM-16',
  productName: 'Claw Hammer',
  counted: '9',
  difference: '1',
  differenceValue: '250.10',
};
const entry = {
  id: 31,
  entryId: '7b0c3c1e-3f0e-4a5e-9a53-1f1f5b7a0c31',
  productId: 4,
  sku: 'NAIL-2IN',
  productName: 'Common Nails 2 in',
  uomId: 2,
  unit: 'box',
  quantity: '5',
  baseQuantity: '5',
  mode: 'ADD',
  serialNumbers: [],
  countedAt: '2026-12-07T02:00:00.000Z',
  userId: 1,
  userName: 'Test User',
  createdAt: '2026-12-07T02:00:01.000Z',
  removedAt: null,
  removedBy: null,
};
const othersEntry = {
  ...entry,
  id: 32,
  entryId: '7b0c3c1e-3f0e-4a5e-9a53-1f1f5b7a0c32',
  sku: 'HAM-16',
  productName: 'Claw Hammer',
  userId: 2,
  userName: 'Nena Reyes',
};
const hidden = { ...line, onHandAtStart: null, movementsSinceStart: null, expected: null, difference: null, differenceValue: null };

/** What the next post answers as serials found on the shelf though out of stock in the books. */
let serialsFound: { productId: number; serialNumber: string; status: string | null }[] = [];

function open(count: Record<string, unknown>, permissions: string[], lines: Record<string, unknown>[] = [line, over]) {
  let current = count;
  const requests = fakeApi(
    (r) => {
      if (r.path === 'inventory/stock-counts/7' && r.method === 'GET') return { body: { data: current } };
      if (r.path === 'inventory/stock-counts/7/lines') {
        const state = r.url.searchParams.get('state');
        return { body: paged(state === 'DIFFERENCE' ? lines.filter((l) => l.difference !== '0') : lines, 1, 50) };
      }
      if (r.path === 'inventory/stock-counts/7/entries') return { body: paged([entry, othersEntry]) };
      if (r.path === 'inventory/stock-counts/7/entries/31' && r.method === 'DELETE')
        return { body: { message: 'Entry removed.', data: { ...entry, removedAt: '2026-12-07T02:05:00.000Z', removedBy: 1 } } };
      if (r.path === 'inventory/stock-counts/7/variance/export') return { body: {} };
      if (r.path === 'inventory/stock-counts/7' && r.method === 'PUT') {
        current = { ...current, ...(r.body as object) };
        return { body: { message: 'Updated successfully.', data: current } };
      }
      if (r.path === 'inventory/products' && r.url.searchParams.get('id[in]') === '4')
        return { body: paged([{ id: 4, sku: 'NAIL-2IN', productName: 'Common Nails 2 in' }]) };
      if (r.path === 'masterfile/stock-locations') return { body: paged([{ id: 1, name: 'Main Store' }]) };
      if (r.path === 'inventory/stock-counts/7/post') {
        current = { ...current, status: 'POSTED', postedAt: '2026-12-07T03:00:00.000Z', postedBy: 1 };
        return {
          body: {
            message: 'Stock count posted.',
            data: { ...current, postedLines: 2, shortageValue: '37.50', overageValue: '250.10', serialsFound },
          },
        };
      }
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(
    <>
      <StockCountPage />
      <AccessLoaded />
    </>,
    { route: '/inventory/stock-counts/7', path: '/inventory/stock-counts/:id' },
  );
  return requests;
}

describe('the stock count page', () => {
  beforeEach(() => {
    signInForTests();
    useNotices.getState().dismiss();
    serialsFound = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers a draft’s Start Counting, Edit and Cancel to whoever may create counts, and to no one else', async () => {
    open({ ...base, status: 'DRAFT', startedAt: null, lineCount: 0, countedCount: 0 }, ['View Stock Counts', 'Create Stock Counts']);
    expect(await screen.findByRole('heading', { name: 'SC-000007', level: 1 })).toBeTruthy();
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Start Counting', 'Edit', 'Cancel Count']);
    // A draft has no lines yet, nor files to download.
    expect(screen.queryByRole('region', { name: 'Lines' })).toBeNull();
    cleanup();

    open({ ...base, status: 'DRAFT', startedAt: null }, ['View Stock Counts']);
    await screen.findByRole('heading', { name: 'SC-000007', level: 1 });
    await accessLoaded();
    expect(screen.queryByRole('button', { name: 'Start Counting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Count' })).toBeNull();
  });

  it('gives a counter the counting screen but not Post Count, and shows the progress and the lines', async () => {
    open(base, ['View Stock Counts', 'Count Stock']);
    const link = await screen.findByRole('link', { name: 'Open Counting Screen' });
    expect(link.getAttribute('href')).toBe('/count/7');
    await accessLoaded();
    expect(screen.queryByRole('button', { name: 'Post Count' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Count' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Count Sheet (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Variance (xlsx)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Variance (PDF)' })).toBeTruthy();

    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('12 of 40 counted')).toBeTruthy();
    const grid = await within(lines).findByRole('grid', { name: 'Lines' });
    await within(grid).findByText('Common Nails 2 in');
    const row = within(grid).getByText('Common Nails 2 in').closest('[role="row"]') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['NAIL-2IN', 'Common Nails 2 in', '10', '−2', '8', '5 box', '−3', '-₱37.50']);
    expect(await within(lines).findByText('₱37.50')).toBeTruthy(); // the shortage total
  });

  it('shows a blind count’s hidden figures as dashes', async () => {
    open({ ...base, blind: true }, ['View Stock Counts', 'Count Stock'], [hidden]);
    const grid = await screen.findByRole('grid', { name: 'Lines' });
    await within(grid).findByText('Common Nails 2 in');
    const row = within(grid).getByText('Common Nails 2 in').closest('[role="row"]') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['NAIL-2IN', 'Common Nails 2 in', '—', '—', '—', '5 box', '—', '—']);
  });

  it('posts from a dialog that sums up the count, zeroing the uncounted products when asked', async () => {
    const user = userEvent.setup();
    const requests = open(base, ['View Stock Counts', 'Count Stock', 'Post Stock Counts', 'Create Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'Post Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post SC-000007' });
    await waitFor(() => expect(within(dialog).getByText('₱37.50')).toBeTruthy());
    const figures = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Counted lines': '12 of 40',
      'Shortage value': '₱37.50',
      'Overage value': '₱250.10',
      'Uncounted products': '28',
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set uncounted products to zero' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(useNotices.getState().current?.message).toBe('SC-000007 posted.'));
    const post = requests.find((r) => r.path === 'inventory/stock-counts/7/post');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ zeroUncounted: true });
    expect(await screen.findByText('Posted', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post Count' })).toBeNull();
  });

  it('says which serials the post found on the shelf though the books had them out of stock', async () => {
    const user = userEvent.setup();
    serialsFound = [
      { productId: 4, serialNumber: 'SN-0001', status: 'SOLD' },
      { productId: 4, serialNumber: 'SN-0002', status: 'ADJUSTED_OUT' },
    ];
    open(base, ['View Stock Counts', 'Post Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'Post Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post SC-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(useNotices.getState().current?.message).toBe(
        'SC-000007 posted. Serial numbers SN-0001, SN-0002 were found on the shelf though the books have them out of stock: not put back, look into them.',
      ),
    );
  });

  it('lists the entries in the shop’s time zone and lets a counter remove their own, not another’s', async () => {
    const user = userEvent.setup();
    const requests = open(base, ['View Stock Counts', 'Count Stock']);
    const entries = await screen.findByRole('region', { name: 'Entries' });
    const grid = await within(entries).findByRole('grid', { name: 'Entries' });
    await within(grid).findByText('Claw Hammer');
    const rowOf = (product: string) => within(grid).getByText(product).closest('[role="row"]') as HTMLElement;
    // 02:00 UTC is 10:00 AM in Manila, the shop's zone.
    expect(within(rowOf('Common Nails 2 in')).getByText('Dec 7, 2026 10:00 AM')).toBeTruthy();
    expect(within(rowOf('Claw Hammer')).queryByRole('button', { name: 'Actions' })).toBeNull();

    await user.click(within(rowOf('Common Nails 2 in')).getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(useNotices.getState().current?.message).toBe('Entry removed.'));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === 'inventory/stock-counts/7/entries/31')).toBe(true);
  });

  it('downloads the variance report as SC-000007-variance.xlsx', async () => {
    const user = userEvent.setup();
    const requests = open(base, ['View Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'Variance (xlsx)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'SC-000007-variance.xlsx'));
    expect(requests.some((r) => r.path === 'inventory/stock-counts/7/variance/export')).toBe(true);
  });

  it('edits a draft’s filter: the products it holds shown by name, the body sent whole', async () => {
    const user = userEvent.setup();
    const draft = { ...base, status: 'DRAFT', startedAt: null, scope: 'FILTER', productIds: [4], lineCount: 0, countedCount: 0 };
    const requests = open(draft, ['View Stock Counts', 'Create Stock Counts']);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SC-000007' });
    const products = await within(dialog).findByRole('list', { name: 'Products' });
    expect(await within(products).findByText('Common Nails 2 in')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nails shelf');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      locationId: 1,
      name: 'Nails shelf',
      scope: 'FILTER',
      categoryIds: [],
      brandIds: [],
      supplierId: null,
      productIds: [4],
      blind: false,
      notes: null,
    });
  });
});
