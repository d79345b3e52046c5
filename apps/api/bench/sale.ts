import { computeOrder } from '@oim/shared/pos/arithmetic';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { SqlSession } from './sql';

/** What a terminal needs to ring up sales in the benchmark's shop. */
export type Shop = {
  tenantId: number;
  adminId: number;
  channelId: number;
  locationId: number;
  walkInId: number;
  cashId: number;
  customerIds: number[];
  /** Products with plenty on hand at the channel's location, sold in their base unit. */
  products: { id: number; sku: string; name: string; uomId: number; unit: string; price: string }[];
};

export type Rng = () => number;

/** A small deterministic generator (mulberry32), so two runs ask the same things. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Rng, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export type SaleLine = { product: Shop['products'][number]; quantity: number };

/** One to three different products, one to three of each. */
export function randomLines(shop: Shop, random: Rng): SaleLine[] {
  const count = 1 + Math.floor(random() * 3);
  const chosen = new Map<number, SaleLine>();
  while (chosen.size < count) {
    const product = pick(random, shop.products);
    chosen.set(product.id, { product, quantity: 1 + Math.floor(random() * 3) });
  }
  return [...chosen.values()];
}

/** The POS sale body as the terminal builds it: every total from the shared arithmetic, paid in cash. */
export function posOrderBody(shop: Shop, lines: SaleLine[], customerId: number) {
  const totals = computeOrder({
    lines: lines.map((l) => ({ orderedQuantity: l.quantity, orderedUnitPrice: l.product.price, appliedDiscounts: [] })),
    orderDiscounts: [],
  });
  const tendered = toPesos(Math.ceil(toCentavos(totals.netTotal) / 10_000) * 10_000);
  return {
    salesChannelId: shop.channelId,
    customerId,
    grossTotal: totals.subTotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    netTotal: totals.netTotal,
    paidAmountTotal: totals.netTotal,
    publicNote: null,
    appliedDiscounts: totals.orderDiscounts,
    orderItems: lines.map((l, i) => ({
      uniqueId: `${l.product.id}-${i}`,
      productId: l.product.id,
      productType: 'PRODUCT',
      orderedQuantity: l.quantity,
      orderedUomId: l.product.uomId,
      orderedUnitPrice: Number(l.product.price),
      lineTotal: toPesos(totals.lines[i]!.lineTotal),
      appliedDiscounts: totals.lines[i]!.discounts,
      serialNumbers: [],
      commissionData: null,
    })),
    orderPayments: [
      {
        paymentType: shop.cashId,
        paidAmount: totals.netTotal,
        dueAmount: totals.netTotal,
        referenceNumber: null,
        notes: null,
        tenderedAmount: tendered,
        change: null,
      },
    ],
    totals,
  };
}

/** Reads the shop the benchmark sells in; undefined when there is no such shop. */
export async function loadShop(s: SqlSession, slug: string, poolSize = 3000): Promise<Shop | undefined> {
  const [tenant] = await s.query<{ id: string }>(`select id from tenants where slug = $1`, [slug]);
  if (!tenant) return undefined;
  const tenantId = Number(tenant.id);
  await s.query(`select set_config('app.tenant_id', $1, false)`, [String(tenantId)]);
  const one = async <T>(text: string, params: unknown[] = []) => (await s.query<T>(text, params))[0];
  const admin = await one<{ id: string }>(`select id from users where tenant_id = $1 order by id limit 1`, [tenantId]);
  const channel = await one<{ id: string; location: string }>(
    `select id, default_picking_warehouse_id as location from sales_channels where tenant_id = $1 and is_active and default_picking_warehouse_id is not null order by id limit 1`,
    [tenantId],
  );
  const walkIn = await one<{ id: string }>(`select id from customers where tenant_id = $1 order by is_default desc, id limit 1`, [
    tenantId,
  ]);
  const cash = await one<{ id: string }>(`select id from payment_types where tenant_id = $1 and name = 'Cash'`, [tenantId]);
  if (!admin || !channel || !walkIn || !cash)
    throw new Error(`The shop ${slug} has no administrator, active sales channel, customer or Cash payment type.`);
  const customers = await s.query<{ id: string }>(`select id from customers where tenant_id = $1 order by id limit 5000`, [tenantId]);
  // Spread over the catalogue (every k-th product with stock), so terminals rarely wait on one stock row.
  const products = await s.query<{ id: string; sku: string; name: string; uom: string; unit: string; price: string }>(
    `select p.id, p.sku, p.product_name as name, p.unit_of_measure_id as uom, u.unit, p.base_price::text as price
       from stock_levels s
       join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
       join units_of_measure u on u.tenant_id = p.tenant_id and u.id = p.unit_of_measure_id
      where s.tenant_id = $1 and s.location_id = $2 and s.on_hand >= 60 and p.type = 'PRODUCT' and p.is_active and not p.is_serialized and u.factor = 1
      order by md5(p.id::text) limit $3`,
    [tenantId, Number(channel.location), poolSize],
  );
  return {
    tenantId,
    adminId: Number(admin.id),
    channelId: Number(channel.id),
    locationId: Number(channel.location),
    walkInId: Number(walkIn.id),
    cashId: Number(cash.id),
    customerIds: customers.map((c) => Number(c.id)),
    products: products.map((p) => ({ id: Number(p.id), sku: p.sku, name: p.name, uomId: Number(p.uom), unit: p.unit, price: p.price })),
  };
}

/**
 * The same sale as the API writes it, as plain SQL in one transaction and with the same locks, in
 * the same order: the order, the stock rows (updated in location, product order) and their ledger
 * rows, its lines, the payment, then the shop's gap-free order-number counter (held to commit). What the database
 * alone can do: the ceiling the API is measured against.
 */
export async function rawSale(s: SqlSession, shop: Shop, lines: SaleLine[], customerId: number): Promise<void> {
  const { totals } = posOrderBody(shop, lines, customerId);
  const sorted = [...lines].sort((a, b) => a.product.id - b.product.id);
  await s.query('begin');
  try {
    const [order] = await s.query<{ id: string }>(
      `insert into sales_orders (tenant_id, sales_order_number, sales_channel_id, customer_id, location_id, gross_total, discount_total, tax_total, net_total, paid_amount_total, created_by)
       values ($1, 'PENDING-' || gen_random_uuid(), $2, $3, $4, $5, $6, $7, $8, $8, $9) returning id`,
      [
        shop.tenantId,
        shop.channelId,
        customerId,
        shop.locationId,
        totals.subTotal,
        totals.discountTotal,
        totals.taxTotal,
        totals.netTotal,
        shop.adminId,
      ],
    );
    const orderId = order!.id;
    const levels = await s.query<{ product_id: string; on_hand: string }>(
      `insert into stock_levels (tenant_id, product_id, location_id, on_hand)
       select $1, p, $2, -q from unnest($3::bigint[], $4::numeric[]) as t(p, q)
       on conflict (tenant_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand, updated_at = now()
       returning product_id, on_hand`,
      [shop.tenantId, shop.locationId, sorted.map((l) => l.product.id), sorted.map((l) => l.quantity)],
    );
    if (levels.some((l) => Number(l.on_hand) < 0)) throw new Error('not enough stock');
    const after = new Map(levels.map((l) => [Number(l.product_id), l.on_hand]));
    await s.query(
      `insert into stock_movements (tenant_id, product_id, location_id, quantity, balance_after, uom_id, uom_quantity, source_type, source_id, source_number, created_by)
       select $1, p, $2, -q, b, u, -q, 'SALE', $6, null, $7 from unnest($3::bigint[], $4::numeric[], $5::numeric[], $8::bigint[]) as t(p, q, b, u)`,
      [
        shop.tenantId,
        shop.locationId,
        sorted.map((l) => l.product.id),
        sorted.map((l) => l.quantity),
        sorted.map((l) => after.get(l.product.id)),
        orderId,
        shop.adminId,
        sorted.map((l) => l.product.uomId),
      ],
    );
    await s.query(
      `insert into sales_order_items (tenant_id, sales_order_id, line_number, product_id, sku, product_name, product_type, ordered_quantity, ordered_uom_id, ordered_unit, base_quantity, ordered_unit_price, gross_amount, line_total)
       select $1, $2, n, p, sku, name, 'PRODUCT', q, u, unit, q, price, total, total
         from unnest($3::int[], $4::bigint[], $5::text[], $6::text[], $7::numeric[], $8::bigint[], $9::text[], $10::numeric[], $11::numeric[]) as t(n, p, sku, name, q, u, unit, price, total)`,
      [
        shop.tenantId,
        orderId,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.product.id),
        lines.map((l) => l.product.sku),
        lines.map((l) => l.product.name),
        lines.map((l) => l.quantity),
        lines.map((l) => l.product.uomId),
        lines.map((l) => l.product.unit),
        lines.map((l) => l.product.price),
        lines.map((_, i) => toPesos(totals.lines[i]!.lineTotal)),
      ],
    );
    await s.query(
      `insert into sales_order_payments (tenant_id, sales_order_id, payment_type_id, payment_category, paid_amount, due_amount) values ($1, $2, $3, 'IMMEDIATE', $4, $4)`,
      [shop.tenantId, orderId, shop.cashId, totals.netTotal],
    );
    // The gap-free number last, as the API takes it: the counter row stays locked until commit.
    const [counter] = await s.query<{ n: string }>(
      `insert into document_series (tenant_id, kind, last_number) values ($1, 'salesOrder', 1)
       on conflict (tenant_id, kind) do update set last_number = document_series.last_number + 1 returning last_number as n`,
      [shop.tenantId],
    );
    const number = `SO-${String(counter!.n).padStart(6, '0')}`;
    await s.query(`update sales_orders set sales_order_number = $2 where tenant_id = $1 and id = $3`, [shop.tenantId, number, orderId]);
    await s.query(`update stock_movements set source_number = $2 where tenant_id = $1 and source_type = 'SALE' and source_id = $3`, [
      shop.tenantId,
      number,
      orderId,
    ]);
    await s.query('commit');
  } catch (error) {
    await s.query('rollback');
    throw error;
  }
}
