import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { offlineCatalogueQuery } from '@oim/shared/schemas/offline-sync';
import { SPECIAL_DISCOUNT_CLASSES, VAT_CLASSES } from '@oim/shared/pos/tax';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { salesChannels, salesSettings } from '../../db/schema/sales';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';

/** How many products a terminal keeps when the shop set no cap. */
export const DEFAULT_CAP = 50_000;
/** Products sold in this many days rank first when the catalogue is over the cap. */
const MOST_SOLD_DAYS = 90;

/** A product as the terminal keeps it offline. */
export const catalogueProduct = z.object({
  id: z.number(),
  sku: z.string(),
  productName: z.string(),
  type: z.string(),
  isActive: z.boolean(),
  isSerialized: z.boolean(),
  basePrice: z.string(),
  minimumPrice: z.string().nullable(),
  unitClassId: z.number(),
  unitOfMeasureId: z.number(),
  pricingScheduleTemplateId: z.number().nullable(),
  /** Its pricing group: the group's other lines count towards its schedule's breaks. */
  pricingGroupId: z.number().nullable(),
  commissionTemplateId: z.number().nullable(),
  /** How its sales count on a VAT shop, and which senior citizen / PWD discount applies: offline totals as online. */
  vatClass: z.enum(VAT_CLASSES),
  /** Which senior citizen / PWD discount it takes: NONE, BASIC_NECESSITY (5%, VAT kept, weekly cap) or FULL (20%, VAT-exempt). */
  specialDiscountClass: z.enum(SPECIAL_DISCOUNT_CLASSES),
  updatedAt: z.string(),
  prices: z.array(z.object({ uomId: z.number(), price: z.string() })),
  barcodes: z.array(z.string()),
  bundleItems: z.array(z.object({ id: z.number(), itemId: z.number(), uomId: z.number(), quantity: z.string() })),
});

async function catalogueCap(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ cap: salesSettings.offlineCatalogueCap })
    .from(salesSettings)
    .where(shopWhere(tx, salesSettings, undefined));
  return row?.cap ?? DEFAULT_CAP;
}

/** The active sales channel a terminal loads for, or 422 on salesChannelId. */
export async function requireChannel(tx: Tx, salesChannelId: number) {
  const [channel] = await tx
    .select({ id: salesChannels.id, locationId: salesChannels.defaultPickingWarehouseId })
    .from(salesChannels)
    .where(shopWhere(tx, salesChannels, and(eq(salesChannels.id, salesChannelId), eq(salesChannels.isActive, true))));
  if (!channel) throw invalid({ salesChannelId: ['The selected sales channel is invalid.'] });
  return channel;
}

/** A page of the catalogue and where the next starts. */
export const offlineCataloguePage = z.object({
  data: z.array(catalogueProduct),
  meta: z.object({
    nextCursor: z.number().nullable(),
    /** Send as changedSince next time (a minute before this answer: overlaps are harmless, gaps are not). */
    changedSinceNext: z.string(),
    cap: z.number(),
    /** Whether the shop has more products than the cap (the catalogue holds the most sold, then barcoded ones). */
    capped: z.boolean(),
    /** How many products a full load answers in all (the terminal's "n of N products"); null with changedSince. */
    total: z.number().nullable(),
  }),
});

/**
 * The terminal's local catalogue: products with unit prices, barcodes and bundle definitions,
 * keyset-paged by id; with changedSince, only products changed since (inactive ones too, to drop).
 * Over the shop's cap a full load holds the most sold products, then the barcoded ones.
 */
export async function readOfflineCatalogue(
  { tx, tenantId }: ServiceContext,
  query: z.output<typeof offlineCatalogueQuery>,
): Promise<z.infer<typeof offlineCataloguePage>> {
  await requireChannel(tx, query.salesChannelId);
  const cap = await catalogueCap(tx);
  const cursor = query.cursor ?? 0;
  const since = query.changedSince ? new Date(query.changedSince) : null;
  // Over the cap only a full load is bounded; changes are few and always sent.
  const [{ count }] = (
    await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from (select 1 from products where tenant_id = ${tenantId} and is_active limit ${cap + 1}) c`,
    )
  ).rows as [{ count: number }];
  const capped = count > cap;
  const eligible =
    since !== null
      ? sql`(p.updated_at > ${since} or exists (select 1 from product_prices pp where pp.tenant_id = ${tenantId} and pp.product_id = p.id and pp.updated_at > ${since}))`
      : capped
        ? sql`p.is_active and p.id in (
            select q.id from products q
              left join (select i.product_id, sum(i.base_quantity) as sold from sales_order_items i
                           join sales_orders o on o.tenant_id = i.tenant_id and o.id = i.sales_order_id
                          where i.tenant_id = ${tenantId} and o.sales_order_date > now() - make_interval(days => ${MOST_SOLD_DAYS})
                          group by i.product_id) s on s.product_id = q.id
             where q.tenant_id = ${tenantId} and q.is_active
             order by s.sold desc nulls last,
                      exists (select 1 from product_barcodes b where b.tenant_id = ${tenantId} and b.product_id = q.id) desc,
                      q.id
             limit ${cap})`
        : sql`p.is_active`;
  const rows = (
    await tx.execute<Record<string, unknown>>(sql`
    select p.id, p.sku, p.product_name as "productName", p.type, p.is_active as "isActive", p.is_serialized as "isSerialized",
           p.base_price::text as "basePrice", p.minimum_price::text as "minimumPrice", p.unit_class_id as "unitClassId",
           p.unit_of_measure_id as "unitOfMeasureId", p.pricing_schedule_template_id as "pricingScheduleTemplateId",
           p.pricing_group_id as "pricingGroupId",
           p.commission_template_id as "commissionTemplateId", p.vat_class as "vatClass",
           p.special_discount_class as "specialDiscountClass", to_json(p.updated_at)#>>'{}' as "updatedAt",
           coalesce((select json_agg(json_build_object('uomId', pp.uom_id, 'price', pp.price::text) order by pp.uom_id)
                       from product_prices pp where pp.tenant_id = ${tenantId} and pp.product_id = p.id), '[]') as prices,
           coalesce((select json_agg(b.barcode order by b.barcode)
                       from product_barcodes b where b.tenant_id = ${tenantId} and b.product_id = p.id), '[]') as barcodes,
           case when p.type = 'BUNDLE' then coalesce((select json_agg(json_build_object('id', bi.id, 'itemId', bi.item_id, 'uomId', bi.uom_id, 'quantity', bi.quantity::text) order by bi.id)
                       from bundle_items bi where bi.tenant_id = ${tenantId} and bi.bundle_id = p.id), '[]') else '[]' end as "bundleItems"
      from products p
     where p.tenant_id = ${tenantId} and p.id > ${cursor} and ${eligible}
     order by p.id
     limit ${query.limit + 1}`)
  ).rows;
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const [{ next }] = (await tx.execute<{ next: string }>(sql`select to_json(now() - interval '1 minute')#>>'{}' as next`)).rows as [
    { next: string },
  ];
  return {
    // bigint ids come back as strings from PostgreSQL (numbers from PGlite).
    data: page.map((p) => ({
      ...p,
      id: Number(p.id),
      unitClassId: Number(p.unitClassId),
      unitOfMeasureId: Number(p.unitOfMeasureId),
      pricingScheduleTemplateId: p.pricingScheduleTemplateId === null ? null : Number(p.pricingScheduleTemplateId),
      pricingGroupId: p.pricingGroupId === null ? null : Number(p.pricingGroupId),
      commissionTemplateId: p.commissionTemplateId === null ? null : Number(p.commissionTemplateId),
    })) as z.infer<typeof catalogueProduct>[],
    meta: {
      nextCursor: more ? Number(page.at(-1)!.id) : null,
      changedSinceNext: next,
      cap,
      capped,
      total: since === null ? Math.min(count, cap) : null,
    },
  };
}
