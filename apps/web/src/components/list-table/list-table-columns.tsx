import type { ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatMoney } from '@/lib/format';
import type { ListColumn } from './list-table-types';

/** The value at a dotted path, e.g. 'defaultPaymentType.name'; missing links give undefined. */
export function valueAtPath(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function imageSource(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object') {
    const v = value as { thumb?: string; urls?: { thumb?: string }; url?: string };
    return v.thumb ?? v.urls?.thumb ?? v.url;
  }
  return undefined;
}

/** The text or element a cell shows, by column type (spec 2.7). */
export function cellContent<T>(column: ListColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = valueAtPath(row, column.path ?? column.field);
  switch (column.type ?? 'text') {
    case 'date':
      return formatDate(value as string | null);
    case 'currency':
      return formatMoney(value as number | string | null);
    case 'boolean':
      return value === null || value === undefined ? '' : value === true || value === 1 || value === 'true' ? 'YES' : 'NO';
    case 'enum':
      return value === null || value === undefined ? '' : (column.enumLabels?.[String(value)] ?? String(value));
    case 'html':
      // Rich text from the server is sanitised before it reaches the page.
      return value ? <Box component="span" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(value)) }} /> : '';
    case 'image': {
      const src = imageSource(value);
      return src ? (
        <Box component="img" src={src} alt={column.header} sx={{ height: 36, width: 36, objectFit: 'cover', borderRadius: 0.5 }} />
      ) : (
        ''
      );
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The grid's column definitions for the list table's columns. */
export function toGridColumns<T extends { id: number | string }>(columns: ListColumn<T>[]): GridColDef<T>[] {
  return columns.map((column) => {
    const align = column.align ?? (column.type === 'currency' ? 'right' : 'left');
    return {
      field: column.field,
      headerName: column.header,
      sortable: column.sortable ?? (column.type !== 'html' && column.type !== 'image'),
      hideable: column.hideable ?? true,
      filterable: false,
      disableColumnMenu: true,
      align,
      headerAlign: align,
      ...(column.width ? { width: column.width } : { flex: column.flex ?? 1 }),
      minWidth: column.minWidth ?? 120,
      valueGetter: (_value: unknown, row: T) => valueAtPath(row, column.path ?? column.field),
      renderCell: ({ row }) => cellContent(column, row),
    } satisfies GridColDef<T>;
  });
}
