import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { tenantOf, type Tx } from '../../db/client';
import { n, withoutJit } from './report-rows';
import {
  fromHours,
  largeGrouping,
  narrowed,
  orderBy,
  pageOf,
  rollupOf,
  salesCtes,
  SALES_FIGURE_SORTS,
  salesFigureFields,
  sortsOrNet,
  type SalesReportQuery,
  type Shop,
} from './sales-report';

// The sales report per customer: a page of every customer's figures, and the top customers.

export const customerSalesRow = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  orderCount: z.number(),
  ...salesFigureFields,
  averageBasket: z.number(),
});
export type CustomerSalesRow = z.infer<typeof customerSalesRow>;

export const CUSTOMER_SORTS: Record<string, string> = {
  customerName: 'customer_name',
  orderCount: 'orders',
  ...SALES_FIGURE_SORTS,
  averageBasket: 'average_basket',
};

/**
 * From the rollups, a year's customers (50,000 on the benchmark shop) are grouped by merging the spans'
 * index reads in customer order (sales_by_customer_span_customer_idx), as the per-product statements
 * are: hashing them, PostgreSQL misjudged the group count and spilled to disk.
 */
const customerGrouping = (tx: Tx, q: SalesReportQuery) => (fromHours(q) && !narrowed(q) ? largeGrouping(tx) : withoutJit(tx));

function customerRows(q: SalesReportQuery, shop: Shop): SQL {
  if (fromHours(q) && !narrowed(q))
    return sql`with per_customer as (
      select h.customer_id, c.customer_name, h.orders, h.gross, h.discount, h.net, h.cost, h.net - h.cost as gross_profit,
             case when h.net = 0 then 0 else round((h.net - h.cost) * 100 / h.net, 2) end as margin,
             round(h.net / h.orders, 2) as average_basket
        from (select h.tenant_id, h.customer_id, sum(h.order_count)::int as orders, sum(h.gross_total) as gross, sum(h.discount_total) as discount,
                     sum(h.net_total) as net, round(sum(h.cost), 2) as cost
                from (${rollupOf('customer', q, shop)}) h
               group by h.tenant_id, h.customer_id having sum(h.order_count) > 0) h
        join customers c on c.tenant_id = ${shop} and c.tenant_id = h.tenant_id and c.id = h.customer_id
    )`;
  return sql`${salesCtes(q, shop)},
    per_customer as (
      select f.customer_id, c.customer_name, count(*)::int as orders, sum(f.gross) as gross, sum(f.discount) as discount,
             sum(f.net) as net, round(sum(f.cost), 2) as cost, sum(f.net) - round(sum(f.cost), 2) as gross_profit,
             case when sum(f.net) = 0 then 0 else round((sum(f.net) - round(sum(f.cost), 2)) * 100 / sum(f.net), 2) end as margin,
             round(sum(f.net) / count(*), 2) as average_basket
        from order_fig f join customers c on c.tenant_id = ${shop} and c.tenant_id = f.tenant_id and c.id = f.customer_id
       group by f.customer_id, c.customer_name
    )`;
}

function toCustomerRow(r: Record<string, unknown>): CustomerSalesRow {
  return {
    id: n(r.customer_id),
    customerId: n(r.customer_id),
    customerName: String(r.customer_name),
    orderCount: n(r.orders),
    grossTotal: n(r.gross),
    discountTotal: n(r.discount),
    netTotal: n(r.net),
    costTotal: n(r.cost),
    grossProfit: n(r.gross_profit),
    margin: n(r.margin),
    averageBasket: n(r.average_basket),
  };
}

/** Per customer: orders, gross, discounts, net, cost, gross profit, margin, average basket; a page, sortable by any column. */
export async function customerSales(tx: Tx, q: SalesReportQuery) {
  await customerGrouping(tx, q);
  const order = orderBy(sortsOrNet(q), CUSTOMER_SORTS, [sql`customer_name asc`, sql`customer_id asc`]);
  const { rows, meta } = await pageOf(tx, q, customerRows(q, tenantOf(tx)), 'per_customer', order);
  return { data: rows.map(toCustomerRow), meta };
}

/** The customers who bought the most (net) in the period. */
export async function topCustomers(tx: Tx, q: SalesReportQuery, limit: number): Promise<CustomerSalesRow[]> {
  await customerGrouping(tx, q);
  const rows = await tx.execute<Record<string, unknown>>(
    sql`${customerRows(q, tenantOf(tx))} select * from per_customer order by net desc, customer_name asc, customer_id asc limit ${limit}`,
  );
  return rows.rows.map(toCustomerRow);
}
