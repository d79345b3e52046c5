import { eq, inArray } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import type { SpecialDiscountClass, VatClass } from '@oim/shared/pos/tax';
import type { ProductType } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import { unitsOfMeasure } from '../../db/schema/masterfile';
import { invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

export type CatalogueProduct = {
  id: number;
  sku: string;
  productName: string;
  type: ProductType;
  unitClassId: number;
  unitOfMeasureId: number;
  isSerialized: boolean;
  isActive: boolean;
  /** The price of the product's own unit. */
  basePrice: string;
  minimumPrice: string | null;
  pricingScheduleTemplateId: number | null;
  /** The moving average cost of one base unit (null before anything was bought or costed). */
  averageCost: string | null;
  /** The cost a user set (per base unit), the fallback before anything is received. */
  cost: string | null;
  /** The warranty a sale of it registers (rma-warranty), if any. */
  warrantyTemplateId: number | null;
  vatClass: VatClass;
  specialDiscountClass: SpecialDiscountClass;
};

/** The columns of a CatalogueProduct. */
export const catalogueColumns = {
  id: products.id,
  sku: products.sku,
  productName: products.productName,
  type: products.type,
  unitClassId: products.unitClassId,
  unitOfMeasureId: products.unitOfMeasureId,
  isSerialized: products.isSerialized,
  isActive: products.isActive,
  basePrice: products.basePrice,
  minimumPrice: products.minimumPrice,
  pricingScheduleTemplateId: products.pricingScheduleTemplateId,
  averageCost: products.averageCost,
  cost: products.cost,
  warrantyTemplateId: products.warrantyTemplateId,
  vatClass: products.vatClass,
  specialDiscountClass: products.specialDiscountClass,
};

/** What one base unit of a product costs now: the moving average of what was received, else the cost a user set. */
export const unitCostOf = (product: Pick<CatalogueProduct, 'averageCost' | 'cost'>): string | null => product.averageCost ?? product.cost;

/** The products of this shop by id; a missing one is a 422 on the given field. */
/** This shop's products of those ids; an id that is not one is simply absent. */
export async function findProducts(tx: Tx, ids: number[]): Promise<Map<number, CatalogueProduct>> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await tx
          .select(catalogueColumns)
          .from(products)
          .where(shopWhere(tx, products, inArray(products.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function productsById(tx: Tx, ids: number[], field = 'productId'): Promise<Map<number, CatalogueProduct>> {
  const map = await findProducts(tx, ids);
  const missing = [...new Set(ids)].filter((id) => !map.has(id));
  if (missing.length > 0) throw invalid({ [field]: [`The selected product ${missing.join(', ')} is invalid.`] });
  return map;
}

export async function productById(tx: Tx, id: number): Promise<CatalogueProduct> {
  const [row] = await tx
    .select(catalogueColumns)
    .from(products)
    .where(shopWhere(tx, products, eq(products.id, id)));
  if (!row) throw notFound('product');
  return row;
}

export type Unit = { id: number; unit: string; unitClassId: number; factor: string };

export async function unitsById(tx: Tx, ids: number[]): Promise<Map<number, Unit>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: unitsOfMeasure.id, unit: unitsOfMeasure.unit, unitClassId: unitsOfMeasure.unitClassId, factor: unitsOfMeasure.factor })
    .from(unitsOfMeasure)
    .where(shopWhere(tx, unitsOfMeasure, inArray(unitsOfMeasure.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A quantity in a unit → the product's base unit. The unit must belong to the product's class. */
export function toBaseQuantity(field: string, product: CatalogueProduct, unit: Unit | undefined, quantity: string): string {
  if (!unit || unit.unitClassId !== product.unitClassId) {
    throw invalid({ [field]: [`The selected unit is not a unit of ${product.productName}.`] });
  }
  return qty.times(quantity, unit.factor);
}

/** Only physical products have stock of their own. */
export function requireStocked(field: string, product: CatalogueProduct): void {
  if (product.type !== 'PRODUCT') {
    throw invalid({ [field]: [`${product.productName} is a ${product.type.toLowerCase()} and has no stock of its own.`] });
  }
}
