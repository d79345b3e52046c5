import type { SpecialDiscountClass, VatClass } from '@oim/shared/pos/tax';
import type { ApiAnswer, ApiRecord, ApiRelation } from '@oim/shared/api/records';
import type { DiscountRule } from '@oim/shared/pos/arithmetic';
import type { InstallmentInterval } from '@oim/shared/schemas/finance';
import type { CommissionUser } from '@/lib/reference-data/users';
import type { SerialChoice } from '@/components/serial-numbers/get-serials-in-stock';

export type ProductType = ApiRecord<'products'>['type'];

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's declarations).
export type UnitRef = ApiRelation<'unitsOfMeasure'>;
export type CommissionTemplateRef = ApiRelation<'commissionTemplates'>;
export type BundleComponent = ApiRelation<'bundleItems'>;
/** A product as the catalogue answers it (inventory/products/{id}, how a bundle is fetched whole). */
export type CatalogueProduct = ApiRecord<'products'>;
/** A product as GET sales/pos-products answers it: the catalogue's, with what is on hand at the channel and how it matched. */
export type PosProduct = ApiAnswer<'sales/pos-products'>;

export type UnitOption = { uomId: number; unit: string; factor: number; price: number };

export type PosFilterType = 'name' | 'barcode' | 'sku';

/** A part of a bundle on a cart line (spec 3): its quantity follows the bundle's, and a changed part is marked modified. */
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

/** Who earns the commission on a line (spec 3); the amount follows the line's total. */
export type CommissionData = {
  hasCommission: boolean;
  commissionTemplateId: number | null;
  commissionUserId: number | null;
  commissionUser: CommissionUser | null;
  commissionAmount: number | null;
};

export type { CommissionUser };

/** A serial number sold on a line: one per base unit of a serial-tracked product. */
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
  /** The product's VAT class and which senior citizen / PWD discount it takes (from the catalogue). */
  vatClass?: VatClass;
  specialDiscountClass?: SpecialDiscountClass;
  /** The sale's senior citizen / PWD discount applies to this line (it then has no regular discount). */
  specialDiscount?: boolean;
};

/** A payment type: whole from the payment types list, its lookup fields where a document names it. */
export type PaymentType = ApiRelation<'paymentTypes'>;

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
  /** An INSTALLMENT line's schedule: how many dues, one interval apart (the server's defaults: 1, MONTHLY). */
  installmentCount?: number | null;
  installmentInterval?: InstallmentInterval | null;
};

export { INSTALLMENT_INTERVALS, type InstallmentInterval } from '@oim/shared/schemas/finance';

/** The sale's customer: whole from the customer list, its lookup fields where a document names it for a cashier who may not list customers. */
export type PosCustomer = ApiRelation<'customers'>;

export type PosChannel = ApiRelation<'salesChannels'>;

export type ShopDiscount = ApiRecord<'discounts'>;
