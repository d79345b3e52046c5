import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { reloadAt } from '@/lib/page-reload';
import { useSession } from '@/lib/session-store';
import { renderWithProviders } from '@/lib/testing';
import LoginPage from './login-page';

vi.mock('@/lib/page-reload', () => ({ reloadAt: vi.fn() }));

const user = {
  id: 1,
  firstname: 'Ada',
  lastname: 'Admin',
  email: 'admin@demo.shop',
  displayName: 'Ada',
  salesChannels: [],
  roles: [],
  roleNames: [],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
/** The shop's public identity, which the page asks for beside the sign-in. */
let shop: { name: string; passwordResetByEmail: boolean };

/** The page's own requests: sign-in's, without the shop's name. */
const signInCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/api/shop'));

/** Answers the shop's name, and hands every other request to `answer`. */
function serve(answer: (url: string) => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url: string) => (url.endsWith('/api/shop') ? json(200, { data: shop }) : answer(url)));
}

const renderLogin = () =>
  renderWithProviders(
    <>
      <LoginPage />
      <SnackbarHost />
    </>,
    { route: '/login' },
  );

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  useNotices.getState().dismiss();
  vi.mocked(reloadAt).mockClear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  shop = { name: 'Sari-Sari ni Aling Nena', passwordResetByEmail: false };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signIn(email: string, password: string) {
  const u = userEvent.setup();
  renderLogin();
  await u.type(screen.getByLabelText('E-Mail'), email);
  await u.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

describe('login page', () => {
  it('asks for the CSRF cookie, signs in without a token, stores the session and reloads at the sales orders', async () => {
    serve((url) =>
      url.endsWith('/sanctum/csrf-cookie')
        ? new Response(null, { status: 204 })
        : json(200, { data: { user, token: 'a', refreshToken: 'r' } }),
    );
    await signIn('admin@demo.shop', 'demo12345');

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/sales/sales-orders'));
    const [csrfUrl] = signInCalls()[0]!;
    const [loginUrl, loginInit] = signInCalls()[1]!;
    expect(csrfUrl).toMatch(/\/sanctum\/csrf-cookie$/);
    expect(loginUrl).toBe('/api/login');
    expect(JSON.parse(loginInit.body)).toEqual({ email: 'admin@demo.shop', password: 'demo12345' });
    expect(loginInit.headers.Authorization).toBeUndefined();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: true,
      accessToken: 'a',
      refreshToken: 'r',
      user: { email: 'admin@demo.shop' },
    });
  });

  it('shows the Error snackbar and lets the user try again when the credentials are wrong', async () => {
    serve((url) =>
      url.endsWith('/sanctum/csrf-cookie') ? new Response(null, { status: 204 }) : json(401, { message: 'Invalid email or password.' }),
    );
    await signIn('admin@demo.shop', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Invalid email or password.');
    expect(reloadAt).not.toHaveBeenCalled();
    expect(useSession.getState().isLoggedIn).toBe(false);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('after a failed sign-in from the Login button, the focus is back on the password, selected to retype', async () => {
    serve((url) =>
      url.endsWith('/sanctum/csrf-cookie') ? new Response(null, { status: 204 }) : json(401, { message: 'Invalid email or password.' }),
    );
    const u = userEvent.setup();
    renderLogin();
    await u.type(screen.getByLabelText('E-Mail'), 'admin@demo.shop');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong'.length]);
  });

  it('reads the same for any other failure', async () => {
    serve((url) =>
      url.endsWith('/sanctum/csrf-cookie') ? new Response(null, { status: 204 }) : json(500, { message: 'Internal Server Error' }),
    );
    await signIn('admin@demo.shop', 'demo12345');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password.');
  });

  it("shows the shop's name, from the public answer for this address", async () => {
    serve(() => json(404, {}));
    renderLogin();
    expect(await screen.findByText('Sari-Sari ni Aling Nena')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('links to the forgotten-password page', async () => {
    serve(() => json(404, {}));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
