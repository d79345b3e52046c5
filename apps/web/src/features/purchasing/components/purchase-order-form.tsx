import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormLocationSelect,
  MovementDocumentForm,
  type MovementHeaderProps,
} from '@/components/movement-document-form/movement-document-form';
import type { SupplierOption } from '@/components/autocomplete/supplier-autocomplete';
import { newMovementLine, type ProductSummary } from '@/components/movement-lines/movement-line';
import { parseDay } from '@/lib/days';
import { useSavePurchaseOrder } from '../api/save-purchase-order';
import type { PurchaseOrder } from '../types';
import { FormDateField } from '@/components/dialogs/form-date-field';
import { FormSupplierField } from './form-fields';
import {
  buildPurchaseOrderBody,
  orderLinesForEdit,
  purchaseOrderFormSchema,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormValues,
} from './purchase-payload';

function PurchaseOrderHeader({ control }: MovementHeaderProps<PurchaseOrderFormInput>) {
  return (
    <>
      <FormSupplierField control={control} name="supplier" label="Supplier" autoFocus />
      <FormLocationSelect control={control} name="receivingWarehouseId" label="Receiving Location" />
      <FormDateField control={control} name="orderDate" label="Order Date" />
      <FormDateField control={control} name="expectedDate" label="Expected Date" />
    </>
  );
}

export type PurchaseOrderFormProps = {
  /** The order to change (DRAFT or SENT); none for a new one. */
  order?: PurchaseOrder | null;
  /** A new order's first line (from a product's page). */
  initialProduct?: ProductSummary | null;
  /** A new order's supplier (from the supplier's page). */
  initialSupplier?: SupplierOption | null;
  onSaved: (order: PurchaseOrder) => void;
  onCancel: () => void;
};

function defaultsOf(
  order: PurchaseOrder | null,
  initialProduct: ProductSummary | null,
  initialSupplier: SupplierOption | null,
): PurchaseOrderFormInput {
  if (!order)
    return {
      supplier: initialSupplier,
      receivingWarehouseId: '',
      orderDate: null,
      expectedDate: null,
      notes: '',
      items: [newMovementLine(initialProduct)],
    };
  return {
    supplier: order.supplier ? { id: order.supplier.id, supplierName: order.supplier.supplierName } : null,
    receivingWarehouseId: order.receivingWarehouseId,
    orderDate: parseDay(order.orderDate),
    expectedDate: order.expectedDate ? parseDay(order.expectedDate) : null,
    notes: order.notes ?? '',
    items: orderLinesForEdit(order),
  };
}

/** A purchase order's supplier, receiving location, dates, notes and costed lines; saved as a draft (or the sent order changed). */
export function PurchaseOrderForm({
  order = null,
  initialProduct = null,
  initialSupplier = null,
  onSaved,
  onCancel,
}: PurchaseOrderFormProps) {
  return (
    <MovementDocumentForm
      label={order ? `Edit ${order.purchaseOrderNumber}` : 'New purchase order'}
      title="Purchase Order"
      confirmMessage={null}
      submitLabel={order ? 'Save Changes' : 'Save Purchase Order'}
      // The schema reads an empty select as missing, so its input is wider than the form's.
      resolver={zodResolver(purchaseOrderFormSchema) as unknown as Resolver<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>}
      defaultValues={defaultsOf(order, initialProduct, initialSupplier)}
      serverFields={{ supplierId: 'supplier' }}
      Header={PurchaseOrderHeader}
      lineVariant="order"
      linesLocationField="receivingWarehouseId"
      buildBody={buildPurchaseOrderBody}
      post={useSavePurchaseOrder(order?.id ?? null)}
      onPosted={onSaved}
      onCancel={onCancel}
    />
  );
}
