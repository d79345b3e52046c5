import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';

/** Spec 9: the chart palette, 8 colours used cyclically. */
export const CHART_PALETTE = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00acc1', '#6d4c41', '#3949ab'] as const;

/** Spec 3: Payment breakdown row (the report call may answer only paymentTypeName and totalAmount). */
export type PaymentBreakdownRow = {
  paymentTypeName: string;
  paymentTypeCategory?: PaymentCategory;
  percentage?: number | string | null;
  orderCount?: number | null;
  totalAmount: number | string;
  totalRefunds?: number | string | null;
  /** totalAmount less totalRefunds, when the server sends it (refunds are paid on their own day). */
  netAmount?: number | string | null;
  /** SALE: paid on the sales listed; COLLECTION: collected from customers on account on those days. */
  kind?: 'SALE' | 'COLLECTION';
};

export type BreakdownEntry = {
  name: string;
  /** Money collected on earlier credit sales (its count is of collections, not orders). */
  collection: boolean;
  category: PaymentCategory | undefined;
  /** Share of the total, in percent. */
  percentage: number;
  orderCount: number | null;
  totalAmount: number;
  totalRefunds: number;
  /** What stayed in: the server's netAmount, else totalAmount. */
  netAmount: number;
  color: string;
};

const centavos = (value: number | string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? toCentavos(n) : 0;
};

/** 'x.y%': percentages are shown to 1 decimal (spec 2.8). */
export function percentText(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}

/**
 * The rows as the panel shows them: highest total first, each with its share (the server's
 * percentage when it sends one, else the row's part of the summed totals) and its palette colour.
 */
export function breakdownEntries(rows: readonly PaymentBreakdownRow[]): BreakdownEntry[] {
  const sumCentavos = rows.reduce((sum, row) => sum + centavos(row.totalAmount), 0);
  return [...rows]
    .sort((a, b) => centavos(b.totalAmount) - centavos(a.totalAmount))
    .map((row, index) => {
      const given = row.percentage === null || row.percentage === undefined || row.percentage === '' ? NaN : Number(row.percentage);
      return {
        name: row.paymentTypeName,
        collection: row.kind === 'COLLECTION',
        category: row.paymentTypeCategory,
        percentage: Number.isFinite(given) ? given : sumCentavos === 0 ? 0 : (centavos(row.totalAmount) / sumCentavos) * 100,
        orderCount: row.orderCount ?? null,
        totalAmount: toPesos(centavos(row.totalAmount)),
        totalRefunds: toPesos(centavos(row.totalRefunds)),
        netAmount: toPesos(centavos(row.netAmount === null || row.netAmount === undefined ? row.totalAmount : row.netAmount)),
        color: CHART_PALETTE[index % CHART_PALETTE.length]!,
      };
    });
}
