import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Card, CardHeader, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { sumCentavos, toCentavos, toPesos } from '@oim/shared/pos/money';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { AccountBalance } from '@/components/finance/account-balance';
import { PAYABLES_SIDE } from '@/components/finance/account-side';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDate, formatMoney } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { useOpenPurchaseOrdersOf } from '../api/get-open-purchase-orders';
import { useOpenPayablesOf } from '../api/get-payables';
import { useSupplierCreditReturns } from '../api/get-supplier-returns';
import { useSupplier } from '../api/get-supplier';
import { DocumentState } from '../components/document-state';
import { PurchaseOrderStatusChip } from '../components/status-chips';
import { paymentTermsText } from './suppliers-page';

const LIST = { label: 'Suppliers', to: '/purchasing/suppliers' };
const cardTitle = { title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } } as const;

function OpenOrders({ supplierId }: { supplierId: number }) {
  const mayView = useCan(['View Purchase Orders', 'Create Purchase Orders']);
  const orders = useOpenPurchaseOrdersOf(supplierId, mayView);
  if (!mayView) return null;
  const rows = orders.data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <CardHeader title="Open Purchase Orders" slotProps={cardTitle} sx={{ pb: 0 }} />
      {orders.isPending ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Loading...
        </Typography>
      ) : rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          No open purchase orders.
        </Typography>
      ) : (
        <Table size="small" aria-label="Open purchase orders">
          <TableHead>
            <TableRow>
              <TableCell>PO #</TableCell>
              <TableCell>Order Date</TableCell>
              <TableCell>Expected</TableCell>
              <TableCell>Receiving Location</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/purchasing/purchase-orders/${order.id}`}>
                    {order.purchaseOrderNumber}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(order.orderDate)}</TableCell>
                <TableCell>{formatDate(order.expectedDate)}</TableCell>
                <TableCell>{order.receivingWarehouse?.name}</TableCell>
                <TableCell align="right">{formatMoney(order.total)}</TableCell>
                <TableCell>
                  <PurchaseOrderStatusChip status={order.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function OpenPayables({ supplierId }: { supplierId: number }) {
  const mayView = useCan('View Payables');
  const payables = useOpenPayablesOf(supplierId, mayView);
  if (!mayView) return null;
  const rows = payables.data?.data ?? [];
  const owed = toPesos(sumCentavos(rows.map((p) => toCentavos(p.balance))));
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <CardHeader
        title="What the Shop Owes"
        subheader={payables.isPending ? 'Loading...' : `Open payables: ${formatMoney(owed)}`}
        slotProps={{ ...cardTitle, subheader: { 'aria-label': 'Open payables total' } }}
        sx={{ pb: 0 }}
      />
      {rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {payables.isPending ? '' : 'Nothing owed.'}
        </Typography>
      ) : (
        <Table size="small" aria-label="Open payables">
          <TableHead>
            <TableRow>
              <TableCell>Document</TableCell>
              <TableCell>Supplier Invoice #</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((payable) => (
              <TableRow key={payable.id}>
                <TableCell>
                  {payable.sourceType === 'PURCHASE_RECEIPT' ? (
                    <Link component={RouterLink} to={`/purchasing/purchase-receipts/${payable.sourceId}`}>
                      {payable.sourceNumber}
                    </Link>
                  ) : (
                    payable.sourceNumber
                  )}
                </TableCell>
                <TableCell>{payable.supplierDocumentNumber}</TableCell>
                <TableCell>{formatDate(payable.documentDate)}</TableCell>
                <TableCell>{formatDate(payable.dueDate)}</TableCell>
                <TableCell align="right">{formatMoney(payable.amount)}</TableCell>
                <TableCell align="right">{formatMoney(payable.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/**
 * What the supplier owes the shop back: the value of goods returned after their receipt was paid.
 * Nothing offsets or refunds it yet, so it is the sum over the supplier's returns (one page of up to 1000).
 */
function useSupplierCredit(supplierId: number): { label: string; value: number | undefined }[] {
  const mayView = useCan(['View Purchase Receipts', 'Create Purchase Receipts']);
  const returns = useSupplierCreditReturns(supplierId, mayView);
  if (!mayView) return [];
  const rows = returns.data?.data;
  return [{ label: 'Supplier Credit', value: rows ? toPesos(sumCentavos(rows.map((r) => toCentavos(r.supplierCreditTotal)))) : undefined }];
}

function SupplierDetails() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const supplier = useSupplier(id);
  const mayOrder = useCan('Create Purchase Orders');
  const credit = useSupplierCredit(id);
  const title = supplier.data?.supplierName ?? 'Supplier';
  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Purchasing' }, LIST, { label: title }]}
        actions={
          mayOrder && supplier.data ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate(`/purchasing/purchase-orders/new?supplierId=${id}`)}
            >
              New Purchase Order
            </Button>
          ) : null
        }
      />
      <DocumentState id={id} query={supplier} noun="supplier" list={LIST}>
        {(s) => (
          <>
            <DetailsCard>
              <Detail label="Contact Person">{s.contactPerson}</Detail>
              <Detail label="Contact #">{s.contactNumber}</Detail>
              <Detail label="Email">{s.email}</Detail>
              <Detail label="Payment Terms">{paymentTermsText(s.paymentTermsDays)}</Detail>
              <Detail label="Address" wide>
                {s.address}
              </Detail>
            </DetailsCard>
            <AccountBalance side={PAYABLES_SIDE} partyId={s.id} extra={credit} />
            <OpenOrders supplierId={s.id} />
            <OpenPayables supplierId={s.id} />
          </>
        )}
      </DocumentState>
    </Box>
  );
}

/** /purchasing/suppliers/:id — a supplier: its open orders and what the shop owes it. */
export default function SupplierDetailsPage() {
  return (
    <PermissionGate permission="View Suppliers" header={<PageHeader title="Supplier" breadcrumbs={[{ label: 'Purchasing' }, LIST]} />}>
      <SupplierDetails />
    </PermissionGate>
  );
}
