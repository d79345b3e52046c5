import type { AppliedDiscount } from '@oim/shared/pos/arithmetic';
import type { z } from 'zod';
import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import type {
  PICKLIST_STATUSES,
  QuotationStatus,
  SalesOrderStatus,
  storedBundleModification,
  storedQuotationPayment,
} from '@oim/shared/schemas/sales';

export type { AppliedDiscount, QuotationStatus, SalesOrderStatus };
export type PicklistStatus = (typeof PICKLIST_STATUSES)[number];

export const SALES_ORDERS_RESOURCE = 'sales/sales-orders';
export const QUOTATIONS_RESOURCE = 'sales/quotations';
export const PICKLISTS_RESOURCE = 'sales/picklists';

/** Who may open the sales order screens (the API answers either). */
export const VIEW_SALES_ORDERS = ['View Sales Orders', 'Create Sales Orders'] as const;
/** Who may open the quotation screens: spec 2.2's link needs View Customer; spec 6 names View Quotations (the API lists them for any). */
export const VIEW_QUOTATIONS = ['View Quotations', 'Create Sales Orders', 'View Customer'] as const;

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
// A document shows a user, customer, channel, location or payment type by its lookup fields when the
// viewer may not read that list; the rest of such a record is then absent.
export type UserRef = ApiRelation<'users'>;
export type CustomerRef = ApiRelation<'customers'>;
export type SalesChannelRef = ApiRelation<'salesChannels'>;
export type StockLocationRef = ApiRelation<'stockLocations'>;
export type PaymentTypeRef = ApiRelation<'paymentTypes'>;
export type UnitRef = ApiRelation<'unitsOfMeasure'>;

export type BundleModification = z.output<typeof storedBundleModification>;

export type SalesOrderItem = ApiRecord<'salesOrderItems'>;
export type QuotationItem = ApiRecord<'quotationItems'>;
/** A line of an order or a quotation (the fields both have). */
export type DocumentLine = SalesOrderItem | QuotationItem;

export type SalesOrderPayment = ApiRecord<'salesOrderPayments'>;
export type Receivable = ApiRecord<'receivables'>;
export type SalesOrder = ApiRecord<'salesOrders'>;
export type SerialNumber = ApiRecord<'serialNumbers'>;

/** A planned payment saved with a quotation. */
export type QuotationPayment = z.output<typeof storedQuotationPayment>;
export type Quotation = ApiRecord<'quotations'>;

export type PicklistItem = ApiRecord<'picklistItems'>;
export type Picklist = ApiRecord<'picklists'>;

export { userName } from '@/lib/user-name';
