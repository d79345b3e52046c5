import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Spec 9: the delete confirmation is 300px wide (as the customer's). */
export const DELETE_CONFIRM_WIDTH = 300;

/**
 * 'Confirm Delete' before deleting one record (spec 2.6's wording). The server's answer is the
 * snackbar, else 'Deleted successfully.'; a refusal (409: the Administrator, your own account, a
 * record in use) shows the server's reason.
 */
export function useDeleteConfirmation<T extends { id: number }>(remove: {
  mutateAsync: (id: number) => Promise<{ message?: string }>;
  isPending: boolean;
}) {
  const [pending, setPending] = useState<T | null>(null);
  const settle = useRef<(deleted: boolean) => void>(() => undefined);

  const finish = (deleted: boolean) => {
    setPending(null);
    settle.current(deleted);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await remove.mutateAsync(pending.id);
      notify.success(answer?.message || 'Deleted successfully.');
      finish(true);
    } catch (error) {
      console.error('Could not delete the record', error);
      notify.error(errorMessage(error));
      finish(false);
    }
  };

  const askDelete = (record: T) =>
    new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setPending(record);
    });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm Delete"
      message="Are you sure you want to delete this record?"
      width={DELETE_CONFIRM_WIDTH}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => finish(false)}
    />
  );

  return { askDelete, dialog };
}
