import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, unroutedTables } from './support/tenant-routing';

// The judge of `npm run test:pg`'s routing check (scripts/test-pg.mjs): which shop tables of a
// statement a planner distributing by tenant_id could not route to one shard.
describe('routing a statement to one shop', () => {
  beforeAll(() => loadParser());

  it.each([
    ['select "id" from "products" where "products"."tenant_id" = $1 and "id" = $2'],
    ['select p.id from products p join units_of_measure u on u.tenant_id = p.tenant_id and u.id = p.unit_id where p.tenant_id = $1'],
    [
      'select id, (select count(*) from stock_levels s where s.tenant_id = products.tenant_id and s.product_id = products.id) from products where tenant_id = $1',
    ],
    ['insert into products (tenant_id, name) values ($1, $2) on conflict do nothing returning id'],
    ['update stock_levels set on_hand = on_hand + $1 where tenant_id = $2::bigint and id = $3'],
    ['with recent as (select id from sales_orders where tenant_id = $1) select * from recent'],
    ['select slug from tenants where id = $1'],
    ["select set_config('role', $1, true), set_config('app.tenant_id', $2, true)"],
    ['select c.relname from pg_class c'],
  ])('routes %s', (statement) => {
    expect(unroutedTables(statement)).toEqual([]);
  });

  it.each([
    ['select "id" from "products" where "id" = $1', ['products']],
    ['select p.id from products p join units_of_measure u on u.id = p.unit_id where p.tenant_id = $1', ['units_of_measure']],
    ['select * from products where tenant_id = $1 and id in (select product_id from stock_levels where on_hand > 0)', ['stock_levels']],
    ['insert into products (name) values ($1)', ['products']],
    ['delete from stock_levels where id = $1', ['stock_levels']],
    ['select * from products where tenant_id = $1 or id = $2', ['products']],
    ['select id from products where tenant_id = $1 union all select id from services where id = $2', ['services']],
  ])('finds what %s leaves unpinned', (statement, tables) => {
    expect(unroutedTables(statement)).toEqual(tables);
  });
});
