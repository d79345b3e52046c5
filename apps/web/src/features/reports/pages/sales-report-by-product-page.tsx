import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { endOfMonth, startOfMonth } from 'date-fns';
import { shopToday } from '@/lib/days';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { formatQuantity } from '@/lib/quantity';
import { saveFile } from '@/lib/save-file';
import { downloadProductSales, getProductSalesQueryOptions, productSalesTotalsQueryOptions } from '../api/get-sales-report';
import { ReportFigures } from '../components/report-figures';
import type { ProductSalesRow } from '../types';

const TITLE = 'Sales Report by Product';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/sales-report-by-product' }];

const money = (field: keyof ProductSalesRow, header: string): ListColumn<ProductSalesRow> => ({
  field,
  header,
  type: 'currency',
  align: 'right',
  width: 130,
});
const units = (field: keyof ProductSalesRow, header: string): ListColumn<ProductSalesRow> => ({
  field,
  header,
  align: 'right',
  width: 110,
  render: (row) => formatQuantity(row[field] as number),
});

const columns: ListColumn<ProductSalesRow>[] = [
  { field: 'sku', header: 'SKU', width: 120 },
  { field: 'productName', header: 'Product', flex: 1, minWidth: 200 },
  { field: 'baseUnit', header: 'Unit', width: 80 },
  units('quantity', 'Quantity'),
  money('grossTotal', 'Gross'),
  money('discountTotal', 'Discounts'),
  money('netTotal', 'Net Sales'),
  money('costTotal', 'Cost'),
  money('grossProfit', 'Gross Profit'),
  { field: 'margin', header: 'Margin', align: 'right', width: 100, render: (row) => `${row.margin.toFixed(2)}%` },
  units('returnedQuantity', 'Returned'),
];

function ProductFigures({ filter }: { filter: TableFilter }) {
  const totals = useQuery(productSalesTotalsQueryOptions(filter));
  const t = totals.data?.data;
  return (
    <ReportFigures
      loading={totals.isPending}
      figures={[
        { label: 'Products', value: t ? t.productCount.toLocaleString('en-PH') : '' },
        { label: 'Units Sold', value: t ? formatQuantity(t.quantity) : '' },
        { label: 'Net Sales', value: t ? formatMoney(t.netTotal) : '' },
        { label: 'Cost', value: t ? formatMoney(t.costTotal) : '' },
        { label: 'Gross Profit', value: t ? formatMoney(t.grossProfit) : '' },
        { label: 'Margin', value: t ? `${t.margin.toFixed(2)}%` : '' },
        { label: 'Units Returned', value: t ? formatQuantity(t.returnedQuantity) : '' },
      ]}
    />
  );
}

function SalesReportByProduct() {
  const filterPanel = useMemo<FilterPanelConfig>(() => {
    const now = shopToday();
    return {
      period: { column: 'salesOrderDate', defaultFrom: startOfMonth(now), defaultTo: endOfMonth(now) },
      productBrand: true,
      productCategory: true,
      salesChannel: true,
    };
  }, []);
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const mayExport = useCan('Export Product Reports');
  const exportExcel = useMutation({
    mutationFn: async (current: TableFilter) => saveFile(await downloadProductSales(current), 'sales-by-product.xlsx'),
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <ListTable<ProductSalesRow>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getProductSalesQueryOptions}
      columns={columns}
      defaultSort={{ column: 'netTotal', direction: 'desc' }}
      search={{ placeholder: 'Search SKU or product' }}
      filterPanel={filterPanel}
      onFilterChange={setFilter}
      printButton={{ label: 'Print', permission: 'Print Product Reports', onClick: () => window.print() }}
    >
      {filter ? (
        <>
          {mayExport ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2, displayPrint: 'none' }}>
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlinedIcon />}
                disabled={exportExcel.isPending}
                onClick={() => exportExcel.mutate(filter)}
              >
                Export Excel
              </Button>
            </Stack>
          ) : null}
          <ProductFigures filter={filter} />
        </>
      ) : null}
    </ListTable>
  );
}

/** /reports/sales-report-by-product — per product: units sold, net sales, cost, profit, margin and returns. */
export default function SalesReportByProductPage() {
  return (
    <PermissionGate permission="View Product Reports" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <SalesReportByProduct />
    </PermissionGate>
  );
}
