// RMAs and product warranties as /api/rma-warranty answers them (issue 18's contract).
import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import {
  RMA_CONDITIONS,
  RMA_RESOLUTIONS,
  RMA_STATUSES,
  WARRANTY_STATUSES,
  type RmaCondition,
  type RmaResolution,
  type RmaStatus,
  type WarrantyStatus,
} from '@oim/shared/schemas/rma';

export const RMAS_RESOURCE = 'rma-warranty/rmas';
export const WARRANTIES_RESOURCE = 'rma-warranty/product-warranties';
export const FLAG = 'rma_warranty_module' as const;
export const MODULE_NAME = 'RMA and warranty module';

export const VIEW_RMA = 'View RMA';
export const CREATE_RMA = 'Create RMA';
/** Settles a return: its refund, store credit, replacement or repair. */
export const RESOLVE_RMA = 'Resolve RMA';
export const VIEW_WARRANTY = 'View Product Warranty';

export { RMA_CONDITIONS, RMA_RESOLUTIONS, RMA_STATUSES, WARRANTY_STATUSES };
export type { RmaCondition, RmaResolution, RmaStatus, WarrantyStatus };

export const RESOLUTION_LABELS: Record<RmaResolution, string> = {
  REFUND: 'Refund',
  REPLACE: 'Replace',
  REPAIR: 'Repair',
  STORE_CREDIT: 'Store credit',
};
export const CONDITION_LABELS: Record<RmaCondition, string> = {
  GOOD: 'Good',
  OPENED: 'Opened',
  DAMAGED: 'Damaged',
  DEFECTIVE: 'Defective',
};

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
export type RmaLine = ApiRecord<'rmaItems'>;
/** A payment an RMA posted: a REFUND paid out, or a CREDIT taken off the sale's receivables. */
export type RmaPayment = ApiRelation<'payments'>;
export type Rma = ApiRecord<'rmas'>;
export type ProductWarranty = ApiRecord<'productWarranties'>;

/** GET rma-warranty/sales-orders/{id}/returnable: what a sale can still return. */
export type ReturnableLine = {
  salesOrderLineId: number;
  productId: number;
  sku: string;
  productName: string;
  productType: string;
  isSerialized: boolean;
  unit: string | null;
  soldQuantity: number;
  returnedQuantity: number;
  returnableQuantity: number;
  unitAmount: number;
  serialNumbers: string[];
  warranties: { id: number; serialNumber: string | null; status: WarrantyStatus; endDate: string }[];
};
export type Returnable = {
  salesOrderId: number;
  salesOrderNumber: string;
  customerId: number;
  status: string;
  lines: ReturnableLine[];
};

export type RmaLineBody = {
  salesOrderLineId: number;
  quantity: string;
  serialNumbers?: string[];
  reason: string;
  condition: RmaCondition;
  resolution: RmaResolution;
  restockTo?: number | 'WRITE_OFF' | null;
  replacementLocationId?: number | null;
  replacementSerialNumbers?: string[];
  warrantyId?: number | null;
};
export type CreateRmaBody = {
  salesOrderId: number;
  rmaDate?: string;
  notes?: string | null;
  refundPaymentTypeId?: number | null;
  refundReferenceNumber?: string | null;
  lines: RmaLineBody[];
};
export type ResolveRmaBody = {
  refundPaymentTypeId?: number;
  refundReferenceNumber?: string | null;
  lines?: { id: number; replacementSerialNumbers?: string[]; replacementLocationId?: number }[];
};

export const RMA_LIST_RELATIONS = ['lines'];
export const RMA_DETAIL_RELATIONS = ['lines', 'refundPaymentType', 'payments', 'customerCredits', 'createdByUser'];
export const WARRANTY_RELATIONS = ['rma'];
