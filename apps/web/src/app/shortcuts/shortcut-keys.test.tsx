import { Route, useParams } from 'react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { ShortcutKeys } from './shortcut-keys';

function TerminalPage() {
  const { salesChannelId } = useParams();
  return <p>Terminal of channel {salesChannelId}</p>;
}

/** A page of the app with a text field and a button, the shortcuts mounted as the root layout mounts them. */
function renderApp({ permissions = ['Create Sales Orders'], channels = [{ id: 7, name: 'Main Store' }], route = '/sales/customers' } = {}) {
  const requests = fakeApi((r) => (r.path === 'sales/sales-channels/my' ? { body: { data: channels } } : undefined), { permissions });
  const { queryClient } = renderWithProviders(
    <>
      <label>
        Note <input type="text" />
      </label>
      <button type="button">Elsewhere</button>
      <ShortcutKeys />
    </>,
    { route, extraRoutes: <Route path="/pos/:salesChannelId/terminal" element={<TerminalPage />} /> },
  );
  // Alt+T acts once the user's permissions are known.
  const permissionsKnown = () => waitFor(() => expect(queryClient.getQueryState(['rbac', 'permissions', 'mine'])?.status).toBe('success'));
  return { requests, permissionsKnown };
}

const altT = (target: Element = document.body) => fireEvent.keyDown(target, { key: 't', code: 'KeyT', altKey: true });

beforeEach(() => {
  signInForTests();
  localStorage.clear();
  useKeyboardShortcuts.setState({ helpOpen: false, helpKeyEnabled: true, saleRequests: 0 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app-wide keys', () => {
  it('? opens the keyboard help listing the app’s and the terminal’s shortcuts; Close shuts it', async () => {
    renderApp();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Anywhere', 'Lists', 'Terminal']) expect(within(help).getByRole('heading', { name: group })).toBeTruthy();
    const terminal = within(help).getByRole('table', { name: 'Terminal' });
    expect(within(terminal).getByRole('rowheader', { name: 'F9' })).toBeTruthy();
    expect(within(within(help).getByRole('table', { name: 'Anywhere' })).getByRole('rowheader', { name: 'Alt+T' })).toBeTruthy();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('? typed in a text field is text, not a shortcut', async () => {
    renderApp();
    const user = userEvent.setup();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('?');
    expect((note as HTMLInputElement).value).toBe('?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the one-key ? can be turned off in the help (WCAG 2.1.4), and stays off', async () => {
    renderApp();
    const user = userEvent.setup();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(help).getByRole('switch', { name: 'Open this list with the ? key' }));
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('oim-keyboard-shortcuts')!).state).toEqual({ helpKeyEnabled: false });
    await user.keyboard('?');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Alt+T goes to the terminal of the only channel, even from a text field', async () => {
    renderApp();
    altT(screen.getByRole('textbox', { name: 'Note' }));
    expect(await screen.findByText('Terminal of channel 7')).toBeTruthy();
  });

  it('Alt+T with several channels asks which one first', async () => {
    renderApp({
      channels: [
        { id: 1, name: 'Main Store' },
        { id: 2, name: 'Online Shop' },
      ],
    });
    altT();
    await screen.findByRole('dialog', { name: 'Select Sales Channel' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Online Shop' }));
    expect(await screen.findByText('Terminal of channel 2')).toBeTruthy();
  });

  it('Alt+T does nothing without Create Sales Orders, or at the terminal itself', async () => {
    const { requests, permissionsKnown } = renderApp({ permissions: ['View Sales Orders'] });
    altT();
    await permissionsKnown();
    await act(async () => {});
    expect(requests.some((r) => r.path === 'sales/sales-channels/my')).toBe(false);
    cleanup();

    const atTerminal = renderApp({ route: '/pos' });
    altT();
    await act(async () => {});
    expect(useKeyboardShortcuts.getState().saleRequests).toBe(0);
    expect(atTerminal.requests.some((r) => r.path === 'sales/sales-channels/my')).toBe(false);
  });
});
