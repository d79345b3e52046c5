/** A figure of the chosen period beside the same figure of the period before it. */
export type Compared = { current: number; previous: number };

/** GET reports/dashboard: each card is present only when the caller may see the report it comes from. */
export type StoreInsights = {
  period: {
    from: string;
    to: string;
    previousFrom: string;
    previousTo: string;
    today: string;
    timezone: string;
    salesChannelId: number | null;
  };
  sales?: { netSales: Compared; orders: Compared; averageBasket: Compared; grossProfit: Compared; refunds: Compared };
  salesByHour?: { hour: number; orderCount: number; netTotal: number }[];
  /** netSales: the day's sales less the refunds paid that day (netTotal: before refunds). */
  salesByDay?: { date: string; orderCount: number; netTotal: number; netSales: number }[];
  topProducts?: { productId: number; sku: string; productName: string; quantity: number; netSales: number }[];
  paymentMix?: { paymentTypeName: string; category: string; orderCount: number; total: number }[];
  lowStock?: { count: number };
  receivables?: { overdueCount: number; overdueTotal: number; dueThisWeekCount: number; dueThisWeekTotal: number };
  payables?: { overdueCount: number; overdueTotal: number; dueThisWeekCount: number; dueThisWeekTotal: number };
  jobOrders?: { open: number; byStatus: { status: string; count: number }[] };
  recentSales?: { id: number; salesOrderNumber: string; salesOrderDate: string; customerName: string; netTotal: number }[];
};

/** What the dashboard is asked for: a period of calendar days and, optionally, one sales channel. */
export type InsightsFilter = { from: string; to: string; salesChannelId: number | null };
