import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { ApiError } from '@/lib/api-client';
import { useNotices } from '@/lib/notify';
import { useDeleteConfirmation, type DeleteConfirmationOptions, type DeleteMutation } from './use-delete-confirmation';

type Row = { id: number; name: string };

/** A screen with one Delete button; what askDelete resolves to is written beside it. */
function Screen<S>({ options, subject }: { options: DeleteConfirmationOptions<S>; subject: S }) {
  const { askDelete, dialog } = useDeleteConfirmation<S>(options);
  return (
    <>
      <button
        onClick={() =>
          void askDelete(subject).then((deleted) => {
            document.getElementById('outcome')!.textContent = String(deleted);
          })
        }
      >
        Delete
      </button>
      <output id="outcome" />
      {dialog}
      <SnackbarHost />
    </>
  );
}

const remove = (answer: () => Promise<{ message?: string } | undefined>): DeleteMutation & { mutateAsync: ReturnType<typeof vi.fn> } => ({
  mutateAsync: vi.fn(answer),
  isPending: false,
});
const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;
const outcome = () => document.getElementById('outcome')!.textContent;

async function deleteAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
  expect(within(confirm).getByText('Are you sure you want to delete this record?')).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

beforeEach(() => useNotices.setState({ current: null }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the delete confirmation', () => {
  it('deletes the record by id after Confirm, and shows the server’s message (else "Deleted successfully.")', async () => {
    const user = userEvent.setup();
    const withMessage = remove(async () => ({ message: 'Supplier deleted.' }));
    render(<Screen<Row> options={{ remove: withMessage }} subject={{ id: 7, name: 'Acme' }} />);
    await deleteAndConfirm(user);
    await waitFor(() => expect(outcome()).toBe('true'));
    expect(withMessage.mutateAsync).toHaveBeenCalledWith(7);
    expect(await snackbar()).toContain('Supplier deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Delete' })).toBeNull());
    cleanup();

    useNotices.setState({ current: null });
    render(<Screen<Row> options={{ remove: remove(async () => undefined) }} subject={{ id: 8, name: 'Beta' }} />);
    await deleteAndConfirm(user);
    await waitFor(() => expect(outcome()).toBe('true'));
    expect(await snackbar()).toContain('Deleted successfully.');
  });

  it('shows the server’s reason for a refusal and resolves false; Cancel deletes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const refused = remove(async () => {
      throw new ApiError(409, 'This record cannot be deleted because it is still used by products.', {});
    });
    render(<Screen<Row> options={{ remove: refused }} subject={{ id: 7, name: 'Acme' }} />);
    await deleteAndConfirm(user);
    await waitFor(() => expect(outcome()).toBe('false'));
    expect(await snackbar()).toContain('This record cannot be deleted because it is still used by products.');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Delete' })).toBeNull());
    refused.mutateAsync.mockClear();
    document.getElementById('outcome')!.textContent = '';
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(outcome()).toBe('false'));
    expect(refused.mutateAsync).not.toHaveBeenCalled();
  });

  it('asks in the plural for several records, and leaves the deleting and its words to the caller', async () => {
    const user = userEvent.setup();
    const perform = vi.fn(async () => true);
    const rows = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ];
    render(<Screen<Row[]> options={{ perform, busy: false, plural: (r) => r.length > 1 }} subject={rows} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(confirm).getByText('Are you sure you want to delete this records?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(outcome()).toBe('true'));
    expect(perform).toHaveBeenCalledWith(rows);
  });
});
