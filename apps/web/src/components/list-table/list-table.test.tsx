import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listQueryOptions } from '@/lib/use-list';
import type { TableFilter } from '@/lib/list-query';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { ListTable } from './list-table';
import type { ListColumn } from './list-table-types';

type Product = { id: number; productName: string; price: string; isActive: boolean; notes: string; brand: { brandName: string } | null };

const products: Product[] = [
  {
    id: 1,
    productName: 'Hammer',
    price: '1250.5',
    isActive: true,
    notes: '<b>steel</b><script>alert(1)</script>',
    brand: { brandName: 'Stanley' },
  },
  { id: 2, productName: 'Nails', price: '35', isActive: false, notes: '<img src=x onerror="alert(2)">box', brand: null },
];

const columns: ListColumn<Product>[] = [
  { field: 'productName', header: 'Product Name', filter: 'text' },
  { field: 'price', header: 'Price', type: 'currency' },
  { field: 'isActive', header: 'Active', type: 'boolean' },
  { field: 'notes', header: 'Notes', type: 'html' },
  { field: 'brandName', header: 'Brand', type: 'relation', path: 'brand.brandName', sortField: 'brandId' },
];

const productsQuery = (filter: TableFilter) => listQueryOptions<Product>('inventory/products', filter);
let requests: FakeRequest[];
const lastList = () => requests.filter((r) => r.path === 'inventory/products').at(-1)!.url.searchParams;

beforeEach(() => {
  signInForTests();
  requests = fakeApi((r) => (r.path === 'inventory/products' ? { body: paged(products, 1, 15, 40) } : undefined), {
    permissions: ['Delete Products'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Data Grid renders take seconds on a busy machine.
describe('the list table', () => {
  it('asks for page 1 of 15 rows first and shows the rows of the answer', async () => {
    renderWithProviders(<ListTable title="Products" queryOptions={productsQuery} columns={columns} />);
    expect(await screen.findByText('Hammer')).toBeTruthy();
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('pageSize')).toBe('15');
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it('renders currency right-aligned in pesos, booleans as YES/NO, relations by path and sanitised html', async () => {
    const { container } = renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} />);
    await screen.findByText('Hammer');
    const price = screen.getByText('₱1,250.50');
    expect(price.closest('[role="gridcell"]')!.className).toMatch(/cellRight|MuiDataGrid-cell--textRight/);
    expect(screen.getByText('₱35.00')).toBeTruthy();
    expect(screen.getByText('YES')).toBeTruthy();
    expect(screen.getByText('NO')).toBeTruthy();
    expect(screen.getByText('Stanley')).toBeTruthy();
    expect(screen.getByText('steel').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('sorts ascending on the first header click, descending on the second, each time from page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} />);
    await screen.findByText('Hammer');
    await user.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));

    await user.click(screen.getByText('Product Name'));
    await waitFor(() => expect(lastList().get('sort')).toBe('productName,asc'));
    expect(lastList().get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await user.click(screen.getByText('Product Name'));
    await waitFor(() => expect(lastList().get('sort')).toBe('productName,desc'));
    expect(lastList().get('page')).toBe('1');

    // A relation column sorts on its own sort field.
    await user.click(screen.getByText('Brand'));
    await waitFor(() => expect(lastList().get('sort')).toBe('brandId,asc'));
  });

  it('searches a named column with like, 300 ms after the last key, back on page 1', async () => {
    renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} search={{ column: 'productName' }} />);
    await screen.findByText('Hammer');
    fireEvent.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const before = requests.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ham' } });
    await act(async () => void vi.advanceTimersByTime(250));
    expect(requests.length).toBe(before);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'hamm' } });
    await act(async () => void vi.advanceTimersByTime(250));
    expect(requests.length).toBe(before);
    await act(async () => void vi.advanceTimersByTime(60));
    await waitFor(() => expect(lastList().get('productName[like]')).toBe('hamm'));
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('globalFilter')).toBeNull();
    // One request for the settled term, none for the intermediate one.
    expect(requests.filter((r) => r.url.searchParams.get('productName[like]') === 'ham')).toHaveLength(0);
  });

  it('uses globalFilter when no search column is named', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} />);
    await screen.findByText('Hammer');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nails');
    await waitFor(() => expect(lastList().get('globalFilter')).toBe('nails'));
  });

  it('applies a filter-panel change 300 ms later and returns to page 1', async () => {
    renderWithProviders(
      <ListTable queryOptions={productsQuery} columns={columns} filterPanel={{ priceFilter: true, addFilterFor: true }} />,
    );
    await screen.findByText('Hammer');
    fireEvent.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    expect(lastList().get('priceFilter')).toBe('all');

    const priceFilter = await screen.findByRole('combobox', { name: 'Price Filter' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.mouseDown(priceFilter);
    fireEvent.click(await screen.findByRole('option', { name: 'With Price' }));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(lastList().get('priceFilter')).toBe('all');
    await act(async () => void vi.advanceTimersByTime(150));
    await waitFor(() => expect(lastList().get('priceFilter')).toBe('with_price'));
    expect(lastList().get('page')).toBe('1');
  });

  it('adds a column filter through Add Filter For, and Reset Filters removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} filterPanel={{ addFilterFor: true }} />);
    await screen.findByText('Hammer');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add Filter For' }));
    await user.click(await screen.findByRole('option', { name: 'Product Name' }));
    const input = screen.getByRole('textbox', { name: 'Product Name' });
    await user.type(input, 'saw{Enter}');
    await waitFor(() => expect(lastList().get('productName[like]')).toBe('saw'));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(lastList().get('productName[like]')).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Product Name' })).toBeNull();
  });

  it('offers page sizes 5, 10, 15, 20, 50, 100 and changing the size starts from page 1', async () => {
    renderWithProviders(<ListTable queryOptions={productsQuery} columns={columns} />);
    await screen.findByText('Hammer');
    fireEvent.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i, hidden: true }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '15', '20', '50', '100']);
    fireEvent.click(options[4]!);
    await waitFor(() => expect(lastList().get('pageSize')).toBe('50'));
    expect(lastList().get('page')).toBe('1');
  });

  it('shows row actions the user may take on that row, and runs row-click on a row', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    const open = vi.fn();
    renderWithProviders(
      <ListTable
        queryOptions={productsQuery}
        columns={columns}
        rowActions={[
          { name: 'edit', permission: 'Edit Products', onClick: edit },
          { name: 'delete', permission: 'Delete Products', onClick: vi.fn(), when: (row) => !row.isActive },
          { name: 'create-rma', featureFlag: 'rma_warranty_module', onClick: vi.fn() },
          { name: 'print-return-order', onClick: vi.fn() },
          { name: 'row-click', onClick: open },
        ]}
      />,
    );
    await screen.findByText('Hammer');
    const [hammerActions, nailsActions] = screen.getAllByRole('button', { name: 'Actions' });
    await user.click(hammerActions!);
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Print Return Order']);
    await user.keyboard('{Escape}');
    await user.click(nailsActions!);
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Delete', 'Print Return Order']);
    await user.keyboard('{Escape}');
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByText('Nails'));
    expect(open).toHaveBeenCalledWith(products[1]);

    // The keyboard opens a row too: Enter on one of its cells (WCAG 2.1.1), not on its actions.
    fireEvent.keyDown(screen.getByRole('gridcell', { name: 'Hammer' }), { key: 'Enter' });
    expect(open).toHaveBeenLastCalledWith(products[0]);
    fireEvent.keyDown(hammerActions!.closest('[role="gridcell"]')!, { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('runs a header action on the checked rows, then clears the selection', async () => {
    const user = userEvent.setup();
    const deleteSelected = vi.fn(async () => undefined);
    renderWithProviders(
      <ListTable
        queryOptions={productsQuery}
        columns={columns}
        checkboxSelection
        selectionActions={[{ label: 'Delete Selected', permission: 'Delete Products', onClick: deleteSelected }]}
      />,
    );
    await screen.findByText('Hammer');
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull();
    await user.click(screen.getAllByRole('checkbox', { name: /select row/i })[1]!);
    await user.click(await screen.findByRole('button', { name: 'Delete Selected' }));
    expect(deleteSelected).toHaveBeenCalledWith([products[1]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull());
  });

  it('puts the add button beside the title, first after it in Tab order; a list without a title keeps it in its toolbar', async () => {
    fakeApi((r) => (r.path === 'inventory/products' ? { body: paged(products) } : undefined), { permissions: ['Create Products'] });
    const add = { label: 'Add Product', permission: 'Create Products', onClick: vi.fn() };
    const { unmount } = renderWithProviders(
      <ListTable
        title="Products"
        queryOptions={productsQuery}
        columns={columns}
        search={{ placeholder: 'Search products' }}
        addButton={add}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Add Product' });
    const heading = screen.getByRole('heading', { name: 'Products', level: 1 });
    const searchBox = screen.getByRole('textbox', { name: 'Search products' });
    expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.compareDocumentPosition(searchBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    renderWithProviders(
      <ListTable queryOptions={productsQuery} columns={columns} addButton={add} search={{ placeholder: 'Search products' }} />,
    );
    const inToolbar = await screen.findByRole('button', { name: 'Add Product' });
    expect(
      screen.getByRole('textbox', { name: 'Search products' }).compareDocumentPosition(inToolbar) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the add button only with its permission, and hides columns from the column menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ListTable
        queryOptions={productsQuery}
        columns={[...columns, { field: 'sku', header: 'SKU', hidden: true }]}
        addButton={{ label: 'Add Product', permission: 'Create Products', onClick: vi.fn() }}
        printButton={{ onClick: vi.fn() }}
      />,
    );
    await screen.findByText('Hammer');
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'SKU' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'SKU' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Notes' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).toBeNull();
  });
});
