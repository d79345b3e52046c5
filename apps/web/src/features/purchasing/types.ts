import type { ChipProps } from '@mui/material';
import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import { PURCHASE_ORDER_MOVES } from '@oim/shared/schemas/purchasing';
import { canMove } from '@oim/shared/status-flow';

export const PURCHASE_ORDERS_RESOURCE = 'purchasing/purchase-orders';
export const PURCHASE_RECEIPTS_RESOURCE = 'purchasing/purchase-receipts';
export const PAYABLES_RESOURCE = 'finance/payables';
export const SUPPLIER_RETURNS_RESOURCE = 'purchasing/supplier-returns';

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
export type PurchaseOrder = ApiRecord<'purchaseOrders'>;
export type PurchaseOrderItem = ApiRelation<'purchaseOrderItems'>;
export type PurchaseOrderStatus = PurchaseOrder['status'];
export type PurchaseReceiptItem = Omit<ApiRelation<'purchaseReceiptItems'>, 'serialNumbers'> & { serialNumbers: string[] };
export type PurchaseReceipt = Omit<ApiRecord<'purchaseReceipts'>, 'items'> & { items?: PurchaseReceiptItem[] };
export type Payable = ApiRecord<'payables'>;
export type SupplierReturnItem = Omit<ApiRelation<'supplierReturnItems'>, 'serialNumbers'> & { serialNumbers: string[] };
export type SupplierReturn = Omit<ApiRecord<'supplierReturns'>, 'items'> & { items?: SupplierReturnItem[] };

type Look = { label: string; color: ChipProps['color'] };

export const PURCHASE_ORDER_STATUS: Record<PurchaseOrderStatus, Look> = {
  DRAFT: { label: 'Draft', color: 'default' },
  SENT: { label: 'Sent', color: 'info' },
  PARTIALLY_RECEIVED: { label: 'Partially Received', color: 'warning' },
  RECEIVED: { label: 'Received', color: 'success' },
  CANCELLED: { label: 'Cancelled', color: 'error' },
  CLOSED: { label: 'Closed', color: 'default' },
};

export const PURCHASE_RECEIPT_STATUS: Record<PurchaseReceipt['status'], Look> = {
  POSTED: { label: 'Posted', color: 'success' },
  VOIDED: { label: 'Voided', color: 'error' },
};

/** What an order's status allows (the server's rules; it refuses anything else with 409). */
export const purchaseOrderAllows = {
  edit: (o: Pick<PurchaseOrder, 'status'>) => o.status === 'DRAFT' || o.status === 'SENT',
  send: (o: Pick<PurchaseOrder, 'status'>) => canMove(PURCHASE_ORDER_MOVES, o.status, 'SENT'),
  cancel: (o: Pick<PurchaseOrder, 'status'>) => canMove(PURCHASE_ORDER_MOVES, o.status, 'CANCELLED'),
  close: (o: Pick<PurchaseOrder, 'status'>) => canMove(PURCHASE_ORDER_MOVES, o.status, 'CLOSED'),
  receive: (o: Pick<PurchaseOrder, 'status'>) => o.status === 'SENT' || o.status === 'PARTIALLY_RECEIVED',
};

export { userName } from '@/lib/user-name';
