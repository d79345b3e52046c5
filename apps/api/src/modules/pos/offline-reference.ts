import { and, desc, eq, sql } from 'drizzle-orm';
import { OFFLINE_CLOCK_SKEW_MINUTES, OFFLINE_SALE_MAX_AGE_DAYS } from '@oim/shared/schemas/offline-sync';
import { parseTaxProfile } from '@oim/shared/pos/tax';
import { discounts, paymentTypes, pricingScheduleBreaks, pricingScheduleTemplates, unitsOfMeasure } from '../../db/schema/masterfile';
import { posShifts, posTerminals } from '../../db/schema/pos-terminals';
import { customers, salesSettings } from '../../db/schema/sales';
import { salesOrders } from '../../db/schema/sales-documents';
import { isFeatureOn } from '../../platform/features';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { companyFor } from '../sales';
import { DEFAULT_CAP, requireChannel } from './offline-catalogue';

/**
 * What an offline sale needs beside the catalogue: payment types, discounts, units, the default and
 * recent customers, selling rules, the receipt and tax profile, the channel's terminals and their
 * open shifts, the pricing schedules, and the offline limits.
 */
export async function readOfflineReference({ tx, tenantId }: ServiceContext, salesChannelId: number): Promise<Record<string, unknown>> {
  await requireChannel(tx, salesChannelId);
  const [types, shopDiscounts, units, defaults, recent, rules, company, terminals] = await Promise.all([
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
       where o.tenant_id = ${tenantId} and o.sales_channel_id = ${salesChannelId}
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
    // The receipt header and tax registration the terminal prints offline (the company profile, channel over shop).
    companyFor(tx, salesChannelId),
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
      .where(shopWhere(tx, posTerminals, and(eq(posTerminals.salesChannelId, salesChannelId), eq(posTerminals.isActive, true))))
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
        .where(shopWhere(tx, pricingScheduleTemplates, undefined))
        .orderBy(pricingScheduleTemplates.id, pricingScheduleBreaks.minQuantity)
    : [];
  const pricingSchedules: { id: number; type: string; breaks: { minQuantity: string; value: string }[] }[] = [];
  for (const b of breaks) {
    const id = Number(b.id);
    if (pricingSchedules.at(-1)?.id !== id) pricingSchedules.push({ id, type: b.type, breaks: [] });
    pricingSchedules.at(-1)!.breaks.push({ minQuantity: String(b.minQuantity), value: String(b.value) });
  }
  return {
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
    company,
    // The channel's effective tax profile: offline totals are worked out as online (VAT shops).
    taxProfile: parseTaxProfile(company.tax_profile),
    terminals,
    pricingSchedules,
    pricingGroups: groupsOn,
    offline: { maxAgeDays: OFFLINE_SALE_MAX_AGE_DAYS, clockSkewMinutes: OFFLINE_CLOCK_SKEW_MINUTES },
  };
}
