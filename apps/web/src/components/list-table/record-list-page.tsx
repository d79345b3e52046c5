import { useMemo, useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ListTable } from '@/components/list-table/list-table';
import type { RecordDialogProps } from '@/components/dialogs/record-form-dialog';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import type { Breadcrumb, FilterPanelConfig, ListColumn, ListQueryOptions, RowAction } from '@/components/list-table/list-table-types';
import { useDeleteConfirmation, type DeleteMutation } from '@/components/dialogs/use-delete-confirmation';

export type RecordListPageProps<T extends { id: number }> = {
  title: string;
  breadcrumbs: Breadcrumb[];
  queryOptions: ListQueryOptions<T>;
  columns: ListColumn<T>[];
  relations?: string[];
  /** The search box searches the resource's text fields (globalFilter). */
  searchPlaceholder: string;
  addLabel: string;
  /** The screen needs `view` (spec 2.2: its matching View permission); the rest gate the buttons. */
  permissions: { view: string; create: string; edit: string; delete: string };
  /** The delete mutation (e.g. useDeleteDiscount()). */
  remove: DeleteMutation;
  renderDialog: (props: RecordDialogProps<T>) => ReactNode;
  /** Row actions beside Edit and Delete (e.g. Add Unit). */
  extraRowActions?: RowAction<T>[];
  /** The filter panel, e.g. Add Filter For the columns that declare `filter`. */
  filterPanel?: FilterPanelConfig;
};

const NO_ACTIONS: never[] = [];

/** The filter panel of a reference list: Add Filter For each column that declares a `filter`. */
export const ADD_FILTER_FOR: FilterPanelConfig = { addFilterFor: true };

type DialogState<T> = { open: false } | { open: true; record: T | null };

/**
 * A reference-data list screen for users with its View permission: the generic list table with
 * search and filters, the add button and Edit and Delete row actions by permission, its create/update dialog
 * and the Confirm Delete dialog.
 */
export function RecordListPage<T extends { id: number }>({
  title,
  breadcrumbs,
  queryOptions,
  columns,
  relations,
  searchPlaceholder,
  addLabel,
  permissions,
  remove,
  renderDialog,
  extraRowActions = NO_ACTIONS,
  filterPanel,
}: RecordListPageProps<T>) {
  const [dialog, setDialog] = useState<DialogState<T>>({ open: false });
  const { askDelete, dialog: deleteDialog } = useDeleteConfirmation<T>({ remove });

  const rowActions = useMemo<RowAction<T>[]>(
    () => [
      ...extraRowActions,
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: permissions.edit,
        onClick: (row) => setDialog({ open: true, record: row }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: permissions.delete,
        onClick: (row) => void askDelete(row),
      },
    ],
    [extraRowActions, permissions.edit, permissions.delete, askDelete],
  );

  return (
    <PermissionGate permission={permissions.view} header={<PageHeader title={title} breadcrumbs={breadcrumbs} />}>
      <ListTable<T>
        title={title}
        breadcrumbs={breadcrumbs}
        queryOptions={queryOptions}
        columns={columns}
        {...(relations ? { relations } : {})}
        search={{ placeholder: searchPlaceholder }}
        addButton={{ label: addLabel, permission: permissions.create, onClick: () => setDialog({ open: true, record: null }) }}
        rowActions={rowActions}
        {...(filterPanel ? { filterPanel } : {})}
      />
      {renderDialog({ open: dialog.open, record: dialog.open ? dialog.record : null, onClose: () => setDialog({ open: false }) })}
      {deleteDialog}
    </PermissionGate>
  );
}
