import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Card, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { userName } from '../types';
import type { MovementDocument, MovementDocumentKind } from '../components/movement-documents/movement-document-kinds';

function MovementDocumentDetailsContent<D extends MovementDocument>({ kind }: { kind: MovementDocumentKind<D> }) {
  const id = Number(useParams().id);
  const document = kind.useDocument(id);
  const data = document.data;
  const title = data ? kind.documentNumber(data) : kind.documentTitle;
  const notFound = !Number.isSafeInteger(id) || id <= 0 || (document.error instanceof ApiError && document.error.status === 404);

  return (
    <Box>
      <PageHeader title={title} breadcrumbs={[{ label: 'Inventory' }, { label: kind.listTitle, to: kind.path }, { label: title }]} />
      {notFound ? (
        <Alert severity="warning">
          This {kind.noun} does not exist.{' '}
          <Link component={RouterLink} to={kind.path}>
            Back to {kind.listTitle}
          </Link>
        </Alert>
      ) : document.error ? (
        <Alert severity="error">{document.error.message || `The ${kind.noun} could not be loaded.`}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <DetailsCard>
            {kind.headerDetails(data)}
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
                  {kind.itemColumns.map((column) => (
                    <TableCell key={column.header} align={column.align}>
                      {column.header}
                    </TableCell>
                  ))}
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
                    {kind.itemColumns.map((column) => (
                      <TableCell key={column.header} align={column.align} {...(column.sx ? { sx: column.sx(item) } : {})}>
                        {column.render(item)}
                      </TableCell>
                    ))}
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

/** One posted stock movement document of a kind (adjustment, transfer): its header and its items. */
export function MovementDocumentDetailsPage<D extends MovementDocument>({ kind }: { kind: MovementDocumentKind<D> }) {
  return (
    <PermissionGate
      permission={kind.viewPermission}
      header={<PageHeader title={kind.documentTitle} breadcrumbs={[{ label: 'Inventory' }, { label: kind.listTitle, to: kind.path }]} />}
    >
      <MovementDocumentDetailsContent kind={kind} />
    </PermissionGate>
  );
}
