import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import {
  FormLocationSelect,
  MovementDocumentForm,
  type MovementHeaderProps,
} from '@/components/movement-document-form/movement-document-form';
import { newMovementLine } from '@/components/movement-lines/movement-line';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useCreatePurchaseReceipt } from '../api/create-purchase-receipt';
import type { PurchaseOrder, PurchaseReceipt } from '../types';
import { FormDateField } from '@/components/dialogs/form-date-field';
import { FormSupplierField } from './form-fields';
import {
  buildPurchaseReceiptBody,
  orderLinesToReceive,
  purchaseReceiptFormSchema,
  type PurchaseReceiptFormInput,
  type PurchaseReceiptFormValues,
} from './purchase-payload';

function PaidOnReceiptFields({ control }: Pick<MovementHeaderProps<PurchaseReceiptFormInput>, 'control'>) {
  const paid = useWatch({ control, name: 'paidOnReceipt' });
  const types = usePaymentTypeOptions();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Controller
        control={control}
        name="paidOnReceipt"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label="Paid on receipt"
          />
        )}
      />
      {paid ? (
        <Controller
          control={control}
          name="paidWithPaymentTypeId"
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              label="Paid With"
              required
              name={field.name}
              inputRef={field.ref}
              value={types.data?.some((t) => t.id === field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'No payable is created: it is settled now.'}
              sx={{ minWidth: 200, flex: 1 }}
            >
              {(types.data ?? [])
                .filter((t) => t.isActive)
                .map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
      ) : null}
    </Box>
  );
}

function PurchaseReceiptHeader({ control }: MovementHeaderProps<PurchaseReceiptFormInput>) {
  // Against an order, the supplier and the location are the order's.
  const fromOrder = useWatch({ control, name: 'purchaseOrderId' }) !== null;
  return (
    <>
      <FormSupplierField control={control} name="supplier" label="Supplier" disabled={fromOrder} autoFocus={!fromOrder} />
      <FormLocationSelect control={control} name="receivingWarehouseId" label="Receiving Location" disabled={fromOrder} />
      <FormDateField control={control} name="receiptDate" label="Receipt Date" />
      <Controller
        control={control}
        name="supplierInvoiceNumber"
        render={({ field, fieldState }) => (
          <TextField
            size="small"
            label="Supplier Invoice #"
            {...field}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PaidOnReceiptFields control={control} />
      </Box>
    </>
  );
}

export type PurchaseReceiptFormProps = {
  /** The order received against: its supplier, location and the lines still expected. */
  order: PurchaseOrder | null;
  onPosted: (receipt: PurchaseReceipt) => void;
  onCancel: () => void;
};

/** Goods that came in, against an order (its remaining quantities offered, editable down) or straight from a supplier. */
export function PurchaseReceiptForm({ order, onPosted, onCancel }: PurchaseReceiptFormProps) {
  const defaults: PurchaseReceiptFormInput = {
    supplier: order?.supplier ? { id: order.supplier.id, supplierName: order.supplier.supplierName } : null,
    purchaseOrderId: order?.id ?? null,
    receivingWarehouseId: order?.receivingWarehouseId ?? '',
    receiptDate: null,
    supplierInvoiceNumber: '',
    paidOnReceipt: false,
    paidWithPaymentTypeId: '',
    notes: '',
    items: order ? orderLinesToReceive(order) : [newMovementLine()],
  };
  return (
    <MovementDocumentForm
      label={order ? `Receive ${order.purchaseOrderNumber}` : 'New purchase receipt'}
      title="Purchase Receipt"
      confirmMessage="The goods go into stock at the receiving location and the product costs change as soon as the receipt is posted. Post it?"
      // The schema reads an empty select as missing, so its input is wider than the form's.
      resolver={zodResolver(purchaseReceiptFormSchema) as unknown as Resolver<PurchaseReceiptFormInput, unknown, PurchaseReceiptFormValues>}
      defaultValues={defaults}
      serverFields={{ supplierId: 'supplier', purchaseOrderId: 'supplier' }}
      Header={PurchaseReceiptHeader}
      lineVariant="receipt"
      linesLocationField="receivingWarehouseId"
      buildBody={buildPurchaseReceiptBody}
      post={useCreatePurchaseReceipt()}
      onPosted={onPosted}
      onCancel={onCancel}
    />
  );
}
