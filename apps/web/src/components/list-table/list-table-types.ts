import type { ReactNode } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { FeatureFlag } from '@oim/shared/feature-flags';
import type { ColumnFilterInput, TableFilter } from '@/lib/list-query';
import type { Paged } from '@/lib/use-list';

/** How a list table cell shows its value: each type has one renderer (spec 2.7). */
export type ListColumnType = 'text' | 'enum' | 'date' | 'currency' | 'relation' | 'boolean' | 'html' | 'image';

export type ListColumn<T> = {
  /** The API field; also the sort column unless `sortField` says otherwise. */
  field: string;
  header: string;
  /** Default 'text'. */
  type?: ListColumnType;
  /** For relation (and any other) columns: a dotted path into the row, e.g. 'defaultPaymentType.name'. */
  path?: string;
  /** Labels of enum values; the raw value shows when there is none. */
  enumLabels?: Record<string, string>;
  /** Default true; computed fields the server cannot sort on say false. */
  sortable?: boolean;
  sortField?: string;
  /** Hidden until the user turns it on in the column menu. */
  hidden?: boolean;
  /** Default true: listed in the column-visibility menu. */
  hideable?: boolean;
  width?: number;
  minWidth?: number;
  flex?: number;
  align?: 'left' | 'right' | 'center';
  /** Offered by the filter panel's Add Filter For selector, filtered as this type (boolean: Yes/No, enum: its enumLabels). */
  filter?: ColumnFilterInput['type'];
  /** A custom cell; the column type's formatting is skipped. */
  render?: (row: T) => ReactNode;
};

/** The row actions a list screen may offer; each shows only to a user holding its permission (spec 2.7). */
export type RowActionName =
  | 'create'
  | 'delete'
  | 'edit'
  | 'view'
  | 'row-click'
  | 'print'
  | 'print-return-order'
  | 'create-rma'
  | 'bulk-pricing'
  | 'generate-sales-order'
  | 'update-service-order-status'
  | 'create-tickets'
  | 'approve-price';

export type RowAction<T> = {
  name: RowActionName;
  /** Menu text; defaults to the capitalised name. 'row-click' never shows in the menu. */
  label?: string;
  icon?: ReactNode;
  /** The user needs this permission (or any one of a list). */
  permission?: string | readonly string[];
  /** Shown only while this feature flag is on. */
  featureFlag?: FeatureFlag;
  /** Shown only for rows that pass. */
  when?: (row: T) => boolean;
  onClick: (row: T) => void;
};

/** A button above the table acting on the checked rows (e.g. Delete Selected). */
export type SelectionAction<T> = {
  label: string;
  icon?: ReactNode;
  permission?: string | readonly string[];
  color?: 'primary' | 'error' | 'inherit';
  /** The selection is cleared once the returned promise resolves, unless it resolves to false (e.g. cancelled). */
  onClick: (rows: T[]) => void | Promise<unknown>;
};

export type HeaderButton = {
  onClick: () => void;
  permission?: string | readonly string[];
  label?: string;
};

export type Breadcrumb = { label: string; to?: string };

/** Which entity pickers of the filter panel to show, and the filter column each one sets. */
export type PickerFilter = boolean | { column?: string; label?: string };

export type FilterPanelConfig = {
  /** Period From / Period To, a day range on `column`; defaults are restored by Reset Filters. */
  period?: { column: string; defaultFrom?: Date | null; defaultTo?: Date | null };
  priceFilter?: boolean;
  stocksFilter?: boolean;
  customer?: PickerFilter;
  supplier?: PickerFilter;
  expenseCategory?: PickerFilter;
  productBrand?: PickerFilter;
  productCategory?: PickerFilter;
  /** The Sales Channel select, with All Channels. */
  salesChannel?: PickerFilter;
  /** A stock location select, with All Locations (column default locationId, label default Location). */
  stockLocation?: PickerFilter;
  /** The Add Filter For column selector, offering the columns that declare `filter`. */
  addFilterFor?: boolean;
};

/** What the filter panel holds; applied 300 ms after the last change. */
export type FilterValues = {
  periodFrom: Date | null;
  periodTo: Date | null;
  priceFilter: string;
  stocksFilter: string;
  /** Picker filters by column, e.g. customerId → 12. */
  pickers: Record<string, number | null>;
  /** Add Filter For rows: column → typed text. */
  columns: { column: string; value: string }[];
};

// The query key's exact tuple type does not matter to the table (and would not unify across resources).
export type ListQueryOptions<T> = (filter: TableFilter) => UseQueryOptions<Paged<T>, Error, Paged<T>, any>;

/**
 * How a row shows as a card on a phone (below 600 px), by the fields of its columns, each shown
 * as its column shows it: the title, a line of details, and an amount and a status on the right.
 */
export type ListCard = {
  title: string;
  details?: string[];
  amount?: string;
  status?: string;
};

export type ListTableProps<T extends { id: number | string }> = {
  title?: string;
  breadcrumbs?: Breadcrumb[];
  /** The list call: given the table filter, the query (e.g. getCustomersQueryOptions). */
  queryOptions: ListQueryOptions<T>;
  columns: ListColumn<T>[];
  /** Relations to load with each row (spec 7.2 relations=a|b.c). */
  relations?: string[];
  /** Filters always sent, e.g. {column: 'customerId', value: 5}. */
  baseFilters?: ColumnFilterInput[];
  /** Sort before the user clicks a header; omitted, the server's own order applies. */
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  /** Default 15 (spec 9: the generic table's default page size). */
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** The search box: globalFilter, or a named column searched with like. false hides it. */
  search?: false | { column?: string; placeholder?: string };
  addButton?: HeaderButton;
  printButton?: HeaderButton;
  bulkUpdatePricesButton?: HeaderButton;
  /** More buttons of the toolbar, beside Print (e.g. Export); the page checks their permissions. */
  toolbarActions?: ReactNode;
  rowActions?: RowAction<T>[];
  checkboxSelection?: boolean;
  selectionActions?: SelectionAction<T>[];
  filterPanel?: FilterPanelConfig;
  /** Called with the applied filter (no paging) whenever it changes, e.g. to feed a breakdown panel. */
  onFilterChange?: (filter: TableFilter) => void;
  /** Shown between the filter panel and the grid (e.g. the Payment Type Breakdown panel). */
  children?: ReactNode;
  /** Height of the grid area in px; default fits 15 rows. */
  height?: number;
  /** Renders without the page's title block, for use inside dialogs. */
  dense?: boolean;
  /** On a phone, each row a card instead of the wide table. */
  card?: ListCard;
};
