import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import type { ProductType, StockSource } from '@oim/shared/schemas/inventory';
import type { StockLocation } from '@/lib/reference-data/stock-locations';
import type { UnitClass, UnitOfMeasure } from '@/lib/reference-data/units';

export type { ProductType };

export const PRODUCTS_RESOURCE = 'inventory/products';
export const PRICE_TABLE_RESOURCE = 'inventory/price-table';
export const STOCKS_RESOURCE = 'inventory/stocks';
export const ADJUSTMENTS_RESOURCE = 'inventory/adjustments';
export const TRANSFERS_RESOURCE = 'inventory/stock-transfers';
export const SERIAL_NUMBERS_RESOURCE = 'inventory/serial-numbers';

export { PRODUCT_TYPE_LABELS } from '@/components/movement-lines/product-autocomplete';

export type { StockLocation, UnitClass, UnitOfMeasure };

export type NamedRecord = { id: number; name: string };
export type ProductCategoryRef = ApiRelation<'productCategories'>;
export type ProductBrandRef = ApiRelation<'productBrands'>;

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
export type ProductPrice = ApiRecord<'productPrices'>;
/** A product as the API answers it; a relation is there when the request asked for it. */
export type Product = ApiRecord<'products'>;
/**
 * A product as a search or a bundle's part holds it: the whole record, since whoever picks products
 * may read them (a document's line read by someone who may not shows only its lookup: id, SKU, name).
 */
export type ProductSummary = ApiRecord<'products'>;
export type BundleProduct = ApiRecord<'bundleItems'>;
export type StockLevel = ApiRecord<'stockLevels'>;

/** A products list row with the primary image's thumbnail (spec 2.7 image column). */
export type ProductListRow = Product & { primaryImage?: string };

/** A row of inventory/stocks: one product at one location, in its base unit. */
export type StockRow = ApiRecord<'stocks'>;

export type StockSummary = {
  products: number;
  rows: number;
  totalOnHand: number;
  belowReorderPoint: number;
  outOfStock: number;
  /** location: carried at the one location filtered on, none on hand there; everywhere: no stock at any location. */
  outOfStockScope: 'location' | 'everywhere';
};

/** A user as documents show who made them. */
export type UserRef = ApiRelation<'users'>;

export const STOCK_SOURCE_LABELS: Record<StockSource, string> = {
  ADJUSTMENT: 'Adjustment',
  TRANSFER_OUT: 'Transfer Out',
  TRANSFER_IN: 'Transfer In',
  SALE: 'Sale',
  SALE_VOID: 'Sale Void',
  PURCHASE_RECEIPT: 'Purchase Receipt',
  PURCHASE_RECEIPT_VOID: 'Purchase Receipt Void',
  RETURN: 'Return',
  RMA: 'Customer Return (RMA)',
  SUPPLIER_RETURN: 'Return to Supplier',
  OPENING_STOCK: 'Opening Stock',
  STOCK_COUNT: 'Stock Count',
};

/** A row of a product's stock ledger: quantity in the base unit (negative goes out), uomQuantity in the unit moved. */
export type LedgerEntry = ApiRecord<'stockMovements'>;

export type StockHistoryRow = {
  date: string;
  locationId: number;
  locationName: string;
  quantityIn: number;
  quantityOut: number;
  closingBalance: number;
};

export type AdjustmentMode = ApiRecord<'inventoryAdjustmentItems'>['mode'];

/** An adjustment's line: quantity as entered (a signed change, or what was counted), baseDelta the change in the base unit. */
export type AdjustmentItem = Omit<ApiRecord<'inventoryAdjustmentItems'>, 'serialNumbers'> & { serialNumbers: string[] };
export type Adjustment = Omit<ApiRecord<'inventoryAdjustments'>, 'items'> & { items?: AdjustmentItem[] };

export type TransferItem = Omit<ApiRecord<'stockTransferItems'>, 'serialNumbers'> & { serialNumbers: string[] };
export type StockTransfer = Omit<ApiRecord<'stockTransfers'>, 'items'> & { items?: TransferItem[] };

export type SerialNumber = ApiRecord<'serialNumbers'>;

export { userName } from '@/lib/user-name';
