import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { IMPORT_KINDS, type ImportKind } from '@oim/shared/schemas/imports';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDateTime } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { getImportsQueryOptions } from '../api/get-imports';
import { NewImport } from '../components/new-import';
import { IMPORT_DATA_PATH, OpenedImport } from '../components/opened-import';
import { IMPORT_KIND_LABELS, IMPORT_STATUS_LABELS } from '../lib/import-kinds';
import type { ImportListRow } from '../types';

const TITLE = 'Import Data';
const BREADCRUMBS = [{ label: 'Settings' }, { label: TITLE, to: IMPORT_DATA_PATH }];
const DEFAULT_SORT = { column: 'createdAt', direction: 'desc' } as const;

const columns: ListColumn<ImportListRow>[] = [
  { field: 'importNumber', header: 'Import #', width: 130 },
  { field: 'kind', header: 'Kind', type: 'enum', enumLabels: IMPORT_KIND_LABELS, width: 170 },
  { field: 'fileName', header: 'File', minWidth: 180, flex: 1.4 },
  { field: 'status', header: 'Status', type: 'enum', enumLabels: IMPORT_STATUS_LABELS, width: 110 },
  { field: 'rowCount', header: 'Rows', width: 90, align: 'right' },
  { field: 'createdByName', header: 'By', sortable: false, minWidth: 140, flex: 1 },
  { field: 'createdAt', header: 'When', width: 180, render: (row) => formatDateTime(row.createdAt) },
];

const CARD = { title: 'importNumber', details: ['kind', 'fileName', 'createdAt'], status: 'status' };

function PastImports() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<ImportListRow>[]>(
    () => [{ name: 'row-click', onClick: (row) => void navigate(`${IMPORT_DATA_PATH}/${row.id}`) }],
    [navigate],
  );
  return (
    <Box component="section" aria-labelledby="past-imports-title" sx={{ minWidth: 0 }}>
      <Typography id="past-imports-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Past Imports
      </Typography>
      <ListTable<ImportListRow>
        dense
        title="Past Imports"
        queryOptions={getImportsQueryOptions}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        defaultPageSize={10}
        search={{ placeholder: 'Search import # or file' }}
        rowActions={rowActions}
        card={CARD}
        height={420}
      />
    </Box>
  );
}

function ImportData() {
  const navigate = useNavigate();
  const { importId } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('kind');
  const initialKind: ImportKind = (IMPORT_KINDS as readonly string[]).includes(asked ?? '') ? (asked as ImportKind) : 'PRODUCTS';
  const id = importId && /^\d+$/.test(importId) ? Number(importId) : null;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {importId !== undefined ? (
        id === null ? (
          <Alert severity="error">There is no such import.</Alert>
        ) : (
          <OpenedImport key={id} id={id} />
        )
      ) : (
        <NewImport
          key={initialKind}
          initialKind={initialKind}
          onPreview={(preview) => void navigate(`${IMPORT_DATA_PATH}/${preview.id}`)}
        />
      )}
      <PastImports />
    </Stack>
  );
}

/**
 * /settings/import-data (and /settings/import-data/:importId, an opened import): moving in from
 * spreadsheets. Pick the kind, download its template, upload a file, check the mapping and the
 * preview, import, and undo while nothing made has been used; the past imports below.
 */
export default function ImportDataPage() {
  const { importId } = useParams();
  const header = (
    <PageHeader
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      actions={
        importId !== undefined ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={IMPORT_DATA_PATH}>
            New Import
          </Button>
        ) : undefined
      }
    />
  );
  return (
    <PermissionGate permission="Import Data" header={header}>
      {header}
      <ImportData />
    </PermissionGate>
  );
}
