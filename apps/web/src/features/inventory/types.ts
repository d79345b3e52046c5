import type { ProductType, SerialStatus, StockSource } from '@oim/shared/schemas/inventory';
import type { StockLocation } from '@/lib/reference-data/stock-locations';
import type { UnitClass, UnitOfMeasure } from '@/lib/reference-data/units';

export type { ProductType };

export const PRODUCTS_RESOURCE = 'inventory/products';
export const PRICE_TABLE_RESOURCE = 'inventory/price-table';
export const STOCKS_RESOURCE = 'inventory/stocks';
export const ADJUSTMENTS_RESOURCE = 'inventory/adjustments';
export const TRANSFERS_RESOURCE = 'inventory/stock-transfers';
export const SERIAL_NUMBERS_RESOURCE = 'inventory/serial-numbers';

/** How product types read on screen. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  PRODUCT: 'Product',
  BUNDLE: 'Bundle',
  SERVICE: 'Service',
};

export type { StockLocation, UnitClass, UnitOfMeasure };

export type NamedRecord = { id: number; name: string };
export type ProductCategoryRef = { id: number; categoryName: string };
export type ProductBrandRef = { id: number; brandName: string };

export type ProductPrice = { id: number; productId: number; uomId: number; price: number; uom?: UnitOfMeasure };

/** The fields of a product row without its relations (as nested in other records). */
export type ProductSummary = {
  id: number;
  sku: string;
  productName: string;
  description?: string | null;
  type: ProductType;
  productCategoryId: number | null;
  productBrandId: number | null;
  unitClassId: number;
  unitOfMeasureId: number;
  /** The base unit's name. */
  unit: string | null;
  basePrice: number;
  price: number;
  /** Only with View Product Cost. */
  cost?: number | null;
  /** Only with View Product Markup. */
  markup?: number | null;
  reorderPoint: number | null;
  isSerialized: boolean;
  commissionTemplateId: number | null;
  pricingScheduleTemplateId: number | null;
  pricingGroupId: number | null;
  warrantyTemplateId: number | null;
  isActive: boolean;
  onHand: number | null;
  createdAt?: string;
  updatedAt?: string;
};

export type BundleProduct = {
  id: number;
  bundleId: number;
  bundleItemId: number;
  bundleQuantity: number;
  bundleUomId: number;
  bundleItem?: ProductSummary;
  bundleUom?: UnitOfMeasure;
};

export type StockLevel = { id: number; productId: number; locationId: number; onHand: number; carried?: boolean; location?: StockLocation };

/** A product with the relations its screens ask for. */
export type Product = ProductSummary & {
  productCategory?: ProductCategoryRef | null;
  productBrand?: ProductBrandRef | null;
  unitClass?: UnitClass | null;
  unitOfMeasure?: UnitOfMeasure | null;
  productPrices?: ProductPrice[];
  bundleProducts?: BundleProduct[];
  barcodes?: string[];
  stocks?: StockLevel[];
  commissionTemplate?: NamedRecord | null;
  pricingScheduleTemplate?: NamedRecord | null;
  pricingGroup?: NamedRecord | null;
  warrantyTemplate?: NamedRecord | null;
};

/** A products list row with the primary image's thumbnail (spec 2.7 image column). */
export type ProductListRow = Product & { primaryImage?: string };

/** A row of inventory/stocks: one product at one location, in its base unit. */
export type StockRow = {
  id: number;
  productId: number;
  locationId: number;
  onHand: number;
  /** The location carries the product: stock has moved there. */
  carried: boolean;
  sku: string;
  productName: string;
  type: ProductType;
  productCategoryId: number | null;
  productBrandId: number | null;
  reorderPoint: number | null;
  isActive: boolean;
  locationName: string;
  baseUnit: string;
  updatedAt?: string;
};

export type StockSummary = {
  products: number;
  rows: number;
  totalOnHand: number;
  belowReorderPoint: number;
  outOfStock: number;
  /** location: carried at the one location filtered on, none on hand there; everywhere: no stock at any location. */
  outOfStockScope: 'location' | 'everywhere';
};

export type UserRef = { id: number; displayName?: string | null; firstname?: string; lastname?: string; email?: string };

export const STOCK_SOURCE_LABELS: Record<StockSource, string> = {
  ADJUSTMENT: 'Adjustment',
  TRANSFER_OUT: 'Transfer Out',
  TRANSFER_IN: 'Transfer In',
  SALE: 'Sale',
  SALE_VOID: 'Sale Void',
  PURCHASE_RECEIPT: 'Purchase Receipt',
  RETURN: 'Return',
};

/** A row of a product's stock ledger. */
export type LedgerEntry = {
  id: number;
  productId: number;
  locationId: number;
  /** In the base unit; negative goes out. */
  quantity: number;
  balanceAfter: number;
  uomId: number | null;
  /** In the unit of the movement. */
  uomQuantity: number | null;
  sourceType: StockSource;
  sourceId: number;
  sourceNumber: string | null;
  note: string | null;
  createdBy: number | null;
  createdAt: string;
  location?: StockLocation | null;
  uom?: UnitOfMeasure | null;
  createdByUser?: UserRef | null;
  serialNumbers?: string[];
};

export type StockHistoryRow = {
  date: string;
  locationId: number;
  locationName: string;
  quantityIn: number;
  quantityOut: number;
  closingBalance: number;
};

export type AdjustmentMode = 'delta' | 'count';

export type AdjustmentItem = {
  id: number;
  adjustmentId: number;
  productId: number;
  uomId: number;
  mode: AdjustmentMode;
  /** As entered: a signed change (delta) or what was counted (count). */
  quantity: number;
  previousOnHand: number;
  /** The change in the base unit. */
  baseDelta: number;
  serialNumbers: string[];
  product?: ProductSummary;
  uom?: UnitOfMeasure;
};

export type Adjustment = {
  id: number;
  adjustmentNumber: string;
  locationId: number;
  reason: string;
  notes: string | null;
  createdBy: number | null;
  createdAt: string;
  location?: StockLocation;
  items?: AdjustmentItem[];
  createdByUser?: UserRef | null;
};

export type TransferItem = {
  id: number;
  transferId: number;
  productId: number;
  uomId: number;
  quantity: number;
  baseQuantity: number;
  serialNumbers: string[];
  product?: ProductSummary;
  uom?: UnitOfMeasure;
};

export type StockTransfer = {
  id: number;
  transferNumber: string;
  sourceWarehouseId: number;
  destinationWarehouseId: number;
  notes: string | null;
  createdBy: number | null;
  createdAt: string;
  sourceWarehouse?: StockLocation;
  destinationWarehouse?: StockLocation;
  items?: TransferItem[];
  createdByUser?: UserRef | null;
};

export type SerialNumber = {
  id: number;
  productId: number;
  serialNumber: string;
  currentStatus: SerialStatus;
  locationId: number | null;
};

/** Who made a document, as shown. */
export function userName(user: UserRef | null | undefined): string {
  if (!user) return '';
  return user.displayName || [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || '';
}
