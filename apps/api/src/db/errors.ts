/** The PostgreSQL error under whatever wrapped it (Drizzle wraps driver errors in `cause`). */
export type PgError = {
  code: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;
};

export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as PgError;
    current = candidate.cause;
  }
  return undefined;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidText: '22P02',
  numericOutOfRange: '22003',
  stringTooLong: '22001',
  /** A NUL character in text ("invalid byte sequence for encoding UTF8: 0x00"). */
  nulInText: '22021',
  /** A NUL character in JSON (\u0000 cannot be stored in jsonb). */
  nulInJson: '22P05',
  serializationFailure: '40001',
  deadlock: '40P01',
  rlsViolation: '42501',
} as const;

/**
 * Unique constraints a user can run into, with the field and message to answer 422 with.
 * Keyed by the constraint or unique-index name in the schema.
 */
export const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  tenants_slug_uq: { field: 'slug', message: 'The slug has already been taken.' },
  users_email_uq: { field: 'email', message: 'The email has already been taken.' },
  roles_name_uq: { field: 'name', message: 'The name has already been taken.' },
  payment_types_name_uq: { field: 'name', message: 'The name has already been taken.' },
  pos_terminals_name_uq: { field: 'terminalName', message: 'The terminal name has already been taken.' },
  stock_locations_code_uq: { field: 'code', message: 'The code has already been taken.' },
  stock_locations_name_uq: { field: 'name', message: 'The name has already been taken.' },
  sales_channels_name_uq: { field: 'name', message: 'The name has already been taken.' },
  product_categories_name_uq: { field: 'categoryName', message: 'The category name has already been taken.' },
  expense_categories_name_uq: { field: 'expenseName', message: 'The expense name has already been taken.' },
  product_brands_name_uq: { field: 'brandName', message: 'The brand name has already been taken.' },
  unit_classes_name_uq: { field: 'name', message: 'The name has already been taken.' },
  units_of_measure_unit_uq: { field: 'unit', message: 'The class already has a unit with that name.' },
  discounts_code_uq: { field: 'code', message: 'The code has already been taken.' },
  suppliers_name_uq: { field: 'supplierName', message: 'The supplier name has already been taken.' },
  commission_templates_name_uq: { field: 'name', message: 'The name has already been taken.' },
  pricing_schedule_templates_name_uq: { field: 'name', message: 'The name has already been taken.' },
  pricing_groups_name_uq: { field: 'name', message: 'The name has already been taken.' },
  warranty_templates_name_uq: { field: 'name', message: 'The name has already been taken.' },
  products_sku_uq: { field: 'sku', message: 'The sku has already been taken.' },
  product_barcodes_barcode_uq: { field: 'barcodes', message: 'A barcode is already used by another product.' },
};

/** How a referencing table is named in "it is still used by ..." messages. */
export const TABLE_LABELS: Record<string, string> = {
  pos_terminals: 'terminals',
  pos_shifts: 'shifts',
  electronic_journal: 'the electronic journal',
  customers: 'customers',
  sales_channels: 'sales channels',
  sales_channel_users: 'sales channels',
  user_roles: 'users',
  company_profiles: 'company profiles',
  products: 'products',
  bundle_items: 'bundles',
  product_prices: 'product prices',
  stock_levels: 'stock on hand',
  stock_movements: 'the stock ledger',
  serial_numbers: 'serial numbers',
  inventory_adjustments: 'inventory adjustments',
  inventory_adjustment_items: 'inventory adjustments',
  stock_counts: 'stock counts',
  stock_count_lines: 'stock counts',
  stock_count_entries: 'stock counts',
  stock_transfers: 'stock transfers',
  stock_transfer_items: 'stock transfers',
  sales_orders: 'sales orders',
  expenses: 'expenses',
  sales_order_items: 'sales orders',
  sales_order_payments: 'sales orders',
  receivables: 'receivables',
  sales_commissions: 'commissions',
  quotations: 'quotations',
  quotation_items: 'quotations',
  picklist_items: 'picklists',
  purchase_orders: 'purchase orders',
  purchase_order_items: 'purchase orders',
  purchase_receipts: 'purchase receipts',
  purchase_receipt_items: 'purchase receipts',
  payables: 'payables',
  service_orders: 'job orders',
  service_order_items: 'job orders',
  service_order_status_history: 'job orders',
  service_order_comments: 'job order comments',
};

export function referencingTable(error: PgError): string | undefined {
  const match = /referenced from table "([^"]+)"/.exec(error.detail ?? '');
  return match?.[1];
}
