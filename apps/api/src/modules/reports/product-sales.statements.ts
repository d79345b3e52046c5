import { sql, type SQL } from 'drizzle-orm';
import { periodInstants } from './report-period';
import { containsPattern, idArray } from './report-rows';
import { rollupRows } from './rollup-spans';
import { brandOrCategoryJoin, fromHours, productFilter, rollupOf, salesCtes, type SalesReportQuery, type Shop } from './sales-report';

// The statements of the sales report per product.

/** The rows of a page sorted by one figure, found before any product is read (product-sales.ts, pageFirst). */
export type ProductPage = { column: string; desc: boolean; rows: number };

/** Per product returned in the period (RMAs dated in it that were not rejected), of the filters asked; `only` those products. */
function returnedRows(q: SalesReportQuery, shop: Shop, only?: readonly number[]): SQL {
  const returnFilters: SQL[] = [
    sql`ri.tenant_id = ${shop}`,
    sql`r.status <> 'REJECTED'`,
    sql`r.rma_date >= ${q.from}::date`,
    sql`r.rma_date <= ${q.to}::date`,
    productFilter(q),
  ];
  if (q.salesChannelId !== undefined)
    returnFilters.push(
      sql`exists (select 1 from sales_orders o where o.tenant_id = r.tenant_id and o.id = r.sales_order_id and o.sales_channel_id = ${q.salesChannelId})`,
    );
  if (q.customerId !== undefined) returnFilters.push(sql`r.customer_id = ${q.customerId}`);
  if (only) returnFilters.push(sql`ri.product_id = any(${idArray(only)})`);
  return sql`select ri.tenant_id, ri.product_id, sum(ri.base_quantity) as returned
        from rma_items ri
        join rmas r on r.tenant_id = ri.tenant_id and r.id = ri.rma_id
        join products p on p.tenant_id = ri.tenant_id and p.id = ri.product_id
       where ${sql.join(returnFilters, sql` and `)}
       group by ri.tenant_id, ri.product_id`;
}

/**
 * Per product sold or returned in the period: `figures` (per product id, every row the filters keep,
 * or `only` the products given) and `per_product` (with SKU, name and base unit; narrowed to the rows
 * up to `page` when given).
 */
export function productRows(q: SalesReportQuery, shop: Shop, page?: ProductPage, only?: readonly number[]): SQL {
  const search = q.rest.globalFilter?.trim();
  const like = search ? containsPattern(search) : undefined;
  const sold = fromHours(q)
    ? sql`select h.tenant_id, h.product_id, sum(h.quantity) as quantity, sum(h.gross_amount) as gross, sum(h.gross_amount) - sum(h.net) as discount,
                 sum(h.net) as net, round(sum(h.cost), 2) as cost
            from (${rollupOf('product', q, shop)}) h
            ${brandOrCategoryJoin(q, shop)}
           ${only ? sql`where h.product_id = any(${idArray(only)})` : sql``}
           group by h.tenant_id, h.product_id having sum(h.line_count) > 0`
    : sql`select l.tenant_id, l.product_id, sum(l.base_quantity) as quantity, sum(l.gross_amount) as gross, sum(l.gross_amount) - sum(l.net) as discount,
                 sum(l.net) as net, round(sum(l.cost), 2) as cost
            from line l ${only ? sql`where l.product_id = any(${idArray(only)})` : sql``} group by l.tenant_id, l.product_id`;
  // A search, or the page's edge (pageFirst, which a search never has).
  const narrowing = like
    ? sql`where p.sku ilike ${like} or p.product_name ilike ${like}`
    : page
      ? sql`where f.${sql.identifier(page.column)} ${sql.raw(page.desc ? '>=' : '<=')} coalesce((select value from boundary), f.${sql.identifier(page.column)})`
      : sql``;
  return sql`${salesCtes(q, shop)},
    sold as (${sold}),
    returned as (${returnedRows(q, shop, only)}),
    figures as (
      select coalesce(s.tenant_id, rt.tenant_id) as tenant_id, coalesce(s.product_id, rt.product_id) as product_id,
             coalesce(s.quantity, 0) as quantity, coalesce(s.gross, 0) as gross, coalesce(s.discount, 0) as discount,
             coalesce(s.net, 0) as net, coalesce(s.cost, 0) as cost, coalesce(s.net, 0) - coalesce(s.cost, 0) as gross_profit,
             case when coalesce(s.net, 0) = 0 then 0 else round((s.net - s.cost) * 100 / s.net, 2) end as margin,
             coalesce(rt.returned, 0) as returned
        from sold s
        full join returned rt on rt.tenant_id = s.tenant_id and rt.product_id = s.product_id
    ),${
      page
        ? sql`
    boundary as (
      select ${sql.identifier(page.column)} as value from figures
       order by ${sql.identifier(page.column)} ${sql.raw(page.desc ? 'desc' : 'asc')} limit 1 offset ${page.rows - 1}
    ),`
        : sql``
    }
    per_product as (
      select p.id as product_id, p.sku, p.product_name, u.unit as base_unit, f.quantity, f.gross, f.discount, f.net, f.cost,
             f.gross_profit, f.margin, f.returned
        from figures f
        join products p on p.tenant_id = ${shop} and p.tenant_id = f.tenant_id and p.id = f.product_id
        left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base
       ${narrowing}
    )`;
}

/** The period's product rollup rows (alias h) with `columns`, of the channel asked and the products a brand/category filter keeps. */
function productRollup(q: SalesReportQuery, shop: Shop, columns: string[]): SQL {
  return sql`(${rollupRows('product', columns, { shop, ...periodInstants(q), salesChannelId: q.salesChannelId })}) h
        ${brandOrCategoryJoin(q, shop)}`;
}

/** How many products the per-product report lists (sold, with a line left, or returned in the period), from the rollups. */
export function productCountStatement(q: SalesReportQuery, shop: Shop): SQL {
  return sql`
    with sold as (
      select h.tenant_id, h.product_id
        from ${productRollup(q, shop, ['line_count'])}
       group by h.tenant_id, h.product_id having sum(h.line_count) > 0
    ), returned as (${returnedRows(q, shop)})
    select count(*)::int as total from sold s full join returned rt on rt.tenant_id = s.tenant_id and rt.product_id = s.product_id`;
}

/**
 * The per-product totals from the rollups without summing each figure per product: the count and
 * the cost (each product's rounded to the centavo, as its row shows it) are grouped per product, the
 * other figures are plain sums of the period's rollup rows — the same, since a product whose lines
 * were all taken back has rows of nothing but zeros.
 */
export function productTotalsFromRollups(q: SalesReportQuery, shop: Shop): SQL {
  const rows = (columns: string[]) => productRollup(q, shop, columns);
  return sql`
    with sold as (
      select h.product_id, round(sum(h.cost), 2) as cost from ${rows(['line_count', 'cost'])}
       group by h.product_id having sum(h.line_count) > 0
    ), returned as (${returnedRows(q, shop)}),
    flows as (
      select coalesce(sum(h.quantity), 0) as quantity, coalesce(sum(h.gross_amount), 0) as gross, coalesce(sum(h.net), 0) as net
        from ${rows(['quantity', 'gross_amount', 'net'])}
    )
    select (select count(*)::int from sold s full join returned rt on rt.product_id = s.product_id) as products,
           f.quantity, f.gross, f.gross - f.net as discount, f.net, (select coalesce(sum(cost), 0) from sold) as cost,
           (select coalesce(sum(returned), 0) from returned) as returned
      from flows f`;
}
