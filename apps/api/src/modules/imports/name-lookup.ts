import { eq, sql } from 'drizzle-orm';
import type { ImportReference } from '@oim/shared/schemas/imports';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import {
  paymentTypes,
  productBrands,
  productCategories,
  stockLocations,
  suppliers,
  unitClasses,
  unitsOfMeasure,
} from '../../db/schema/masterfile';
import { customers } from '../../db/schema/sales';

/**
 * A name as imports compare it: case- and space-insensitive (every run of white space, non-breaking
 * ones included, is dropped), so "Main  Store", "main store" and "MainStore" are one name.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/gu, '');
}

/** normalized name → the ids of the shop's records of that name (two or more: the name is ambiguous). */
export type NameIndex = Map<string, number[]>;

type NameRow = { id: number; name: string };

/** The shop's names of one kind of record, in one statement. */
async function nameRows(tx: Tx, tenantId: number, reference: ImportReference): Promise<NameRow[]> {
  switch (reference) {
    case 'productCategory':
      return tx
        .select({ id: productCategories.id, name: productCategories.categoryName })
        .from(productCategories)
        .where(eq(productCategories.tenantId, tenantId));
    case 'productBrand':
      return tx
        .select({ id: productBrands.id, name: productBrands.brandName })
        .from(productBrands)
        .where(eq(productBrands.tenantId, tenantId));
    case 'unitClass':
      return tx.select({ id: unitClasses.id, name: unitClasses.name }).from(unitClasses).where(eq(unitClasses.tenantId, tenantId));
    case 'unitOfMeasure':
      // Unit names repeat across classes ("Piece" of Quantity and of Packs): a product resolves its
      // base unit within its class (loadUnits); this index is every class's units together.
      return tx
        .select({ id: unitsOfMeasure.id, name: unitsOfMeasure.unit })
        .from(unitsOfMeasure)
        .where(eq(unitsOfMeasure.tenantId, tenantId));
    case 'supplier':
      return tx.select({ id: suppliers.id, name: suppliers.supplierName }).from(suppliers).where(eq(suppliers.tenantId, tenantId));
    case 'stockLocation':
      return tx
        .select({ id: stockLocations.id, name: stockLocations.name })
        .from(stockLocations)
        .where(eq(stockLocations.tenantId, tenantId));
    case 'customer':
      return tx.select({ id: customers.id, name: customers.customerName }).from(customers).where(eq(customers.tenantId, tenantId));
    case 'paymentType':
      return tx.select({ id: paymentTypes.id, name: paymentTypes.name }).from(paymentTypes).where(eq(paymentTypes.tenantId, tenantId));
    case 'product':
      // A product is named by its SKU in a file.
      return tx.select({ id: products.id, name: products.sku }).from(products).where(eq(products.tenantId, tenantId));
  }
}

/**
 * The shop's records of one reference by normalized name, read in one statement (a file of
 * 50,000 rows looks its names up here, never row by row).
 */
export async function loadNames(tx: Tx, tenantId: number, reference: ImportReference): Promise<NameIndex> {
  return indexNames(await nameRows(tx, tenantId, reference));
}

export function indexNames(rows: readonly NameRow[]): NameIndex {
  const index: NameIndex = new Map();
  for (const row of rows) {
    const key = normalizeName(row.name);
    const ids = index.get(key);
    if (ids) ids.push(Number(row.id));
    else index.set(key, [Number(row.id)]);
  }
  return index;
}

/** What a name found: one record, none, or several (an error: "ambiguous"). */
export type NameMatch = { id: number } | { missing: true } | { ambiguous: number[] };

export function matchName(index: NameIndex, name: string): NameMatch {
  const ids = index.get(normalizeName(name));
  if (!ids || ids.length === 0) return { missing: true };
  if (ids.length > 1) return { ambiguous: ids };
  return { id: ids[0]! };
}

/** The message of a name that matches two or more records (the user must rename one first). */
export function ambiguousMessage(what: string, name: string, count: number): string {
  return `${count} ${what} records are named "${name}"; rename all but one before importing.`;
}

/** The message of a name that matches nothing. */
export function unknownMessage(what: string, name: string): string {
  return `There is no ${what} named "${name}".`;
}

/**
 * `= anyText(values)`: one of some texts, looked up through the column's index in one scan (= ANY
 * of an array) whatever the table's statistics say; an IN list joined against a table planned while
 * the catalogue was small scanned it for every text.
 */
export const anyText = (values: readonly string[]) => sql`any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
