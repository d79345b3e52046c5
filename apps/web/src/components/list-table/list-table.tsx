import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type CircularProgressProps,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_SIZE_OPTIONS } from '@oim/shared/list-query';
import { hasPermission } from '@oim/shared/permissions';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { usePermissions } from '@/lib/permissions';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useFeatureFlags } from '@/lib/feature-flags';
import { PageHeader } from '@/components/page-header/page-header';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { ListCards } from './list-cards';
import type { FilterPanel as FilterPanelComponent } from './filter-panel';
import { toGridColumns } from './list-table-columns';
import type { ListTableProps, RowAction } from './list-table-types';
import { RowActionsMenu } from './row-actions-menu';
import { useListTableState } from './use-list-table-state';

// The filter panel (date pickers, entity pickers) loads only for the screens that have one.
const FilterPanel = lazy(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel }))) as typeof FilterPanelComponent;

const LOCALE_TEXT = { noRowsLabel: 'No records found' };
// Spec 2.7: a spinner shows while loading.
const SLOT_PROPS = { loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } } as const;
/**
 * The grid's loading spinner is only a picture: an element inside role="grid" must be a row (a
 * progressbar there breaks the grid's structure), so the loading is told by the status line beside it.
 */
function GridSpinner(props: CircularProgressProps) {
  return <CircularProgress {...props} aria-hidden />;
}
const SLOTS = { baseCircularProgress: GridSpinner };
const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The page-size choices: the spec's options, plus the current size when it is not one of them.
 * The generic table starts at 15 rows (spec 9) while the options are 5, 10, 20, 50, 100; the Data
 * Grid hides its page-size select (and warns) for a size outside its options, so 15 is added.
 */
export function pageSizeChoices(options: readonly number[], current: number): number[] {
  return [...new Set([...options, current])].sort((a, b) => a - b);
}

/**
 * The generic list table of every list screen (spec 2.7): server-side paging, sorting, searching
 * and filtering through the list protocol, with the toolbar, row actions and selection actions.
 *
 * Built on the MUI X Data Grid in server mode: it brings the checkbox selection, the sort headers,
 * the paginator, the loading overlay and column visibility that a hand-made MUI Table would need
 * re-implementing, and the community edition covers all of it (one sort column, pages up to 100).
 */
export function ListTable<T extends { id: number | string }>({
  title,
  breadcrumbs,
  queryOptions,
  columns,
  relations,
  baseFilters,
  defaultSort,
  defaultPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  search = {},
  addButton,
  printButton,
  bulkUpdatePricesButton,
  toolbarActions,
  rowActions = [],
  checkboxSelection = false,
  selectionActions = [],
  filterPanel,
  onFilterChange,
  children,
  height,
  dense = false,
  card,
}: ListTableProps<T>) {
  // A list that has a card layout shows it on a phone (read at once, so a phone never paints the table first).
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const asCards = card !== undefined && phone;
  const table = useListTableState<T>({
    columns,
    ...(search && search.column ? { searchColumn: search.column } : {}),
    ...(filterPanel ? { filterPanel } : {}),
    ...(baseFilters ? { baseFilters } : {}),
    ...(relations ? { relations } : {}),
    ...(defaultSort ? { defaultSort } : {}),
    ...(defaultPageSize ? { defaultPageSize } : {}),
  });
  const list = useQuery(queryOptions(table.pagedFilter));
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const meta = list.data?.meta;

  const permissions = usePermissions().data;
  const flags = useFeatureFlags().data;
  const may = (permission: string | readonly string[] | undefined) =>
    permission === undefined || (Array.isArray(permission) && permission.length === 0)
      ? true
      : permissions
        ? hasPermission(permissions, permission)
        : false;
  const allowedActions = rowActions.filter((a) => may(a.permission) && (!a.featureFlag || flags?.[a.featureFlag] === true));
  const rowClick = allowedActions.find((a) => a.name === 'row-click');
  const menuActions = allowedActions.filter((a) => a.name !== 'row-click');
  const allowedSelectionActions = selectionActions.filter((a) => may(a.permission));
  // The grid's columns are built once per set of action names; the cells read the latest actions
  // (and their closures) from here, so callers may pass a new array on every render.
  const latestActions = useRef(menuActions);
  latestActions.current = menuActions;
  const actionsFor = (row: T): RowAction<T>[] => latestActions.current.filter((a) => !a.when || a.when(row));

  // Tell the page what is being listed (a report's breakdown panel follows the same filter).
  const filterKey = JSON.stringify(table.filter);
  useEffect(() => {
    onFilterChange?.(table.filter);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is compared by content
  }, [filterKey]);

  // After deleting the last rows of the last page, show the page that now exists.
  const { page, setPage } = table;
  useEffect(() => {
    if (meta && meta.last_page < page) setPage(Math.max(1, meta.last_page));
  }, [meta, page, setPage]);

  // A selection belongs to the rows on screen; another page, sort or filter starts a new one.
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const pageKey = JSON.stringify(table.pagedFilter);
  const [selectionKey, setSelectionKey] = useState(pageKey);
  if (selectionKey !== pageKey) {
    setSelectionKey(pageKey);
    setSelection(EMPTY_SELECTION);
  }
  const selectedRows = rows.filter((row) => (selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id)));

  const [visibility, setVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.field, false])),
  );

  const gridColumns = useMemo<GridColDef<T>[]>(() => {
    const built = toGridColumns(columns);
    if (menuActions.length === 0) return built;
    return [
      ...built,
      {
        field: 'actions',
        headerName: 'Actions',
        sortable: false,
        hideable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 90,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <RowActionsMenu row={row} actions={actionsFor(row)} />,
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the columns or the allowed actions change
  }, [columns, menuActions.map((a) => a.name).join('|')]);

  const sortFieldOf = (field: string) => columns.find((c) => c.field === field)?.sortField ?? field;
  const sortColumn = table.sort?.column;
  const sortDirection = table.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () =>
      sortColumn && sortDirection
        ? [{ field: columns.find((c) => (c.sortField ?? c.field) === sortColumn)?.field ?? sortColumn, sort: sortDirection }]
        : [],
    [columns, sortColumn, sortDirection],
  );
  // The grid takes a new model object for a change of page or sort, so these stay the same objects otherwise.
  const sizeChoices = useMemo(() => pageSizeChoices(pageSizeOptions, table.pageSize), [pageSizeOptions, table.pageSize]);
  const paginationModel = useMemo(() => ({ page: table.page - 1, pageSize: table.pageSize }), [table.page, table.pageSize]);

  const runSelectionAction = async (action: (typeof allowedSelectionActions)[number]) => {
    const outcome = await action.onClick(selectedRows);
    if (outcome !== false) setSelection(EMPTY_SELECTION);
  };

  const searchBox =
    search !== false ? (
      <TextField
        size="small"
        value={table.searchDraft}
        onChange={(event) => table.setSearchDraft(event.target.value)}
        // Spec 5: the Enter key in a filter input is swallowed; the search applies 300 ms after typing.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        placeholder={search.placeholder ?? 'Search'}
        sx={{ minWidth: 240, flex: { xs: 1, sm: '0 1 320px' } }}
        slotProps={{
          htmlInput: { 'aria-label': search.placeholder ?? 'Search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: table.searchDraft ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Clear search" onClick={() => table.setSearchDraft('')}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    ) : null;

  const addAction =
    addButton && may(addButton.permission) ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={addButton.onClick}>
        {addButton.label ?? 'Add'}
      </Button>
    ) : null;
  // The add button stands beside the title, the first thing after it in Tab order (skip link, title, add).
  const header = !dense && title;

  return (
    <Box>
      {header ? <PageHeader title={title} {...(breadcrumbs ? { breadcrumbs } : {})} actions={addAction} /> : null}
      {filterPanel ? (
        <Suspense fallback={<Box sx={{ minHeight: 72, mb: 2 }} />}>
          <FilterPanel
            config={filterPanel}
            values={table.filtersDraft}
            onChange={table.setFiltersDraft}
            onReset={table.resetFilters}
            columns={columns}
          />
        </Suspense>
      ) : null}
      {children}
      <Paper variant={dense ? 'elevation' : 'outlined'} elevation={0} sx={{ overflow: 'hidden' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {searchBox}
          {selectedRows.length > 0 && allowedSelectionActions.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {selectedRows.length} selected
              </Typography>
              {allowedSelectionActions.map((action) => (
                <Button
                  key={action.label}
                  size="small"
                  variant="outlined"
                  color={action.color ?? 'primary'}
                  startIcon={action.icon}
                  onClick={() => void runSelectionAction(action)}
                >
                  {action.label}
                </Button>
              ))}
            </>
          ) : null}
          {asCards ? null : <Box sx={{ flex: 1 }} />}
          {bulkUpdatePricesButton && may(bulkUpdatePricesButton.permission) ? (
            <Button variant="outlined" startIcon={<PriceChangeIcon />} onClick={bulkUpdatePricesButton.onClick}>
              {bulkUpdatePricesButton.label ?? 'Bulk Update Prices'}
            </Button>
          ) : null}
          {printButton && may(printButton.permission) ? (
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={printButton.onClick}>
              {printButton.label ?? 'Print'}
            </Button>
          ) : null}
          {toolbarActions}
          {header ? null : addAction}
          {asCards ? null : (
            <ColumnVisibilityMenu columns={columns.filter((c) => c.hideable !== false)} visibility={visibility} onChange={setVisibility} />
          )}
          <Tooltip title="Reload">
            <IconButton aria-label="Reload" onClick={() => void list.refetch()}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {list.error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2, pb: 1 }}>
            {list.error.message || 'The list could not be loaded.'}
          </Typography>
        ) : null}
        <Box role="status" sx={VISUALLY_HIDDEN}>
          {list.isFetching ? `Loading ${title ?? 'the list'}…` : ''}
        </Box>
        {asCards ? (
          <ListCards<T>
            {...(title ? { label: title } : {})}
            rows={rows}
            columns={columns}
            card={card}
            {...(rowClick ? { onOpen: rowClick.onClick } : {})}
            actionsFor={actionsFor}
            selectable={checkboxSelection}
            isSelected={(row) => (selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id))}
            onToggle={(row) =>
              setSelection((current) => {
                const ids = new Set(current.ids);
                if (ids.has(row.id)) ids.delete(row.id);
                else ids.add(row.id);
                return { type: current.type, ids };
              })
            }
            loading={list.isFetching}
            total={meta?.total ?? 0}
            page={table.page}
            pageSize={table.pageSize}
            pageSizes={sizeChoices}
            onPage={table.setPage}
            onPageSize={table.setPageSize}
          />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', ...(height ? { height } : {}) }}>
            <DataGrid<T>
              // The grid is named by its screen (Products), so a screen reader tells which list it is in.
              {...(title ? { 'aria-label': title } : {})}
              rows={rows}
              columns={gridColumns}
              rowCount={meta?.total ?? 0}
              loading={list.isFetching}
              autoHeight={!height}
              paginationMode="server"
              sortingMode="server"
              filterMode="server"
              paginationModel={paginationModel}
              onPaginationModelChange={(model) => {
                if (model.pageSize !== table.pageSize) table.setPageSize(model.pageSize);
                else table.setPage(model.page + 1);
              }}
              pageSizeOptions={sizeChoices}
              sortModel={sortModel}
              // Spec 4: a header click toggles asc/desc, first click asc (never back to unsorted).
              sortingOrder={['asc', 'desc']}
              onSortModelChange={(model) => {
                const first = model[0];
                table.setSort(first?.sort ? { column: sortFieldOf(first.field), direction: first.sort } : null);
              }}
              checkboxSelection={checkboxSelection}
              rowSelectionModel={selection}
              onRowSelectionModelChange={setSelection}
              disableRowSelectionOnClick
              columnVisibilityModel={visibility}
              onColumnVisibilityModelChange={(model) => setVisibility(model as Record<string, boolean>)}
              disableColumnMenu
              disableColumnFilter
              onCellClick={(params) => {
                if (!rowClick || params.field === '__check__' || params.field === 'actions') return;
                rowClick.onClick(params.row);
              }}
              // What a click on a row opens, Enter on one of its cells opens too (WCAG 2.1.1).
              onCellKeyDown={(params, event) => {
                if (!rowClick || event.key !== 'Enter' || params.field === '__check__' || params.field === 'actions') return;
                event.preventDefault();
                rowClick.onClick(params.row);
              }}
              getRowClassName={() => (rowClick ? 'list-table-clickable' : '')}
              localeText={LOCALE_TEXT}
              slots={SLOTS}
              slotProps={SLOT_PROPS}
              sx={{
                border: 0,
                borderTop: 1,
                borderColor: 'divider',
                borderRadius: 0,
                '& .list-table-clickable': { cursor: 'pointer' },
                '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
              }}
            />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
