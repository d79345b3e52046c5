import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '@/lib/format';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError } from '@/lib/api-client';
import { useAdjustment } from '../api/get-adjustment';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { MODE_LABELS } from '@/components/movement-lines/movement-lines-editor';
import { formatChange, formatQuantity, withUnit } from '@/lib/quantity';
import { userName, type AdjustmentItem } from '../types';
import { PermissionGate } from '@/lib/permission-gate';

function AdjustmentDetailsPageContent() {
  const id = Number(useParams().id);
  const adjustment = useAdjustment(id);
  const data = adjustment.data;
  const title = data?.adjustmentNumber ?? 'Adjustment';
  const notFound = !Number.isSafeInteger(id) || id <= 0 || (adjustment.error instanceof ApiError && adjustment.error.status === 404);

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' }, { label: title }]}
      />
      {notFound ? (
        <Alert severity="warning">
          This adjustment does not exist.{' '}
          <Link component={RouterLink} to="/inventory/inventory-adjustments">
            Back to Inventory Adjustments
          </Link>
        </Alert>
      ) : adjustment.error ? (
        <Alert severity="error">{adjustment.error.message || 'The adjustment could not be loaded.'}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <DetailsCard>
            <Detail label="Location">{data.location?.name}</Detail>
            <Detail label="Reason">{data.reason}</Detail>
            <Detail label="Date">{formatDateTime(data.createdAt)}</Detail>
            <Detail label="Posted By">{userName(data.createdByUser)}</Detail>
            <Detail label="Notes" wide>
              {data.notes}
            </Detail>
          </DetailsCard>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Items">
              <TableHead>
                <TableRow>
                  <TableCell>SKU</TableCell>
                  <TableCell>Product</TableCell>
                  <TableCell>Mode</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">On Hand Before</TableCell>
                  <TableCell align="right">Change</TableCell>
                  <TableCell>Serial Numbers</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(data.items ?? []).map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>{item.product?.sku}</TableCell>
                    <TableCell>
                      {item.product ? (
                        <Link component={RouterLink} to={`/inventory/products/${item.productId}?tab=ledger`}>
                          {item.product.productName}
                        </Link>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={itemModeLabel(item)} />
                    </TableCell>
                    <TableCell align="right">{withUnit(Math.abs(item.quantity), item.uom?.unit)}</TableCell>
                    <TableCell align="right">{formatQuantity(item.previousOnHand)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        fontWeight: 600,
                        color: item.baseDelta < 0 ? 'error.main' : item.baseDelta > 0 ? 'success.main' : 'text.primary',
                      }}
                    >
                      {formatChange(item.baseDelta)} {item.product?.unit ?? ''}
                    </TableCell>
                    <TableCell>
                      {item.serialNumbers.length > 0 ? (
                        item.serialNumbers.join(', ')
                      ) : (
                        <Typography variant="body2" color="text.secondary" component="span">
                          —
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
    </Box>
  );
}

/** How an item was entered: Counted, or Stock In / Stock Out by the sign of its quantity. */
export function itemModeLabel(item: Pick<AdjustmentItem, 'mode' | 'quantity'>): string {
  if (item.mode === 'count') return MODE_LABELS.count;
  return item.quantity < 0 ? MODE_LABELS.out : MODE_LABELS.in;
}

/** /inventory/inventory-adjustments/:id — one posted adjustment. */
export default function AdjustmentDetailsPage() {
  return (
    <PermissionGate
      permission={'View Adjustments'}
      header={
        <PageHeader
          title="Adjustment"
          breadcrumbs={[{ label: 'Inventory' }, { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' }]}
        />
      }
    >
      <AdjustmentDetailsPageContent />
    </PermissionGate>
  );
}
