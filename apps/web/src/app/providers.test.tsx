import { act, cleanup, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, useNotices } from '@/lib/notify';
import { AppProviders } from './providers';

afterEach(() => {
  cleanup();
  act(() => useNotices.getState().dismiss());
});

describe('snackbars', () => {
  it('can be read by assistive technology while a dialog is open', () => {
    render(
      <AppProviders>
        <Dialog open aria-label="My Profile">
          <p>form</p>
        </Dialog>
      </AppProviders>,
    );
    act(() => notify.error('Please correct the errors before saving.', { action: 'Close' }));
    // getByRole skips whatever the dialog hid from the accessibility tree.
    expect(screen.getByRole('alert').textContent).toContain('Please correct the errors before saving.');
  });

  it('shows a title above the message', () => {
    render(<AppProviders>page</AppProviders>);
    act(() => notify.error('Invalid email or password.', { title: 'Error' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Invalid email or password.');
  });
});
