import { useMemo, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { endOfMonth, startOfMonth } from 'date-fns';
import { shopToday } from '@/lib/days';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PaymentTypeBreakdownPanel } from '@/components/payment-breakdown/payment-type-breakdown-panel';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { saveFile } from '@/lib/save-file';
import {
  downloadSalesReport,
  getReportedSalesQueryOptions,
  getSalesReportBreakdown,
  SALES_REPORT_ORDER_RELATIONS,
  salesTotalsQueryOptions,
} from '../api/get-sales-report';
import { ReportFigures } from '../components/report-figures';
import { SalesSeries } from '../components/sales-series';
import { SalesTopLists } from '../components/sales-top-lists';
import type { ReportedSale } from '../types';

const TITLE = 'Sales Report';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/sales-report' }];

const columns: ListColumn<ReportedSale>[] = [
  { field: 'salesOrderNumber', header: 'Sales Order #', width: 150 },
  { field: 'salesOrderDate', header: 'Date', type: 'date', width: 130 },
  { field: 'customer', header: 'Customer', type: 'relation', path: 'customer.customerName', sortable: false, flex: 1, minWidth: 180 },
  { field: 'salesChannel', header: 'Sales Channel', type: 'relation', path: 'salesChannel.name', sortable: false, width: 150 },
  { field: 'grossTotal', header: 'Gross', type: 'currency', align: 'right', width: 120 },
  { field: 'discountTotal', header: 'Discounts', type: 'currency', align: 'right', width: 120 },
  { field: 'netTotal', header: 'Net', type: 'currency', align: 'right', width: 120 },
  { field: 'refundTotal', header: 'Refunds', type: 'currency', align: 'right', width: 120, hidden: true },
  { field: 'paidAmountTotal', header: 'Paid', type: 'currency', align: 'right', width: 120 },
];

const percent = (value: number) => `${value.toFixed(2)}%`;

/** The period's totals; the senior citizen / PWD 20% and the 5% on basic necessities are parts of Discounts. */
export function SalesFigures({ filter }: { filter: TableFilter }) {
  const totals = useQuery(salesTotalsQueryOptions(filter));
  const t = totals.data?.data;
  return (
    <Box component="section" aria-label="Sales figures">
      <ReportFigures
        loading={totals.isPending}
        figures={[
          { label: 'Orders', value: t ? t.orderCount.toLocaleString('en-PH') : '' },
          { label: 'Gross Sales', value: t ? formatMoney(t.grossTotal) : '' },
          { label: 'Discounts', value: t ? formatMoney(t.discountTotal) : '' },
          { label: 'SC/PWD 20%', value: t ? formatMoney(t.specialDiscount20) : '' },
          { label: 'SC/PWD 5% (BNPC)', value: t ? formatMoney(t.specialDiscount5) : '' },
          { label: 'Refunds', value: t ? formatMoney(t.refundTotal) : '' },
          { label: 'Net Sales', value: t ? formatMoney(t.netSales) : '' },
          { label: 'Cost', value: t ? formatMoney(t.costTotal) : '' },
          { label: 'Gross Profit', value: t ? formatMoney(t.grossProfit) : '' },
          { label: 'Margin', value: t ? percent(t.margin) : '' },
          { label: 'Average Basket', value: t ? formatMoney(t.averageBasket) : '' },
        ]}
      />
    </Box>
  );
}

function SalesReport() {
  // Spec 2.7's panel: the period (this month unless changed), customer, brand, category and channel.
  const filterPanel = useMemo<FilterPanelConfig>(() => {
    const now = shopToday();
    return {
      period: { column: 'salesOrderDate', defaultFrom: startOfMonth(now), defaultTo: endOfMonth(now) },
      customer: true,
      productBrand: true,
      productCategory: true,
      salesChannel: true,
    };
  }, []);
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const mayExport = useCan('Export Sales Reports');
  const mayPrint = useCan('Print Sales Reports');
  const download = useMutation({
    mutationFn: async ({ kind, current }: { kind: 'export-excel' | 'export-pdf'; current: TableFilter }) =>
      saveFile(await downloadSalesReport(kind, current), kind === 'export-excel' ? 'sales-report.xlsx' : 'sales-report.pdf'),
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <ListTable<ReportedSale>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getReportedSalesQueryOptions}
      columns={columns}
      relations={SALES_REPORT_ORDER_RELATIONS}
      defaultSort={{ column: 'salesOrderDate', direction: 'desc' }}
      search={{ placeholder: 'Search order # or note' }}
      filterPanel={filterPanel}
      onFilterChange={setFilter}
      printButton={{ label: 'Print', permission: 'Print Sales Reports', onClick: () => window.print() }}
    >
      {filter ? (
        <>
          {mayExport || mayPrint ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2, displayPrint: 'none' }}>
              {mayExport ? (
                <Button
                  variant="outlined"
                  startIcon={<FileDownloadOutlinedIcon />}
                  disabled={download.isPending}
                  onClick={() => download.mutate({ kind: 'export-excel', current: filter })}
                >
                  Export Excel
                </Button>
              ) : null}
              {mayPrint ? (
                <Button
                  variant="outlined"
                  startIcon={<PictureAsPdfOutlinedIcon />}
                  disabled={download.isPending}
                  onClick={() => download.mutate({ kind: 'export-pdf', current: filter })}
                >
                  Export PDF
                </Button>
              ) : null}
            </Stack>
          ) : null}
          <SalesFigures filter={filter} />
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <SalesSeries filter={filter} />
          </Stack>
          <SalesTopLists filter={filter} />
          <PaymentTypeBreakdownPanel
            permission="View Sales Payment Breakdown"
            queryKey={['sales-report', 'payment-type-breakdown', filter]}
            fetchRows={() => getSalesReportBreakdown(filter)}
            defaultShowChart
          />
        </>
      ) : null}
    </ListTable>
  );
}

/** /reports/sales-report — how the period sold: totals and profit, over time, who and what, how it was paid, and each sale. */
export default function SalesReportPage() {
  return (
    <PermissionGate permission="View Sales Reports" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <SalesReport />
    </PermissionGate>
  );
}
