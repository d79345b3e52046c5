import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { inventorySettingsBody, type InventorySettings } from '@oim/shared/schemas/inventory';
import { inventorySettings, products, stockLevels, stockMovements, stockOverview } from '../../db/schema/inventory';
import { renderPdf } from '../../platform/export/pdf';
import { renderXlsx, XLSX_TYPE } from '../../platform/export/xlsx';
import { tenantOf, type Tx } from '../../db/client';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { listResource, planList, readListQuery } from '../../platform/resource/list';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { pageSchema, rawQuery } from '../../platform/resource/schema';
import { dayRange, zoneOf } from '../../platform/time-zone';
import { productById } from './catalogue';
import { productLedgerPdf } from './ledger-pdf';
import { stockMovementResource } from './movements.resource';
import { filtersOneLocation, filtersWholeProducts, joinsFor, stockOverviewWith, stockResource, type StockJoin } from './stocks.resource';

const EXPORT_LIMIT = 100_000;

type StockTotals = { products: number; rows: number; totalOnHand: string; outOfStock: number };

/**
 * The totals at the one location filtered on: a product has one row there, so the rows count the
 * products, and a product is out of stock there when the location carries it and has none.
 */
function totalsAtOneLocation(tx: Tx, joins: Set<StockJoin>, where: SQL | undefined): Promise<StockTotals[]> {
  return tx
    .select({
      products: sql<number>`count(*)::int`,
      rows: sql<number>`count(*)::int`,
      totalOnHand: sql<string>`coalesce(sum(${stockOverview.onHand}), 0)`,
      outOfStock: sql<number>`count(*) filter (where ${stockOverview.onHand} <= 0 and ${stockOverview.carried})::int`,
    })
    .from(stockOverviewWith(joins, tenantOf(tx)))
    .where(where);
}

/**
 * The totals over several locations when the filters keep whole products: a product is out of
 * stock when none of its rows has any (a zero row where it was never stocked says nothing).
 */
function totalsOfWholeProducts(tx: Tx, joins: Set<StockJoin>, where: SQL | undefined): Promise<StockTotals[]> {
  return tx
    .select({
      products: sql<number>`count(distinct ${stockOverview.productId})::int`,
      rows: sql<number>`count(*)::int`,
      totalOnHand: sql<string>`coalesce(sum(${stockOverview.onHand}), 0)`,
      outOfStock: sql<number>`(count(distinct ${stockOverview.productId}) - count(distinct ${stockOverview.productId}) filter (where ${stockOverview.onHand} > 0))::int`,
    })
    .from(stockOverviewWith(joins, tenantOf(tx)))
    .where(where);
}

/**
 * The totals over several locations when the filters keep some rows of a product (a stock filter,
 * locations): per product first, and a product whose rows kept hold none is out of stock only when
 * no location has any.
 */
function totalsOfSomeRows(tx: Tx, joins: Set<StockJoin>, where: SQL | undefined): Promise<StockTotals[]> {
  const perProduct = tx
    .select({
      productId: sql<number>`${stockOverview.productId}`.as('product_id'),
      rows: sql<number>`count(*)`.as('rows'),
      onHand: sql<string>`sum(${stockOverview.onHand})`.as('on_hand'),
      most: sql<string>`max(${stockOverview.onHand})`.as('most'),
    })
    .from(stockOverviewWith(joins, tenantOf(tx)))
    .where(where)
    .groupBy(stockOverview.productId)
    .as('per_product');
  return tx
    .select({
      products: sql<number>`count(*)::int`,
      rows: sql<number>`coalesce(sum(${perProduct.rows}), 0)::int`,
      totalOnHand: sql<string>`coalesce(sum(${perProduct.onHand}), 0)`,
      outOfStock: sql<number>`(count(*) filter (where ${perProduct.most} <= 0 and not exists (
        select 1 from ${stockLevels} s where s.tenant_id = ${tenantOf(tx)} and s.product_id = "per_product"."product_id" and s.on_hand > 0)))::int`,
    })
    .from(perProduct);
}

export function registerStockRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock');
  const viewStocks = ['View Stocks', 'View Products'] as const;

  r.get('inventory/stocks/summary', {
    access: viewStocks,
    summary:
      'Totals over the stock list’s filters: products, units on hand, below reorder point, out of stock (at the one location filtered on where it carries the product, else nowhere in stock)',
    query: rawQuery,
    response: {
      200: z.object({
        data: z.object({
          products: z.number(),
          rows: z.number(),
          totalOnHand: z.number(),
          belowReorderPoint: z.number(),
          outOfStock: z.number(),
          /** location: carried at the location filtered on and none on hand there; everywhere: no stock at any location. */
          outOfStockScope: z.enum(['location', 'everywhere']),
        }),
      }),
    },
    handler: async ({ tx, tenant, query }) => {
      const list = readListQuery(query);
      const plan = planList(stockResource, list);
      const joins = joinsFor(list);
      const scope = filtersOneLocation(list) ? 'location' : 'everywhere';
      // Two statements: the totals from the stock rows and what the filters need, and the rows
      // below their reorder point with the products joined. Together they cost less than one
      // statement that carries every product through the join.
      const totals = scope === 'location' ? totalsAtOneLocation : filtersWholeProducts(list) ? totalsOfWholeProducts : totalsOfSomeRows;
      const [row] = await totals(tx, joins, plan.where);
      const [below] = await tx
        .select({ rows: sql<number>`count(*)::int` })
        .from(stockOverviewWith(new Set([...joins, 'product']), tenantOf(tx)))
        .where(
          and(
            plan.where,
            stockOverview.carried,
            sql`${stockOverview.reorderPoint} is not null and ${stockOverview.onHand} <= ${stockOverview.reorderPoint}`,
            // Implied by the line above; it keeps all but a few stock rows out of the join (products_reorder_point_idx).
            sql`${stockOverview.onHand} <= (select max(${products.reorderPoint}) from ${products} where ${products.tenantId} = ${tenant.id})`,
          ),
        );
      return {
        data: {
          products: Number(row!.products),
          rows: Number(row!.rows),
          totalOnHand: Number(row!.totalOnHand),
          belowReorderPoint: Number(below!.rows),
          outOfStock: Number(row!.outOfStock),
          outOfStockScope: scope,
        },
      };
    },
  });

  r.get('inventory/stocks/export', {
    access: viewStocks,
    file: 'xlsx',
    summary: 'The stock list (same filters) as an .xlsx file',
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const plan = planList(stockResource, readListQuery(query));
      const rows = await selectRows(tx, stockResource, { where: plan.where, orderBy: plan.orderBy, limit: EXPORT_LIMIT });
      const file = await renderXlsx(
        'Stocks',
        [
          { header: 'SKU', width: 18, value: (s) => s.sku as string },
          { header: 'Product', width: 40, value: (s) => s.productName as string },
          { header: 'Location', width: 24, value: (s) => s.locationName as string },
          { header: 'On Hand', width: 12, value: (s) => s.onHand as number, numFmt: '#,##0.####' },
          { header: 'Unit', width: 10, value: (s) => (s.baseUnit as string) ?? '' },
          { header: 'Reorder Point', width: 14, value: (s) => (s.reorderPoint as number | null) ?? null, numFmt: '#,##0.####' },
        ],
        rows,
      );
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="stocks-${new Date().toISOString().slice(0, 10)}.xlsx"`);
      return file;
    },
  });

  registerCrud(r, { path: 'inventory/stocks', resource: stockResource, access: { list: viewStocks } });

  r.get('inventory/products/:id/ledger', {
    access: viewStocks,
    summary: "A product's stock ledger (list protocol; newest first)",
    params: idParam,
    query: rawQuery,
    response: { 200: pageSchema(stockMovementResource) },
    handler: async ({ tx, params, query, user }) => {
      await productById(tx, params.id);
      const list = readListQuery(query);
      if (list.relations.length === 0) list.relations = ['location', 'uom', 'serialNumbers'];
      return listResource(tx, stockMovementResource, list, { extraWhere: [eq(stockMovements.productId, params.id)], viewer: user });
    },
  });

  r.get('inventory/products/:id/ledger/export-pdf', {
    access: viewStocks,
    file: 'pdf',
    summary: "A product's stock ledger as a PDF (same filters as the ledger)",
    params: idParam,
    query: rawQuery,
    handler: async ({ tx, params, query, reply }) => {
      const pdf = await renderPdf(await productLedgerPdf(tx, params.id, query));
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="ledger-${params.id}.pdf"`);
      return pdf;
    },
  });

  r.get('reports/stock-history/:id', {
    access: viewStocks,
    summary: 'Day by day: units in, out and the closing balance of a product per location (periodFrom/periodTo, default the last 30 days)',
    params: idParam,
    query: z.object({
      periodFrom: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      periodTo: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      timezone: z.string().max(64).optional(),
    }),
    response: {
      200: z.object({
        data: z.array(
          z.object({
            date: z.string(),
            locationId: z.number(),
            locationName: z.string(),
            quantityIn: z.number(),
            quantityOut: z.number(),
            closingBalance: z.number(),
          }),
        ),
      }),
    },
    handler: async ({ tx, tenant, params, query }) => {
      await productById(tx, params.id);
      const zone = zoneOf(query.timezone, undefined);
      const z0 = 'error' in zone ? { name: 'Asia/Manila' } : zone;
      const tz = 'name' in z0 ? z0.name : 'Asia/Manila';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
      const to = query.periodTo ?? today;
      const from =
        query.periodFrom ??
        new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
      const day = sql`(${stockMovements.createdAt} at time zone ${tz})::date`;
      const rows = await tx.execute<{
        date: string;
        location_id: number;
        location_name: string;
        quantity_in: string;
        quantity_out: string;
        closing: string;
      }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as date, d.location_id::int, l.name as location_name, d.quantity_in, d.quantity_out, d.closing
          from (
            select ${day} as day, ${stockMovements.locationId} as location_id,
                   sum(greatest(${stockMovements.quantity}, 0)) as quantity_in,
                   sum(least(${stockMovements.quantity}, 0)) as quantity_out,
                   (array_agg(${stockMovements.balanceAfter} order by ${stockMovements.createdAt} desc, ${stockMovements.id} desc))[1] as closing
              from ${stockMovements}
             where ${shopWhere(tx, stockMovements, and(eq(stockMovements.productId, params.id), gte(stockMovements.createdAt, dayRange({ name: tz }, from).from), lte(stockMovements.createdAt, dayRange({ name: tz }, to).to)))}
             group by 1, 2
          ) d
          join stock_locations l on l.tenant_id = ${tenant.id} and l.id = d.location_id
         order by d.day, l.name`);
      return {
        data: rows.rows.map((row) => ({
          date: row.date,
          locationId: Number(row.location_id),
          locationName: row.location_name,
          quantityIn: Number(row.quantity_in),
          quantityOut: -Number(row.quantity_out),
          closingBalance: Number(row.closing),
        })),
      };
    },
  });

  const settingsSchema = z.object({ allowNegativeStock: z.boolean(), reorderFactor: z.number() });
  const readSettings = async (tx: Tx): Promise<InventorySettings> => {
    const [row] = await tx
      .select({ allowNegativeStock: inventorySettings.allowNegativeStock, reorderFactor: inventorySettings.reorderFactor })
      .from(inventorySettings)
      .where(shopWhere(tx, inventorySettings, undefined));
    return { allowNegativeStock: row?.allowNegativeStock ?? false, reorderFactor: Number(row?.reorderFactor ?? 2) };
  };

  r.get('setting/inventory-settings', {
    access: 'user',
    summary: 'Shop-wide inventory rules: negative stock, and the factor of suggested purchase orders',
    response: { 200: z.object({ data: settingsSchema }) },
    handler: async ({ tx }) => ({ data: await readSettings(tx) }),
  });

  r.put('setting/inventory-settings', {
    access: 'Edit Inventory Settings',
    summary: 'Allow or refuse negative stock; set the factor suggested purchase orders order up to (reorder point × factor)',
    body: inventorySettingsBody,
    response: { 200: z.object({ message: z.string(), data: settingsSchema }) },
    handler: async ({ tx, tenant, body }) => {
      const given = {
        ...(body.allowNegativeStock !== undefined ? { allowNegativeStock: body.allowNegativeStock } : {}),
        ...(body.reorderFactor !== undefined ? { reorderFactor: body.reorderFactor } : {}),
      };
      await tx
        .insert(inventorySettings)
        .values({ tenantId: tenant.id, ...given })
        .onConflictDoUpdate({ target: inventorySettings.tenantId, set: { ...given, updatedAt: new Date() } });
      return { message: 'Updated successfully.', data: await readSettings(tx) };
    },
  });
}
