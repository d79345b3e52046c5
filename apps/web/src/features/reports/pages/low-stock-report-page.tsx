import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import AddShoppingCartOutlinedIcon from '@mui/icons-material/AddShoppingCartOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { formatQuantity } from '@/lib/quantity';
import { saveFile } from '@/lib/save-file';
import { downloadReport, getLowStockQueryOptions, lowStockTotalsQueryOptions, suggestPurchaseOrders } from '../api/get-stock-reports';
import { ReportFigures } from '../components/report-figures';
import { LOW_STOCK_RESOURCE, type LowStockRow } from '../types';

const TITLE = 'Low Stock Report';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/low-stock-report' }];

const quantity = (field: 'onHand' | 'reorderPoint' | 'suggestedQuantity', header: string): ListColumn<LowStockRow> => ({
  field,
  header,
  align: 'right',
  width: 130,
  render: (row) => formatQuantity(row[field]),
});

const columns: ListColumn<LowStockRow>[] = [
  { field: 'sku', header: 'SKU', width: 120 },
  { field: 'productName', header: 'Product', flex: 1, minWidth: 200 },
  { field: 'locationName', header: 'Location', width: 150 },
  quantity('onHand', 'On Hand'),
  quantity('reorderPoint', 'Reorder Point'),
  quantity('suggestedQuantity', 'Suggested Order'),
  { field: 'baseUnit', header: 'Unit', width: 80, sortable: false },
  { field: 'preferredSupplierName', header: 'Preferred Supplier', width: 190, render: (row) => row.preferredSupplierName ?? '—' },
  { field: 'lastCost', header: 'Last Cost', type: 'currency', align: 'right', width: 120 },
  { field: 'suggestedCost', header: 'Suggested Cost', type: 'currency', align: 'right', width: 140 },
];

const pickedId = (filter: TableFilter, column: string): number | null => {
  const value = filter.columnFilters?.find((f) => f.column === column)?.value;
  return typeof value === 'number' ? value : null;
};

function LowStockFigures({ filter }: { filter: TableFilter }) {
  const totals = useQuery(lowStockTotalsQueryOptions(filter));
  const t = totals.data?.totals;
  return (
    <ReportFigures
      loading={totals.isPending}
      figures={[
        { label: 'At or Below Reorder Point', value: t ? t.rows.toLocaleString() : '' },
        { label: 'Cost of Suggested Orders', value: t ? formatMoney(t.suggestedCost) : '' },
        { label: 'Without a Preferred Supplier', value: t ? t.withoutSupplier.toLocaleString() : '' },
      ]}
    />
  );
}

function LowStockReport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayOrder = useCan('Create Purchase Orders');
  const filterPanel = useMemo<FilterPanelConfig>(
    () => ({
      stockLocation: true,
      // The supplier picker narrows to products whose preferred supplier it is.
      supplier: { column: 'preferredSupplierId' },
      productCategory: true,
      productBrand: true,
    }),
    [],
  );
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const exportExcel = useMutation({
    mutationFn: async (current: TableFilter) =>
      saveFile(await downloadReport(LOW_STOCK_RESOURCE, 'export', current), 'low-stock-report.xlsx'),
    onError: (error) => notify.error(errorMessage(error)),
  });
  // The purchasing rule drafts one order per preferred supplier at a location: the one chosen in the filter.
  const order = useMutation({
    mutationFn: suggestPurchaseOrders,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['purchasing/purchase-orders'] });
      if (answer.data.orderIds.length > 0) navigate('/purchasing/purchase-orders');
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const locationId = filter ? pickedId(filter, 'locationId') : null;
  const rowActions = useMemo<RowAction<LowStockRow>[]>(
    () => [{ name: 'view', label: 'View Product', onClick: (row) => navigate(`/inventory/products/${row.productId}`) }],
    [navigate],
  );
  return (
    <ListTable<LowStockRow>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getLowStockQueryOptions}
      columns={columns}
      search={{ placeholder: 'Search SKU, product or supplier' }}
      filterPanel={filterPanel}
      onFilterChange={setFilter}
      rowActions={rowActions}
      printButton={{ label: 'Print', onClick: () => window.print() }}
    >
      {filter ? (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' }, mb: 2 }}
          >
            {mayOrder && locationId === null ? (
              <Typography variant="body2" color="text.secondary">
                Choose a location to draft purchase orders for it.
              </Typography>
            ) : null}
            {mayOrder ? (
              <Button
                variant="contained"
                startIcon={<AddShoppingCartOutlinedIcon />}
                disabled={locationId === null || order.isPending}
                onClick={() => locationId !== null && order.mutate({ locationId, supplierId: pickedId(filter, 'preferredSupplierId') })}
              >
                Create Purchase Orders
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={exportExcel.isPending}
              onClick={() => exportExcel.mutate(filter)}
            >
              Export Excel
            </Button>
          </Stack>
          <LowStockFigures filter={filter} />
        </>
      ) : null}
    </ListTable>
  );
}

/** /reports/low-stock-report — what to reorder: at or below the reorder point, per location, with suggested quantities. */
export default function LowStockReportPage() {
  return (
    <PermissionGate permission="View Low Stock Report" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <LowStockReport />
    </PermissionGate>
  );
}
