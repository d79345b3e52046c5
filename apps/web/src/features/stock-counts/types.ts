import type { ChipProps } from '@mui/material';
import type { ApiRecord } from '@oim/shared/api/records';
import type {
  StockCountEntry,
  StockCountEntryMode,
  StockCountLine,
  StockCountLineState,
  StockCountPostResult,
  StockCountScope,
  StockCountStatus,
} from '@oim/shared/schemas/stock-counts';

export type { StockCountEntry, StockCountLine, StockCountLineState, StockCountPostResult, StockCountScope, StockCountStatus };

export const STOCK_COUNTS_RESOURCE = 'inventory/stock-counts';
export const STOCK_COUNTS_PATH = '/inventory/stock-counts';

/** A stock count as the API answers it (issue 35; docs/architecture/stock-counts.md). */
export type StockCount = ApiRecord<'stockCounts'>;

type Look = { label: string; color: ChipProps['color'] };

export const STOCK_COUNT_STATUS: Record<StockCountStatus, Look> = {
  DRAFT: { label: 'Draft', color: 'default' },
  COUNTING: { label: 'Counting', color: 'warning' },
  POSTED: { label: 'Posted', color: 'success' },
  CANCELLED: { label: 'Cancelled', color: 'error' },
};

export const STOCK_COUNT_STATUS_LABELS: Record<StockCountStatus, string> = {
  DRAFT: 'Draft',
  COUNTING: 'Counting',
  POSTED: 'Posted',
  CANCELLED: 'Cancelled',
};

export const STOCK_COUNT_SCOPE_LABELS: Record<StockCountScope, string> = {
  ALL: 'All Products',
  FILTER: 'Filtered',
};

export const ENTRY_MODE_LABELS: Record<StockCountEntryMode, string> = {
  ADD: 'Add',
  SET: 'Set',
};

/** The lines' filter as the count page offers it. */
export const LINE_STATE_LABELS: Record<StockCountLineState, string> = {
  ALL: 'All',
  COUNTED: 'Counted',
  UNCOUNTED: 'Not counted',
  DIFFERENCE: 'With difference',
};

/** The count's address on the phone counting screen. */
export const countingScreenPath = (id: number) => `/count/${id}`;
