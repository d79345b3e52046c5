import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OFFLINE_CLOCK_SKEW_MINUTES,
  OFFLINE_SALE_MAX_AGE_DAYS,
  offlineCatalogueQuery,
  offlineSaleBody,
} from '@oim/shared/schemas/offline-sync';
import { parseTaxProfile, SPECIAL_DISCOUNT_CLASSES, VAT_CLASSES } from '@oim/shared/pos/tax';
import type { Tx } from '../../db/client';
import { discounts, paymentTypes, pricingScheduleBreaks, pricingScheduleTemplates, unitsOfMeasure } from '../../db/schema/masterfile';
import { posShifts, posTerminals } from '../../db/schema/pos-terminals';
import { customers, salesChannels, salesSettings } from '../../db/schema/sales';
import { salesOrders } from '../../db/schema/sales-documents';
import { companyProfiles } from '../../db/schema/settings';
import { invalid } from '../../platform/errors';
import { isFeatureOn } from '../../platform/features';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';
import { messageDataSchema } from '../../platform/resource/schema';
import { postOfflineSale } from './post-offline-sale';
import { announceSalePosted } from './sale-events';
import { salesOrderResource } from './sales-orders.resource';

const DEFAULT_CAP = 50_000;
/** Products sold in this many days rank first when the catalogue is over the cap. */
const MOST_SOLD_DAYS = 90;

const catalogueProduct = z.object({
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

async function requireChannel(tx: Tx, salesChannelId: number) {
  const [channel] = await tx
    .select({ id: salesChannels.id, locationId: salesChannels.defaultPickingWarehouseId })
    .from(salesChannels)
    .where(shopWhere(tx, salesChannels, and(eq(salesChannels.id, salesChannelId), eq(salesChannels.isActive, true))));
  if (!channel) throw invalid({ salesChannelId: ['The selected sales channel is invalid.'] });
  return channel;
}

/**
 * The offline terminal's side of the server (issue 21): posting sales made offline, and the
 * catalogue and reference data a terminal keeps so it can sell without a connection.
 */
export function registerOfflineSyncRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Offline terminal');

  /**
   * A sale made offline, synced. 201 posted; 200 (Idempotent-Replayed: true) when this clientSaleId
   * was posted before, whenever that was, or when POST sales/pos-order posted a sale under its
   * Idempotency-Key (an online save that got no answer, saved again offline): the answer is that first sale. Codes to park: see
   * OFFLINE_PARK_CODES in packages/shared/src/schemas/offline-sync.ts.
   */
  r.post('sales/offline-sync/sales', {
    access: 'Create Sales Orders',
    summary: 'Post a sale made offline (idempotent by offline.clientSaleId, forever)',
    body: offlineSaleBody,
    response: { 201: messageDataSchema(salesOrderResource), 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, body, req, reply, afterCommit, deps }) => {
      // The terminal sends the sale's Idempotency-Key: an online attempt's key when the sale was first sent online.
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' && header !== '' ? header : undefined;
      const posted = await postOfflineSale({ tx, tenant, user }, body, key);
      if (posted.replayed) {
        reply.code(200).header('Idempotent-Replayed', 'true');
        return { message: 'This sale was already posted.', data: posted.order };
      }
      reply.code(201);
      afterCommit(async () => announceSalePosted(deps, { tenantId: tenant.id, salesOrderId: posted.order.id }));
      return { message: 'Sales order created successfully.', data: posted.order };
    },
  });

  r.get('sales/offline-sync/catalogue', {
    access: 'Create Sales Orders',
    summary:
      'The terminal’s local catalogue: products with unit prices, barcodes and bundle definitions, keyset-paged by id ' +
      '(cursor = the last page’s nextCursor); with changedSince, only products changed since (inactive ones too, to drop)',
    query: offlineCatalogueQuery,
    response: {
      200: z.object({
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
      }),
    },
    handler: async ({ tx, tenant, query }) => {
      await requireChannel(tx, query.salesChannelId);
      const cap = await catalogueCap(tx);
      const cursor = query.cursor ?? 0;
      const since = query.changedSince ? new Date(query.changedSince) : null;
      // Over the cap only a full load is bounded; changes are few and always sent.
      const [{ count }] = (
        await tx.execute<{ count: number }>(
          sql`select count(*)::int as count from (select 1 from products where tenant_id = ${tenant.id} and is_active limit ${cap + 1}) c`,
        )
      ).rows as [{ count: number }];
      const capped = count > cap;
      const eligible =
        since !== null
          ? sql`(p.updated_at > ${since} or exists (select 1 from product_prices pp where pp.tenant_id = ${tenant.id} and pp.product_id = p.id and pp.updated_at > ${since}))`
          : capped
            ? sql`p.is_active and p.id in (
                select q.id from products q
                  left join (select i.product_id, sum(i.base_quantity) as sold from sales_order_items i
                               join sales_orders o on o.tenant_id = i.tenant_id and o.id = i.sales_order_id
                              where i.tenant_id = ${tenant.id} and o.sales_order_date > now() - make_interval(days => ${MOST_SOLD_DAYS})
                              group by i.product_id) s on s.product_id = q.id
                 where q.tenant_id = ${tenant.id} and q.is_active
                 order by s.sold desc nulls last,
                          exists (select 1 from product_barcodes b where b.tenant_id = ${tenant.id} and b.product_id = q.id) desc,
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
                           from product_prices pp where pp.tenant_id = ${tenant.id} and pp.product_id = p.id), '[]') as prices,
               coalesce((select json_agg(b.barcode order by b.barcode)
                           from product_barcodes b where b.tenant_id = ${tenant.id} and b.product_id = p.id), '[]') as barcodes,
               case when p.type = 'BUNDLE' then coalesce((select json_agg(json_build_object('id', bi.id, 'itemId', bi.item_id, 'uomId', bi.uom_id, 'quantity', bi.quantity::text) order by bi.id)
                           from bundle_items bi where bi.tenant_id = ${tenant.id} and bi.bundle_id = p.id), '[]') else '[]' end as "bundleItems"
          from products p
         where p.tenant_id = ${tenant.id} and p.id > ${cursor} and ${eligible}
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
    },
  });

  r.get('sales/offline-sync/reference', {
    access: 'Create Sales Orders',
    summary:
      'What an offline sale needs beside the catalogue: payment types, discounts, units, the default and recent customers, ' +
      'selling rules, the receipt and tax profile, the channel’s terminals and their open shifts, and the offline limits',
    query: z.object({ salesChannelId: z.coerce.number().int().positive() }),
    response: { 200: z.object({ data: z.record(z.string(), z.unknown()) }) },
    handler: async ({ tx, tenant, query }) => {
      await requireChannel(tx, query.salesChannelId);
      const [types, shopDiscounts, units, defaults, recent, rules, profile, terminals] = await Promise.all([
        tx
          .select({
            id: paymentTypes.id,
            name: paymentTypes.name,
            category: paymentTypes.category,
            requiresReferenceNumber: paymentTypes.requiresReferenceNumber,
          })
          .from(paymentTypes)
          .where(shopWhere(tx, paymentTypes, eq(paymentTypes.isActive, true)))
          .orderBy(paymentTypes.id),
        tx
          .select({
            id: discounts.id,
            name: discounts.name,
            code: discounts.code,
            type: discounts.type,
            scope: discounts.scope,
            value: discounts.value,
          })
          .from(discounts)
          .where(shopWhere(tx, discounts, eq(discounts.isActive, true)))
          .orderBy(discounts.id),
        tx
          .select({
            id: unitsOfMeasure.id,
            unitClassId: unitsOfMeasure.unitClassId,
            unit: unitsOfMeasure.unit,
            factor: unitsOfMeasure.factor,
            isBase: unitsOfMeasure.isBase,
          })
          .from(unitsOfMeasure)
          .where(shopWhere(tx, unitsOfMeasure, undefined))
          .orderBy(unitsOfMeasure.id),
        tx
          .select()
          .from(customers)
          .where(shopWhere(tx, customers, eq(customers.isDefault, true)))
          .limit(1),
        // The customers who bought at this channel most recently (the terminal's quick picks offline).
        tx.execute<Record<string, unknown>>(sql`
          select c.id, c.customer_name as "customerName", c.contact_number as "contactNumber",
                 c.default_payment_type_id as "defaultPaymentTypeId", max(o.sales_order_date) as "lastSaleAt"
            from ${salesOrders} o join ${customers} c on c.tenant_id = o.tenant_id and c.id = o.customer_id
           where o.tenant_id = ${tenant.id} and o.sales_channel_id = ${query.salesChannelId}
             and o.sales_order_date > now() - interval '90 days' and not c.is_default
           group by c.id, c.customer_name, c.contact_number, c.default_payment_type_id
           order by max(o.sales_order_date) desc limit 50`),
        tx
          .select({
            requirePriceOverride: salesSettings.requirePriceOverride,
            maxDiscountPercent: salesSettings.maxDiscountPercent,
            offlineCatalogueCap: salesSettings.offlineCatalogueCap,
          })
          .from(salesSettings)
          .where(shopWhere(tx, salesSettings, undefined)),
        tx
          .select({ channel: companyProfiles.salesChannelId, settings: companyProfiles.settings })
          .from(companyProfiles)
          .where(shopWhere(tx, companyProfiles, undefined)),
        tx
          .select({
            id: posTerminals.id,
            terminalName: posTerminals.terminalName,
            invoicePrefix: posTerminals.invoicePrefix,
            openShiftId: sql<
              number | null
            >`(select s.id from ${posShifts} s where s.tenant_id = "pos_terminals".tenant_id and s.terminal_id = "pos_terminals".id and s.status = 'OPEN')`.mapWith(
              (v) => (v === null ? null : Number(v)),
            ),
          })
          .from(posTerminals)
          .where(shopWhere(tx, posTerminals, and(eq(posTerminals.salesChannelId, query.salesChannelId), eq(posTerminals.isActive, true))))
          .orderBy(desc(posTerminals.isActive), posTerminals.id),
      ]);
      // Tiered prices offline: the schedules with their breaks, when the shop prices by schedule (as online).
      const [schedulesOn, groupsOn] = [await isFeatureOn(tx, 'pricing_schedule_module'), await isFeatureOn(tx, 'pricing_groups_module')];
      const breaks = schedulesOn
        ? await tx
            .select({
              id: pricingScheduleTemplates.id,
              type: pricingScheduleTemplates.type,
              minQuantity: pricingScheduleBreaks.minQuantity,
              value: pricingScheduleBreaks.value,
            })
            .from(pricingScheduleTemplates)
            .innerJoin(
              pricingScheduleBreaks,
              and(
                eq(pricingScheduleBreaks.tenantId, pricingScheduleTemplates.tenantId),
                eq(pricingScheduleBreaks.templateId, pricingScheduleTemplates.id),
              ),
            )
            .where(eq(pricingScheduleTemplates.tenantId, tenant.id))
            .orderBy(pricingScheduleTemplates.id, pricingScheduleBreaks.minQuantity)
        : [];
      const pricingSchedules: { id: number; type: string; breaks: { minQuantity: string; value: string }[] }[] = [];
      for (const b of breaks) {
        const id = Number(b.id);
        if (pricingSchedules.at(-1)?.id !== id) pricingSchedules.push({ id, type: b.type, breaks: [] });
        pricingSchedules.at(-1)!.breaks.push({ minQuantity: String(b.minQuantity), value: String(b.value) });
      }
      const shop = profile.find((p) => p.channel === null)?.settings ?? {};
      const own = profile.find((p) => p.channel === query.salesChannelId)?.settings ?? {};
      const company: Record<string, string | null> = { ...shop };
      for (const [k, v] of Object.entries(own)) if (v !== null && v !== '') company[k] = v;
      return {
        data: {
          paymentTypes: types,
          discounts: shopDiscounts,
          unitsOfMeasure: units,
          defaultCustomer: defaults[0] ?? null,
          recentCustomers: recent.rows.map((c) => ({
            ...c,
            id: Number(c.id),
            defaultPaymentTypeId: Number(c.defaultPaymentTypeId),
            isDefault: false,
          })),
          sellingRules: rules[0] ?? { requirePriceOverride: false, maxDiscountPercent: null, offlineCatalogueCap: DEFAULT_CAP },
          // The receipt header and tax registration the terminal prints offline (the company profile, channel over shop).
          company,
          // The channel's effective tax profile: offline totals are worked out as online (VAT shops).
          taxProfile: parseTaxProfile(company.tax_profile),
          terminals,
          pricingSchedules,
          pricingGroups: groupsOn,
          offline: { maxAgeDays: OFFLINE_SALE_MAX_AGE_DAYS, clockSkewMinutes: OFFLINE_CLOCK_SKEW_MINUTES },
        },
      };
    },
  });
}
