import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The delete confirmation is as wide as the customer one (spec 9: 300px). */
export const DELETE_CONFIRM_WIDTH = 300;

export type DeleteMutation = UseMutationResult<{ message?: string }, Error, number>;

/**
 * Delete with the Confirm Delete dialog (spec 2.6): the server's message, else 'Deleted
 * successfully.'; a refusal (409: the record is still in use) shows the server's message, which
 * says what uses it.
 */
export function useRecordDeletion<T extends { id: number }>(remove: DeleteMutation) {
  const [pending, setPending] = useState<T | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await remove.mutateAsync(pending.id);
      notify.success(answer?.message || 'Deleted successfully.');
    } catch (error) {
      console.error('Could not delete the record', error);
      notify.error(errorMessage(error));
    }
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm Delete"
      message="Are you sure you want to delete this record?"
      width={DELETE_CONFIRM_WIDTH}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );

  return { askDelete: setPending, dialog };
}
