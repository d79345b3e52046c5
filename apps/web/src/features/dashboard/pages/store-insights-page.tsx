import { useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { useStoreInsights } from '../api/get-store-insights';
import { PeriodPicker, presetRange, type PeriodPreset } from '../components/period-picker';
import { KpiCards } from '../components/kpi-cards';
import { PaymentMixChart, SalesByDayChart, SalesByHourChart } from '../components/sales-charts';
import { JobOrdersCard, LowStockCard, PayablesCard, ReceivablesCard, RecentSalesCard, TopProductsCard } from '../components/insight-lists';
import type { InsightsFilter } from '../types';

const TITLE = 'Store Insights';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Dashboard' }, { label: TITLE, to: '/dashboard' }];

const row = { direction: 'row', useFlexGap: true, sx: { flexWrap: 'wrap', gap: 2, mb: 2 } } as const;

function StoreInsights() {
  const [preset, setPreset] = useState<PeriodPreset>('thisMonth');
  const [filter, setFilter] = useState<InsightsFilter>(() => ({ ...presetRange('thisMonth'), salesChannelId: null }));
  const insights = useStoreInsights(filter);
  const data = insights.data;
  return (
    <>
      <PeriodPicker
        preset={preset}
        filter={filter}
        onChange={(nextPreset, next) => {
          setPreset(nextPreset);
          setFilter(next);
        }}
      />
      {insights.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : insights.isError || !data ? (
        <Alert severity="error">The figures could not be loaded.</Alert>
      ) : (
        <>
          {data.sales ? <KpiCards sales={data.sales} /> : null}
          {data.salesByHour || data.salesByDay ? (
            <Stack {...row}>
              {data.salesByHour ? <SalesByHourChart hours={data.salesByHour} /> : null}
              {data.salesByDay ? <SalesByDayChart days={data.salesByDay} /> : null}
            </Stack>
          ) : null}
          {data.topProducts || data.paymentMix ? (
            <Stack {...row}>
              {data.topProducts ? <TopProductsCard products={data.topProducts} /> : null}
              {data.paymentMix ? <PaymentMixChart mix={data.paymentMix} /> : null}
            </Stack>
          ) : null}
          {data.lowStock || data.receivables || data.payables || data.jobOrders ? (
            <Stack {...row}>
              {data.lowStock ? <LowStockCard lowStock={data.lowStock} /> : null}
              {data.receivables ? <ReceivablesCard receivables={data.receivables} /> : null}
              {data.payables ? <PayablesCard payables={data.payables} /> : null}
              {data.jobOrders ? <JobOrdersCard jobOrders={data.jobOrders} /> : null}
            </Stack>
          ) : null}
          {data.recentSales ? (
            <Stack {...row}>
              <RecentSalesCard sales={data.recentSales} />
            </Stack>
          ) : null}
          {Object.keys(data).length === 1 ? (
            <Typography color="text.secondary">Your role holds none of the reports this page summarises.</Typography>
          ) : null}
        </>
      )}
    </>
  );
}

/** /dashboard — Store Insights: how the shop is doing, each card only for those who may see its report. */
export default function StoreInsightsPage() {
  const header = <PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />;
  return (
    <PermissionGate permission="access dashboard" header={header}>
      {header}
      <StoreInsights />
    </PermissionGate>
  );
}
