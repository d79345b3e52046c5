import { useState } from 'react';
import type { Supplier } from '@/components/autocomplete/api/records';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteSupplier } from '../api/delete-supplier';

/** As wide as the customer delete confirmation (spec 9: 300px). */
export const DELETE_CONFIRM_WIDTH = 300;

/**
 * Delete a supplier after Confirm Delete: the server's message, else 'Deleted successfully.'; a
 * refusal (409: purchase orders or products use it) shows the server's message.
 */
export function useSupplierDeletion() {
  const [pending, setPending] = useState<Supplier | null>(null);
  const remove = useDeleteSupplier();

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await remove.mutateAsync(pending.id);
      notify.success(answer?.message || 'Deleted successfully.');
    } catch (error) {
      console.error('Could not delete the supplier', error);
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
