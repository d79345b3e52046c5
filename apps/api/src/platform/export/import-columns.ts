import type { ImportField } from '@oim/shared/schemas/imports';
import type { SheetColumn } from './xlsx';

/** Spreadsheet number formats of the round-trip files: pesos with centavos, quantities with up to 4 decimals. */
export const MONEY_FORMAT = '#,##0.00';
export const QUANTITY_FORMAT = '#,##0.####';

/** A value as an exported cell: money and quantities as numbers, Yes/No, names and text as strings, nothing as empty. */
export type ExportValue = string | number | null;

/** Money or a quantity (an exact decimal string from the database) as a spreadsheet number; null stays empty. */
export function sheetNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
}

const WIDTHS: Partial<Record<ImportField['type'], number>> = { money: 14, quantity: 12, boolean: 8, enum: 12, integer: 12 };

/**
 * The columns of a file an import reads back unchanged (exports and templates): each field's label
 * as the header, in the contract's order, money with centavos and quantities as numbers.
 */
export function importSheetColumns<T>(fields: readonly ImportField[], valueOf: (row: T, field: string) => ExportValue): SheetColumn<T>[] {
  return fields.map((f) => ({
    header: f.label,
    width: WIDTHS[f.type] ?? (f.field === 'sku' ? 16 : 28),
    value: (row: T) => valueOf(row, f.field),
    ...(f.type === 'money' ? { numFmt: MONEY_FORMAT } : f.type === 'quantity' ? { numFmt: QUANTITY_FORMAT } : {}),
  }));
}
