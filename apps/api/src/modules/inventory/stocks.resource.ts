import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@oim/shared/list-query';
import { PRODUCT_TYPES } from '@oim/shared/schemas/inventory';
import { qualified } from '../../db/schema/columns';
import { stockOverview } from '../../db/schema/inventory';
import { belongsTo, defineResource, type Field } from '../../platform/resource/define';

export type StockJoin = 'product' | 'location' | 'unit';

/** What each field of stock_overview needs joined to the stock rows; unnamed fields are stock_levels' own. */
const JOIN_OF_FIELD: Record<string, StockJoin> = {
  sku: 'product',
  productName: 'product',
  type: 'product',
  productCategoryId: 'product',
  productBrandId: 'product',
  reorderPoint: 'product',
  isActive: 'product',
  locationName: 'location',
  baseUnit: 'unit',
};

/** The joins a stock list query's filters and search read (stocksFilter reads on hand alone). */
export function joinsFor(query: ListQuery): Set<StockJoin> {
  const fields = query.filters.map((f) => f.column);
  if (query.globalFilter)
    fields.push(
      ...Object.entries<Field>(stockResource.fields)
        .filter(([, f]) => f.search)
        .map(([name]) => name),
    );
  return new Set(fields.map((name) => JOIN_OF_FIELD[name]).filter((join) => join !== undefined));
}

/**
 * The filters keep or drop whole products only (product and unit fields), so every location's row
 * of a product they keep is in: a product then has stock somewhere exactly when one of its rows does.
 */
export function filtersWholeProducts(query: ListQuery): boolean {
  const perProduct = (name: string) => JOIN_OF_FIELD[name] === 'product' || JOIN_OF_FIELD[name] === 'unit' || name === 'productId';
  return !query.stocksFilter && !query.globalFilter && query.filters.every((f) => perProduct(f.column));
}

/** The filters pin one stock location (locationId=…): the summary then counts what is out of stock there. */
export function filtersOneLocation(query: ListQuery): boolean {
  const pinned = query.filters.filter((f) => f.column === 'locationId' && f.value !== '');
  return pinned.length === 1 && (pinned[0]!.comparison === 'eq' || (pinned[0]!.comparison === 'in' && !pinned[0]!.value.includes(',')));
}

/**
 * stock_overview (migrations 0003, 0011) with only the given joins, under its name, of the shop given (null: as
 * row-level security confines it): every stock row has
 * its product and location (foreign keys), so it has the same rows for filters on what it holds.
 * Counting ~200k rows costs a fraction of the whole view's, which hash-joins every product.
 */
export function stockOverviewWith(joins: ReadonlySet<StockJoin>, tenantId: number | null): SQL {
  const product = joins.has('product') || joins.has('unit');
  return sql`(select s.id, s.tenant_id, s.product_id, s.location_id, s.on_hand, s.carried, s.updated_at${
    product ? sql`, p.sku, p.product_name, p.type, p.category_id, p.brand_id, p.reorder_point, p.is_active` : sql``
  }${joins.has('location') ? sql`, l.name as location_name` : sql``}${joins.has('unit') ? sql`, u.unit as base_unit` : sql``}
    from stock_levels s${product ? sql` join products p on p.tenant_id = s.tenant_id and p.id = s.product_id` : sql``}${
      joins.has('location') ? sql` join stock_locations l on l.tenant_id = s.tenant_id and l.id = s.location_id` : sql``
    }${joins.has('unit') ? sql` left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base` : sql``}${
      tenantId === null ? sql`` : sql` where s.tenant_id = ${tenantId}`
    }) as "stock_overview"`;
}

/** One row per product per location (the stock_overview view; read-only). */
export const stockResource = defineResource({
  name: 'stocks',
  label: 'stock',
  table: stockOverview as unknown as PgTable & { id: PgColumn },
  fields: {
    id: { column: stockOverview.id, type: 'integer' },
    productId: { column: stockOverview.productId, type: 'integer' },
    locationId: { column: stockOverview.locationId, type: 'integer' },
    onHand: { column: stockOverview.onHand, type: 'decimal' },
    /** The location carries the product: stock has moved there (a zero row elsewhere is not "out of stock"). */
    carried: { column: stockOverview.carried, type: 'boolean' },
    sku: { column: stockOverview.sku, type: 'text', search: true },
    productName: { column: stockOverview.productName, type: 'text', search: true },
    type: { column: stockOverview.type, type: 'enum', values: PRODUCT_TYPES },
    productCategoryId: { column: stockOverview.categoryId, type: 'integer', nullable: true },
    productBrandId: { column: stockOverview.brandId, type: 'integer', nullable: true },
    reorderPoint: { column: stockOverview.reorderPoint, type: 'decimal', nullable: true },
    isActive: { column: stockOverview.isActive, type: 'boolean' },
    locationName: { column: stockOverview.locationName, type: 'text', search: true },
    baseUnit: { column: stockOverview.baseUnit, type: 'text', nullable: true },
    updatedAt: { column: stockOverview.updatedAt, type: 'datetime' },
    /** Below zero because a sale made offline took more than was there ("sold offline while short"; see stock_shortages). */
    soldOfflineWhileShort: {
      column: sql<boolean>`(${qualified(stockOverview.onHand)} < 0 and exists (select 1 from stock_shortages x where x.tenant_id = ${qualified(stockOverview.tenantId)} and x.product_id = ${qualified(stockOverview.productId)} and x.location_id = ${qualified(stockOverview.locationId)}))`,
      type: 'boolean',
    },
  },
  relations: { product: belongsTo('products', 'productId'), location: belongsTo('stockLocations', 'locationId') },
  specialFilters: {
    stocksFilter: (value) =>
      value === 'with_stocks'
        ? sql`${stockOverview.onHand} > 0`
        : value === 'without_stocks'
          ? sql`${stockOverview.onHand} <= 0`
          : undefined,
  },
  defaultSort: [
    { column: 'productName', direction: 'asc' },
    { column: 'locationName', direction: 'asc' },
  ],
  // test/stock-counts.test.ts reads this statement's text. "Sold offline while short" looks up
  // stock_shortages beside each row: it is counted on the view itself, which the list pins to the
  // shop (a shop table looked up from a subquery in FROM could not be routed to one node).
  countFrom: (query, tenantId) =>
    query.filters.some((f) => f.column === 'soldOfflineWhileShort') ? undefined : stockOverviewWith(joinsFor(query), tenantId),
});
