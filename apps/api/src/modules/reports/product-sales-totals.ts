import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { tenantOf, type Tx } from '../../db/client';
import { productRows, productTotalsFromRollups } from './product-sales.statements';
import { n, percentShare } from './report-rows';
import { fromHours, largeGrouping, salesFigureFields, type SalesReportQuery } from './sales-report';

// The totals of the sales report per product.

export const productSalesTotals = z.object({
  productCount: z.number(),
  quantity: z.number(),
  ...salesFigureFields,
  returnedQuantity: z.number(),
});

/** The per-product report's totals over every row the filters keep. */
export async function productSalesTotalsOf(tx: Tx, q: SalesReportQuery): Promise<z.infer<typeof productSalesTotals>> {
  await largeGrouping(tx);
  const search = q.rest.globalFilter?.trim();
  const result = await tx.execute<Record<string, unknown>>(
    !search && fromHours(q)
      ? productTotalsFromRollups(q, tenantOf(tx))
      : sql`${productRows(q, tenantOf(tx))} select count(*)::int as products, coalesce(sum(quantity), 0) as quantity, coalesce(sum(gross), 0) as gross,
          coalesce(sum(discount), 0) as discount, coalesce(sum(net), 0) as net, coalesce(sum(cost), 0) as cost,
          coalesce(sum(returned), 0) as returned from ${search ? sql`per_product` : sql`figures`}`,
  );
  const r = result.rows[0]!;
  const net = toCentavos(String(r.net));
  const cost = toCentavos(String(r.cost));
  return {
    productCount: n(r.products),
    quantity: n(r.quantity),
    grossTotal: n(r.gross),
    discountTotal: n(r.discount),
    netTotal: toPesos(net),
    costTotal: toPesos(cost),
    grossProfit: toPesos(net - cost),
    margin: percentShare(net - cost, net),
    returnedQuantity: n(r.returned),
  };
}
