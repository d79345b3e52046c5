import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@oim/shared/list-query';
import { IMPORT_FIELDS } from '@oim/shared/schemas/imports';
import { tenantOf, type Tx } from '../../db/client';
import { importSheetColumns, sheetNumber, type ExportValue } from '../../platform/export/import-columns';
import { cursorPages } from '../../platform/export/stream';
import type { Viewer } from '../../platform/resource/define';
import { planList } from '../../platform/resource/list';
import { customerResource } from './customers.resource';

// The customers list as the CUSTOMERS import reads it (issue 34, the round trip). The Opening
// Balance column is left out: importing the file back would add every balance a second time.

const EXPORT_LIMIT = 1_000_000;

type ExportedCustomer = Record<string, ExportValue>;

function exportStatement(tx: Tx, where: SQL | undefined, orderBy: SQL[]): SQL {
  return sql`select customers.customer_name, customers.contact_person, customers.contact_number, customers.email, customers.tin,
          customers.address_line_one, pt.name as payment_type, customers.credit_limit::text as credit_limit
     from customers
     join payment_types pt on pt.tenant_id = customers.tenant_id and pt.id = customers.default_payment_type_id
    where customers.tenant_id = ${tenantOf(tx)}${where ? sql` and ${where}` : sql``}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${EXPORT_LIMIT}`;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toExportedCustomer(r: Record<string, unknown>): ExportedCustomer {
  return {
    customerName: text(r.customer_name),
    contactPerson: text(r.contact_person),
    contactNumber: text(r.contact_number),
    email: text(r.email),
    tin: text(r.tin),
    address: text(r.address_line_one),
    defaultPaymentType: text(r.payment_type),
    creditLimit: sheetNumber(r.credit_limit),
  };
}

/** The customers the list's query keeps (filters, search, sort; not its page), as the CUSTOMERS import's columns but Opening Balance. */
export function customersWorkbook(tx: Tx, query: ListQuery, viewer: NonNullable<Viewer>) {
  const plan = planList(customerResource, query, [], viewer);
  const fields = IMPORT_FIELDS.CUSTOMERS.filter((f) => f.field !== 'openingBalance');
  return {
    fileName: 'customers.xlsx',
    sheetName: 'Customers',
    columns: importSheetColumns<ExportedCustomer>(fields, (row, field) => (Object.hasOwn(row, field) ? row[field]! : null)),
    pages: cursorPages(tx, exportStatement(tx, plan.where, plan.orderBy), toExportedCustomer),
  };
}
