import type { ImportError, ImportField, ImportKind } from '@oim/shared/schemas/imports';
import { readCell } from './cells';

export type CellError = { column: string | null; field: string | null; message: string };
export type ReadRowResult = { values: Record<string, unknown>; errors: CellError[] };

/**
 * One data row read under a mapping (header → field): each mapped cell as its field's type
 * (cells.ts), blanks left out. A required field whose cell is blank, or that no column maps to,
 * is an error; so is a field two columns map to. Mapping entries naming no column or no field
 * (a stale or hand-made mapping) are ignored.
 */
export function readRow(fields: ImportField[], columns: string[], mapping: Record<string, string>, cells: string[]): ReadRowResult {
  return rowReader(fields, columns, mapping)(cells);
}

/** readRow with the mapping worked out once, for reading many rows (a file has up to 50,000). */
export function rowReader(fields: ImportField[], columns: string[], mapping: Record<string, string>): (cells: string[]) => ReadRowResult {
  const byField = new Map(fields.map((field) => [field.field, field]));
  const reads: { index: number; column: string; field: ImportField }[] = [];
  const fixed: CellError[] = [];
  const columnOf = new Map<string, string>();
  columns.forEach((column, index) => {
    const name = Object.hasOwn(mapping, column) ? mapping[column] : undefined;
    const field = typeof name === 'string' ? byField.get(name) : undefined;
    if (!field) return;
    const first = columnOf.get(field.field);
    if (first !== undefined) {
      fixed.push({ column, field: field.field, message: `${field.label} is mapped to two columns, ${first} and ${column}.` });
      return;
    }
    columnOf.set(field.field, column);
    reads.push({ index, column, field });
  });
  for (const field of fields) {
    if (field.required && !columnOf.has(field.field))
      fixed.push({ column: null, field: field.field, message: `No column is mapped to ${field.label}.` });
  }
  return (cells) => {
    const values: Record<string, unknown> = {};
    const errors: CellError[] = [];
    for (const { index, column, field } of reads) {
      const text = (cells[index] ?? '').trim();
      if (text === '') {
        if (field.required) errors.push({ column, field: field.field, message: `${field.label} is required.` });
        continue;
      }
      const read = readCell(field, text);
      if (!read.ok) errors.push({ column, field: field.field, message: read.message });
      else if (read.value !== undefined) values[field.field] = read.value;
    }
    return { values, errors: [...errors, ...fixed.map((error) => ({ ...error }))] };
  };
}

type KeyPart = { field: string; label: string; normalize: (text: string) => string };

const caseInsensitive = (text: string) => text.toLowerCase();
/** Names match ignoring case and spaces ("Dela Cruz  Hardware" is "dela cruz hardware"). */
const nameKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** What makes two rows of a file the same record; the opening balances have no key (a customer may owe on two invoices). */
const ROW_KEYS: Record<ImportKind, KeyPart[] | null> = {
  PRODUCTS: [{ field: 'sku', label: 'SKU', normalize: caseInsensitive }],
  OPENING_STOCK: [
    { field: 'sku', label: 'SKU', normalize: caseInsensitive },
    { field: 'location', label: 'at', normalize: nameKey },
  ],
  CUSTOMERS: [{ field: 'customerName', label: 'Customer', normalize: nameKey }],
  SUPPLIERS: [{ field: 'supplierName', label: 'Supplier', normalize: nameKey }],
  OPENING_RECEIVABLES: null,
  OPENING_PAYABLES: null,
};

/**
 * A record the file gives twice: an error on the second and later rows naming the first
 * ("SKU SHMP-200 is also on row 4."). Rows without their key (blank or unreadable) are not compared.
 * With the mapping the error names the key's column.
 */
export function duplicateErrors(
  kind: ImportKind,
  rows: { rowNumber: number; values: Record<string, unknown> }[],
  mapping?: Record<string, string>,
): Map<number, ImportError[]> {
  const errors = new Map<number, ImportError[]>();
  const parts = ROW_KEYS[kind];
  if (!parts) return errors;
  const keyField = parts[0]!.field;
  const column = mapping ? (Object.entries(mapping).find(([, field]) => field === keyField)?.[0] ?? null) : null;
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const texts = parts.map((part) => row.values[part.field]);
    if (!texts.every((text): text is string => typeof text === 'string' && text !== '')) continue;
    const key = JSON.stringify(texts.map((text, i) => parts[i]!.normalize(text)));
    const first = firstRow.get(key);
    if (first === undefined) {
      firstRow.set(key, row.rowNumber);
      continue;
    }
    const named = texts.map((text, i) => `${parts[i]!.label} ${text}`).join(' ');
    const list = errors.get(row.rowNumber) ?? [];
    list.push({ row: row.rowNumber, column, field: keyField, message: `${named} is also on row ${first}.` });
    errors.set(row.rowNumber, list);
  }
  return errors;
}
