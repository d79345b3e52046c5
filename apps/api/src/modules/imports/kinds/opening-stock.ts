import { sql } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import type { ImportError } from '@oim/shared/schemas/imports';
import { openingStockCosts, reverseCosts } from '../../inventory';
import { ambiguousMessage, anyText, loadNames, matchName, unknownMessage } from '../name-lookup';
import type { ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import { firstUseSince, importStock, postOpeningStock } from './product-use';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

type Product = { id: number; sku: string; productName: string; type: string; isSerialized: boolean; cost: string | null };
type Line = { row: StagedRow; productId: number; locationId: number; quantity: string; unitCost: string | null };

/** Checks every row and plans the valid ones' movements. */
async function planRows(ctx: ImportContext, rows: StagedRow[]): Promise<{ errors: Map<number, ImportError[]>; lines: Line[] }> {
  const { tx, tenantId } = ctx;
  const skus = [...new Set(rows.map((r) => str(r.values.sku)?.trim().toLowerCase()).filter((s): s is string => !!s))];
  const products = new Map<string, Product>();
  for (let i = 0; i < skus.length; i += 5000) {
    const found = await tx.execute<{
      id: number;
      sku: string;
      product_name: string;
      type: string;
      is_serialized: boolean;
      cost: string | null;
    }>(
      sql`select id, sku, product_name, type, is_serialized, cost::text as cost from products
           where tenant_id = ${tenantId} and sku_key = ${anyText(skus.slice(i, i + 5000))}`,
    );
    for (const p of found.rows)
      products.set(p.sku.toLowerCase(), {
        id: Number(p.id),
        sku: p.sku,
        productName: p.product_name,
        type: p.type,
        isSerialized: Boolean(p.is_serialized),
        cost: p.cost,
      });
  }
  const locations = await loadNames(tx, tenantId, 'stockLocation');
  const errors = new Map<number, ImportError[]>();
  const lines: Line[] = [];
  for (const row of rows) {
    const v = row.values;
    const rowErrors: ImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row: row.rowNumber, column: null, field, message });
    const sku = str(v.sku)?.trim();
    const product = sku ? products.get(sku.toLowerCase()) : undefined;
    if (sku && !product) fail('sku', `There is no product with the SKU "${sku}".`);
    else if (product && product.type !== 'PRODUCT')
      fail(
        'sku',
        `${product.sku} ${product.productName} is a ${product.type === 'SERVICE' ? 'service' : 'bundle'}: it has no stock of its own.`,
      );
    else if (product?.isSerialized)
      fail('sku', `${product.sku} is serial-tracked: bring its stock in with an adjustment that lists the serial numbers.`);
    const locationName = str(v.location);
    let locationId: number | undefined;
    if (locationName !== undefined) {
      const match = matchName(locations, locationName);
      if ('id' in match) locationId = match.id;
      else if ('ambiguous' in match) fail('location', ambiguousMessage('stock location', locationName, match.ambiguous.length));
      else fail('location', unknownMessage('stock location', locationName));
    }
    const quantity = str(v.quantity);
    if (quantity !== undefined && qty.compare(quantity, 0) <= 0) fail('quantity', 'The quantity must be more than 0.');
    if (rowErrors.length > 0) errors.set(row.rowNumber, rowErrors);
    else if (product && locationId !== undefined && quantity !== undefined)
      lines.push({ row, productId: product.id, locationId, quantity, unitCost: str(v.unitCost) ?? product.cost });
  }
  return { errors, lines };
}

/** OPENING_STOCK: quantities of products the shop has, per location, into the ledger at a cost. */
export const openingStockImport: ImportKindHandler = {
  kind: 'OPENING_STOCK',

  async check(ctx, rows) {
    return (await planRows(ctx, rows)).errors;
  },

  async commit(ctx, rows) {
    const { errors, lines } = await planRows(ctx, rows);
    if (errors.size > 0) throw new Error('opening stock import: commit was given rows that do not pass the checks');
    await openingStockCosts(
      ctx.tx,
      ctx.tenantId,
      lines
        .filter((l) => l.unitCost !== null)
        .map((l) => ({ productId: l.productId, baseQuantity: l.quantity, baseUnitCost: l.unitCost! })),
    );
    await postOpeningStock(
      ctx,
      lines.map((l) => ({ productId: l.productId, locationId: l.locationId, quantity: l.quantity, unitCost: l.unitCost })),
    );
    return lines.map((l): RowResult => ({ rowId: l.row.id, outcome: 'CREATED', recordId: l.productId }));
  },

  async blockingUse(ctx, rows) {
    const ids = rows.filter((r) => r.outcome !== 'SKIPPED' && r.recordId !== null).map((r) => r.recordId!);
    return firstUseSince(ctx.tx, ctx.tenantId, ctx.importId, ids, { lines: false });
  },

  async undo(ctx) {
    const stock = await importStock(ctx.tx, ctx.tenantId, ctx.importId);
    // The average cost takes the opening stock back out as a voided receipt does, before the stock leaves.
    const costed = stock.filter((s) => s.unitCost !== null);
    for (let i = 0; i < costed.length; i += 2000)
      await reverseCosts(
        ctx.tx,
        costed.slice(i, i + 2000).map((s) => ({ productId: s.productId, baseQuantity: s.quantity, baseUnitCost: s.unitCost! })),
      );
    await postOpeningStock(
      ctx,
      stock.map((s) => ({ productId: s.productId, locationId: s.locationId, quantity: qty.sub(0, s.quantity), unitCost: s.unitCost })),
      `Undo of ${ctx.importNumber}`,
    );
  },
};
