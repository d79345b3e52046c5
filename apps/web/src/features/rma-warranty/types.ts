// RMAs and product warranties as /api/rma-warranty answers them (issue 18's contract).
import type { ApiRelation } from '@oim/shared/api/records';

export const RMAS_RESOURCE = 'rma-warranty/rmas';
export const WARRANTIES_RESOURCE = 'rma-warranty/product-warranties';
export const FLAG = 'rma_warranty_module' as const;
export const MODULE_NAME = 'RMA and warranty module';

export const VIEW_RMA = 'View RMA';
export const CREATE_RMA = 'Create RMA';
export const VIEW_WARRANTY = 'View Product Warranty';

export const RMA_STATUSES = ['REQUESTED', 'RECEIVED', 'RESOLVED', 'REJECTED'] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];
export const RMA_RESOLUTIONS = ['REFUND', 'REPLACE', 'REPAIR', 'STORE_CREDIT'] as const;
export type RmaResolution = (typeof RMA_RESOLUTIONS)[number];
export const RMA_CONDITIONS = ['GOOD', 'OPENED', 'DAMAGED', 'DEFECTIVE'] as const;
export type RmaCondition = (typeof RMA_CONDITIONS)[number];
export const WARRANTY_STATUSES = ['ACTIVE', 'EXPIRED', 'CLAIMED', 'VOID'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

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

export type RmaLine = {
  id: number;
  rmaId: number;
  salesOrderLineId: number;
  productId: number;
  sku: string;
  productName: string;
  quantity: number;
  unit: string | null;
  baseQuantity: number;
  serialNumbers: string[];
  reason: string;
  condition: RmaCondition;
  resolution: RmaResolution;
  restockLocationId: number | null;
  writeOff: boolean;
  amount: number;
  replacementLocationId: number | null;
  replacementSerialNumbers: string[];
  serviceOrderId: number | null;
  warrantyId: number | null;
};

/** A payment an RMA posted: a REFUND paid out, or a CREDIT taken off the sale's receivables. */
export type RmaPayment = {
  id: number;
  paymentNumber: string;
  kind: 'COLLECTION' | 'SUPPLIER_PAYMENT' | 'REFUND' | 'CREDIT';
  paymentDate: string;
  paymentTypeId: number | null;
  paymentType?: { id: number; name: string } | null;
  amount: number;
  status: 'POSTED' | 'VOIDED';
  rmaId?: number | null;
};

export type Rma = {
  id: number;
  rmaNumber: string;
  rmaDate: string;
  customerId: number;
  customerName: string;
  salesOrderId: number;
  salesOrderNumber: string;
  status: RmaStatus;
  notes: string | null;
  refundPaymentTypeId: number | null;
  refundReferenceNumber: string | null;
  rejectionReason: string | null;
  totalAmount: number;
  refundTotal: number;
  creditTotal: number;
  storeCreditTotal: number;
  createdAt: string;
  receivedAt: string | null;
  resolvedAt: string | null;
  rejectedAt: string | null;
  updatedAt: string;
  lines?: RmaLine[];
  refundPaymentType?: { id: number; name: string } | null;
  payments?: RmaPayment[];
  createdByUser?: ApiRelation<'users'> | null;
};

export type ProductWarranty = {
  id: number;
  customerId: number;
  customerName: string;
  contactNumber: string | null;
  productId: number;
  sku: string;
  productName: string;
  salesOrderId: number;
  salesOrderNumber: string;
  salesOrderLineId: number;
  serialNumber: string | null;
  quantity: number;
  warrantyTemplateId: number | null;
  warrantyName: string | null;
  startDate: string;
  endDate: string;
  terms: string | null;
  status: WarrantyStatus;
  daysLeft: number;
  rmaId: number | null;
  serviceOrderId: number | null;
  replacesWarrantyId: number | null;
  createdAt: string;
  updatedAt: string;
  rma?: { id: number; rmaNumber: string } | null;
  serviceOrder?: { id: number; serviceOrderNumber?: string; jobOrderNumber?: string } | null;
};

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
export const RMA_DETAIL_RELATIONS = ['lines', 'refundPaymentType', 'payments', 'createdByUser'];
export const WARRANTY_RELATIONS = ['rma'];
