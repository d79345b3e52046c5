import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Card, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import PrintIcon from '@mui/icons-material/Print';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { PageHeader } from '@/components/page-header/page-header';
import { PrintLabelsDialog } from '@/components/print-labels/print-labels-dialog';
import { formatDate, formatMoney } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { withUnit } from '@/lib/quantity';
import { formatDateTime } from '@/lib/days';
import { usePurchaseReceipt } from '../api/get-purchase-receipt';
import { getPurchaseReceiptLabelsPdf } from '../api/get-purchase-receipt-labels-pdf';
import { useSupplierReturnsOfReceipt } from '../api/get-supplier-returns';
import { DocumentState } from '../components/document-state';
import { ReturnToSupplierDialog } from '../components/return-to-supplier-dialog';
import { PurchaseReceiptStatusChip } from '../components/status-chips';
import { SupplierReturnsCard } from '../components/supplier-returns-card';
import { VoidReceiptDialog } from '../components/void-receipt-dialog';
import { returnableOf, returnedByLine } from '../lib/supplier-return-form';
import { userName, type PurchaseReceipt } from '../types';

const LIST = { label: 'Purchase Receipts', to: '/purchasing/purchase-receipts' };

function ReceiptLines({ receipt }: { receipt: PurchaseReceipt }) {
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Lines">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit Cost</TableCell>
            <TableCell align="right">Line Total</TableCell>
            <TableCell>Serial Numbers</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(receipt.items ?? []).map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.product ? (
                  <Link component={RouterLink} to={`/inventory/products/${item.productId}?tab=ledger`}>
                    {item.product.productName}
                  </Link>
                ) : null}
                <Typography variant="caption" color="text.secondary" component="div">
                  {item.product?.sku}
                </Typography>
              </TableCell>
              <TableCell align="right">{withUnit(item.quantity, item.uom?.unit)}</TableCell>
              <TableCell align="right">{formatMoney(item.unitCost)}</TableCell>
              <TableCell align="right">{formatMoney(item.lineTotal)}</TableCell>
              <TableCell>{item.serialNumbers.length > 0 ? item.serialNumbers.join(', ') : '—'}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(receipt.total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

function PurchaseReceiptDetails() {
  const id = Number(useParams().id);
  const receipt = usePurchaseReceipt(id);
  const returns = useSupplierReturnsOfReceipt(id);
  const mayChange = useCan('Create Purchase Receipts');
  const [voiding, setVoiding] = useState(false);
  const [returning, setReturning] = useState(false);
  const [printingLabels, setPrintingLabels] = useState(false);
  const data = receipt.data;
  const title = data?.purchaseReceiptNumber ?? 'Purchase Receipt';
  const returnList = useMemo(() => returns.data?.data ?? [], [returns.data]);
  const returned = useMemo(() => returnedByLine(returnList), [returnList]);
  const posted = Boolean(data && mayChange && data.status === 'POSTED' && returns.isSuccess);
  // The server refuses to void a receipt with goods sent back; one with nothing left to send has no return.
  const mayVoid = posted && returnList.length === 0;
  const mayReturn = posted && (data?.items ?? []).some((item) => Number(returnableOf(item, returned)) > 0);
  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Purchasing' }, LIST, { label: title }]}
        actions={
          data ? (
            <>
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrintingLabels(true)}>
                Print Labels
              </Button>
              {mayReturn ? (
                <Button variant="outlined" startIcon={<KeyboardReturnIcon />} onClick={() => setReturning(true)}>
                  Return to Supplier
                </Button>
              ) : null}
              {mayVoid ? (
                <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setVoiding(true)}>
                  Void
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <DocumentState id={id} query={receipt} noun="purchase receipt" list={LIST}>
        {(r) => (
          <>
            <DetailsCard>
              <Detail label="Supplier">
                <Link component={RouterLink} to={`/purchasing/suppliers/${r.supplierId}`}>
                  {r.supplier?.supplierName}
                </Link>
              </Detail>
              <Detail label="Receiving Location">{r.receivingWarehouse?.name}</Detail>
              <Detail label="Status">
                <PurchaseReceiptStatusChip status={r.status} />
              </Detail>
              <Detail label="Total">{formatMoney(r.total)}</Detail>
              <Detail label="Receipt Date">{formatDate(r.receiptDate)}</Detail>
              <Detail label="Purchase Order">
                {r.purchaseOrder ? (
                  <Link component={RouterLink} to={`/purchasing/purchase-orders/${r.purchaseOrder.id}`}>
                    {r.purchaseOrder.purchaseOrderNumber}
                  </Link>
                ) : null}
              </Detail>
              <Detail label="Supplier Invoice #">{r.supplierInvoiceNumber}</Detail>
              <Detail label="Payment">
                {r.paidWithPaymentType ? `Paid on receipt (${r.paidWithPaymentType.name})` : 'Owed to the supplier'}
              </Detail>
              <Detail label="Posted By">{userName(r.createdByUser)}</Detail>
              {r.status === 'VOIDED' ? (
                <Detail label="Voided">
                  {[userName(r.voidedByUser), formatDateTime(r.voidedAt), r.voidReason].filter(Boolean).join(' · ')}
                </Detail>
              ) : null}
              <Detail label="Notes" wide>
                {r.notes}
              </Detail>
            </DetailsCard>
            <ReceiptLines receipt={r} />
            <SupplierReturnsCard returns={returnList} />
            <VoidReceiptDialog receipt={r} open={voiding} onClose={() => setVoiding(false)} />
            {printingLabels ? (
              <PrintLabelsDialog
                open
                onClose={() => setPrintingLabels(false)}
                subject={`the goods of ${r.purchaseReceiptNumber}, one per unit received`}
                perCopy={null}
                fetchPdf={({ layout }) => getPurchaseReceiptLabelsPdf(r.id, layout)}
                fileName={`${r.purchaseReceiptNumber}-labels.pdf`}
              />
            ) : null}
            {mayReturn ? (
              <ReturnToSupplierDialog receipt={r} returned={returned} open={returning} onClose={() => setReturning(false)} />
            ) : null}
          </>
        )}
      </DocumentState>
    </Box>
  );
}

/** /purchasing/purchase-receipts/:id — one receipt, its returns to the supplier, and its void while its goods are still in stock. */
export default function PurchaseReceiptDetailsPage() {
  return (
    <PermissionGate
      permission={['View Purchase Receipts', 'Create Purchase Receipts']}
      header={<PageHeader title="Purchase Receipt" breadcrumbs={[{ label: 'Purchasing' }, LIST]} />}
    >
      <PurchaseReceiptDetails />
    </PermissionGate>
  );
}
