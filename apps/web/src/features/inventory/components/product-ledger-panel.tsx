import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { formatDateTime } from '@/lib/format';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn } from '@/components/list-table/list-table-types';
import { errorMessage } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { exportProductLedgerPdf } from '../api/export-product-ledger-pdf';
import { getProductLedgerQueryOptions, LEDGER_RELATIONS } from '../api/get-product-ledger';
import { saveFile } from '../lib/download';
import { formatChange, formatQuantity } from '@/lib/quantity';
import { STOCK_SOURCE_LABELS, type LedgerEntry, type Product } from '../types';

/** The page of the document that wrote a ledger row, when it has one. */
export function sourceDocumentPath(entry: Pick<LedgerEntry, 'sourceType' | 'sourceId'>): string | null {
  if (entry.sourceType === 'ADJUSTMENT') return `/inventory/inventory-adjustments/${entry.sourceId}`;
  if (entry.sourceType === 'TRANSFER_IN' || entry.sourceType === 'TRANSFER_OUT') return `/inventory/stock-transfers/${entry.sourceId}`;
  if (entry.sourceType === 'SALE' || entry.sourceType === 'SALE_VOID') return `/sales/sales-orders/${entry.sourceId}`;
  return null;
}

const LEDGER_FILTERS: FilterPanelConfig = { period: { column: 'createdAt' }, stockLocation: true };

function ledgerColumns(baseUnit: string, serialized: boolean): ListColumn<LedgerEntry>[] {
  return [
    {
      field: 'createdAt',
      header: 'Date',
      minWidth: 170,
      render: (e) => formatDateTime(e.createdAt),
    },
    {
      field: 'sourceNumber',
      header: 'Document',
      minWidth: 130,
      render: (e) => {
        const to = sourceDocumentPath(e);
        return to ? (
          <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
            {e.sourceNumber}
          </Link>
        ) : (
          e.sourceNumber
        );
      },
    },
    { field: 'sourceType', header: 'Movement', type: 'enum', enumLabels: STOCK_SOURCE_LABELS, minWidth: 130 },
    { field: 'location', header: 'Location', path: 'location.name', sortable: false, minWidth: 130 },
    {
      field: 'uomQuantity',
      header: 'Quantity',
      align: 'right',
      sortable: false,
      minWidth: 110,
      // A movement entered in no unit of its own (a void puts back the base quantity) shows its base quantity.
      render: (e) =>
        e.uomQuantity === null ? `${formatChange(e.quantity)} ${baseUnit}` : `${formatChange(e.uomQuantity)} ${e.uom?.unit ?? ''}`.trim(),
    },
    { field: 'quantity', header: `Change (${baseUnit})`, align: 'right', minWidth: 120, render: (e) => formatChange(e.quantity) },
    { field: 'balanceAfter', header: 'Balance', align: 'right', minWidth: 100, render: (e) => formatQuantity(e.balanceAfter) },
    {
      field: 'serialNumbers',
      header: 'Serial Numbers',
      sortable: false,
      hidden: !serialized,
      minWidth: 160,
      render: (e) => (e.serialNumbers ?? []).join(', '),
    },
    { field: 'note', header: 'Note', hidden: true, minWidth: 140 },
  ];
}

/**
 * A product's stock ledger: every movement, newest first, with the balance after it at its
 * location; filtered by period and location, and exported as a PDF with the same filters.
 */
export function ProductLedgerPanel({ product }: { product: Product }) {
  const queryOptions = useCallback((filter: TableFilter) => getProductLedgerQueryOptions(product.id, filter), [product.id]);
  const columns = useMemo(() => ledgerColumns(product.unit ?? 'base unit', product.isSerialized), [product.unit, product.isSerialized]);
  const [filter, setFilter] = useState<TableFilter>({});
  const [exporting, setExporting] = useState(false);

  const exportPdf = async () => {
    setExporting(true);
    try {
      saveFile(await exportProductLedgerPdf(product.id, filter), `ledger-${product.sku}.pdf`);
    } catch (error) {
      notify.error(errorMessage(error, 'The ledger could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Stock Ledger
        </Typography>
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} /> : <PictureAsPdfOutlinedIcon />}
          onClick={() => void exportPdf()}
          disabled={exporting}
        >
          Export PDF
        </Button>
      </Stack>
      <ListTable<LedgerEntry>
        queryOptions={queryOptions}
        columns={columns}
        relations={LEDGER_RELATIONS}
        search={{ placeholder: 'Search document number' }}
        filterPanel={LEDGER_FILTERS}
        onFilterChange={setFilter}
      />
    </Box>
  );
}
