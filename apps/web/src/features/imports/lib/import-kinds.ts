import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  STOCK_COLUMN_PREFIX,
  STOCK_FIELD_PREFIX,
  type ImportField,
  type ImportKind,
} from '@oim/shared/schemas/imports';

/** Each kind's name on screen and the one line under it in the kind picker. */
export const IMPORT_KIND_TEXT: Record<ImportKind, { label: string; explanation: string }> = {
  PRODUCTS: {
    label: 'Products',
    explanation: 'Your catalogue: prices, costs, barcodes and stock per location. A SKU you already have is updated.',
  },
  CUSTOMERS: {
    label: 'Customers',
    explanation: 'Names, contacts, credit limits and what each customer owes you today.',
  },
  SUPPLIERS: {
    label: 'Suppliers',
    explanation: 'Names, contacts, payment terms and what you owe each supplier today.',
  },
  OPENING_STOCK: {
    label: 'Opening Stock',
    explanation: 'How many of each product are on hand at each location, added through the stock ledger.',
  },
  OPENING_RECEIVABLES: {
    label: 'Opening Receivables',
    explanation: 'Unpaid invoices of customers you already have, from your old system.',
  },
  OPENING_PAYABLES: {
    label: 'Opening Payables',
    explanation: 'Unpaid bills to suppliers you already have, from your old system.',
  },
};

export const IMPORT_KIND_LABELS = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, IMPORT_KIND_TEXT[kind].label])) as Record<
  ImportKind,
  string
>;

export const IMPORT_STATUS_LABELS: Record<string, string> = { PREVIEWED: 'Previewed', COMMITTED: 'Imported', UNDONE: 'Undone' };

/** A field a column may be mapped to, as the picker shows it. */
export type FieldChoice = { field: string; label: string; required: boolean };

/**
 * The fields of a kind the mapping offers, by label: PRODUCTS adds "Stock: <location>" per stock
 * location (field `stock:<id>`), as the server's importFields does.
 */
export function fieldChoices(kind: ImportKind, locations: readonly { id: number; name: string }[]): FieldChoice[] {
  const fields: FieldChoice[] = IMPORT_FIELDS[kind].map((f: ImportField) => ({
    field: f.field,
    label: f.label,
    required: f.required === true,
  }));
  if (kind === 'PRODUCTS')
    for (const location of locations)
      fields.push({ field: `${STOCK_FIELD_PREFIX}${location.id}`, label: `${STOCK_COLUMN_PREFIX} ${location.name}`, required: false });
  return fields;
}

/** The label of a field (a stock column of a location the list does not have yet shows its field). */
export function fieldLabel(choices: readonly FieldChoice[], field: string): string {
  return choices.find((c) => c.field === field)?.label ?? field;
}

/**
 * The mapping after one column's choice: a field is read from one column, so another column that
 * had it is left out ("Don't import").
 */
export function remap(
  mapping: Record<string, string>,
  columns: readonly string[],
  column: string,
  field: string | null,
): Record<string, string | null> {
  const next: Record<string, string | null> = {};
  for (const header of columns) {
    const current = mapping[header] ?? null;
    next[header] = header === column ? field : field !== null && current === field ? null : current;
  }
  return next;
}

/** A preview value as text: a list joined, a yes/no, else as it is. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The name of the file a template downloads to. */
export function templateFileName(kind: ImportKind): string {
  return `${IMPORT_KIND_TEXT[kind].label.toLowerCase().replace(/\s+/g, '-')}-import-template.xlsx`;
}

/** What the upload takes, checked before sending: a .csv or .xlsx file of at most maxBytes. */
export function fileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}
