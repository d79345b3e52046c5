import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Chip, CircularProgress, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { exportStocks } from '../api/export-stocks';
import { getStocksQueryOptions } from '../api/get-stocks';
import { useStocksSummary } from '../api/get-stocks-summary';
import { stockStatus } from '../components/product-stock-panel';
import { StockSummaryCards } from '../components/stock-summary-cards';
import { SuggestOrdersButton } from '../components/suggest-orders-button';
import { saveFile, todayStamp } from '../lib/download';
import { formatQuantity } from '@/lib/quantity';
import type { StockRow } from '../types';
import { PermissionGate } from '@/lib/permission-gate';

const FILTERS: FilterPanelConfig = { stocksFilter: true, stockLocation: true, productCategory: true, productBrand: true };

const columns: ListColumn<StockRow>[] = [
  { field: 'sku', header: 'SKU', minWidth: 110 },
  { field: 'productName', header: 'Product Name', minWidth: 200, flex: 2 },
  { field: 'locationName', header: 'Location', minWidth: 140 },
  { field: 'onHand', header: 'On Hand', align: 'right', minWidth: 100, render: (s) => formatQuantity(s.onHand) },
  { field: 'baseUnit', header: 'Unit', sortable: false, minWidth: 80, flex: 0.6 },
  { field: 'reorderPoint', header: 'Reorder Point', align: 'right', minWidth: 120, render: (s) => formatQuantity(s.reorderPoint) },
  {
    field: 'status',
    header: 'Status',
    sortable: false,
    minWidth: 120,
    render: (s) => {
      const status = stockStatus(s.onHand, s.reorderPoint, s.carried);
      return <Chip size="small" variant="outlined" color={status.color} label={status.label} />;
    },
  },
];

function StocksPageContent() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const summary = useStocksSummary(filter);
  const [exporting, setExporting] = useState(false);
  // The one location filtered on, which a suggestion orders for.
  const locationFilter = filter?.columnFilters?.find((f) => f.column === 'locationId')?.value;
  const locationId = typeof locationFilter === 'number' ? locationFilter : null;

  const rowActions = useMemo<RowAction<StockRow>[]>(
    () => [{ name: 'row-click', onClick: (s) => void navigate(`/inventory/products/${s.productId}?tab=stock`) }],
    [navigate],
  );

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportStocks(filter ?? {}), `stocks-${todayStamp()}.xlsx`);
    } catch (error) {
      notify.error(errorMessage(error, 'The stocks could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Stocks"
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Stocks', to: '/inventory/stocks' }]}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SuggestOrdersButton locationId={locationId} />
            <Button
              variant="outlined"
              startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
              onClick={() => void download()}
              disabled={exporting}
            >
              Export
            </Button>
          </Stack>
        }
      />
      <ListTable<StockRow>
        queryOptions={getStocksQueryOptions}
        columns={columns}
        search={{ placeholder: 'Search SKU or product name' }}
        filterPanel={FILTERS}
        onFilterChange={setFilter}
        rowActions={rowActions}
      >
        <StockSummaryCards summary={summary.data} />
      </ListTable>
    </>
  );
}

/** /inventory/stocks — on hand per product per location, with totals and an .xlsx export (issue 5 item 4). */
export default function StocksPage() {
  return (
    <PermissionGate
      permission={'View Stocks'}
      header={<PageHeader title="Stocks" breadcrumbs={[{ label: 'Inventory' }, { label: 'Stocks', to: '/inventory/stocks' }]} />}
    >
      <StocksPageContent />
    </PermissionGate>
  );
}
