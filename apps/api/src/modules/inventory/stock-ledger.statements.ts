import { sql } from 'drizzle-orm';
import { stockLevels, stockMovements } from '../../db/schema/inventory';
import { fixedStatement } from '../../platform/fixed-statement';
import { insertRows } from '../../platform/resource/json-rows';

const LEDGER_COLUMNS = {
  tenantId: stockMovements.tenantId,
  productId: stockMovements.productId,
  locationId: stockMovements.locationId,
  quantity: stockMovements.quantity,
  uomId: stockMovements.uomId,
  uomQuantity: stockMovements.uomQuantity,
  sourceType: stockMovements.sourceType,
  sourceId: stockMovements.sourceId,
  sourceNumber: stockMovements.sourceNumber,
  unitCost: stockMovements.unitCost,
  note: stockMovements.note,
  importId: stockMovements.importId,
  createdBy: stockMovements.createdBy,
};

/**
 * A posting in one statement, built once and prepared per connection (see fixedStatement): the
 * on-hand rows change in the order given, each locked by its upsert, and the ledger rows follow
 * in their order, each with the balance after it: what was on hand before the posting (the new
 * on hand less the product's whole change, `delta`) plus the movements so far.
 */
export const postToLedger = fixedStatement<{ levels: string; movements: string }>('stock_post', () => {
  const names = Object.keys(LEDGER_COLUMNS);
  const types = sql.join(
    [...Object.entries(LEDGER_COLUMNS).map(([name, c]) => sql`${sql.identifier(name)} ${sql.raw(c.getSQLType())}`), sql`"delta" numeric`],
    sql`, `,
  );
  const m = (name: string) => sql`m.${sql.identifier(name)}`;
  const into = sql.join(
    [...Object.values(LEDGER_COLUMNS).map((c) => sql.identifier(c.name)), sql.identifier(stockMovements.balanceAfter.name)],
    sql`, `,
  );
  const balance = sql`l.on_hand - m."delta" + sum(m."quantity") over (partition by m."locationId", m."productId" order by m.n)`;
  return sql`with levels as (
      ${insertRows(
        stockLevels,
        {
          tenantId: stockLevels.tenantId,
          productId: stockLevels.productId,
          locationId: stockLevels.locationId,
          onHand: stockLevels.onHand,
        },
        sql.placeholder('levels'),
        {
          // Stock moving at a location makes it carry the product (the stocks summary's out of stock).
          given: { carried: [stockLevels.carried, sql`true`] },
          onConflict: sql`on conflict (tenant_id, product_id, location_id) do update set on_hand = ${stockLevels.onHand} + excluded.on_hand, carried = true, updated_at = now()`,
          returning: sql`product_id, location_id, on_hand`,
        },
      )}
    ), moving as (
      select e.n, r.* from jsonb_array_elements(${sql.placeholder('movements')}::jsonb) with ordinality as e(value, n), jsonb_to_record(e.value) as r(${types})
    ), ledger as (
      insert into ${stockMovements} (${into})
      select ${sql.join([...names.map(m), balance], sql`, `)}
        from moving m join levels l on l.product_id = m."productId" and l.location_id = m."locationId"
       order by m.n
      returning id
    )
    select (select json_agg(json_build_object('productId', product_id, 'locationId', location_id, 'onHand', on_hand::text)) from levels) as levels,
           (select json_agg(id order by id) from ledger) as ids`;
});
