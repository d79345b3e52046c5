import { useCallback } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import type { CustomerOption } from '@/components/autocomplete/customer-autocomplete';

/** Spec 9: the customer lookup is 780px wide. */
export const CUSTOMER_LOOKUP_WIDTH = 780;

export type LookupCustomer = CustomerOption & { defaultIndicator?: string };

const columns: ListColumn<LookupCustomer>[] = [
  { field: 'customerName', header: 'Customer Name', flex: 1.4 },
  { field: 'contactNumber', header: 'Contact #' },
  { field: 'addressText', header: 'Address', hidden: true, sortable: false, flex: 1.6 },
  {
    field: 'isDefault',
    header: 'Default',
    width: 110,
    render: (c) =>
      c.isDefault ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', color: 'success.main' }}>
          <CheckCircleIcon fontSize="small" />
          <Typography variant="body2">{c.defaultIndicator || 'Default'}</Typography>
        </Stack>
      ) : null,
  },
];

const customersQuery = (filter: TableFilter) => listQueryOptions<LookupCustomer>('sales/customers', filter);

export type CustomerLookupDialogProps<T extends LookupCustomer> = {
  open: boolean;
  title?: string;
  /** Clicking a row picks that customer. */
  onSelect: (customer: T) => void;
  onClose: () => void;
};

/** Spec 2.5: the customer lookup: search, and click a row to pick it. Address is hidden until shown. */
export function CustomerLookupDialog<T extends LookupCustomer = LookupCustomer>({
  open,
  title = 'Select Customer',
  onSelect,
  onClose,
}: CustomerLookupDialogProps<T>) {
  const select = useCallback((customer: LookupCustomer) => onSelect(customer as T), [onSelect]);
  const rowActions: RowAction<LookupCustomer>[] = [{ name: 'row-click', onClick: select }];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="customer-lookup-title"
      slotProps={{ paper: { sx: { width: CUSTOMER_LOOKUP_WIDTH, maxWidth: CUSTOMER_LOOKUP_WIDTH } } }}
    >
      <DialogTitle id="customer-lookup-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 1, pb: 1 }}>
        {open ? (
          <ListTable<LookupCustomer>
            dense
            queryOptions={customersQuery}
            columns={columns}
            relations={['defaultPaymentType']}
            search={{ column: 'customerName', placeholder: 'Search customer name' }}
            defaultPageSize={10}
            rowActions={rowActions}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
