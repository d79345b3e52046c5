import type { ListColumn } from '@/components/list-table/list-table-types';
import { useDeletePaymentType } from '../api/delete-payment-type';
import { getPaymentTypesQueryOptions } from '../api/get-payment-types';
import { PAYMENT_CATEGORY_LABELS } from '../components/labels';
import { PaymentTypeDialog } from '../components/payment-type-dialog';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import type { PaymentType } from '../types';

const columns: ListColumn<PaymentType>[] = [
  { field: 'name', header: 'Name', minWidth: 180, flex: 1.4 },
  { field: 'category', header: 'Category', type: 'enum', enumLabels: PAYMENT_CATEGORY_LABELS, width: 160, filter: 'enum' },
  { field: 'requiresReferenceNumber', header: 'Requires Reference #', type: 'boolean', width: 190, filter: 'boolean' },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 100, filter: 'boolean' },
];

/** /masterfile/payment-types: how customers pay (cash, e-wallets, cards, charge, installment). */
export default function PaymentTypesPage() {
  const remove = useDeletePaymentType();
  return (
    <RecordListPage<PaymentType>
      title="Payment Types"
      breadcrumbs={[{ label: 'Masterfile' }, { label: 'Payment Types' }]}
      queryOptions={getPaymentTypesQueryOptions}
      columns={columns}
      searchPlaceholder="Search payment type"
      addLabel="Add Payment Type"
      permissions={{
        view: 'View Payment Types',
        create: 'Create Payment Types',
        edit: 'Edit Payment Types',
        delete: 'Delete Payment Types',
      }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <PaymentTypeDialog {...props} />}
    />
  );
}
