import { sql } from 'drizzle-orm';
import { IMPORT_FIELDS, STOCK_COLUMN_PREFIX, STOCK_FIELD_PREFIX, type ImportField, type ImportKind } from '@oim/shared/schemas/imports';
import { tenantOf, type Tx } from '../../db/client';
import { MONEY_FORMAT, QUANTITY_FORMAT } from '../../platform/export/import-columns';
import { newWorkbook, workbookBuffer } from '../../platform/export/xlsx';
import { importFields, type ImportLocation } from './headers';

// GET imports/templates/{kind}: an .xlsx a shop fills in and uploads. Its first sheet has the
// kind's labels as headers (PRODUCTS: one "Stock: <location>" column per stock location) and one
// example row; its second sheet, "Columns", says what each column takes.

/** The shop's stock locations, in the order their columns are written (as the products export writes them). */
async function stockLocationsOf(tx: Tx): Promise<ImportLocation[]> {
  const found = await tx.execute<{ id: string | number; name: string }>(
    sql`select id, name from stock_locations where tenant_id = ${tenantOf(tx)} order by id`,
  );
  return found.rows.map((r) => ({ id: Number(r.id), locationName: r.name }));
}

/** The kind's columns in the shop: its fields, and for PRODUCTS one stock column per location. */
export function templateFields(kind: ImportKind, locations: ImportLocation[]): ImportField[] {
  const fields = importFields(kind, locations);
  if (kind !== 'PRODUCTS' || fields.some((f) => f.field.startsWith(STOCK_FIELD_PREFIX))) return fields;
  return [
    ...IMPORT_FIELDS.PRODUCTS,
    ...locations.map((l): ImportField => ({
      field: `${STOCK_FIELD_PREFIX}${l.id}`,
      label: `${STOCK_COLUMN_PREFIX} ${l.locationName}`,
      type: 'quantity',
      help: `How many base units are at ${l.locationName} (at most 4 decimals): it becomes opening stock there at the product’s cost, added to what the location holds. Leave it empty (or map the column to nothing) when importing only to update products.`,
      example: '24',
    })),
  ];
}

const PLAIN_NUMBER = /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/;

/** The example as a cell: plain money, quantities and whole numbers as numbers, the rest as the text a shop would type. */
function exampleCell(field: ImportField): string | number {
  if ((field.type === 'money' || field.type === 'quantity' || field.type === 'integer') && PLAIN_NUMBER.test(field.example))
    return Number(field.example.replaceAll(',', ''));
  return field.example;
}

/** Each kind's file name and first sheet's name. */
const names: Record<ImportKind, { file: string; sheet: string }> = {
  PRODUCTS: { file: 'products', sheet: 'Products' },
  CUSTOMERS: { file: 'customers', sheet: 'Customers' },
  SUPPLIERS: { file: 'suppliers', sheet: 'Suppliers' },
  OPENING_STOCK: { file: 'opening-stock', sheet: 'Opening Stock' },
  OPENING_RECEIVABLES: { file: 'opening-receivables', sheet: 'Opening Receivables' },
  OPENING_PAYABLES: { file: 'opening-payables', sheet: 'Opening Payables' },
};

/** The template of a kind, as .xlsx bytes. */
export async function importTemplate(tx: Tx, kind: ImportKind): Promise<{ fileName: string; data: Buffer }> {
  const fields = templateFields(kind, kind === 'PRODUCTS' ? await stockLocationsOf(tx) : []);
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(names[kind].sheet);
  sheet.columns = fields.map((f) => ({
    header: f.label,
    width: Math.max(12, Math.min(36, f.label.length + 4)),
    ...(f.type === 'money' ? { style: { numFmt: MONEY_FORMAT } } : f.type === 'quantity' ? { style: { numFmt: QUANTITY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(fields.map(exampleCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const columns = workbook.addWorksheet('Columns');
  columns.columns = [
    { header: 'Column', width: 28 },
    { header: 'Required', width: 10 },
    { header: 'Example', width: 22 },
    { header: 'Help', width: 100 },
  ];
  columns.getRow(1).font = { bold: true };
  for (const f of fields) {
    const row = columns.addRow([f.label, f.required ? 'Yes' : 'No', f.example, f.help]);
    row.getCell(4).alignment = { wrapText: true, vertical: 'top' };
  }
  return { fileName: `import-${names[kind].file}-template.xlsx`, data: await workbookBuffer(workbook) };
}
