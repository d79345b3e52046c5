import type { AppliedDiscount } from '@oim/shared/pos/arithmetic';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';
import type { PICKLIST_STATUSES, QuotationStatus, SalesOrderStatus } from '@oim/shared/schemas/sales';

export type { AppliedDiscount, QuotationStatus, SalesOrderStatus };
export type PicklistStatus = (typeof PICKLIST_STATUSES)[number];

export const SALES_ORDERS_RESOURCE = 'sales/sales-orders';
export const QUOTATIONS_RESOURCE = 'sales/quotations';
export const PICKLISTS_RESOURCE = 'sales/picklists';

/** Who may open the sales order screens (the API answers either). */
export const VIEW_SALES_ORDERS = ['View Sales Orders', 'Create Sales Orders'] as const;
/** Who may open the quotation screens: spec 2.2's link needs View Customer; spec 6 names View Quotations (the API lists them for any). */
export const VIEW_QUOTATIONS = ['View Quotations', 'Create Sales Orders', 'View Customer'] as const;

export type UserRef = {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  displayName?: string | null;
};
export type CustomerRef = {
  id: number;
  customerName: string;
  contactNumber?: string | null;
  contactPerson?: string | null;
  email?: string | null;
  addressText?: string | null;
  isDefault?: boolean;
};
export type SalesChannelRef = { id: number; name: string; defaultPickingWarehouseId?: number | null };
export type StockLocationRef = { id: number; name: string; code?: string | null; isActive?: boolean };
export type PaymentTypeRef = { id: number; name: string; category: PaymentCategory; requiresReferenceNumber?: boolean };
export type UnitRef = { id: number; unit: string; factor?: number | string | null };

export type BundleModification = {
  bundleItemId: number;
  productId: number;
  productName: string;
  quantity: number;
  originalQuantityPerBundle?: number | null;
  unitOfMeasureId?: number | null;
  unitOfMeasure?: string | null;
  unitPrice?: number | null;
  isModified?: boolean;
};

/** A line of an order or a quotation (the fields both have). */
export type DocumentLine = {
  id: number;
  bundleParentId: number | null;
  lineNumber: number;
  productId: number;
  sku: string;
  productName: string;
  productType: 'PRODUCT' | 'BUNDLE' | 'SERVICE';
  orderedQuantity: number;
  orderedUomId: number;
  orderedUnit: string | null;
  orderedUnitPrice: number;
  grossAmount: number;
  lineTotal: number;
  appliedDiscounts: AppliedDiscount[];
  bundleModifications: BundleModification[];
  commissionUserId?: number | null;
  commissionAmount?: number | null;
  orderedUom?: UnitRef | null;
};

export type SalesOrderItem = DocumentLine & { salesOrderId: number; baseQuantity: number; serialNumbers: string[] };

export type SalesOrderPayment = {
  id: number;
  salesOrderId: number;
  paymentTypeId: number;
  paymentCategory: PaymentCategory;
  paidAmount: number;
  dueAmount: number;
  referenceNumber: string | null;
  notes: string | null;
  tenderedAmount: number | null;
  change: number | null;
  paymentType?: PaymentTypeRef | null;
};

export type Receivable = {
  id: number;
  customerId: number;
  salesOrderId: number;
  paymentId: number;
  paymentCategory: PaymentCategory;
  amount: number;
  balance: number;
  status: 'OPEN' | 'PAID' | 'VOIDED';
  createdAt: string;
};

export type SalesOrder = {
  id: number;
  salesOrderNumber: string;
  salesOrderDate: string;
  salesChannelId: number;
  customerId: number;
  locationId: number;
  status: SalesOrderStatus;
  grossTotal: number;
  discountTotal: number;
  taxTotal: number;
  netTotal: number;
  paidAmountTotal: number;
  taxed: boolean;
  publicNote: string | null;
  appliedDiscounts: AppliedDiscount[];
  quotationId: number | null;
  receiptPrints: number;
  createdBy: number | null;
  voidedAt: string | null;
  voidedBy: number | null;
  voidReason: string | null;
  createdAt: string;
  updatedAt: string;
  customer?: CustomerRef | null;
  salesChannel?: SalesChannelRef | null;
  location?: StockLocationRef | null;
  salesOrderItems?: SalesOrderItem[];
  paymentTerms?: SalesOrderPayment[];
  receivables?: Receivable[];
  createdByUser?: UserRef | null;
  voidedByUser?: UserRef | null;
};

export type SerialNumber = {
  id: number;
  productId: number;
  serialNumber: string;
  currentStatus: 'IN_STOCK' | 'SOLD' | 'REFUND' | 'RETURNED';
  locationId: number | null;
  source?: string | null;
  sourceId?: number | null;
  updatedAt?: string;
};

export type QuotationItem = DocumentLine & {
  quotationId: number;
  /** With the quotationItems.product relation. */
  product?: { id: number; sku: string; productName: string; type: 'PRODUCT' | 'BUNDLE' | 'SERVICE'; isSerialized?: boolean } | null;
};

/** A planned payment saved with a quotation. */
export type QuotationPayment = {
  paymentTypeId: number;
  paidAmount: number;
  dueAmount: number;
  referenceNumber: string | null;
  notes: string | null;
};

export type Quotation = {
  id: number;
  quotationNumber: string;
  quotationDate: string;
  /** yyyy-MM-dd */
  validUntilDate: string;
  salesChannelId: number;
  customerId: number;
  status: QuotationStatus;
  grossTotal: number;
  discountTotal: number;
  taxTotal: number;
  netTotal: number;
  paidAmountTotal: number;
  taxed: boolean;
  publicNote: string | null;
  appliedDiscounts: AppliedDiscount[];
  payments: QuotationPayment[];
  salesOrderId: number | null;
  postedAt: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  customer?: CustomerRef | null;
  salesChannel?: SalesChannelRef | null;
  quotationItems?: QuotationItem[];
  salesOrder?: Pick<SalesOrder, 'id' | 'salesOrderNumber' | 'salesOrderDate' | 'status'> | null;
  createdByUser?: UserRef | null;
};

export type PicklistItem = {
  id: number;
  picklistId: number;
  salesOrderItemId: number;
  productId: number;
  /** In the product's base unit. */
  quantity: number;
  pickingLocationId: number;
  isPicked: boolean;
  product?: { id: number; sku: string; productName: string; unit: string | null } | null;
  pickingLocation?: StockLocationRef | null;
};

export type Picklist = {
  id: number;
  picklistNumber: string;
  salesOrderId: number;
  status: PicklistStatus;
  notes: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  salesOrder?:
    (Pick<SalesOrder, 'id' | 'salesOrderNumber' | 'salesOrderDate' | 'status' | 'customerId'> & { customer?: CustomerRef | null }) | null;
  items?: PicklistItem[];
  createdByUser?: UserRef | null;
};

/** A user as the screens name them: the display name, else first and last name, else the email. */
export function userName(user: UserRef | null | undefined): string {
  if (!user) return '';
  return user.displayName || [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || '';
}
