// `npm run seed:large -- --tenant <slug> --products 200000 --customers 50000 --orders 1000000`
// Fills a shop with realistic data for benchmarks and load tests, inside the database with
// INSERT … SELECT over generate_series (nothing crosses the wire row by row), in batches with a
// progress bar. The ledger stays true: opening stock plus every sale, on hand = Σ ledger.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { eq } from 'drizzle-orm';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { tenants } from '../src/db/schema/tenancy';
import { createShop } from '../src/modules/platform';
import { openSqlSession, type SqlSession } from './lib/sql-session';

const WORDS = {
  brands: [
    'Aling Nena',
    'Bida',
    'Golden',
    'Lucky',
    'Masagana',
    'Pinoy',
    'Royal',
    'Sampaguita',
    'Tala',
    'Bayani',
    'Kalikasan',
    'Mabuhay',
    'Matibay',
    'Sinag',
    'Tibay',
  ],
  nouns: [
    'Common Nail',
    'Wood Screw',
    'Paint',
    'Paint Brush',
    'PVC Pipe',
    'Elbow Fitting',
    'Cement',
    'Sand Paper',
    'Hammer',
    'Pliers',
    'Screwdriver',
    'Measuring Tape',
    'Electrical Tape',
    'Light Bulb',
    'Extension Cord',
    'Padlock',
    'Hinge',
    'Door Knob',
    'Rice',
    'Sardines',
    'Corned Beef',
    'Instant Noodles',
    'Coffee 3-in-1',
    'Soy Sauce',
    'Vinegar',
    'Cooking Oil',
    'Sugar',
    'Salt',
    'Laundry Soap',
    'Dishwashing Liquid',
    'Shampoo Sachet',
    'Toothpaste',
    'Bottled Water',
    'Softdrink',
    'Biscuits',
    'Canned Tuna',
    'Evaporated Milk',
    'Powdered Milk',
    'Bread',
    'Eggs',
  ],
  sizes: [
    'Small',
    'Medium',
    'Large',
    '1 inch',
    '2 inch',
    '3 inch',
    '1 L',
    '4 L',
    '250 g',
    '500 g',
    '1 kg',
    '25 kg',
    'Pack of 10',
    'Pack of 50',
    'Red',
    'Blue',
    'White',
    'Black',
  ],
  categories: [
    'Hardware',
    'Plumbing',
    'Electrical',
    'Paints',
    'Tools',
    'Groceries',
    'Canned Goods',
    'Beverages',
    'Snacks',
    'Personal Care',
    'Household',
    'Dairy',
    'Condiments',
    'Construction',
    'Garden',
  ],
  firstNames: [
    'Juan',
    'Maria',
    'Jose',
    'Ana',
    'Pedro',
    'Rosa',
    'Carlo',
    'Liza',
    'Mark',
    'Joy',
    'Ramon',
    'Grace',
    'Paolo',
    'Cristina',
    'Miguel',
    'Andrea',
    'Rey',
    'Jenny',
    'Noel',
    'Rowena',
  ],
  lastNames: [
    'Dela Cruz',
    'Santos',
    'Reyes',
    'Garcia',
    'Mendoza',
    'Bautista',
    'Ramos',
    'Aquino',
    'Castillo',
    'Villanueva',
    'Torres',
    'Flores',
    'Gonzales',
    'Rivera',
    'Lopez',
    'Navarro',
  ],
  cities: [
    'Makati',
    'Quezon City',
    'Pasig',
    'Taguig',
    'Manila',
    'Cebu City',
    'Davao City',
    'Iloilo City',
    'Bacolod',
    'Baguio',
    'Cagayan de Oro',
    'Antipolo',
  ],
};

type Sizes = { products: number; customers: number; orders: number };

function parse(): { tenant: string; sizes: Sizes } {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string', default: 'bench' },
      products: { type: 'string', default: '200000' },
      customers: { type: 'string', default: '50000' },
      orders: { type: 'string', default: '1000000' },
    },
  });
  const n = (name: string, v: string | undefined, max: number) => {
    const value = Number(v);
    if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`--${name} must be a whole number from 0 to ${max}`);
    return value;
  };
  return {
    tenant: values.tenant!,
    sizes: {
      products: n('products', values.products, 5_000_000),
      customers: n('customers', values.customers, 5_000_000),
      orders: n('orders', values.orders, 20_000_000),
    },
  };
}

const bars = new cliProgress.MultiBar(
  { format: ' {phase} |{bar}| {percentage}% {value}/{total} {eta_formatted}', noTTYOutput: true, notTTYSchedule: 2000, hideCursor: true },
  cliProgress.Presets.shades_classic,
);

/** Runs a statement over [1, total] in batches of `batch`, advancing a progress bar. */
const timings: Record<string, number> = {};

async function inBatches(phase: string, total: number, batch: number, run: (from: number, to: number) => Promise<void>): Promise<void> {
  const started = Date.now();
  const bar = bars.create(Math.max(total, 1), 0, { phase: phase.padEnd(16) });
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await run(from, to);
    bar.update(to);
  }
  if (total === 0) bar.update(1);
  timings[phase] = Date.now() - started;
}

async function step(phase: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  const bar = bars.create(1, 0, { phase: phase.padEnd(16) });
  await run();
  bar.update(1);
  timings[phase] = Date.now() - started;
}

const statementTimes = new Map<string, number>();

/** Keeps sales_by_hour (migration 0009); off while orders load, which are then added up in one statement. */
const SALES_BY_HOUR_TRIGGER = 'sales_orders_count_sales_by_hour';
/** Mark the sales the reports' rollups recount (migration 0020); off while orders load, then the shop is recounted once. */
const SALES_REPORT_TRIGGERS = [
  ['sales_orders', 'sales_orders_mark_sales_report'],
  ['sales_order_items', 'sales_order_items_mark_sales_report'],
  ['sales_order_payments', 'sales_order_payments_mark_sales_report'],
] as const;

async function seed(s: SqlSession, tenantId: number, sizes: Sizes): Promise<void> {
  const q: SqlSession['query'] = async (text, params) => {
    const started = Date.now();
    try {
      return await s.query(text, params);
    } finally {
      const key = text.trim().split('\n')[0]!.slice(0, 70);
      statementTimes.set(key, (statementTimes.get(key) ?? 0) + Date.now() - started);
    }
  };
  await q(`select set_config('app.tenant_id', $1, false)`, [String(tenantId)]);
  const one = async <T>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;

  // Reference data: categories, brands, units, locations, discounts.
  const admin = await one<{ id: number }>(`select id from users where tenant_id = $1 order by id limit 1`, [tenantId]);
  const cash = await one<{ id: number }>(`select id from payment_types where tenant_id = $1 and name = 'Cash'`, [tenantId]);
  const channel = await one<{ id: number; location: number }>(
    `select id, default_picking_warehouse_id as location from sales_channels where tenant_id = $1 order by id limit 1`,
    [tenantId],
  );
  const walkIn = await one<{ id: number }>(`select id from customers where tenant_id = $1 and is_default`, [tenantId]);
  await q(
    `insert into product_categories (tenant_id, category_name) select $1::bigint, c from unnest($2::text[]) c on conflict do nothing`,
    [tenantId, WORDS.categories],
  );
  await q(
    `insert into product_brands (tenant_id, brand_name) select $1::bigint, b || ' ' || v from unnest($2::text[]) b, unnest(array['Co.', 'Trading', 'Foods', 'Industries']) v on conflict do nothing`,
    [tenantId, WORDS.brands],
  );
  const count = await one<{ id: number }>(`select id from unit_classes where tenant_id = $1 and name = 'Count'`, [tenantId]);
  await q(
    `insert into units_of_measure (tenant_id, unit_class_id, unit, factor, is_base) values ($1::bigint, $2::bigint, 'box', 24, false) on conflict do nothing`,
    [tenantId, count.id],
  );
  await q(`insert into unit_classes (tenant_id, name, description) values ($1::bigint, 'Weight', 'Weighed goods') on conflict do nothing`, [
    tenantId,
  ]);
  const weight = await one<{ id: number }>(`select id from unit_classes where tenant_id = $1 and name = 'Weight'`, [tenantId]);
  await q(
    `insert into units_of_measure (tenant_id, unit_class_id, unit, factor, is_base) values ($1::bigint, $2::bigint, 'g', 1, true), ($1::bigint, $2::bigint, 'kg', 1000, false) on conflict do nothing`,
    [tenantId, weight.id],
  );
  const unit = async (cls: number, name: string) =>
    (
      await one<{ id: number }>(`select id from units_of_measure where tenant_id = $1 and unit_class_id = $2 and unit = $3`, [
        tenantId,
        cls,
        name,
      ])
    ).id;
  const [piece, dozen, box, kg] = [
    await unit(count.id, 'piece'),
    await unit(count.id, 'dozen'),
    await unit(count.id, 'box'),
    await unit(weight.id, 'kg'),
  ];
  await q(
    `insert into stock_locations (tenant_id, name, code) values ($1::bigint, 'Warehouse', 'WH'), ($1::bigint, 'Branch 2', 'BR2') on conflict do nothing`,
    [tenantId],
  );
  await q(
    `insert into discounts (tenant_id, name, code, type, scope, value) values ($1::bigint, 'Promo 10%', 'PROMO10', 'percentage', 'sales_order_item', 10), ($1::bigint, 'Suki 5%', 'SUKI5', 'percentage', 'sales_order', 5) on conflict do nothing`,
    [tenantId],
  );
  const categoryIds = (await q<{ id: number }>(`select id from product_categories where tenant_id = $1 order by id`, [tenantId])).map(
    (r) => r.id,
  );
  const brandIds = (await q<{ id: number }>(`select id from product_brands where tenant_id = $1 order by id`, [tenantId])).map((r) => r.id);
  const start = await one<{ max: number | null }>(`select max(id) as max from products where tenant_id = $1`, [tenantId]);
  const skuBase = Number((await one<{ n: string }>(`select count(*) as n from products where tenant_id = $1`, [tenantId])).n);

  // Bulk loading: the foreign keys of the big tables are checked once, after loading, rather than
  // row by row. All of it is one transaction, so a failure leaves the database as it was.
  const heavy = [
    'product_name_words',
    'product_barcodes',
    'product_prices',
    'stock_levels',
    'sales_orders',
    'sales_order_items',
    'sales_order_payments',
    'receivables',
    'stock_movements',
    'inventory_adjustment_items',
    'serial_numbers',
  ];
  const foreignKeys = await q<{ table: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c where c.contype = 'f' and c.conrelid::regclass::text = any($1::text[])`,
    [heavy],
  );
  for (const fk of foreignKeys) await q(`alter table "${fk.table}" drop constraint "${fk.name}"`);
  // Completed sales per hour are added up once at the end, not order by order as they load.
  await q(`alter table sales_orders disable trigger ${SALES_BY_HOUR_TRIGGER}`);
  for (const [table, trigger] of SALES_REPORT_TRIGGERS) await q(`alter table ${table} disable trigger ${trigger}`);

  await inBatches('products', sizes.products, 20_000, async (from, to) => {
    await q(
      `insert into products (tenant_id, sku, product_name, type, category_id, brand_id, unit_class_id, unit_of_measure_id, base_price, cost, reorder_point, is_serialized)
       select $1::bigint, 'SKU-' || lpad((g + $13::int)::text, 7, '0'),
              ($4::text[])[1 + (g * 31) % array_length($4::text[], 1)] || ' ' || ($5::text[])[1 + g % array_length($5::text[], 1)] || ' ' || ($6::text[])[1 + (g / 7) % array_length($6::text[], 1)],
              case when g % 40 = 0 then 'SERVICE' else 'PRODUCT' end,
              ($7::bigint[])[1 + g % array_length($7::bigint[], 1)],
              ($8::bigint[])[1 + (g * 7) % array_length($8::bigint[], 1)],
              case when g % 10 = 1 then $9::bigint else $10::bigint end,
              case when g % 10 = 1 then $11::bigint else $12::bigint end,
              round(5 + ((g * 7919) % 250000) / 100.0, 2),
              round((5 + ((g * 7919) % 250000) / 100.0) * 0.7, 2),
              5 + g % 20,
              g % 97 = 0 and g % 40 <> 0
         from generate_series($2::bigint, $3::bigint) g`,
      [tenantId, from, to, WORDS.brands, WORDS.nouns, WORDS.sizes, categoryIds, brandIds, weight.id, count.id, kg, piece, skuBase],
    );
  });
  const first = (start.max ?? 0) + 1;
  await q(`analyze products`);
  await step('barcodes, prices', async () => {
    await q(
      `insert into product_barcodes (tenant_id, product_id, barcode) select tenant_id, id, '480' || lpad(substr(sku, 5), 10, '0') from products where tenant_id = $1 and id >= $2 on conflict do nothing`,
      [tenantId, first],
    );
    await q(
      `insert into product_prices (tenant_id, product_id, uom_id, price)
       select tenant_id, id, case when id % 2 = 0 then $3::bigint else $4::bigint end, round(base_price * case when id % 2 = 0 then 11.5 else 22 end, 2)
         from products where tenant_id = $1 and id >= $2 and unit_class_id = $5 and type = 'PRODUCT' and id % 3 = 0
       on conflict do nothing`,
      [tenantId, first, dozen, box, count.id],
    );
  });
  await step('stock rows', async () => {
    await q(
      `insert into stock_levels (tenant_id, product_id, location_id, on_hand)
       select p.tenant_id, p.id, l.id, 0 from products p cross join stock_locations l
        where p.tenant_id = $1 and l.tenant_id = $1 and p.type = 'PRODUCT' and p.id >= $2
       on conflict do nothing`,
      [tenantId, first],
    );
  });

  const paymentIds = await q<{ id: number; name: string; category: string; requires: boolean }>(
    `select id, name, category, requires_reference_number as requires from payment_types where tenant_id = $1 order by id`,
    [tenantId],
  );
  await inBatches('customers', sizes.customers, 25_000, async (from, to) => {
    await q(
      `insert into customers (tenant_id, customer_name, default_payment_type_id, contact_number, address_line_one, city, country)
       select $1::bigint, ($4::text[])[1 + g % array_length($4::text[], 1)] || ' ' || ($5::text[])[1 + (g / 3) % array_length($5::text[], 1)] || ' ' || g,
              $6::bigint, '09' || lpad(((g * 7919) % 1000000000)::text, 9, '0'), (g % 300 + 1) || ' Rizal St.', ($7::text[])[1 + g % array_length($7::text[], 1)], 'Philippines'
         from generate_series($2::bigint, $3::bigint) g`,
      [tenantId, from, to, WORDS.firstNames, WORDS.lastNames, cash.id, WORDS.cities],
    );
  });

  const customerIds = (
    await q<{ id: number }>(`select id from customers where tenant_id = $1 and not is_default order by id`, [tenantId])
  ).map((r) => Number(r.id));
  const sellable = (
    await q<{ id: number }>(`select id from products where tenant_id = $1 and not is_serialized order by id`, [tenantId])
  ).map((r) => Number(r.id));
  if (sellable.length === 0 && sizes.orders > 0) throw new Error('There are no products to sell: give --products.');
  const orderBase = Number(
    (
      await one<{ n: string }>(
        `select coalesce(max(last_number), 0) as n from document_series where tenant_id = $1 and kind = 'salesOrder'`,
        [tenantId],
      )
    ).n,
  );
  const byName = (name: string) => paymentIds.find((p) => p.name === name)!.id;
  const days = 730;

  await inBatches('orders', sizes.orders, 20_000, async (from, to) => {
    const { lo, hi } = await one<{ lo: number; hi: number }>(
      `with inserted as (
         insert into sales_orders (tenant_id, sales_order_number, sales_order_date, sales_channel_id, customer_id, location_id, gross_total, discount_total, tax_total, net_total, paid_amount_total, created_by, created_at, updated_at)
         select $1::bigint, 'SO-' || lpad((g + $4::int)::text, greatest(6, length((g + $4::int)::text)), '0'), d, $5::bigint, case when g % 3 = 0 or $10::int = 0 then $6::bigint else ($7::bigint[])[1 + (g * 104729) % greatest($10::int, 1)] end, $8::bigint, 0, 0, 0, 0, 0, $9::bigint, d, d
           from generate_series($2::bigint, $3::bigint) g,
                lateral (select now() - make_interval(days => $11::int) + (g::float8 / $12::int) * make_interval(days => $11::int) - make_interval(secs => (g * 7919) % 3600) as d) dd
         returning id)
       select min(id) as lo, max(id) as hi from inserted`,
      [
        tenantId,
        from,
        to,
        orderBase,
        channel.id,
        walkIn.id,
        customerIds,
        channel.location,
        admin.id,
        customerIds.length,
        days,
        sizes.orders,
      ],
    );
    const range = [tenantId, lo, hi];
    await q(
      `insert into sales_order_items (tenant_id, sales_order_id, line_number, product_id, sku, product_name, product_type, ordered_quantity, ordered_uom_id, ordered_unit, base_quantity, ordered_unit_price, gross_amount, line_total, applied_discounts)
       select o.tenant_id, o.id, k, p.id, p.sku, p.product_name, p.type, qty.q, p.unit_of_measure_id, u.unit, qty.q * u.factor, p.base_price, gross.g,
              case when (o.id + k) % 20 = 0 then gross.g - round(gross.g * 0.10, 2) else gross.g end,
              case when (o.id + k) % 20 = 0
                   then jsonb_build_array(jsonb_build_object('type', 'percentage', 'scope', 'sales_order_item', 'code', 'PROMO10', 'discount_id', null, 'base_amount', gross.g, 'discount_amount', round(gross.g * 0.10, 2), 'value', 10))
                   else '[]'::jsonb end
         from sales_orders o
         cross join lateral generate_series(1, 1 + (o.id % 4)::int) k
         join products p on p.tenant_id = o.tenant_id and p.id = ($4::bigint[])[1 + ((o.id * 7919 + k * 104729) % $5::int)]
         join units_of_measure u on u.tenant_id = p.tenant_id and u.id = p.unit_of_measure_id
         cross join lateral (select case when u.factor > 1 then 0.5 * (1 + (o.id + k) % 3) else 1 + (o.id + k) % 3 end as q) qty
         cross join lateral (select round(qty.q * p.base_price, 2) as g) gross
        where o.tenant_id = $1 and o.id between $2 and $3`,
      [...range, sellable, sellable.length],
    );
    await q(
      `update sales_orders o set gross_total = s.gross, net_total = s.net, discount_total = s.gross - s.net, paid_amount_total = s.net,
              applied_discounts = case when o.id % 25 = 0 then jsonb_build_array(jsonb_build_object('type', 'percentage', 'scope', 'sales_order', 'code', 'SUKI5', 'discount_id', null, 'base_amount', s.lines, 'discount_amount', s.lines - s.net, 'value', 5)) else '[]'::jsonb end
         from (select i.sales_order_id, sum(i.gross_amount) as gross, sum(i.line_total) as lines,
                      case when i.sales_order_id % 25 = 0 then sum(i.line_total) - round(sum(i.line_total) * 0.05, 2) else sum(i.line_total) end as net
                 from sales_order_items i where i.tenant_id = $1 and i.sales_order_id between $2 and $3 group by i.sales_order_id) s
        where o.tenant_id = $1 and o.id = s.sales_order_id`,
      range,
    );
    // Payments: mostly cash, some GCash, card, credit and installment; one in twenty split cash + GCash.
    await q(
      `insert into sales_order_payments (tenant_id, sales_order_id, payment_type_id, payment_category, paid_amount, due_amount, reference_number, tendered_amount, change)
       select o.tenant_id, o.id, pt.id, pt.category, part.amount, part.amount, case when pt.requires_reference_number then 'REF-' || o.id else null end,
              case when pt.name = 'Cash' then ceil(part.amount / 100) * 100 else null end,
              case when pt.name = 'Cash' then ceil(part.amount / 100) * 100 - part.amount else null end
         from sales_orders o
         cross join lateral (
           select case when o.id % 20 < 13 then $4::bigint when o.id % 20 < 16 then $5::bigint when o.id % 20 = 16 then $6::bigint when o.id % 20 = 17 then $7::bigint when o.id % 20 = 18 then $8::bigint else $4::bigint end as type_id, o.net_total - case when o.id % 20 = 19 then round(o.net_total / 2, 2) else 0 end as amount
           union all
           select $5::bigint, round(o.net_total / 2, 2) where o.id % 20 = 19
         ) part
         join payment_types pt on pt.tenant_id = o.tenant_id and pt.id = part.type_id
        where o.tenant_id = $1 and o.id between $2 and $3`,
      [...range, byName('Cash'), byName('GCash'), byName('Card'), byName('Charge'), byName('Installment')],
    );
    await q(
      `insert into receivables (tenant_id, customer_id, sales_order_id, payment_id, payment_category, document_date, due_date, amount, balance, created_at, updated_at)
       select p.tenant_id, o.customer_id, o.id, p.id, p.payment_category, (o.sales_order_date at time zone 'Asia/Manila')::date,
              (o.sales_order_date at time zone 'Asia/Manila')::date + 30, p.paid_amount, p.paid_amount, o.sales_order_date, o.sales_order_date
         from sales_order_payments p join sales_orders o on o.tenant_id = p.tenant_id and o.id = p.sales_order_id
        where p.tenant_id = $1 and p.sales_order_id between $2 and $3 and p.payment_category in ('TRADE_CREDIT', 'INSTALLMENT')`,
      range,
    );
    await q(
      `update sales_orders o set taxed = true where o.tenant_id = $1 and o.id between $2 and $3
          and exists (select 1 from sales_order_payments p where p.tenant_id = o.tenant_id and p.sales_order_id = o.id and p.reference_number is not null)`,
      range,
    );
    await q(
      `insert into stock_movements (tenant_id, product_id, location_id, quantity, balance_after, uom_id, uom_quantity, source_type, source_id, source_number, created_by, created_at)
       select i.tenant_id, i.product_id, o.location_id, -i.base_quantity, 0, i.ordered_uom_id, -i.ordered_quantity, 'SALE', o.id, o.sales_order_number, o.created_by, o.sales_order_date
         from sales_order_items i join sales_orders o on o.tenant_id = i.tenant_id and o.id = i.sales_order_id
        where i.tenant_id = $1 and i.sales_order_id between $2 and $3 and i.product_type = 'PRODUCT'`,
      range,
    );
  });

  await step('opening stock', async () => {
    // Fresh statistics first: the planner otherwise takes the just-filled tables for empty ones.
    await q(`analyze products, stock_levels, stock_movements, units_of_measure`);
    await q(
      `create temp table seed_sold on commit drop as
         select product_id, location_id, -sum(quantity) as out from stock_movements where tenant_id = $1 and source_type = 'SALE' group by product_id, location_id`,
      [tenantId],
    );
    await q(`create unique index on seed_sold (location_id, product_id)`);
    await q(`analyze seed_sold`);
    const opened = `now() - make_interval(days => ${days + 1})`;
    const locations = await q<{ id: number; name: string }>(`select id, name from stock_locations where tenant_id = $1 order by id`, [
      tenantId,
    ]);
    for (const location of locations) {
      const number = await one<{ n: string }>(
        `insert into document_series (tenant_id, kind, last_number) values ($1::bigint, 'adjustment', 1)
         on conflict (tenant_id, kind) do update set last_number = document_series.last_number + 1 returning last_number as n`,
        [tenantId],
      );
      const adjustmentNumber = `ADJ-${String(number.n).padStart(6, '0')}`;
      const adjustment = await one<{ id: number }>(
        `insert into inventory_adjustments (tenant_id, adjustment_number, location_id, reason, notes, created_by, created_at, updated_at)
         values ($1::bigint, $2, $3::bigint, 'Opening stock', 'Generated by seed:large', $4::bigint, ${opened}, ${opened}) returning id`,
        [tenantId, adjustmentNumber, location.id, admin.id],
      );
      // Enough to cover everything sold here, and some left over.
      await q(
        `with sold as (select product_id, out from seed_sold where location_id = $2),
              opening as materialized (
                select s.product_id, coalesce(sold.out, 0) + case when p.is_serialized then 5 else 20 + s.product_id % 200 end as quantity
                  from stock_levels s join products p on p.tenant_id = s.tenant_id and p.id = s.product_id left join sold on sold.product_id = s.product_id
                 where s.tenant_id = $1 and s.location_id = $2 and p.id >= $5)
         , items as (
           insert into inventory_adjustment_items (tenant_id, adjustment_id, product_id, uom_id, mode, quantity, previous_on_hand, base_delta)
           select $1::bigint, $3::bigint, o.product_id, p.unit_of_measure_id, 'delta', o.quantity / u.factor, 0, o.quantity
             from opening o join products p on p.tenant_id = $1 and p.id = o.product_id join units_of_measure u on u.tenant_id = $1 and u.id = p.unit_of_measure_id
           returning product_id)
         insert into stock_movements (tenant_id, product_id, location_id, quantity, balance_after, source_type, source_id, source_number, note, created_by, created_at)
         select $1::bigint, o.product_id, $2::bigint, o.quantity, 0, 'ADJUSTMENT', $3::bigint, $4::text, 'Opening stock', $6::bigint, ${opened} from opening o`,
        [tenantId, location.id, adjustment.id, adjustmentNumber, first, admin.id],
      );
      await q(
        `insert into serial_numbers (tenant_id, product_id, serial_number, status, location_id, source, source_id)
         select $1::bigint, p.id, 'SN-' || p.id || '-' || $2::bigint || '-' || k, 'IN_STOCK', $2::bigint, 'ADJUSTMENT', $3::bigint
           from products p cross join generate_series(1, 5) k
          where p.tenant_id = $1 and p.is_serialized and p.id >= $4
         on conflict do nothing`,
        [tenantId, location.id, adjustment.id, first],
      );
    }
  });
  await step('ledger balances', async () => {
    await q(
      `update stock_movements m set balance_after = b.balance
         from (select id, sum(quantity) over (partition by product_id, location_id order by created_at, id) as balance
                 from stock_movements where tenant_id = $1) b
        where m.tenant_id = $1 and m.id = b.id and m.balance_after is distinct from b.balance`,
      [tenantId],
    );
    await q(
      `update stock_levels s set on_hand = l.total, carried = true, updated_at = now()
         from (select product_id, location_id, sum(quantity) as total from stock_movements where tenant_id = $1 group by product_id, location_id) l
        where s.tenant_id = $1 and s.product_id = l.product_id and s.location_id = l.location_id and (s.on_hand is distinct from l.total or not s.carried)`,
      [tenantId],
    );
    await q(
      `insert into document_series (tenant_id, kind, last_number) values ($1::bigint, 'salesOrder', $2::bigint)
       on conflict (tenant_id, kind) do update set last_number = greatest(document_series.last_number, excluded.last_number)`,
      [tenantId, orderBase + sizes.orders],
    );
  });
  await step('sales by hour', async () => {
    await q(`alter table sales_orders enable trigger ${SALES_BY_HOUR_TRIGGER}`);
    // The shop's hours anew from all its orders (those from before this run were counted by the
    // trigger), so nothing is counted twice.
    await q(`delete from sales_by_hour where tenant_id = $1`, [tenantId]);
    await q(
      `insert into sales_by_hour (tenant_id, sales_hour, sales_channel_id, order_count, gross_total, discount_total, net_total, paid_total)
       select tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, count(*), sum(gross_total), sum(discount_total), sum(net_total), sum(paid_amount_total)
         from sales_orders
        where tenant_id = $1 and status = 'COMPLETED' and not starts_with(sales_order_number, 'PENDING-')
        group by 1, 2, 3`,
      [tenantId],
    );
  });
  await step('report rollups', async () => {
    for (const [table, trigger] of SALES_REPORT_TRIGGERS) await q(`alter table ${table} enable trigger ${trigger}`);
    // Every sale of the shop counted anew from the documents (those from before this run included).
    await q(`select sales_report_rebuild($1::bigint)`, [tenantId]);
  });
  await step('checking keys', async () => {
    for (const fk of foreignKeys) await q(`alter table "${fk.table}" add constraint "${fk.name}" ${fk.definition}`);
  });
}

async function main(): Promise<void> {
  const { tenant, sizes } = parse();
  const config = loadConfig();
  const db = await openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl, ...(config.appDatabaseUrl ? { appUrl: config.appDatabaseUrl } : {}), poolSize: 1 }
      : { engine: 'pglite', dataDir: `${config.dataDir}/pgdata` },
  );
  let [row] = await db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, tenant)));
  if (!row) {
    const created = await db.transaction(null, (tx) =>
      createShop(tx, {
        slug: tenant,
        name: `${tenant[0]!.toUpperCase()}${tenant.slice(1)} Shop`,
        adminEmail: `admin@${tenant}.shop`,
        adminPassword: config.adminPassword ?? DEMO_ADMIN_PASSWORD,
      }),
    );
    row = { id: created.id };
    console.log(`Created the shop ${tenant} (admin@${tenant}.shop).`);
  }
  await db.close();
  const session = await openSqlSession(config);
  const started = Date.now();
  try {
    await session.query('begin');
    await seed(session, row.id, sizes);
    await session.query('commit');
    await session.query('analyze');
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    bars.stop();
    await session.close();
  }
  if (process.env.SEED_DEBUG)
    for (const [k, v] of [...statementTimes].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${String(v).padStart(7)} ms  ${k}`);
  console.log(
    Object.entries(timings)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
      .join(', '),
  );
  console.log(
    `Seeded ${tenant} with ${sizes.products} products, ${sizes.customers} customers and ${sizes.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (${session.engine}).`,
  );
}

main().catch((error: unknown) => {
  bars.stop();
  console.error(
    error instanceof ConfigError ? error.message : `seed:large failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
