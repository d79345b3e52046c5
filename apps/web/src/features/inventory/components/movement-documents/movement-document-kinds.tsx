import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Chip, type SxProps, type Theme } from '@mui/material';
import { Detail } from '@/components/document-details/document-details';
import type { FilterPanelConfig, ListColumn, ListQueryOptions } from '@/components/list-table/list-table-types';
import { MODE_LABELS } from '@/components/movement-lines/movement-lines-editor';
import { formatDateTime } from '@/lib/format';
import { formatChange, formatQuantity, withUnit } from '@/lib/quantity';
import { useAdjustment } from '../../api/get-adjustment';
import { ADJUSTMENT_LIST_RELATIONS, getAdjustmentsQueryOptions } from '../../api/get-adjustments';
import { useStockTransfer } from '../../api/get-stock-transfer';
import { getStockTransfersQueryOptions, TRANSFER_LIST_RELATIONS } from '../../api/get-stock-transfers';
import { userName, type Adjustment, type AdjustmentItem, type StockTransfer } from '../../types';

/** What every posted stock movement document has: the list and details pages read only these and the kind. */
export type MovementDocument = {
  id: number;
  createdAt: string;
  notes?: string | null;
  createdByUser?: Parameters<typeof userName>[0];
  items?: MovementItem[];
};
type MovementItem = {
  id: number;
  productId: number;
  product?: { sku: string; productName: string; unit?: string | null } | null;
  serialNumbers: string[];
};

/** A column of the details page's items table, between Product and Serial Numbers. */
export type MovementItemColumn<I> = {
  header: string;
  align?: 'right';
  render: (item: I) => ReactNode;
  sx?: (item: I) => SxProps<Theme>;
};

/** A kind of stock movement document (adjustment, transfer): its names, permissions, list and details. */
export type MovementDocumentKind<D extends MovementDocument> = {
  /** The list's title and breadcrumb, e.g. 'Inventory Adjustments'. */
  listTitle: string;
  /** The list's path; a document opens at `{path}/{id}`, a new one at `{path}/new`. */
  path: string;
  viewPermission: string;
  createPermission: string;
  /** The list's add button, e.g. 'New Adjustment'. */
  newLabel: string;
  searchPlaceholder: string;
  filters: FilterPanelConfig;
  columns: ListColumn<D>[];
  listQueryOptions: ListQueryOptions<D>;
  listRelations: string[];
  /** The details page's title while no document is shown, e.g. 'Adjustment'. */
  documentTitle: string;
  /** The document in a sentence, e.g. 'adjustment' ('This adjustment does not exist.'). */
  noun: string;
  useDocument: (id: number) => UseQueryResult<D>;
  documentNumber: (document: D) => string;
  /** The header details before Date, Posted By and Notes. */
  headerDetails: (document: D) => ReactNode;
  itemColumns: MovementItemColumn<NonNullable<D['items']>[number]>[];
};

/** The columns every kind's list ends with: the number of items, who posted it, the notes. */
function closingColumns<D extends MovementDocument>(notes: Partial<ListColumn<D>>): ListColumn<D>[] {
  return [
    {
      field: 'items',
      header: 'Items',
      sortable: false,
      align: 'right',
      minWidth: 80,
      flex: 0.5,
      render: (d) => String(d.items?.length ?? 0),
    },
    { field: 'createdByUser', header: 'Posted By', sortable: false, minWidth: 140, render: (d) => userName(d.createdByUser) },
    { field: 'notes', header: 'Notes', minWidth: 160, ...notes },
  ];
}

const dateColumn = { field: 'createdAt', header: 'Date', minWidth: 170, render: (d: MovementDocument) => formatDateTime(d.createdAt) };

/** How an item was entered: Counted, or Stock In / Stock Out by the sign of its quantity. */
export function itemModeLabel(item: Pick<AdjustmentItem, 'mode' | 'quantity'>): string {
  if (item.mode === 'count') return MODE_LABELS.count;
  return item.quantity < 0 ? MODE_LABELS.out : MODE_LABELS.in;
}

/** Inventory adjustments: stock in, out or counted at one location, with a reason. */
export const ADJUSTMENTS: MovementDocumentKind<Adjustment> = {
  listTitle: 'Inventory Adjustments',
  path: '/inventory/inventory-adjustments',
  viewPermission: 'View Adjustments',
  createPermission: 'Create Adjustments',
  newLabel: 'New Adjustment',
  searchPlaceholder: 'Search number, reason or notes',
  filters: { period: { column: 'createdAt' }, stockLocation: true },
  columns: [
    { field: 'adjustmentNumber', header: 'Adjustment #', minWidth: 130 },
    dateColumn,
    { field: 'location', header: 'Location', path: 'location.name', type: 'relation', sortable: false, minWidth: 140 },
    { field: 'reason', header: 'Reason', minWidth: 160, flex: 1.5 },
    ...closingColumns<Adjustment>({ hidden: true }),
  ],
  listQueryOptions: getAdjustmentsQueryOptions,
  listRelations: ADJUSTMENT_LIST_RELATIONS,
  documentTitle: 'Adjustment',
  noun: 'adjustment',
  useDocument: useAdjustment,
  documentNumber: (a) => a.adjustmentNumber,
  headerDetails: (a) => (
    <>
      <Detail label="Location">{a.location?.name}</Detail>
      <Detail label="Reason">{a.reason}</Detail>
    </>
  ),
  itemColumns: [
    { header: 'Mode', render: (item) => <Chip size="small" variant="outlined" label={itemModeLabel(item)} /> },
    { header: 'Quantity', align: 'right', render: (item) => withUnit(Math.abs(item.quantity), item.uom?.unit) },
    { header: 'On Hand Before', align: 'right', render: (item) => formatQuantity(item.previousOnHand) },
    {
      header: 'Change',
      align: 'right',
      render: (item) => `${formatChange(item.baseDelta)} ${item.product?.unit ?? ''}`,
      sx: (item) => ({
        fontWeight: 600,
        color: item.baseDelta < 0 ? 'error.main' : item.baseDelta > 0 ? 'success.main' : 'text.primary',
      }),
    },
  ],
};

/** Stock transfers: stock moved from one location to another. */
export const STOCK_TRANSFERS: MovementDocumentKind<StockTransfer> = {
  listTitle: 'Stock Transfers',
  path: '/inventory/stock-transfers',
  viewPermission: 'View Stock Transfers',
  createPermission: 'Create Stock Transfers',
  newLabel: 'New Transfer',
  searchPlaceholder: 'Search number or notes',
  filters: { period: { column: 'createdAt' }, stockLocation: { column: 'sourceWarehouseId', label: 'From Location' } },
  columns: [
    { field: 'transferNumber', header: 'Transfer #', minWidth: 130 },
    dateColumn,
    { field: 'sourceWarehouse', header: 'From', path: 'sourceWarehouse.name', type: 'relation', sortable: false, minWidth: 140 },
    { field: 'destinationWarehouse', header: 'To', path: 'destinationWarehouse.name', type: 'relation', sortable: false, minWidth: 140 },
    ...closingColumns<StockTransfer>({ flex: 1.5 }),
  ],
  listQueryOptions: getStockTransfersQueryOptions,
  listRelations: TRANSFER_LIST_RELATIONS,
  documentTitle: 'Stock Transfer',
  noun: 'stock transfer',
  useDocument: useStockTransfer,
  documentNumber: (t) => t.transferNumber,
  headerDetails: (t) => (
    <>
      <Detail label="From">{t.sourceWarehouse?.name}</Detail>
      <Detail label="To">{t.destinationWarehouse?.name}</Detail>
    </>
  ),
  itemColumns: [
    { header: 'Quantity', align: 'right', render: (item) => withUnit(item.quantity, item.uom?.unit) },
    { header: 'In Base Unit', align: 'right', render: (item) => withUnit(item.baseQuantity, item.product?.unit) },
  ],
};
