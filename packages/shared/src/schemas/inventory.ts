export const PRODUCT_TYPES = ['PRODUCT', 'BUNDLE', 'SERVICE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec 3: serial number statuses, and ADJUSTED_OUT for a unit written off by an inventory adjustment. */
export const SERIAL_STATUSES = ['IN_STOCK', 'SOLD', 'REFUND', 'RETURNED', 'ADJUSTED_OUT'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

/** Spec 3: where a serial number came from; ADJUSTMENT for stock counted in by an adjustment. */
export const SERIAL_SOURCES = ['SALES_ORDER', 'PURCHASE_RECEIPT', 'STOCK_TRANSFER', 'ADJUSTMENT'] as const;
export type SerialSource = (typeof SERIAL_SOURCES)[number];

/** What a ledger row was written by. */
export const STOCK_SOURCES = ['ADJUSTMENT', 'TRANSFER_OUT', 'TRANSFER_IN', 'SALE', 'SALE_VOID', 'PURCHASE_RECEIPT', 'RETURN'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

export const ADJUSTMENT_MODES = ['delta', 'count'] as const;

export const MEDIA_COLLECTIONS = ['product_images', 'service_order_images', 'comment_images'] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];
