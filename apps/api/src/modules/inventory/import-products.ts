import { sql, type SQL } from 'drizzle-orm';
import { divRound, fromScaled, MONEY, QTY, toScaled } from '@oim/shared/decimal';
import type { Tx } from '../../db/client';
import { productBarcodes, products } from '../../db/schema/inventory';
import { insertRows, replanAfterBulkWrite } from '../../platform/resource/json-rows';
import { COST_PLACES } from './product-costs';

/**
 * The catalogue's writes of an import (moving in), in bulk: a file of 50,000 products is saved in a
 * few statements per 2,000 rows, never a statement per product. The rules a product's values keep
 * are checked by the import before (the shared productBody schema and checkProductRules' rules).
 */

const BATCH = 2000;

function* batches<T>(rows: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** A list of ids as one JSON value (any number of them, one parameter). */
const idList = (ids: readonly number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`;

export type ImportedProduct = {
  sku: string;
  productName: string;
  type: 'PRODUCT' | 'SERVICE';
  categoryId: number | null;
  brandId: number | null;
  unitClassId: number;
  unitOfMeasureId: number;
  basePrice: string;
  cost: string | null;
  /** The moving average cost (6 places): the cost itself when opening stock comes in at it. */
  averageCost?: string | null;
  reorderPoint: string | null;
  preferredSupplierId: number | null;
  vatClass: 'VATABLE' | 'VAT_EXEMPT' | 'ZERO_RATED';
  isActive: boolean;
  barcodes: string[];
};

const NEW_PRODUCT_COLUMNS = {
  tenantId: products.tenantId,
  sku: products.sku,
  productName: products.productName,
  type: products.type,
  categoryId: products.categoryId,
  brandId: products.brandId,
  unitClassId: products.unitClassId,
  unitOfMeasureId: products.unitOfMeasureId,
  basePrice: products.basePrice,
  cost: products.cost,
  averageCost: products.averageCost,
  reorderPoint: products.reorderPoint,
  preferredSupplierId: products.preferredSupplierId,
  vatClass: products.vatClass,
  isActive: products.isActive,
  importId: products.importId,
};

/**
 * Makes the products of an import, with their barcodes; answers their ids in order. The caller
 * gives them their stock rows (ensureStockRowsOf) once their opening stock is posted: a row the
 * posting makes is then not made at zero first and changed after.
 */
export async function insertImportedProducts(tx: Tx, tenantId: number, importId: number, rows: ImportedProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const json = JSON.stringify(
      batch.map(({ barcodes: _barcodes, ...p }) => ({ ...p, averageCost: p.averageCost ?? null, tenantId, importId })),
    );
    const result = await tx.execute<{ id: number }>(insertRows(products, NEW_PRODUCT_COLUMNS, sql`${json}`, { returning: sql`id` }));
    ids.push(...result.rows.map((r) => Number(r.id)));
    await replanAfterBulkWrite(tx);
  }
  await insertBarcodes(
    tx,
    tenantId,
    rows.flatMap((p, i) => p.barcodes.map((barcode) => ({ productId: ids[i]!, barcode }))),
  );
  return ids;
}

async function insertBarcodes(tx: Tx, tenantId: number, rows: { productId: number; barcode: string }[]): Promise<void> {
  for (const batch of batches(rows, 5000)) {
    await tx.execute(
      insertRows(
        productBarcodes,
        { tenantId: productBarcodes.tenantId, productId: productBarcodes.productId, barcode: productBarcodes.barcode },
        sql`${JSON.stringify(batch.map((b) => ({ ...b, tenantId })))}`,
        { returning: sql`id` },
      ),
    );
  }
}

/** Replaces the barcodes of some products (each entry: all its barcodes). */
export async function replaceProductBarcodes(
  tx: Tx,
  tenantId: number,
  entries: { productId: number; barcodes: string[] }[],
): Promise<void> {
  for (const batch of batches(entries)) {
    await tx.execute(
      sql`delete from ${productBarcodes} where tenant_id = ${tenantId} and product_id in ${idList(batch.map((e) => e.productId))}`,
    );
  }
  await insertBarcodes(
    tx,
    tenantId,
    entries.flatMap((e) => [...new Set(e.barcodes)].map((barcode) => ({ productId: e.productId, barcode }))),
  );
}

/** Every physical product of these has a stock row at every location; one that is no longer physical loses its empty ones. */
export async function ensureStockRowsOf(
  tx: Tx,
  tenantId: number,
  productIds: number[],
  options: { created?: boolean } = {},
): Promise<void> {
  for (const batch of batches(productIds)) {
    await tx.execute(sql`
      insert into stock_levels (tenant_id, product_id, location_id, on_hand)
      select ${tenantId}, p.id, l.id, 0
        from products p cross join stock_locations l
       where p.tenant_id = ${tenantId} and l.tenant_id = ${tenantId} and p.type = 'PRODUCT' and p.id in ${idList(batch)}
      on conflict (tenant_id, product_id, location_id) do nothing`);
    if (options.created) continue;
    await tx.execute(sql`
      delete from stock_levels s using products p
       where s.tenant_id = ${tenantId} and p.tenant_id = ${tenantId} and p.id = s.product_id and p.type <> 'PRODUCT'
         and s.on_hand = 0 and s.product_id in ${idList(batch)}`);
  }
}

/** The product columns an import changes (and its undo writes back), by API name. */
const UPDATABLE: Record<string, { column: string; cast: string }> = {
  productName: { column: 'product_name', cast: 'text' },
  type: { column: 'type', cast: 'text' },
  categoryId: { column: 'category_id', cast: 'bigint' },
  brandId: { column: 'brand_id', cast: 'bigint' },
  unitClassId: { column: 'unit_class_id', cast: 'bigint' },
  unitOfMeasureId: { column: 'unit_of_measure_id', cast: 'bigint' },
  basePrice: { column: 'base_price', cast: 'numeric' },
  cost: { column: 'cost', cast: 'numeric' },
  averageCost: { column: 'average_cost', cast: 'numeric' },
  reorderPoint: { column: 'reorder_point', cast: 'numeric' },
  preferredSupplierId: { column: 'preferred_supplier_id', cast: 'bigint' },
  vatClass: { column: 'vat_class', cast: 'text' },
  isActive: { column: 'is_active', cast: 'boolean' },
};
export const IMPORT_UPDATABLE_FIELDS = Object.keys(UPDATABLE);

/**
 * Changes some products: each entry sets only the fields it names (a null clears), the rest stay.
 * One statement per 2,000 products.
 */
export async function updateImportedProducts(
  tx: Tx,
  tenantId: number,
  entries: { id: number; set: Record<string, unknown> }[],
): Promise<void> {
  const sets: SQL[] = Object.entries(UPDATABLE).map(
    ([name, { column, cast }]) =>
      sql`${sql.identifier(column)} = case when v.v->'set' ? ${name} then (v.v->'set'->>${name})::${sql.raw(cast)} else p.${sql.identifier(column)} end`,
  );
  for (const batch of batches(entries.filter((e) => Object.keys(e.set).length > 0))) {
    await tx.execute(sql`
      update products p set ${sql.join(sets, sql`, `)}, updated_at = now()
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as v(v)
       where p.tenant_id = ${tenantId} and p.id = (v.v->>'id')::bigint`);
  }
}

/** The stored values of some products' updatable fields (and their barcodes), as updateImportedProducts takes them. */
export async function productValuesOf(
  tx: Tx,
  tenantId: number,
  ids: number[],
): Promise<Map<number, Record<string, unknown> & { barcodes: string[] }>> {
  const found = new Map<number, Record<string, unknown> & { barcodes: string[] }>();
  for (const batch of batches(ids)) {
    const rows = await tx.execute<Record<string, unknown> & { id: number; barcodes: string[] | null }>(sql`
      select p.id, ${sql.join(
        Object.entries(UPDATABLE).map(([name, { column, cast }]) =>
          cast === 'numeric'
            ? sql`p.${sql.identifier(column)}::text as ${sql.identifier(name)}`
            : sql`p.${sql.identifier(column)} as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )},
        (select coalesce(jsonb_agg(b.barcode order by b.id), '[]'::jsonb) from product_barcodes b where b.tenant_id = p.tenant_id and b.product_id = p.id) as barcodes
        from products p where p.tenant_id = ${tenantId} and p.id in ${idList(batch)}`);
    for (const row of rows.rows) {
      const { id, barcodes, ...values } = row;
      for (const [name, { cast }] of Object.entries(UPDATABLE))
        if (cast === 'bigint' && values[name] !== null && values[name] !== undefined) values[name] = Number(values[name]);
      found.set(Number(id), { ...values, barcodes: barcodes ?? [] });
    }
  }
  return found;
}

const scaled = (v: string) => toScaled(v, COST_PLACES);
const valueOf = (quantity: bigint, cost: bigint) => divRound(quantity * cost, 10n ** BigInt(QTY));
const per = (value: bigint, quantity: bigint) => divRound(value * 10n ** BigInt(QTY), quantity);

/**
 * Opening stock coming in at a cost moves each product's average cost as a receipt does
 * (receiveCosts): what was on hand at its average (or cost) and what came, over both; in bulk and
 * without a supplier or last purchase cost (nothing was bought). Call before posting the stock.
 */
export async function openingStockCosts(
  tx: Tx,
  tenantId: number,
  lines: { productId: number; baseQuantity: string; baseUnitCost: string }[],
): Promise<void> {
  const incoming = new Map<number, { quantity: bigint; value: bigint; last: string }>();
  for (const line of lines) {
    const q = toScaled(line.baseQuantity, QTY);
    const t = incoming.get(line.productId) ?? { quantity: 0n, value: 0n, last: line.baseUnitCost };
    t.quantity += q;
    t.value += valueOf(q, scaled(line.baseUnitCost));
    t.last = line.baseUnitCost;
    incoming.set(line.productId, t);
  }
  const ids = [...incoming.keys()].sort((a, b) => a - b);
  const updates: { id: number; set: Record<string, unknown> }[] = [];
  for (const batch of batches(ids)) {
    // Locked in id order, as every cost change locks (see product-costs.ts lockCosts).
    const rows = await tx.execute<{ id: number; average: string | null; cost: string | null; on_hand: string | null }>(sql`
      select p.id, p.average_cost::text as average, p.cost::text as cost,
             (select sum(s.on_hand)::text from stock_levels s where s.tenant_id = p.tenant_id and s.product_id = p.id) as on_hand
        from products p where p.tenant_id = ${tenantId} and p.id in ${idList(batch)}
       order by p.id for no key update`);
    for (const product of rows.rows) {
      const came = incoming.get(Number(product.id))!;
      const previous = product.average ?? product.cost;
      const onHand = toScaled(product.on_hand ?? '0', QTY);
      const held = previous === null || onHand < 0n ? 0n : onHand;
      const quantity = held + came.quantity;
      const value = (previous === null ? 0n : valueOf(held, scaled(previous))) + came.value;
      const average = quantity > 0n ? per(value, quantity) : scaled(came.last);
      updates.push({
        id: Number(product.id),
        set: {
          averageCost: fromScaled(average, COST_PLACES),
          cost: fromScaled(divRound(average, 10n ** BigInt(COST_PLACES - MONEY)), MONEY, true),
        },
      });
    }
  }
  await updateImportedProducts(tx, tenantId, updates);
}

/**
 * Deletes products an import made, with what hangs off them: barcodes and unit prices (by
 * cascade), stock rows and their ledger rows. The caller has proven the ledger rows are the
 * import's own; a product something else refers to since (a bundle) is refused by its key (409).
 */
export async function deleteImportedProducts(tx: Tx, tenantId: number, importId: number, productIds: number[]): Promise<void> {
  for (const batch of batches(productIds)) {
    const ids = idList(batch);
    await tx.execute(sql`delete from stock_movements where tenant_id = ${tenantId} and import_id = ${importId} and product_id in ${ids}`);
    await tx.execute(sql`delete from stock_shortages where tenant_id = ${tenantId} and product_id in ${ids}`);
    await tx.execute(sql`delete from stock_levels where tenant_id = ${tenantId} and product_id in ${ids}`);
    await tx.execute(sql`delete from products where tenant_id = ${tenantId} and import_id = ${importId} and id in ${ids}`);
  }
}
