import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { ProfileDialog } from './profile-dialog';
import { UpdatePasswordDialog } from './update-password-dialog';

const user = {
  id: 1,
  firstname: 'Store',
  lastname: 'Administrator',
  email: 'admin@demo.shop',
  displayName: 'Administrator',
  salesChannels: [],
  roles: [],
  roleNames: ['Administrator'],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// The snackbar sits beside the open dialog, which hides the rest of the page from the accessibility tree.
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn({ user, token: 't', refreshToken: 'r' });
  useNotices.getState().dismiss();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(dialog: 'profile' | 'password') {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {dialog === 'profile' ? <ProfileDialog open onClose={onClose} /> : <UpdatePasswordDialog open onClose={onClose} />}
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return { onClose, u: userEvent.setup() };
}

describe('My Profile', () => {
  it('is filled in with the signed-in user', () => {
    renderDialog('profile');
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Store');
    expect((screen.getByLabelText(/Last Name/) as HTMLInputElement).value).toBe('Administrator');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('admin@demo.shop');
    expect((screen.getByLabelText(/Display Name/) as HTMLInputElement).value).toBe('Administrator');
  });

  it('refuses an empty name or a bad email and says to correct the errors', async () => {
    const { u, onClose } = renderDialog('profile');
    await u.clear(screen.getByLabelText(/First Name/));
    await u.clear(screen.getByLabelText(/^Email/));
    await u.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The firstname field is required.')).toBeTruthy();
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves with PUT /api/me, shows the server message, updates the user and closes', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Profile updated successfully.', data: { ...user, displayName: 'Boss' } }));
    const { u, onClose } = renderDialog('profile');
    await u.clear(screen.getByLabelText(/Display Name/));
    await u.type(screen.getByLabelText(/Display Name/), 'Boss');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ firstname: 'Store', lastname: 'Administrator', email: 'admin@demo.shop', displayName: 'Boss' });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Profile updated successfully.');
    expect(useSession.getState().user?.displayName).toBe('Boss');
  });

  it('says it saved even when the server sends no message', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const { u } = renderDialog('profile');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Profile updated successfully.');
  });

  it('shows the generic message when saving fails without one, and can be tried again', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const { u, onClose } = renderDialog('profile');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('An error occurred. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('Update Password', () => {
  it('needs both passwords', async () => {
    const { u } = renderDialog('password');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('The current password field is required.')).toBeTruthy();
    expect(screen.getByText('The new password field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message on the current password when it is wrong', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'The current password is incorrect.', errors: { currentPassword: ['The current password is incorrect.'] } }),
    );
    const { u, onClose } = renderDialog('password');
    await u.type(screen.getByLabelText(/Current Password/), 'wrong-one');
    await u.type(screen.getByLabelText(/New Password/), 'a-new-password');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('The current password is incorrect.');
    expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('suggests 15 characters under the new password, and shows the server refusing a common one there', async () => {
    const common = 'The new password is one of the most common passwords; choose one that is harder to guess.';
    fetchMock.mockResolvedValue(json(422, { message: common, errors: { newPassword: [common] } }));
    const { u } = renderDialog('password');
    expect(screen.getByText(/^At least 8 characters; 15 or more is better/)).toBeTruthy();
    await u.type(screen.getByLabelText(/Current Password/), 'demo12345');
    await u.type(screen.getByLabelText(/New Password/), 'password');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(common);
    expect(screen.getAllByText(common)).toHaveLength(2);
    expect(screen.queryByText(/^At least 8 characters/)).toBeNull();
  });

  it('shows the wait when the current password has been guessed too often', async () => {
    const message = 'Too many password attempts. Please try again in 30 seconds.';
    fetchMock.mockResolvedValue(json(429, { message }));
    const { u } = renderDialog('password');
    await u.type(screen.getByLabelText(/Current Password/), 'guess-again');
    await u.type(screen.getByLabelText(/New Password/), 'a-new-password');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(message);
  });

  it('changes the password with PUT /api/me/password and says so', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Password updated successfully.' }));
    const { u, onClose } = renderDialog('password');
    await u.type(screen.getByLabelText(/Current Password/), 'demo12345');
    await u.type(screen.getByLabelText(/New Password/), 'a-new-password');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me/password');
    expect(JSON.parse(init.body)).toEqual({ currentPassword: 'demo12345', newPassword: 'a-new-password' });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Password updated successfully.');
  });
});
