import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@oim/shared/list-query';
import { IMPORT_FIELDS } from '@oim/shared/schemas/imports';
import { tenantOf, type Tx } from '../../db/client';
import { importSheetColumns, type ExportValue } from '../../platform/export/import-columns';
import { cursorPages } from '../../platform/export/stream';
import type { Viewer } from '../../platform/resource/define';
import { planList } from '../../platform/resource/list';
import { supplierResource } from './suppliers.resource';

// The suppliers list as the SUPPLIERS import reads it (issue 34, the round trip). The Opening
// Balance column is left out: importing the file back would add every balance a second time.

const EXPORT_LIMIT = 1_000_000;

type ExportedSupplier = Record<string, ExportValue>;

function exportStatement(tx: Tx, where: SQL | undefined, orderBy: SQL[]): SQL {
  return sql`select suppliers.supplier_name, suppliers.contact_person, suppliers.contact_number, suppliers.email, suppliers.address,
          suppliers.payment_terms_days
     from suppliers
    where suppliers.tenant_id = ${tenantOf(tx)}${where ? sql` and ${where}` : sql``}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${EXPORT_LIMIT}`;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toExportedSupplier(r: Record<string, unknown>): ExportedSupplier {
  return {
    supplierName: text(r.supplier_name),
    contactPerson: text(r.contact_person),
    contactNumber: text(r.contact_number),
    email: text(r.email),
    address: text(r.address),
    paymentTermsDays: Number(r.payment_terms_days),
  };
}

/** The suppliers the list's query keeps (filters, search, sort; not its page), as the SUPPLIERS import's columns but Opening Balance. */
export function suppliersWorkbook(tx: Tx, query: ListQuery, viewer: NonNullable<Viewer>) {
  const plan = planList(supplierResource, query, [], viewer);
  const fields = IMPORT_FIELDS.SUPPLIERS.filter((f) => f.field !== 'openingBalance');
  return {
    fileName: 'suppliers.xlsx',
    sheetName: 'Suppliers',
    columns: importSheetColumns<ExportedSupplier>(fields, (row, field) => (Object.hasOwn(row, field) ? row[field]! : null)),
    pages: cursorPages(tx, exportStatement(tx, plan.where, plan.orderBy), toExportedSupplier),
  };
}
