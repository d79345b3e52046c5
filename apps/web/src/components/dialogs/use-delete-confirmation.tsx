import { useCallback, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from './confirm-dialog';

/** Spec 9: the delete confirmation is 300px wide (as the customer's). */
export const DELETE_CONFIRM_WIDTH = 300;

/** A delete mutation of one record by id; the server may answer with a message to show. */
export type DeleteMutation = {
  mutateAsync: (id: number) => Promise<{ message?: string } | undefined>;
  isPending: boolean;
};

export type DeleteConfirmationOptions<S> =
  /** One record through its delete mutation, with the usual words. */
  | { remove: DeleteMutation }
  | {
      /** Deletes what was asked about and tells the user how it went; resolves true once deleted. */
      perform: (subject: S) => Promise<boolean>;
      busy: boolean;
      /** Whether the question is about several records (spec 2.6: '...this records?'). */
      plural?: (subject: S) => boolean;
    };

/**
 * Deletes one record: the server's answer is the snackbar, else 'Deleted successfully.'; a refusal
 * (409: the record is in use, the Administrator, your own account) shows the server's reason.
 */
async function deleteOneRecord(remove: DeleteMutation, record: { id: number }): Promise<boolean> {
  try {
    const answer = await remove.mutateAsync(record.id);
    notify.success(answer?.message || 'Deleted successfully.');
    return true;
  } catch (error) {
    console.error('Could not delete the record', error);
    notify.error(errorMessage(error));
    return false;
  }
}

/**
 * 'Confirm Delete' before a delete (spec 2.6's wording). `askDelete` opens the confirmation and
 * resolves true once deleted, false when declined or refused; `dialog` is rendered once by the screen.
 */
export function useDeleteConfirmation<S>(options: DeleteConfirmationOptions<S>): {
  askDelete: (subject: S) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{ subject: S } | null>(null);
  const settle = useRef<(deleted: boolean) => void>(() => undefined);
  const perform = 'remove' in options ? (subject: S) => deleteOneRecord(options.remove, subject as { id: number }) : options.perform;
  const busy = 'remove' in options ? options.remove.isPending : options.busy;
  const plural = 'remove' in options ? false : Boolean(pending && options.plural?.(pending.subject));

  const finish = (deleted: boolean) => {
    setPending(null);
    settle.current(deleted);
  };

  const confirm = async () => {
    if (pending) finish(await perform(pending.subject));
  };

  // One function for the screen's lifetime, so row actions built from it need not be rebuilt.
  const askDelete = useCallback(
    (subject: S) =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setPending({ subject });
      }),
    [],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm Delete"
      message={plural ? 'Are you sure you want to delete this records?' : 'Are you sure you want to delete this record?'}
      width={DELETE_CONFIRM_WIDTH}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => finish(false)}
    />
  );

  return { askDelete, dialog };
}
