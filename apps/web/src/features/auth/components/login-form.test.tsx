import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

afterEach(cleanup);

function setup(busy = false) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<LoginForm busy={busy} onSubmit={onSubmit} />);
  return {
    onSubmit,
    user,
    email: screen.getByLabelText('E-Mail') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement,
  };
}

describe('login form', () => {
  it('cannot be submitted while a field is empty', async () => {
    const { user, email, button, onSubmit } = setup();
    expect(button.disabled).toBe(true);
    await user.type(email, 'admin@demo.shop');
    expect(button.disabled).toBe(true);
    // Even a submit that gets past the disabled button (e.g. a script) sends nothing.
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing once a field is left empty', async () => {
    const { user, email, password } = setup();
    expect(screen.queryByText('We need an email address to log you in')).toBeNull();
    await user.click(email);
    await user.click(password);
    expect(screen.getByText('We need an email address to log you in')).toBeTruthy();
    await user.click(email);
    expect(screen.getByText('We need a password to log you in')).toBeTruthy();
  });

  it('treats an email of spaces as missing', async () => {
    const { user, email, password } = setup();
    await user.type(email, '   ');
    await user.click(password);
    expect(screen.getByText('We need an email address to log you in')).toBeTruthy();
  });

  it('does not check the email format', async () => {
    const { user, email, password, button, onSubmit } = setup();
    await user.type(email, 'not-an-email');
    await user.type(password, 'secret');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'not-an-email', password: 'secret' });
  });

  it('moves to the password when Enter is pressed in the email field, without submitting', async () => {
    const { user, email, password, onSubmit } = setup();
    await user.type(email, 'admin@demo.shop{Enter}');
    expect(document.activeElement).toBe(password);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when Enter is pressed in a filled password field', async () => {
    const { user, email, password, onSubmit } = setup();
    await user.type(email, ' admin@demo.shop ');
    await user.type(password, 'demo12345{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.shop', password: 'demo12345' });
  });

  it('does not submit on Enter in an empty password field, and says why', async () => {
    const { user, email, password, onSubmit } = setup();
    await user.type(email, 'admin@demo.shop');
    await user.click(password);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('We need a password to log you in')).toBeTruthy();
  });

  it('does not submit on Enter in the password while the email is empty', async () => {
    const { user, password, onSubmit } = setup();
    await user.type(password, 'demo12345{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('We need an email address to log you in')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user, password } = setup();
    expect(password.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Toggle visibility' });
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.type).toBe('password');
  });

  it('shows a spinner and blocks a second submit while busy', async () => {
    const { user, password, button, onSubmit } = setup(true);
    expect(screen.getByLabelText('Signing in')).toBeTruthy();
    expect(button.disabled).toBe(true);
    await user.type(password, 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
