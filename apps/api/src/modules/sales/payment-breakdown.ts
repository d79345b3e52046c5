import { and, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ColumnFilter, ListQuery } from '@oim/shared/list-query';
import { isIsoDateTime } from '@oim/shared/schemas/fields';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { type Tx, shopOf } from '../../db/client';
import { payments } from '../../db/schema/finance';
import { paymentTypes } from '../../db/schema/masterfile';
import { salesOrderPayments, salesOrders } from '../../db/schema/sales-documents';
import { invalid } from '../../platform/errors';
import { planList } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { dayRange, isValidDate, zoneOf, type Zone } from '../../platform/time-zone';
import { salesOrderResource } from './sales-orders.resource';

export const BREAKDOWN_KINDS = ['SALE', 'COLLECTION'] as const;

export const breakdownRow = z.object({
  /** The payment type; a collection row is named "Cash (collections)". */
  paymentTypeName: z.string(),
  paymentTypeCategory: z.string(),
  /** SALE: paid on the sales listed; COLLECTION: collected from customers on the days listed. */
  kind: z.enum(BREAKDOWN_KINDS),
  percentage: z.number(),
  /** Sales orders paid with the type, or collections recorded with it. */
  orderCount: z.number(),
  totalAmount: z.number(),
  /** Refunds paid out with the type (returns, RMA) on the days listed; on the SALE row of the type. */
  totalRefunds: z.number(),
  /** totalAmount − totalRefunds. */
  netAmount: z.number(),
});

export type BreakdownRow = z.infer<typeof breakdownRow>;

type Figures = { name: string; category: string; kind: BreakdownRow['kind']; count: number; total: string; refunds?: string };

/**
 * The rows with their shares. The percentages are of sales and collections together (the money
 * taken in over the period, whatever it settled), so every row's share sums to 100.
 */
export function breakdownShares(figures: readonly Figures[]): BreakdownRow[] {
  const centavos = (total: string) => toCentavos(total);
  const grand = figures.reduce((sum, f) => sum + centavos(f.total), 0);
  return figures
    .map((f) => ({
      paymentTypeName: f.kind === 'COLLECTION' ? `${f.name} (collections)` : f.name,
      paymentTypeCategory: f.category,
      kind: f.kind,
      percentage: grand === 0 ? 0 : Math.round((centavos(f.total) / grand) * 10_000) / 100,
      orderCount: Number(f.count),
      totalAmount: Number(f.total),
      totalRefunds: Number(f.refunds ?? 0),
      netAmount: toPesos(centavos(f.total) - centavos(f.refunds ?? '0')),
    }))
    .sort((a, b) => b.totalAmount - a.totalAmount || a.paymentTypeName.localeCompare(b.paymentTypeName));
}

/** The shop's day (YYYY-MM-DD) an instant falls on in a zone. */
function localDay(instant: Date, zone: Zone): string {
  if ('offsetMinutes' in zone) return new Date(instant.getTime() + zone.offsetMinutes * 60_000).toISOString().slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone.name, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * The list's salesOrderDate filters, as conditions on a collection's payment date: a day is that
 * day; an instant (2026-05-01T10:00+08:00) is the day it falls on in the list's zone, taken whole.
 * The customerId filter narrows collections to that customer. Other filters (channel, status,
 * search) describe sales and do not apply to collections. Answers the conditions, or undefined when
 * a filter cannot match any day (collections are then left out, as the sales are).
 */
export function collectionConditions(filters: readonly ColumnFilter[], zone: Zone): SQL[] | undefined {
  const conditions: SQL[] = [];
  const day = (raw: string): { day: string; whole: boolean } | undefined => {
    const value = raw.trim();
    if (isValidDate(value)) return { day: value, whole: false };
    return isIsoDateTime(value) ? { day: localDay(new Date(value), zone), whole: true } : undefined;
  };
  for (const filter of filters) {
    const value = filter.value.trim();
    if (value === '') continue;
    if (filter.column === 'customerId') {
      if (filter.comparison === 'eq' && /^\d{1,15}$/.test(value)) conditions.push(eq(payments.customerId, Number(value)));
      else if (filter.comparison === 'in') {
        const ids = value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^\d{1,15}$/.test(s))
          .map(Number);
        conditions.push(ids.length > 0 ? inArray(payments.customerId, ids) : sql`false`);
      }
      continue;
    }
    if (filter.column !== 'salesOrderDate') continue;
    const column = payments.paymentDate;
    if (filter.comparison === 'between') {
      const [from, to] = value.split(',').map((s) => day(s));
      if (!from || !to) return undefined;
      conditions.push(gte(column, from.day), lte(column, to.day));
      continue;
    }
    if (filter.comparison === 'in') {
      const days = value.split(',').map((s) => day(s));
      if (days.some((d) => !d)) return undefined;
      conditions.push(
        inArray(
          column,
          days.map((d) => d!.day),
        ),
      );
      continue;
    }
    const one = day(value);
    if (!one) return undefined;
    switch (filter.comparison) {
      case 'eq':
        conditions.push(eq(column, one.day));
        break;
      case 'ne':
        if (!one.whole) conditions.push(ne(column, one.day));
        break;
      case 'gte':
        conditions.push(gte(column, one.day));
        break;
      case 'gt':
        conditions.push(one.whole ? gte(column, one.day) : gt(column, one.day));
        break;
      case 'lte':
        conditions.push(lte(column, one.day));
        break;
      case 'lt':
        conditions.push(one.whole ? lte(column, one.day) : lt(column, one.day));
        break;
      default:
        break;
    }
  }
  return conditions;
}

/** The sales report's product filters: a sale counts when it has a line of such a product. */
const PRODUCT_FILTERS = new Map([
  ['productBrandId', 'brand_id'],
  ['productCategoryId', 'category_id'],
]);

function productConditions(filters: readonly ColumnFilter[]): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of filters) {
    const column = PRODUCT_FILTERS.get(filter.column);
    const value = filter.value.trim();
    if (!column || value === '') continue;
    if (filter.comparison !== 'eq' || !/^\d{1,15}$/.test(value))
      throw invalid({ [filter.column]: [`'${filter.value}' is not a whole number.`] });
    conditions.push(sql`exists (select 1 from sales_order_items i join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
      where i.tenant_id = ${salesOrders.tenantId} and i.sales_order_id = ${salesOrders.id} and i.bundle_parent_id is null
        and p.${sql.raw(column)} = ${Number(value)})`);
  }
  return conditions;
}

const HOUR_MS = 3_600_000;

/**
 * The hours of the sales reports' rollup `sales_by_payment_hour` that hold exactly the sales the
 * list's filters select, when those filters are only days of salesOrderDate (eq, gte, lte, between)
 * and a sales channel, and each day bound falls on a whole UTC hour in the list's zone (Manila, New
 * York across DST, any ±HH:00). Undefined otherwise (the sales are read themselves).
 */
export function breakdownHours(list: ListQuery): { start?: Date; end?: Date; salesChannelId?: number } | undefined {
  const zone = zoneOf(list.timezone, list.timezoneOffset);
  if ('error' in zone || list.globalFilter?.trim()) return undefined;
  const range: { start?: Date; end?: Date; salesChannelId?: number } = {};
  const later = (a: Date | undefined, b: Date) => (a === undefined || b > a ? b : a);
  const earlier = (a: Date | undefined, b: Date) => (a === undefined || b < a ? b : a);
  for (const filter of list.filters) {
    const value = filter.value.trim();
    if (value === '') continue;
    if (filter.column === 'salesChannelId' && filter.comparison === 'eq' && /^\d{1,15}$/.test(value)) {
      if (range.salesChannelId !== undefined && range.salesChannelId !== Number(value)) return undefined;
      range.salesChannelId = Number(value);
      continue;
    }
    if (filter.column !== 'salesOrderDate') return undefined;
    const days = filter.comparison === 'between' ? value.split(',').map((d) => d.trim()) : [value];
    if (!days.every(isValidDate) || days.length !== (filter.comparison === 'between' ? 2 : 1)) return undefined;
    const first = dayRange(zone, days[0]!).from;
    const last = dayRange(zone, days[days.length - 1]!).to;
    if (first.getTime() % HOUR_MS !== 0 || last.getTime() % HOUR_MS !== HOUR_MS - 1) return undefined;
    if (filter.comparison === 'eq' || filter.comparison === 'between') {
      range.start = later(range.start, first);
      range.end = earlier(range.end, last);
    } else if (filter.comparison === 'gte') range.start = later(range.start, first);
    else if (filter.comparison === 'lte') range.end = earlier(range.end, last);
    else return undefined;
  }
  return range;
}

/** What the period's completed sales were paid with per payment type, from the hourly rollup (a sale counted once per type). */
async function salesFromHours(tx: Tx, range: { start?: Date; end?: Date; salesChannelId?: number }) {
  const conditions: SQL[] = [sql`h.tenant_id = ${shopOf(tx)}`];
  if (range.start) conditions.push(sql`h.sales_hour >= ${range.start.toISOString()}::timestamptz`);
  if (range.end) conditions.push(sql`h.sales_hour <= ${range.end.toISOString()}::timestamptz`);
  if (range.salesChannelId !== undefined) conditions.push(sql`h.sales_channel_id = ${range.salesChannelId}`);
  const result = await tx.execute<{ name: string; category: string; count: number; total: string }>(sql`
    select t.name, t.category, sum(h.order_count)::int as count, sum(h.total)::text as total
      from sales_by_payment_hour h
      join payment_types t on t.tenant_id = h.tenant_id and t.id = h.payment_type_id
     where ${sql.join(conditions, sql` and `)}
     group by t.name, t.category
    having sum(h.order_count) > 0`);
  return result.rows;
}

/**
 * What was paid per payment type on the completed sales the list's filters select, and, as rows of
 * their own, what was collected per payment type from customers on the days of the list's
 * salesOrderDate range (all days when it has none): posted collections only, by payment date.
 */
export async function paymentTypeBreakdown(tx: Tx, list: ListQuery): Promise<BreakdownRow[]> {
  list.sorts = [];
  list.relations = [];
  // planList refuses unknown filters and bad values (and zones) before anything is read.
  const plan = planList(salesOrderResource, { ...list, filters: list.filters.filter((f) => !PRODUCT_FILTERS.has(f.column)) }, [
    eq(salesOrders.status, 'COMPLETED'),
    ...productConditions(list.filters),
  ]);
  // Only days and a channel asked: the rollup kept with every sale (migration 0021) answers.
  const hours = breakdownHours(list);
  const sales = hours
    ? await salesFromHours(tx, hours)
    : await tx
        .select({
          name: paymentTypes.name,
          category: paymentTypes.category,
          count: sql<number>`count(distinct ${salesOrderPayments.salesOrderId})::int`,
          total: sql<string>`coalesce(sum(${salesOrderPayments.paidAmount}), 0)`,
        })
        .from(salesOrderPayments)
        .innerJoin(
          salesOrders,
          and(eq(salesOrders.tenantId, salesOrderPayments.tenantId), eq(salesOrders.id, salesOrderPayments.salesOrderId)),
        )
        .innerJoin(
          paymentTypes,
          and(eq(paymentTypes.tenantId, salesOrderPayments.tenantId), eq(paymentTypes.id, salesOrderPayments.paymentTypeId)),
        )
        .where(shopWhere(tx, salesOrderPayments, plan.where))
        .groupBy(paymentTypes.name, paymentTypes.category);
  const zone = zoneOf(list.timezone, list.timezoneOffset);
  const period = collectionConditions(list.filters, 'error' in zone ? { name: 'UTC' } : zone);
  const collections =
    period === undefined
      ? []
      : await tx
          .select({
            name: paymentTypes.name,
            category: paymentTypes.category,
            count: sql<number>`count(*)::int`,
            total: sql<string>`sum(${payments.amount})`,
          })
          .from(payments)
          .innerJoin(paymentTypes, and(eq(paymentTypes.tenantId, payments.tenantId), eq(paymentTypes.id, payments.paymentTypeId)))
          .where(shopWhere(tx, payments, and(eq(payments.kind, 'COLLECTION'), eq(payments.status, 'POSTED'), ...period)))
          .groupBy(paymentTypes.name, paymentTypes.category);
  // Refunds paid out for returns on the same days, on the SALE row of their type (one made for them when the type sold nothing).
  const refunds =
    period === undefined
      ? []
      : await tx
          .select({ name: paymentTypes.name, category: paymentTypes.category, total: sql<string>`sum(${payments.amount})` })
          .from(payments)
          .innerJoin(paymentTypes, and(eq(paymentTypes.tenantId, payments.tenantId), eq(paymentTypes.id, payments.paymentTypeId)))
          .where(shopWhere(tx, payments, and(eq(payments.kind, 'REFUND'), eq(payments.status, 'POSTED'), ...period)))
          .groupBy(paymentTypes.name, paymentTypes.category);
  const saleRows: Figures[] = sales.map((r) => ({ ...r, kind: 'SALE' as const }));
  for (const refund of refunds) {
    const row = saleRows.find((r) => r.name === refund.name && r.category === refund.category);
    if (row) row.refunds = refund.total;
    else saleRows.push({ name: refund.name, category: refund.category, kind: 'SALE', count: 0, total: '0', refunds: refund.total });
  }
  return breakdownShares([...saleRows, ...collections.map((r) => ({ ...r, kind: 'COLLECTION' as const }))]);
}
