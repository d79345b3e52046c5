import { sql, type SQL } from 'drizzle-orm';
import { IMPORT_FIELDS, STOCK_COLUMN_PREFIX, STOCK_FIELD_PREFIX, type ImportField } from '@oim/shared/schemas/imports';
import { tenantOf, type Tx } from '../../db/client';
import { importSheetColumns, sheetNumber, type ExportValue } from '../../platform/export/import-columns';
import { cursorPages } from '../../platform/export/stream';
import type { SheetColumn } from '../../platform/export/xlsx';
import type { Viewer } from '../../platform/resource/define';
import { planList } from '../../platform/resource/list';
import type { ListQuery } from '@oim/shared/list-query';
import { productResource } from './products.resource';

// The products list as the PRODUCTS import reads it (issue 34, the round trip): the import's labels
// in its order, names instead of ids, then one "Stock: <location>" column per stock location. A
// shop exports, changes prices in Excel and imports the file back as an update by SKU.

/** The most products one file holds (a worksheet holds 1,048,576 rows with its header). */
const EXPORT_LIMIT = 1_000_000;

type ExportedProduct = { values: Record<string, ExportValue> };

/** The shop's stock locations, in the order their columns are written. */
async function stockLocationsOf(tx: Tx): Promise<{ id: number; locationName: string }[]> {
  const found = await tx.execute<{ id: string | number; name: string }>(
    sql`select id, name from stock_locations where tenant_id = ${tenantOf(tx)} order by id`,
  );
  return found.rows.map((r) => ({ id: Number(r.id), locationName: r.name }));
}

/** The stock columns' fields, as the import names them (field stock:<id>, label "Stock: <name>"). */
export function stockFields(locations: { id: number; locationName: string }[]): ImportField[] {
  return locations.map((l) => ({
    field: `${STOCK_FIELD_PREFIX}${l.id}`,
    label: `${STOCK_COLUMN_PREFIX} ${l.locationName}`,
    type: 'quantity',
    help: `How many base units are at ${l.locationName}: it becomes opening stock there (added to what it holds).`,
    example: '24',
  }));
}

function exportStatement(tx: Tx, where: SQL | undefined, orderBy: SQL[]): SQL {
  const shop = tenantOf(tx);
  return sql`select products.sku, products.product_name, products.type, c.category_name, b.brand_name, uc.name as unit_class,
          u.unit as base_unit, products.base_price::text as base_price, products.cost::text as cost,
          (select string_agg(pb.barcode, ', ' order by pb.id) from product_barcodes pb
            where pb.tenant_id = products.tenant_id and pb.product_id = products.id) as barcodes,
          products.reorder_point::text as reorder_point, s.supplier_name, products.vat_class, products.is_active,
          (select json_object_agg(sl.location_id, sl.on_hand::text) from stock_levels sl
            where sl.tenant_id = products.tenant_id and sl.product_id = products.id) as stock
     from products
     left join product_categories c on c.tenant_id = products.tenant_id and c.id = products.category_id
     left join product_brands b on b.tenant_id = products.tenant_id and b.id = products.brand_id
     join unit_classes uc on uc.tenant_id = products.tenant_id and uc.id = products.unit_class_id
     join units_of_measure u on u.tenant_id = products.tenant_id and u.id = products.unit_of_measure_id
     left join suppliers s on s.tenant_id = products.tenant_id and s.id = products.preferred_supplier_id
    where products.tenant_id = ${shop}${where ? sql` and ${where}` : sql``}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${EXPORT_LIMIT}`;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toExportedProduct(r: Record<string, unknown>): ExportedProduct {
  const stock = (typeof r.stock === 'string' ? JSON.parse(r.stock) : (r.stock ?? {})) as Record<string, string>;
  const values: Record<string, ExportValue> = {
    sku: text(r.sku),
    productName: text(r.product_name),
    type: text(r.type),
    category: text(r.category_name),
    brand: text(r.brand_name),
    unitClass: text(r.unit_class),
    baseUnit: text(r.base_unit),
    basePrice: sheetNumber(r.base_price),
    cost: sheetNumber(r.cost),
    barcodes: text(r.barcodes),
    reorderPoint: sheetNumber(r.reorder_point),
    preferredSupplier: text(r.supplier_name),
    vatClass: text(r.vat_class),
    active: r.is_active ? 'Yes' : 'No',
  };
  for (const [locationId, onHand] of Object.entries(stock)) values[`${STOCK_FIELD_PREFIX}${locationId}`] = sheetNumber(onHand);
  return { values };
}

/**
 * The products the list's query keeps (filters, search, sort; not its page), as the PRODUCTS
 * import's columns. Cost only for a viewer who may see it (View Product Cost): without it the
 * column is left out, and an import of the file leaves costs as they are.
 */
export async function productsWorkbook(tx: Tx, query: ListQuery, viewer: NonNullable<Viewer>) {
  // planList refuses (400) unknown filters and sorts, and filters on cost for who may not see it.
  const plan = planList(productResource, query, [], viewer);
  const withCost = viewer.permissions.has('View Product Cost');
  const fields = IMPORT_FIELDS.PRODUCTS.filter((f) => f.field !== 'cost' || withCost);
  const locations = await stockLocationsOf(tx);
  const columns: SheetColumn<ExportedProduct>[] = importSheetColumns([...fields, ...stockFields(locations)], (row, field) =>
    Object.hasOwn(row.values, field) ? row.values[field]! : null,
  );
  return {
    fileName: 'products.xlsx',
    sheetName: 'Products',
    columns,
    pages: cursorPages(tx, exportStatement(tx, plan.where, plan.orderBy), toExportedProduct),
  };
}
