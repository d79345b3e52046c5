import type { ImportKind, ImportPreview, ImportStatus } from '@oim/shared/schemas/imports';

export type { ImportError, ImportKind, ImportPreview, ImportStatus } from '@oim/shared/schemas/imports';

/** The list protocol's path of the shop's imports. */
export const IMPORTS_RESOURCE = 'imports';

/** A row of the past imports list (GET imports): the import without its rows and errors. */
export type ImportListRow = {
  id: number;
  importNumber: string;
  kind: ImportKind;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  validCount?: number;
  invalidCount?: number;
  createdAt: string;
  /** Who uploaded it (the user's display name). */
  createdByName: string | null;
  createdBy: number | null;
  committedAt: string | null;
};

/** One column's choice in the mapping: a field, or null for "Don't import". */
export type ColumnMapping = Record<string, string | null>;

export type ImportAnswer = { message?: string; data: ImportPreview };
