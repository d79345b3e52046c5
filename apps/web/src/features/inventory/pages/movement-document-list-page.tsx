import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListTable } from '@/components/list-table/list-table';
import type { RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import type { MovementDocument, MovementDocumentKind } from '../components/movement-documents/movement-document-kinds';

function MovementDocumentListContent<D extends MovementDocument>({ kind }: { kind: MovementDocumentKind<D> }) {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<D>[]>(
    () => [{ name: 'row-click', onClick: (d) => void navigate(`${kind.path}/${d.id}`) }],
    [navigate, kind.path],
  );
  return (
    <ListTable<D>
      title={kind.listTitle}
      breadcrumbs={[{ label: 'Inventory' }, { label: kind.listTitle, to: kind.path }]}
      queryOptions={kind.listQueryOptions}
      columns={kind.columns}
      relations={kind.listRelations}
      search={{ placeholder: kind.searchPlaceholder }}
      filterPanel={kind.filters}
      addButton={{ label: kind.newLabel, permission: kind.createPermission, onClick: () => void navigate(`${kind.path}/new`) }}
      rowActions={rowActions}
    />
  );
}

/** The list of a kind of posted stock movement document (adjustments, transfers), newest first. */
export function MovementDocumentListPage<D extends MovementDocument>({ kind }: { kind: MovementDocumentKind<D> }) {
  return (
    <PermissionGate
      permission={kind.viewPermission}
      header={<PageHeader title={kind.listTitle} breadcrumbs={[{ label: 'Inventory' }, { label: kind.listTitle, to: kind.path }]} />}
    >
      <MovementDocumentListContent kind={kind} />
    </PermissionGate>
  );
}
