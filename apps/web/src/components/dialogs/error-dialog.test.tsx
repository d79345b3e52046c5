import { useRef, useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorDialog } from './error-dialog';

/** A save button that fails with the error dialog, and the field the message is about. */
function FailingSave({ pointAtField }: { pointAtField: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const customer = useRef<HTMLInputElement>(null);
  return (
    <>
      <input aria-label="Customer" ref={customer} />
      <button type="button" onClick={() => setError('Please select a customer before saving the order.')}>
        Save
      </button>
      <ErrorDialog
        open={error !== null}
        message={error ?? ''}
        onClose={() => setError(null)}
        {...(pointAtField ? { focusOnClose: () => customer.current } : {})}
      />
    </>
  );
}

afterEach(() => cleanup());

describe('the error dialog', () => {
  it('after OK puts the focus on the field that needs fixing', async () => {
    const user = userEvent.setup();
    render(<FailingSave pointAtField />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog.textContent).toContain('Please select a customer');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Customer' })));
  });

  it('without a field, gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<FailingSave pointAtField={false} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
