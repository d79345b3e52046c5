import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listQueryOptions } from '@/lib/use-list';
import type { TableFilter } from '@/lib/list-query';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { ListTable } from './list-table';
import type { ListCard, ListColumn } from './list-table-types';

type Order = { id: number; orderNumber: string; customer: { customerName: string } | null; note: string; total: string; status: string };

const orders: Order[] = [
  { id: 1, orderNumber: 'SO-000001', customer: { customerName: 'Aling Nena' }, note: 'Deliver', total: '1250.5', status: 'COMPLETED' },
  { id: 2, orderNumber: 'SO-000002', customer: null, note: '', total: '35', status: 'VOID' },
];

const columns: ListColumn<Order>[] = [
  { field: 'orderNumber', header: 'Order #' },
  { field: 'customer', header: 'Customer', type: 'relation', path: 'customer.customerName' },
  { field: 'note', header: 'Note' },
  { field: 'total', header: 'Total', type: 'currency' },
  { field: 'status', header: 'Status', type: 'enum', enumLabels: { COMPLETED: 'Completed', VOID: 'Void' } },
];
const card: ListCard = { title: 'orderNumber', details: ['customer', 'note'], amount: 'total', status: 'status' };

const ordersQuery = (filter: TableFilter) => listQueryOptions<Order>('sales/sales-orders', filter);
let requests: FakeRequest[];
const lastList = () => requests.filter((r) => r.path === 'sales/sales-orders').at(-1)!.url.searchParams;

/** A window `width` px wide: the max-width and min-width queries answer as a browser's would. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)/.exec(query);
    const min = /min-width:\s*(\d+)/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}
const cards = () => within(screen.getByRole('list', { name: 'Sales Orders' })).getAllByRole('listitem');

beforeEach(() => {
  signInForTests();
  requests = fakeApi((r) => (r.path === 'sales/sales-orders' ? { body: paged(orders, 1, 15, 40) } : undefined), {
    permissions: ['Delete Sales Orders'],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the list table on a phone', () => {
  it('shows each row as a card (title, details, amount, status) instead of the table', async () => {
    screenOf(390);
    renderWithProviders(<ListTable title="Sales Orders" queryOptions={ordersQuery} columns={columns} card={card} />);
    await screen.findByText('SO-000001');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(cards().map((c) => c.textContent)).toEqual(['SO-000001Aling Nena · Deliver₱1,250.50Completed', 'SO-000002₱35.00Void']);
  });

  it('keeps the table on a phone for a list without a card layout, and from 600 px for one with it', async () => {
    screenOf(390);
    const { unmount } = renderWithProviders(<ListTable title="Sales Orders" queryOptions={ordersQuery} columns={columns} />);
    await screen.findByText('SO-000001');
    expect(screen.getByRole('grid', { name: 'Sales Orders' })).toBeTruthy();
    unmount();
    screenOf(600);
    renderWithProviders(<ListTable title="Sales Orders" queryOptions={ordersQuery} columns={columns} card={card} />);
    await screen.findByText('SO-000001');
    expect(screen.getByRole('grid', { name: 'Sales Orders' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sales Orders' })).toBeNull();
  });

  it('opens a card as a row click does, and offers the row actions beside it', async () => {
    screenOf(390);
    const user = userEvent.setup();
    const open = vi.fn();
    const remove = vi.fn();
    renderWithProviders(
      <ListTable
        title="Sales Orders"
        queryOptions={ordersQuery}
        columns={columns}
        card={card}
        rowActions={[
          { name: 'row-click', onClick: open },
          { name: 'delete', permission: 'Delete Sales Orders', onClick: remove, when: (o) => o.status === 'VOID' },
        ]}
      />,
    );
    await screen.findByText('SO-000001');
    await user.click(within(cards()[0]!).getByRole('button', { name: /SO-000001/ }));
    expect(open).toHaveBeenCalledWith(orders[0]);
    expect(within(cards()[0]!).queryByRole('button', { name: 'Actions' })).toBeNull();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(orders[1]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('pages and searches as the table does', async () => {
    screenOf(390);
    const user = userEvent.setup();
    renderWithProviders(
      <ListTable
        title="Sales Orders"
        queryOptions={ordersQuery}
        columns={columns}
        card={card}
        search={{ placeholder: 'Search order #' }}
      />,
    );
    await screen.findByText('SO-000001');
    expect(screen.getByText('1–15 of 40')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /go to next page/i }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await user.type(screen.getByRole('textbox', { name: 'Search order #' }), 'nena');
    await waitFor(() => expect(lastList().get('globalFilter')).toBe('nena'));
    expect(lastList().get('page')).toBe('1');
  });

  it('checks cards for a selection action', async () => {
    screenOf(390);
    const user = userEvent.setup();
    const deleteSelected = vi.fn(async () => undefined);
    renderWithProviders(
      <ListTable
        title="Sales Orders"
        queryOptions={ordersQuery}
        columns={columns}
        card={card}
        checkboxSelection
        selectionActions={[{ label: 'Delete Selected', permission: 'Delete Sales Orders', onClick: deleteSelected }]}
      />,
    );
    await screen.findByText('SO-000001');
    await user.click(within(cards()[1]!).getByRole('checkbox', { name: 'Select row' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Selected' }));
    expect(deleteSelected).toHaveBeenCalledWith([orders[1]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull());
  });
});
