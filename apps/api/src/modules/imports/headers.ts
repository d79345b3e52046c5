import { IMPORT_FIELDS, STOCK_COLUMN_PREFIX, STOCK_FIELD_PREFIX, type ImportField, type ImportKind } from '@oim/shared/schemas/imports';

export type ImportLocation = { id: number; locationName: string };

/** Headers a PRODUCTS file uses for the stock of a shop with one location. */
const BARE_STOCK_HEADERS = ['Stock', 'Qty', 'Quantity', 'On Hand', 'Quantity On Hand', 'Stock On Hand', 'SOH'];

/**
 * The fields a kind reads. PRODUCTS adds one quantity field per stock location, `stock:<id>`,
 * headed "Stock: <name>" (also read as "<name> Stock", "Stock - <name>"); with exactly one location
 * a bare Stock / Qty / On Hand / Quantity column is that location's stock too.
 */
export function importFields(kind: ImportKind, locations: ImportLocation[]): ImportField[] {
  const fields = [...IMPORT_FIELDS[kind]];
  if (kind !== 'PRODUCTS') return fields;
  for (const location of locations) {
    const name = location.locationName;
    fields.push({
      field: `${STOCK_FIELD_PREFIX}${location.id}`,
      label: `${STOCK_COLUMN_PREFIX} ${name}`,
      type: 'quantity',
      synonyms: [`${name} Stock`, ...(locations.length === 1 ? BARE_STOCK_HEADERS : [])],
      help: `The opening stock at ${name}, in base units (at most 4 decimals), valued at the product’s cost. It is added to what the location holds.`,
      example: '24',
    });
  }
  return fields;
}

/** A header or name as it is matched: lower case, letters and digits only ("Unit Cost", "unit_cost" and "UNIT-COST" are one). */
export function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * header → field for the headers that match a field (its name, label or a synonym, normalized).
 * A header that names one field by its label or name and another by a synonym goes to the first;
 * each field takes at most one column, the first one that matches.
 */
export function autoMapping(fields: ImportField[], columns: string[]): Record<string, string> {
  const byName = new Map<string, string[]>();
  const bySynonym = new Map<string, string[]>();
  const add = (index: Map<string, string[]>, key: string, field: string) => {
    if (key === '') return;
    const list = index.get(key) ?? [];
    if (!list.includes(field)) list.push(field);
    index.set(key, list);
  };
  for (const field of fields) {
    add(byName, normalizeHeader(field.field), field.field);
    add(byName, normalizeHeader(field.label), field.field);
    for (const synonym of field.synonyms ?? []) add(bySynonym, normalizeHeader(synonym), field.field);
  }
  // Keys are the file's headers: no prototype, so a header named __proto__ is a header like any other.
  const mapping = Object.create(null) as Record<string, string>;
  const mapped = new Set<string>();
  for (const column of columns) {
    const key = normalizeHeader(column);
    const candidates = [...(byName.get(key) ?? []), ...(bySynonym.get(key) ?? [])];
    const field = candidates.find((candidate) => !mapped.has(candidate));
    if (field === undefined || column in mapping) continue;
    mapping[column] = field;
    mapped.add(field);
  }
  return mapping;
}
