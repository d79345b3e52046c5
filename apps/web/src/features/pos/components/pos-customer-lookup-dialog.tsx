import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { fetchList } from '@/lib/use-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCan } from '@/lib/permissions';
import { isNetworkFailure, isOnline } from '@/lib/offline/connectivity';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';
import type { ApiRecord } from '@oim/shared/api/records';
import type { PaymentType, PosCustomer } from '../types';
import type { NewCustomerForm as NewCustomerFormType } from './new-customer-form';

// The form brings the customer schema (zod) with it: loaded only when a customer is added.
const NewCustomerForm = lazy(() =>
  import('./new-customer-form').then((m) => ({ default: m.NewCustomerForm })),
) as typeof NewCustomerFormType;

/** The row offered when no customer is found: picking it opens the new customer form. */
const ADD_NEW = { addNew: true, id: 0, customerName: 'Add New', contactNumber: null, addressText: '', isDefault: false } as const;
type LookupRow = ApiRecord<'customers'> | typeof ADD_NEW;

/** Spec 9: the customer lookup is 780px wide. */
export const POS_CUSTOMER_LOOKUP_WIDTH = 780;
const PAGE_SIZE = 10;

/**
 * Spec 2.5: the customer lookup (Customer Name, Contact #, Default; clicking a row selects it).
 * A light table rather than the list grid, so the terminal stays small; arrows and Enter pick.
 */
export function PosCustomerLookupDialog({
  open,
  salesChannelId = null,
  paymentTypes,
  onSelect,
  onClose,
}: {
  open: boolean;
  /** The terminal's channel: offline, its default and recent customers (kept on the device) are offered. */
  salesChannelId?: number | null;
  paymentTypes: readonly PaymentType[] | undefined;
  onSelect: (customer: PosCustomer) => void;
  onClose: () => void;
}) {
  const canCreate = useCan('Create Customer');
  const [adding, setAdding] = useState(false);
  // Spec 2.5: the Address column is hidden until asked for.
  const [showAddress, setShowAddress] = useState(false);
  const [term, setTerm] = useState('');
  const [highlight, setHighlight] = useState(0);
  const search = useDebouncedValue(term.trim(), 300);
  const { data, isFetching } = useQuery({
    queryKey: ['sales/customers', 'pos-lookup', search, salesChannelId],
    queryFn: async ({ signal }) => {
      // Offline (or no answer): the customers kept on the device for this channel.
      const kept = async () => ({
        data: (await (await loadOfflineRuntime()).localCustomers(salesChannelId ?? 0, search)).slice(
          0,
          PAGE_SIZE,
        ) as unknown as ApiRecord<'customers'>[],
        offline: true,
      });
      if (!isOnline() && salesChannelId) return kept();
      try {
        const page = await fetchList<ApiRecord<'customers'>>(
          'sales/customers',
          {
            columnFilters: search ? [{ column: 'customerName', value: search, type: 'text', comparison: 'like' }] : [],
            relations: ['defaultPaymentType'],
            pagination: { page: 1, pageSize: PAGE_SIZE },
          },
          signal,
        );
        return { data: page.data, offline: false };
      } catch (error) {
        if (salesChannelId && isNetworkFailure(error)) return kept();
        throw error;
      }
    },
    enabled: open,
  });
  // Spec 4: a fake 'Add New' entry (id 0) when nothing is found (a customer is added online only).
  const found = data?.data ?? [];
  const rows: LookupRow[] = !isFetching && found.length === 0 && search !== '' && canCreate && !data?.offline ? [ADD_NEW] : found;
  const pick = (row: LookupRow) => ('addNew' in row ? setAdding(true) : onSelect(row));
  useEffect(() => setHighlight(0), [search]);
  useEffect(() => {
    if (!open) {
      setTerm('');
      setAdding(false);
    }
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="pos-customer-lookup-title"
      slotProps={{ paper: { sx: { width: POS_CUSTOMER_LOOKUP_WIDTH, maxWidth: POS_CUSTOMER_LOOKUP_WIDTH } } }}
    >
      <DialogTitle id="pos-customer-lookup-title" sx={{ pr: 6 }}>
        Select Customer
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {adding ? (
          <Suspense fallback={<Typography>Loading, please wait...</Typography>}>
            <NewCustomerForm initialName={term.trim()} paymentTypes={paymentTypes} onCreated={onSelect} onCancel={() => setAdding(false)} />
          </Suspense>
        ) : (
          <>
            <TextField
              autoFocus
              fullWidth
              size="small"
              label="Search customer name"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  setHighlight((h) => Math.min(h + 1, rows.length - 1));
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault();
                  setHighlight((h) => Math.max(h - 1, 0));
                } else if (e.key === 'Enter') {
                  e.preventDefault();
                  const row = rows[highlight];
                  if (row) pick(row);
                }
              }}
              sx={{ mt: 1 }}
            />
            {data?.offline ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Offline: the default customer and this channel’s recent customers.
              </Typography>
            ) : null}
            <FormControlLabel
              control={<Switch size="small" checked={showAddress} onChange={(e) => setShowAddress(e.target.checked)} />}
              label="Show address"
              sx={{ my: 0.5 }}
            />
            <Table size="small" aria-label="Customers">
              <TableHead>
                <TableRow>
                  <TableCell>Customer Name</TableCell>
                  <TableCell>Contact #</TableCell>
                  {showAddress ? <TableCell>Address</TableCell> : null}
                  <TableCell>Default</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  <TableRow key={row.id} hover selected={i === highlight} onClick={() => pick(row)} sx={{ cursor: 'pointer' }}>
                    <TableCell>{row.customerName}</TableCell>
                    <TableCell>{row.contactNumber ?? ''}</TableCell>
                    {showAddress ? <TableCell>{row.addressText ?? ''}</TableCell> : null}
                    <TableCell>
                      {row.isDefault ? <CheckCircleIcon fontSize="small" color="success" aria-label="Default" /> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {!isFetching && rows.length === 0 && !adding ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No customers found.
          </Typography>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
