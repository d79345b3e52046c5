import type { DiscountRule, DiscountScope, DiscountType } from '@oim/shared/pos/arithmetic';
import type { CommissionUser } from '@/lib/reference-data/users';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';
import type { SerialChoice } from '@/components/serial-numbers/get-serials-in-stock';
import type { ProductMatch } from '@oim/shared/schemas/pos';

export type ProductType = 'PRODUCT' | 'BUNDLE' | 'SERVICE';

export type UnitRef = { id: number; unit: string; factor?: number | string | null };

export type CommissionTemplateRef = {
  id: number;
  name?: string;
  type: 'percentage' | 'fixed_per_unit';
  value: number | string;
  isActive?: boolean;
};

export type BundleComponent = {
  id: number;
  bundleItemId: number;
  bundleQuantity: number | string;
  bundleUomId: number;
  bundleItem?: { id: number; productName: string; sku?: string; basePrice?: number | string; price?: number | string } | null;
  bundleUom?: UnitRef | null;
};

/** A product as GET sales/pos-products answers it (and inventory/products/{id} for a bundle). */
export type PosProduct = {
  id: number;
  sku: string;
  productName: string;
  type: ProductType;
  price: number | string;
  basePrice?: number | string;
  unitOfMeasureId: number;
  unit?: string | null;
  unitOfMeasure?: UnitRef | null;
  productPrices?: { id: number; uomId: number; price: number | string; uom?: UnitRef | null }[];
  bundleProducts?: BundleComponent[];
  isSerialized?: boolean;
  commissionTemplateId?: number | null;
  commissionTemplate?: CommissionTemplateRef | null;
  pricingGroupId?: number | null;
  availableAtChannel?: number | null;
  /** How the search matched it: an exact barcode or SKU is added at once. */
  match?: ProductMatch;
};

export type UnitOption = { uomId: number; unit: string; factor: number; price: number };

export type PosFilterType = 'name' | 'barcode' | 'sku';

/** Spec 3: Bundle modification line. */
export type BundleModification = {
  bundleItemId: number | null;
  productId: number;
  productName: string;
  quantity: number;
  originalQuantityPerBundle: number | null;
  unitOfMeasureId: number;
  unitOfMeasure: string | null;
  unitPrice: number | null;
  isModified: boolean;
};

/** Spec 3: Commission data. */
export type CommissionData = {
  hasCommission: boolean;
  commissionTemplateId: number | null;
  commissionUserId: number | null;
  commissionUser: CommissionUser | null;
  commissionAmount: number | null;
};

export type { CommissionUser };

/** Spec 3: a line's serial number. */
export type PosSerial = SerialChoice;

/**
 * Spec 3: a POS order line. The discounts are kept as chosen (rules); their amounts are worked out
 * with the rest of the totals by the shared arithmetic.
 */
export type PosLine = {
  uniqueId: string;
  sku: string;
  productId: number;
  productName: string;
  productType: ProductType;
  orderedQuantity: number;
  orderedUomId: number;
  orderedUnit: string | null;
  /** How many base units one ordered unit is (serial numbers count base units). */
  unitFactor: number;
  orderedUnitPrice: number;
  bundleModifications: BundleModification[];
  commissionData: CommissionData | null;
  commissionRule: { type: 'percentage' | 'fixed_per_unit'; value: number | string } | null;
  serialNumbers: PosSerial[];
  isSerialized: boolean;
  appliedDiscounts: DiscountRule[];
  /** The regular (list) price of the ordered unit. */
  price: number;
  /** The units the product sells in, each with its price (the cashier may switch). */
  unitOptions?: UnitOption[];
  /** Where the unit price came from: a tiered price follows the quantity; a typed one stays. */
  priceSource?: 'list' | 'tier' | 'manual';
  commissionTemplateId: number | null;
  pricingGroupId: number | null;
};

export type PaymentType = { id: number; name: string; category: PaymentCategory; requiresReferenceNumber?: boolean; isActive?: boolean };

/** Spec 3: Payment line (paymentType is the type's id, or null when none is chosen yet). */
export type PosPayment = {
  key: string;
  paymentType: number | null;
  paidAmount: number;
  dueAmount: number;
  referenceNumber: string;
  notes: string;
  tenderedAmount: number | null;
  change: number | null;
};

export type PosCustomer = {
  id: number;
  customerName: string;
  contactNumber?: string | null;
  addressText?: string | null;
  isDefault?: boolean;
  defaultPaymentTypeId?: number | null;
  defaultPaymentType?: PaymentType | null;
};

export type PosChannel = { id: number; name: string; defaultPickingWarehouseId?: number | null };

export type ShopDiscount = {
  id: number;
  name: string;
  code: string | null;
  type: DiscountType;
  scope: DiscountScope;
  value: number | string;
  isActive?: boolean;
};
