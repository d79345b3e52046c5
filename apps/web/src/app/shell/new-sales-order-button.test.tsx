import { Route, useParams } from 'react-router';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, signInForTests, type FakeAnswer } from '@/lib/testing';
import { NewSalesOrderButton } from './new-sales-order-button';

function TerminalPage() {
  const { salesChannelId } = useParams();
  return <p>Terminal of channel {salesChannelId}</p>;
}

/** The toolbar button on a page, with the POS terminal route beside it; the server answers `channels`. */
function renderButton(channels: FakeAnswer, permissions = ['Create Sales Orders']) {
  const requests = fakeApi((r) => (r.path === 'sales/sales-channels/my' ? channels : undefined), { permissions });
  const rendered = renderWithProviders(<NewSalesOrderButton />, {
    route: '/sales/sales-orders',
    path: '/sales/sales-orders',
    extraRoutes: <Route path="/pos/:salesChannelId/terminal" element={<TerminalPage />} />,
  });
  return { ...rendered, requests };
}

const button = () => screen.findByRole('button', { name: 'NEW SALES ORDER' });

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NEW SALES ORDER in the toolbar (spec 2.3)', () => {
  it('shows only with Create Sales Orders', async () => {
    const { queryClient } = renderButton({ body: { data: [] } }, ['View Sales Orders']);
    await waitFor(() => expect(queryClient.getQueryState(['rbac', 'permissions', 'mine'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'NEW SALES ORDER' })).toBeNull();
  });

  it("with exactly one channel goes straight to that channel's terminal", async () => {
    const { requests } = renderButton({ body: { data: [{ id: 7, name: 'Main Store' }] } });
    await userEvent.click(await button());
    expect(await screen.findByText('Terminal of channel 7')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.path === 'sales/sales-channels/my')).toHaveLength(1);
  });

  it('with several channels opens the 580px picker; picking one opens its terminal', async () => {
    renderButton({
      body: {
        data: [
          { id: 1, name: 'Main Store' },
          { id: 2, name: 'Online Shop' },
        ],
      },
    });
    await userEvent.click(await button());
    const dialog = await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    expect(getComputedStyle(dialog).width).toBe('580px');
    const list = within(dialog).getByRole('list', { name: 'Sales channels' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Main Store', 'Online Shop']);

    await userEvent.click(within(list).getByRole('button', { name: 'Online Shop' }));
    expect(await screen.findByText('Terminal of channel 2')).toBeTruthy();
  });

  it('Cancel closes the picker and stays on the page', async () => {
    renderButton({
      body: {
        data: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      },
    });
    await userEvent.click(await button());
    const dialog = await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await button()).toBeTruthy();
  });

  it('a failed channel fetch is logged and reads as no channels (spec 8); the button works again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButton({ status: 500, body: { message: 'Server Error' } });
    await userEvent.click(await button());
    const dialog = await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    expect(within(dialog).getByText('No sales channels are assigned to you.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Could not load your sales channels', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await button()).hasAttribute('disabled')).toBe(false);
  });

  it('after a failed fetch, the next click asks the server again (a failure is not kept)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const requests = fakeApi(
      (r) =>
        r.path === 'sales/sales-channels/my'
          ? up
            ? { body: { data: [{ id: 7, name: 'Main Store' }] } }
            : { status: 500, body: { message: 'Server Error' } }
          : undefined,
      { permissions: ['Create Sales Orders'] },
    );
    renderWithProviders(<NewSalesOrderButton />, {
      route: '/sales/sales-orders',
      path: '/sales/sales-orders',
      extraRoutes: <Route path="/pos/:salesChannelId/terminal" element={<TerminalPage />} />,
    });
    await userEvent.click(await button());
    const dialog = await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    up = true;
    await userEvent.click(await button());
    expect(await screen.findByText('Terminal of channel 7')).toBeTruthy();
    expect(requests.filter((r) => r.path === 'sales/sales-channels/my').length).toBeGreaterThanOrEqual(2);
  });

  it('a fetch that rejects outright (the query is cancelled) is logged too, never left unhandled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = renderButton({ body: { data: [] } });
    vi.spyOn(queryClient, 'fetchQuery').mockRejectedValueOnce(new Error('cancelled'));
    await userEvent.click(await button());
    await act(async () => {});
    expect(logged).toHaveBeenCalledWith('Could not load your sales channels', new Error('cancelled'));
    const dialog = await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    expect(screen.getByRole('button', { name: 'NEW SALES ORDER', hidden: true }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
