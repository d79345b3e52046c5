import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { endOfMonth, startOfMonth } from 'date-fns';
import { shopToday } from '@/lib/days';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LEDGER_COLUMN_LABELS, LEDGER_IN_COLUMNS, LEDGER_OUT_COLUMNS, type LedgerColumn } from '@oim/shared/schemas/reports';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { formatQuantity } from '@/lib/quantity';
import { saveFile } from '@/lib/save-file';
import { downloadReport, getInventoryLedgerQueryOptions, inventoryLedgerTotalsQueryOptions } from '../api/get-stock-reports';
import { ReportFigures } from '../components/report-figures';
import { INVENTORY_LEDGER_RESOURCE, type InventoryLedgerRow } from '../types';

const TITLE = 'Inventory with Ledger';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/inventory-with-ledger' }];
// The spec puts this report's link under this permission (section 2.2).
const PERMISSION = 'View Customer Ledger Reports';

const quantity = (field: keyof InventoryLedgerRow, header: string, options: Partial<ListColumn<InventoryLedgerRow>> = {}) =>
  ({
    field,
    header,
    align: 'right',
    width: 110,
    render: (row: InventoryLedgerRow) => formatQuantity(row[field] as number),
    ...options,
  }) as ListColumn<InventoryLedgerRow>;

/** The sources shown until the user turns on the others in the column menu. */
const SHOWN = new Set<LedgerColumn>([
  'purchaseReceiptsIn',
  'adjustmentsIn',
  'stockCountsIn',
  'salesOut',
  'adjustmentsOut',
  'stockCountsOut',
]);

const columns: ListColumn<InventoryLedgerRow>[] = [
  { field: 'sku', header: 'SKU', width: 120 },
  { field: 'productName', header: 'Product', flex: 1, minWidth: 200 },
  { field: 'locationName', header: 'Location', width: 150 },
  { field: 'baseUnit', header: 'Unit', width: 80, sortable: false },
  quantity('opening', 'Opening'),
  ...LEDGER_IN_COLUMNS.map((c) => quantity(c, LEDGER_COLUMN_LABELS[c], { sortable: false, hidden: !SHOWN.has(c) })),
  quantity('totalIn', 'Total In'),
  ...LEDGER_OUT_COLUMNS.map((c) => quantity(c, LEDGER_COLUMN_LABELS[c], { sortable: false, hidden: !SHOWN.has(c) })),
  quantity('totalOut', 'Total Out'),
  quantity('closing', 'Closing'),
  { field: 'closingValue', header: 'Value at Cost', type: 'currency', align: 'right', width: 130 },
];

function LedgerFigures({ filter }: { filter: TableFilter }) {
  const totals = useQuery(inventoryLedgerTotalsQueryOptions(filter));
  const t = totals.data?.totals;
  return (
    <ReportFigures
      loading={totals.isPending}
      figures={[
        { label: 'Products × Locations', value: t ? t.rows.toLocaleString() : '' },
        { label: 'Opening Units', value: t ? formatQuantity(t.opening) : '' },
        { label: 'Units In', value: t ? formatQuantity(t.totalIn) : '' },
        { label: 'Units Out', value: t ? formatQuantity(t.totalOut) : '' },
        { label: 'Closing Units', value: t ? formatQuantity(t.closing) : '' },
        { label: 'Closing Value at Cost', value: t ? formatMoney(t.closingValue) : '' },
      ]}
    />
  );
}

function InventoryWithLedger() {
  const navigate = useNavigate();
  const filterPanel = useMemo<FilterPanelConfig>(() => {
    const now = shopToday();
    return {
      period: { column: 'date', defaultFrom: startOfMonth(now), defaultTo: endOfMonth(now) },
      stockLocation: true,
      productCategory: true,
      productBrand: true,
    };
  }, []);
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const download = useMutation({
    mutationFn: async ({ kind, current }: { kind: 'export' | 'export-pdf'; current: TableFilter }) =>
      saveFile(
        await downloadReport(INVENTORY_LEDGER_RESOURCE, kind, current),
        kind === 'export' ? 'inventory-with-ledger.xlsx' : 'inventory-with-ledger.pdf',
      ),
    onError: (error) => notify.error(errorMessage(error)),
  });
  // The product's page shows its stock day by day (reports/stock-history) and its ledger.
  const rowActions = useMemo<RowAction<InventoryLedgerRow>[]>(
    () => [
      { name: 'view', label: 'Stock History', onClick: (row) => navigate(`/inventory/products/${row.productId}`) },
      { name: 'row-click', onClick: (row) => navigate(`/inventory/products/${row.productId}`) },
    ],
    [navigate],
  );
  return (
    <ListTable<InventoryLedgerRow>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getInventoryLedgerQueryOptions}
      columns={columns}
      search={{ placeholder: 'Search SKU or product' }}
      filterPanel={filterPanel}
      onFilterChange={setFilter}
      rowActions={rowActions}
      printButton={{ label: 'Print', onClick: () => window.print() }}
    >
      {filter ? (
        <>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate({ kind: 'export', current: filter })}
            >
              Export Excel
            </Button>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlinedIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate({ kind: 'export-pdf', current: filter })}
            >
              Export PDF
            </Button>
          </Stack>
          <LedgerFigures filter={filter} />
        </>
      ) : null}
    </ListTable>
  );
}

/** /reports/inventory-with-ledger — per product and location: opening, in and out by source, closing, and its value. */
export default function InventoryWithLedgerPage() {
  return (
    <PermissionGate permission={PERMISSION} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <InventoryWithLedger />
    </PermissionGate>
  );
}
