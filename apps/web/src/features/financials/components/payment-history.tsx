import { useMemo, useState } from 'react';
import { Card, CardHeader } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import type { AccountSide } from '@/components/finance/account-side';
import { getPaymentsQueryOptions } from '@/components/finance/api/get-finance-lists';
import { paymentColumns } from '@/components/finance/finance-columns';
import type { Payment } from '@/components/finance/finance-types';
import { VoidWithReasonDialog } from '@/components/dialogs/void-with-reason-dialog';
import { ListTable } from '@/components/list-table/list-table';
import type { RowAction } from '@/components/list-table/list-table-types';
import type { ColumnFilterInput } from '@/lib/list-query';
import { formatMoney } from '@/lib/format';
import { useVoidPayment } from '../api/void-payment';
import { PrintCollectionReceiptDialog } from './print-collection-receipt-dialog';

const RELATIONS = ['customer', 'supplier', 'paymentType', 'allocations'];
const SORT = { column: 'paymentDate', direction: 'desc' } as const;

/**
 * The payments of one side (all of them, or one account's), newest first, with Void for who may
 * void: a customer's collections, credits and refunds, or what was paid to suppliers. A collection
 * prints its official receipt (58/80 mm or PDF).
 */
export function PaymentHistory({ side, partyId }: { side: AccountSide; partyId: number | null }) {
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const [printing, setPrinting] = useState<Payment | null>(null);
  const voidPayment = useVoidPayment();
  const receivables = side.key === 'receivables';
  const columns = useMemo(
    () => paymentColumns({ partyField: receivables ? 'customer' : 'supplier', showKind: receivables }),
    [receivables],
  );
  const baseFilters = useMemo<ColumnFilterInput[]>(
    () => [
      { column: 'kind', value: [...side.paymentKinds], type: 'enum', comparison: 'in' },
      ...(partyId ? [{ column: side.partyField, value: partyId, type: 'number' as const }] : []),
    ],
    [side, partyId],
  );
  const rowActions = useMemo<RowAction<Payment>[]>(
    () => [
      {
        name: 'print',
        label: 'Print Receipt',
        icon: <PrintIcon fontSize="small" />,
        permission: 'View Receivables',
        when: (p) => p.kind === 'COLLECTION' && p.receiptNumber !== null,
        onClick: setPrinting,
      },
      {
        name: 'delete',
        label: 'Void',
        icon: <BlockIcon fontSize="small" />,
        permission: 'Void Payments',
        when: (p) => p.status === 'POSTED',
        onClick: setVoiding,
      },
    ],
    [],
  );
  const title = receivables ? 'Collections and Refunds' : 'Payments to Suppliers';
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <ListTable<Payment>
        dense
        queryOptions={getPaymentsQueryOptions}
        columns={columns}
        relations={RELATIONS}
        baseFilters={baseFilters}
        defaultSort={SORT}
        defaultPageSize={10}
        search={{ placeholder: 'Search payment # or reference #' }}
        rowActions={rowActions}
      />
      {voiding ? (
        <VoidWithReasonDialog
          open
          onClose={() => setVoiding(null)}
          title={`Void ${voiding.paymentNumber}`}
          message={`The ${formatMoney(voiding.amount)} it paid (${(voiding.allocations ?? []).map((a) => a.documentNumber).join(', ') || 'its documents'}) is owed again. The payment stays, marked voided.`}
          confirmLabel="Void Payment"
          doneMessage="Payment voided."
          onVoid={(reason) => voidPayment.mutateAsync({ id: voiding.id, reason })}
        />
      ) : null}
      <PrintCollectionReceiptDialog
        collection={
          printing?.receiptNumber
            ? {
                id: printing.id,
                receiptNumber: printing.receiptNumber,
                amount: printing.amount,
                customerName: printing.customer?.customerName ?? null,
              }
            : null
        }
        onClose={() => setPrinting(null)}
      />
    </Card>
  );
}
