import { useCallback, useMemo, useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { formatQuantity } from '@/lib/quantity';
import { useSession } from '@/lib/session-store';
import { getStockCountEntriesQueryOptions, useRemoveStockCountEntry } from '../api/stock-count-entries';
import { ENTRY_MODE_LABELS, type StockCountEntry } from '../types';

const COLUMNS: ListColumn<StockCountEntry>[] = [
  { field: 'countedAt', header: 'Counted At', minWidth: 170, render: (e) => formatDateTime(e.countedAt) },
  { field: 'userName', header: 'Counted By', sortable: false, minWidth: 140 },
  { field: 'sku', header: 'SKU', sortable: false, minWidth: 110 },
  { field: 'productName', header: 'Product', sortable: false, minWidth: 180, flex: 2 },
  {
    field: 'quantity',
    header: 'Quantity',
    sortable: false,
    align: 'right',
    minWidth: 110,
    render: (e) => `${formatQuantity(e.quantity)} ${e.unit}`.trim(),
  },
  { field: 'mode', header: 'Mode', type: 'enum', enumLabels: ENTRY_MODE_LABELS, sortable: false, minWidth: 80 },
  {
    field: 'serialNumbers',
    header: 'Serial Numbers',
    sortable: false,
    minWidth: 140,
    hidden: true,
    render: (e) => e.serialNumbers.join(', '),
  },
];

/**
 * Every scan and typed count of a count, newest first, in the shop's time zone. While counting, an
 * entry can be removed by whoever made it, or by a holder of Create Stock Counts.
 */
export function StockCountEntries({ countId, counting }: { countId: number; counting: boolean }) {
  const me = useSession((s) => s.user?.id);
  const manager = useCan('Create Stock Counts');
  const mayCount = useCan('Count Stock');
  const remove = useRemoveStockCountEntry();
  const [removing, setRemoving] = useState<StockCountEntry | null>(null);
  const queryOptions = useCallback((filter: TableFilter) => getStockCountEntriesQueryOptions(countId, filter), [countId]);
  const rowActions = useMemo<RowAction<StockCountEntry>[]>(
    () =>
      counting && (mayCount || manager)
        ? [
            {
              name: 'delete',
              label: 'Remove',
              icon: <DeleteOutlinedIcon fontSize="small" />,
              when: (e) => e.userId === me || manager,
              onClick: (e) => setRemoving(e),
            },
          ]
        : [],
    [counting, mayCount, manager, me],
  );
  return (
    <>
      <ListTable<StockCountEntry>
        dense
        title="Entries"
        queryOptions={queryOptions}
        columns={COLUMNS}
        search={{ placeholder: 'Search SKU or product' }}
        rowActions={rowActions}
        card={{ title: 'productName', details: ['countedAt', 'userName', 'mode'], amount: 'quantity' }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Entry"
        message={
          removing
            ? `Remove ${formatQuantity(removing.quantity)} ${removing.unit} of ${removing.productName} counted by ${removing.userName}? The product's count is worked out again without it.`
            : ''
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { countId, entryId: removing.id },
            {
              onSuccess: (answer) => notify.success(answer?.message || 'Entry removed.'),
              onError: (error) => notify.error(errorMessage(error)),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      />
    </>
  );
}
