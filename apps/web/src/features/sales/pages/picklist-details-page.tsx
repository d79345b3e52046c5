import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { usePicklist } from '../api/get-picklist';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useUpdatePickingLocations, type PickingChange } from '../api/update-picking-locations';
import { Detail, DetailGrid, SectionCard } from '@/components/document-details/document-details';
import { PicklistGate } from '../components/picklist-gate';
import { PICKLIST_STATUS, StatusChip } from '../components/status-chip';
import { formatDateTime } from '../lib/dates';
import { quantityText } from '../lib/document-lines';
import { userName, type Picklist, type StockLocationRef } from '../types';

const BREADCRUMBS = [{ label: 'Sales' }, { label: 'Picklists', to: '/sales/picklists' }];

function PicklistItems({ picklist, editable }: { picklist: Picklist; editable: boolean }) {
  const locations = useStockLocationOptions(editable);
  const update = useUpdatePickingLocations();
  const items = picklist.items ?? [];
  const busyId = update.isPending ? (update.variables.items.length === 1 ? update.variables.items[0]!.id : 'all') : null;

  const change = (changes: PickingChange[]) =>
    update.mutate({ id: picklist.id, items: changes }, { onError: (error) => notify.error(errorMessage(error)) });

  // The current location always shows, even when the list of locations cannot be loaded.
  const optionsFor = (current: StockLocationRef | null | undefined, currentId: number): { id: number; name: string }[] => {
    const all: { id: number; name: string }[] = locations.data ?? [];
    return all.some((l) => l.id === currentId) ? all : [current ?? { id: currentId, name: `Location #${currentId}` }, ...all];
  };

  return (
    <Table size="small" aria-label="Picklist items">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">Picked</TableCell>
          <TableCell>Product</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell sx={{ width: 280 }}>Picking Location</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const busy = busyId === item.id || busyId === 'all';
          const name = item.product?.productName ?? `Product #${item.productId}`;
          return (
            <TableRow key={item.id} sx={item.isPicked ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={item.isPicked}
                  disabled={!editable || busy}
                  onChange={(event) => change([{ id: item.id, isPicked: event.target.checked }])}
                  slotProps={{ input: { 'aria-label': `Picked ${name}` } }}
                />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500, textDecoration: item.isPicked ? 'line-through' : undefined }}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.product?.sku}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {quantityText(item.quantity, item.product?.unit)}
              </TableCell>
              <TableCell>
                {editable ? (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={item.pickingLocationId}
                    disabled={busy}
                    onChange={(event) => change([{ id: item.id, pickingLocationId: Number(event.target.value) }])}
                    slotProps={{ htmlInput: { 'aria-label': `Picking location of ${name}` } }}
                  >
                    {optionsFor(item.pickingLocation, item.pickingLocationId).map((l) => (
                      <MenuItem key={l.id} value={l.id}>
                        {l.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  (item.pickingLocation?.name ?? `Location #${item.pickingLocationId}`)
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function PicklistDetails({ id }: { id: number }) {
  const picklist = usePicklist(id);
  const data = picklist.data;
  const editable = useCan('Create Picklist');
  const markAll = useUpdatePickingLocations();
  const title = data?.picklistNumber ?? 'Picklist';
  const notFound = picklist.error instanceof ApiError && picklist.error.status === 404;
  const items = data?.items ?? [];
  const pickedCount = items.filter((i) => i.isPicked).length;

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[...BREADCRUMBS, { label: title }]}
        actions={
          data && editable && pickedCount < items.length ? (
            <Button
              variant="contained"
              startIcon={<DoneAllIcon />}
              disabled={markAll.isPending}
              onClick={() =>
                markAll.mutate(
                  { id: data.id, items: items.filter((i) => !i.isPicked).map((i) => ({ id: i.id, isPicked: true })) },
                  {
                    onSuccess: (answer) => notify.success(answer.message || 'Updated successfully.'),
                    onError: (error) => notify.error(errorMessage(error)),
                  },
                )
              }
            >
              Mark All Picked
            </Button>
          ) : null
        }
      />
      {notFound ? (
        <Alert severity="warning">
          This picklist does not exist.{' '}
          <Link component={RouterLink} to="/sales/picklists">
            Back to Picklists
          </Link>
        </Alert>
      ) : picklist.error ? (
        <Alert severity="error">{errorMessage(picklist.error, 'The picklist could not be loaded.')}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <SectionCard
            title="Picklist"
            action={
              <Box sx={{ pr: 1, pt: 0.5 }}>
                <StatusChip status={data.status} looks={PICKLIST_STATUS} size="medium" />
              </Box>
            }
          >
            <DetailGrid columns={4}>
              <Detail label="Picklist Number">{data.picklistNumber}</Detail>
              <Detail label="Sales Order">
                {data.salesOrder ? (
                  <Link component={RouterLink} to={`/sales/sales-orders/${data.salesOrder.id}`}>
                    {data.salesOrder.salesOrderNumber}
                  </Link>
                ) : null}
              </Detail>
              <Detail label="Customer">{data.salesOrder?.customer?.customerName}</Detail>
              <Detail label="Created">{`${formatDateTime(data.createdAt)}${data.createdByUser ? ` by ${userName(data.createdByUser)}` : ''}`}</Detail>
              <Detail label="Notes" wide>
                {data.notes}
              </Detail>
            </DetailGrid>
          </SectionCard>
          <SectionCard
            title="Items to Pick"
            dense
            action={
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pr: 1, pt: 0.75, minWidth: 200 }}>
                <LinearProgress
                  variant="determinate"
                  value={items.length === 0 ? 0 : (pickedCount / items.length) * 100}
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  aria-label="Picked"
                />
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {pickedCount} of {items.length} picked
                </Typography>
              </Stack>
            }
          >
            <PicklistItems picklist={data} editable={editable} />
          </SectionCard>
        </>
      )}
    </Box>
  );
}

/** /sales/picklists/:id (picklist_module): where each item is picked from, and which are picked. */
export default function PicklistDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <PicklistGate title="Picklist" breadcrumbs={BREADCRUMBS}>
      {valid ? <PicklistDetails id={id} /> : <Alert severity="warning">This picklist does not exist.</Alert>}
    </PicklistGate>
  );
}
