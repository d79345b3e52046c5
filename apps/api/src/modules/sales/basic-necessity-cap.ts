import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_BASIC_NECESSITY_WEEKLY_CAP } from '@oim/shared/pos/tax';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { type Tx, shopOf } from '../../db/client';
import { salesSettings } from '../../db/schema/sales';
import { salesOrderItems, salesOrders } from '../../db/schema/sales-documents';
import { shopWhere } from '../../platform/resource/rows';
import { shopTimeZone } from '../settings';

/**
 * The weekly cap of the 5% basic-necessity discount (the shop's `basic_necessity_weekly_cap`,
 * ₱2,500.00 of purchases by default) and how much of it a purchase booklet has used: the gross of
 * the basic-necessity lines sold with the discount on this shop's non-voided sales of the same
 * calendar week (Monday to Sunday in the shop's time zone) under the same booklet number (compared
 * without case). The sale being edited (`saleId`) is left out and its week is its own date's.
 */
export async function basicNecessityAllowance(
  tx: Tx,
  bookletNumber: string,
  options: { at?: Date; saleId?: number } = {},
): Promise<{ cap: number; used: number; remaining: number; weekStart: string; weekEnd: string }> {
  const [settings] = await tx
    .select({ cap: salesSettings.basicNecessityWeeklyCap })
    .from(salesSettings)
    .where(shopWhere(tx, salesSettings, undefined));
  const cap = settings ? Number(settings.cap) : DEFAULT_BASIC_NECESSITY_WEEKLY_CAP;
  const zone = await shopTimeZone(tx);
  let at = options.at ?? new Date();
  if (options.saleId !== undefined) {
    const [own] = await tx
      .select({ date: salesOrders.salesOrderDate })
      .from(salesOrders)
      .where(shopWhere(tx, salesOrders, eq(salesOrders.id, options.saleId)));
    if (own) at = own.date;
  }
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${zone})`;
  const start = sql`(date_trunc('week', ${local}) at time zone ${zone})`;
  const end = sql`((date_trunc('week', ${local}) + interval '7 days') at time zone ${zone})`;
  const [row] = await tx
    .select({
      used: sql<string>`coalesce(sum(${salesOrderItems.grossAmount}), 0)::text`,
      weekStart: sql<string>`(date_trunc('week', ${local}))::date::text`,
      weekEnd: sql<string>`(date_trunc('week', ${local}) + interval '6 days')::date::text`,
    })
    .from(salesOrders)
    .leftJoin(
      salesOrderItems,
      and(
        eq(salesOrderItems.tenantId, salesOrders.tenantId),
        eq(salesOrderItems.salesOrderId, salesOrders.id),
        eq(salesOrderItems.specialDiscountClass, 'BASIC_NECESSITY'),
      ),
    )
    .where(
      and(
        eq(salesOrders.tenantId, shopOf(tx)),
        eq(salesOrders.status, 'COMPLETED'),
        sql`upper(${salesOrders.specialDiscountBookletNo}) = upper(${bookletNumber.trim()})`,
        sql`${salesOrders.salesOrderDate} >= ${start}`,
        sql`${salesOrders.salesOrderDate} < ${end}`,
        options.saleId !== undefined ? ne(salesOrders.id, options.saleId) : undefined,
      ),
    );
  const used = toCentavos(row?.used ?? '0');
  const capC = toCentavos(cap);
  return {
    cap,
    used: toPesos(used),
    remaining: toPesos(Math.max(capC - used, 0)),
    weekStart: row!.weekStart,
    weekEnd: row!.weekEnd,
  };
}
