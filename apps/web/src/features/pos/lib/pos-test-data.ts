/* Records as the API answers them to the terminal, for tests: the fields a test names, the rest as a new shop's. */
import type { ApiRecord } from '@oim/shared/api/records';
import type { CatalogueProduct, CommissionTemplateRef, PaymentType, PosCustomer, PosProduct, UnitRef } from '../types';

const STAMP = '2026-01-01T00:00:00.000Z';

/** A product as inventory/products answers it. */
export function catalogueProduct(
  fields: Pick<CatalogueProduct, 'id' | 'sku' | 'productName'> & Partial<CatalogueProduct>,
): CatalogueProduct {
  return {
    description: null,
    type: 'PRODUCT',
    productCategoryId: null,
    productBrandId: null,
    unitClassId: 1,
    unitOfMeasureId: 1,
    unit: 'piece',
    basePrice: fields.price ?? 0,
    price: 0,
    minimumPrice: null,
    lastSupplierId: null,
    preferredSupplierId: null,
    reorderPoint: null,
    isSerialized: false,
    commissionTemplateId: null,
    pricingScheduleTemplateId: null,
    pricingGroupId: null,
    warrantyTemplateId: null,
    isActive: true,
    vatClass: 'VATABLE',
    specialDiscountClass: 'FULL',
    onHand: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

/** A product as GET sales/pos-products answers it; found by name unless the test says otherwise. */
export function posProduct(fields: Pick<PosProduct, 'id' | 'sku' | 'productName'> & Partial<PosProduct>): PosProduct {
  return { availableAtChannel: null, match: 'name', ...catalogueProduct(fields), ...fields };
}

export function unitOfMeasure(id: number, unit: string, factor = 1): UnitRef {
  return { id, unit, factor, unitClassId: 1, isBase: factor === 1 };
}

export function commissionTemplate(fields: Pick<CommissionTemplateRef, 'id' | 'type' | 'value'>): CommissionTemplateRef {
  return { name: 'Commission', isActive: true, createdAt: STAMP, updatedAt: STAMP, ...fields };
}

export function paymentType(fields: Pick<PaymentType, 'id' | 'name' | 'category'> & Partial<PaymentType>): PaymentType {
  return { requiresReferenceNumber: false, isActive: true, ...fields };
}

/** A customer as a document names it to the terminal (its lookup fields), plus what the test gives. */
export function posCustomer(fields: Pick<PosCustomer, 'id' | 'customerName'> & Partial<ApiRecord<'customers'>>): PosCustomer {
  return {
    contactPerson: null,
    contactNumber: null,
    addressLineOne: null,
    addressLineTwo: null,
    city: null,
    state: null,
    zipCode: null,
    country: null,
    countryCode: null,
    isDefault: false,
    ...fields,
  };
}
