import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAt } from '@/lib/page-reload';
import { showStartupError, useStartupError } from '@/lib/startup-error';
import { fakeApi } from '@/lib/testing';
import { configureApiBase, verifyTenant } from './startup';
import { StartupErrorHost } from './startup-error-host';

vi.mock('@/lib/page-reload', () => ({ reloadAt: vi.fn() }));

// Before the modules above load: the page is a shop host the server does not know, served by a
// server whose BASE_DOMAIN is shops.ph (it names it in index.html).
vi.hoisted(() => {
  (globalThis as unknown as { jsdom: { reconfigure: (o: { url: string }) => void } }).jsdom.reconfigure({
    url: 'https://nosuch.shops.ph/sales/sales-orders',
  });
  const meta = document.createElement('meta');
  meta.name = 'oim-base-domain';
  meta.content = 'shops.ph';
  document.head.append(meta);
});

// The dialog loads on demand; load it once up front so the tests time only what they test.
beforeAll(() => import('@/components/dialogs/error-dialog'), 30_000);

beforeEach(() => {
  useStartupError.setState({ message: null });
  vi.mocked(reloadAt).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the tenant-domain error dialog (spec 8)', () => {
  it("the server's 'Invalid tenant domain' 404 opens the error dialog; OK sends the user to the central address", async () => {
    const requests = fakeApi((r) =>
      r.path === '/sanctum/csrf-cookie' ? { status: 404, body: { message: 'Invalid tenant domain' } } : undefined,
    );
    render(<StartupErrorHost />);
    expect(configureApiBase()).toBe(true);
    await act(() => verifyTenant());

    expect(requests.map((r) => r.url.href)).toEqual(['https://nosuch.shops.ph/sanctum/csrf-cookie']);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('Invalid tenant domain')).toBeTruthy();
    expect(reloadAt).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadAt).toHaveBeenCalledExactlyOnceWith('https://shops.ph/');
  });

  it('an error without a message shows the fallback message', async () => {
    render(<StartupErrorHost />);
    act(() => showStartupError(new Error('')));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('An unexpected error occurred')).toBeTruthy();
    act(() => showStartupError('not an error'));
    expect(within(dialog).getByText('An unexpected error occurred')).toBeTruthy();
  });

  it('any other error is shown with its own message', async () => {
    render(<StartupErrorHost />);
    act(() => showStartupError(new Error('This shop is suspended')));
    expect(await screen.findByText('This shop is suspended')).toBeTruthy();
  });

  it('other failures while reaching the server (it is down) are only logged: no dialog', async () => {
    fakeApi(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
    render(<StartupErrorHost />);
    await act(() => verifyTenant());
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Could not reach the server', expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useStartupError.getState().message).toBeNull();
  });
});
