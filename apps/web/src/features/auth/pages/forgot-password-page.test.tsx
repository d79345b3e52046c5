import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/lib/testing';
import ForgotPasswordPage, { ASK_THE_OWNER } from './forgot-password-page';
import ResetPasswordPage, { PASSWORDS_DIFFER } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT = 'If an account with that e-mail exists in this shop, a link to set a new password is on its way.';

function serveShop(
  passwordResetByEmail: boolean,
  more: (path: string, body: unknown) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return fakeApi((r) => {
    if (r.path === 'shop') return { body: { data: { name: 'Hardware ni Mang Tomas', passwordResetByEmail } } };
    if (r.url.pathname === '/sanctum/csrf-cookie') return { body: {} };
    return more(r.path, r.body);
  });
}

describe('forgot password', () => {
  it("without e-mail, says to ask the shop's owner and offers no form", async () => {
    serveShop(false);
    renderWithProviders(<ForgotPasswordPage />);
    expect(await screen.findByText(ASK_THE_OWNER)).toBeTruthy();
    expect(screen.getByText('Hardware ni Mang Tomas')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-Mail' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('with e-mail, sends the address and shows the same answer whatever it is', async () => {
    const requests = serveShop(true, (path) => (path === 'forgot-password' ? { body: { message: SENT } } : undefined));
    renderWithProviders(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'cashier@shop.ph');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(requests.find((r) => r.path === 'forgot-password')).toMatchObject({ method: 'POST', body: { email: 'cashier@shop.ph' } });
  });
});

describe('set a new password from the link', () => {
  it('sends the token with the new password, once both fields agree', async () => {
    const requests = serveShop(true, (path) =>
      path === 'reset-password' ? { body: { message: 'Your password has been set. Sign in with it.' } } : undefined,
    );
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc-123' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'bagong-password-7');
    await user.type(screen.getByLabelText('Confirm Password'), 'bagong-password-8');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(requests.some((r) => r.path === 'reset-password')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'bagong-password-7');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Your password has been set. Sign in with it.')).toBeTruthy();
    expect(requests.find((r) => r.path === 'reset-password')?.body).toEqual({ token: 'abc-123', password: 'bagong-password-7' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows why a link is refused (used, expired, another shop's)", async () => {
    const used = 'This reset link has already been used. Ask for a new one from the login page if you need to.';
    serveShop(true, (path) => (path === 'reset-password' ? { status: 409, body: { message: used } } : undefined));
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=spent' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'bagong-password-7');
    await user.type(screen.getByLabelText('Confirm Password'), 'bagong-password-7');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.getByText(used)).toBeTruthy());
  });
});
