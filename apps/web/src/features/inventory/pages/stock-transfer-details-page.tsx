import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Card, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '@/lib/format';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError } from '@/lib/api-client';
import { useStockTransfer } from '../api/get-stock-transfer';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { withUnit } from '@/lib/quantity';
import { userName } from '../types';
import { PermissionGate } from '@/lib/permission-gate';

function StockTransferDetailsPageContent() {
  const id = Number(useParams().id);
  const transfer = useStockTransfer(id);
  const data = transfer.data;
  const title = data?.transferNumber ?? 'Stock Transfer';
  const notFound = !Number.isSafeInteger(id) || id <= 0 || (transfer.error instanceof ApiError && transfer.error.status === 404);

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }, { label: title }]}
      />
      {notFound ? (
        <Alert severity="warning">
          This stock transfer does not exist.{' '}
          <Link component={RouterLink} to="/inventory/stock-transfers">
            Back to Stock Transfers
          </Link>
        </Alert>
      ) : transfer.error ? (
        <Alert severity="error">{transfer.error.message || 'The stock transfer could not be loaded.'}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <DetailsCard>
            <Detail label="From">{data.sourceWarehouse?.name}</Detail>
            <Detail label="To">{data.destinationWarehouse?.name}</Detail>
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
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">In Base Unit</TableCell>
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
                    <TableCell align="right">{withUnit(item.quantity, item.uom?.unit)}</TableCell>
                    <TableCell align="right">{withUnit(item.baseQuantity, item.product?.unit)}</TableCell>
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

/** /inventory/stock-transfers/:id — one posted transfer. */
export default function StockTransferDetailsPage() {
  return (
    <PermissionGate
      permission={'View Stock Transfers'}
      header={
        <PageHeader
          title="Stock Transfer"
          breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }]}
        />
      }
    >
      <StockTransferDetailsPageContent />
    </PermissionGate>
  );
}
