import { z } from 'zod';
import type { Permission } from '../permissions';

/**
 * Moving in: what a spreadsheet import can make, and the columns each kind reads. The server maps
 * a file's headers to these fields (`synonyms`, matched ignoring case, spaces and punctuation) and
 * reads each cell by its `type`; the web shows `label` in the mapping's pickers; exports and
 * templates write `label` as the header, so an exported file imports back unchanged.
 */
export const IMPORT_KINDS = ['PRODUCTS', 'CUSTOMERS', 'SUPPLIERS', 'OPENING_STOCK', 'OPENING_RECEIVABLES', 'OPENING_PAYABLES'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['PREVIEWED', 'COMMITTED', 'UNDONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a committed row did: made a record, changed one, or was left out (invalid, skipped). */
export const IMPORT_ROW_OUTCOMES = ['CREATED', 'UPDATED', 'SKIPPED'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/**
 * How a cell is read. `name` is the name of a record of `reference` (matched case- and
 * space-insensitively at commit; an unknown one is created for category and brand, an error
 * otherwise; two records of one name is an error). `list` is several values split by comma or
 * semicolon. `money` takes ₱1,234.50, PHP 1234.5 or 1234.50 (at most 2 decimals, else an error);
 * `quantity` at most 4 decimals; `date` an Excel date or YYYY-MM-DD / MM/DD/YYYY text.
 */
export const IMPORT_CELL_TYPES = ['text', 'money', 'quantity', 'integer', 'boolean', 'date', 'list', 'enum', 'name'] as const;
export type ImportCellType = (typeof IMPORT_CELL_TYPES)[number];

export const IMPORT_REFERENCES = [
  'productCategory',
  'productBrand',
  'unitClass',
  'unitOfMeasure',
  'supplier',
  'stockLocation',
  'customer',
  'paymentType',
  'product',
] as const;
export type ImportReference = (typeof IMPORT_REFERENCES)[number];

export interface ImportField {
  field: string;
  /** The header exports and templates write, and the mapping picker shows. */
  label: string;
  type: ImportCellType;
  /** Other headers that mean this field (the label and the field name match already). */
  synonyms?: readonly string[];
  required?: boolean;
  /** For text: the longest value kept. */
  maxLength?: number;
  /** For enum: the stored values (a cell may also write them with spaces and any case). */
  values?: readonly string[];
  reference?: ImportReference;
  /** What the template's second sheet says of the column. */
  help: string;
  /** Its value in the template's example row. */
  example: string;
}

/**
 * PRODUCTS also reads one column per stock location, headed "Stock: <location name>" (field
 * `stock:<location id>`), whose quantity becomes opening stock there at the product's cost.
 */
export const STOCK_COLUMN_PREFIX = 'Stock:';
export const STOCK_FIELD_PREFIX = 'stock:';

/**
 * The fields of OPENING_RECEIVABLES and OPENING_PAYABLES, alike but for the party: the customer or
 * supplier by name, the old document's reference, its date and due date, and what is still owed.
 */
function openingBalanceFields(of: {
  party: 'customer' | 'supplier';
  label: string;
  synonyms: readonly string[];
  example: string;
  /** The reference's synonym beside the common ones (4th of them). */
  referenceSynonym: string;
  referenceHelp: string;
  referenceExample: string;
  amountExample: string;
}): ImportField[] {
  return [
    {
      field: of.party,
      label: of.label,
      type: 'name',
      reference: of.party,
      required: true,
      maxLength: 255,
      synonyms: of.synonyms,
      help: `The ${of.party}’s name as the shop has it.`,
      example: of.example,
    },
    {
      field: 'reference',
      label: 'Reference',
      type: 'text',
      maxLength: 64,
      synonyms: ['Document Reference', 'Invoice', 'Invoice Number', of.referenceSynonym, 'Ref', 'Document Number'],
      help: of.referenceHelp,
      example: of.referenceExample,
    },
    {
      field: 'documentDate',
      label: 'Date',
      type: 'date',
      synonyms: ['Document Date', 'Invoice Date'],
      help: 'The document’s date. Empty: today.',
      example: '2026-10-15',
    },
    {
      field: 'dueDate',
      label: 'Due Date',
      type: 'date',
      synonyms: ['Due'],
      help: 'When it falls due. Empty: the date.',
      example: '2026-11-14',
    },
    {
      field: 'amount',
      label: 'Amount',
      type: 'money',
      required: true,
      synonyms: ['Balance', 'Amount Due', 'Outstanding'],
      help: 'What is still owed on it, more than 0.',
      example: of.amountExample,
    },
  ];
}

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  PRODUCTS: [
    {
      field: 'sku',
      label: 'SKU',
      type: 'text',
      required: true,
      maxLength: 64,
      synonyms: ['Item Code', 'Product Code', 'Code', 'Item No', 'Stock Code'],
      help: 'The product’s own code, the key of the row: a row whose SKU the shop already has updates that product; a new SKU makes a new product.',
      example: 'SHMP-200',
    },
    {
      field: 'productName',
      label: 'Product Name',
      type: 'text',
      required: true,
      maxLength: 255,
      synonyms: ['Item Name', 'Description', 'Name', 'Product', 'Item', 'Item Description'],
      help: 'The name the counter and the receipt show.',
      example: 'Shampoo 200 mL',
    },
    {
      field: 'type',
      label: 'Type',
      type: 'enum',
      values: ['PRODUCT', 'SERVICE', 'BUNDLE'],
      synonyms: ['Product Type', 'Item Type'],
      help: 'PRODUCT (kept in stock) or SERVICE (labour, no stock). Empty: PRODUCT. BUNDLE only on a bundle the shop has (an export brings it back unchanged); bundles are made in the product form.',
      example: 'PRODUCT',
    },
    {
      field: 'category',
      label: 'Category',
      type: 'name',
      reference: 'productCategory',
      maxLength: 255,
      synonyms: ['Product Category', 'Item Category', 'Department'],
      help: 'The category’s name; a category the shop does not have yet is made.',
      example: 'Personal Care',
    },
    {
      field: 'brand',
      label: 'Brand',
      type: 'name',
      reference: 'productBrand',
      maxLength: 255,
      synonyms: ['Product Brand', 'Manufacturer', 'Make'],
      help: 'The brand’s name; a brand the shop does not have yet is made.',
      example: 'Palmolive',
    },
    {
      field: 'unitClass',
      label: 'Unit Class',
      type: 'name',
      reference: 'unitClass',
      maxLength: 255,
      synonyms: ['UOM Class', 'Unit Type'],
      help: 'The unit class’s name (Settings › Unit Of Measures). Empty: the class of the Base Unit, or the shop’s first class.',
      example: 'Quantity',
    },
    {
      field: 'baseUnit',
      label: 'Base Unit',
      type: 'name',
      reference: 'unitOfMeasure',
      maxLength: 255,
      synonyms: ['Unit', 'UOM', 'Unit of Measure', 'Unit of Measurement'],
      help: 'The unit stock is counted in, one of the unit class’s units. Empty: the class’s base unit.',
      example: 'Piece',
    },
    {
      field: 'basePrice',
      label: 'Base Price',
      type: 'money',
      synonyms: ['Selling Price', 'Retail Price', 'SRP', 'Price', 'Unit Price', 'Sale Price'],
      help: 'The selling price of one base unit, in pesos (₱1,234.50, PHP 1234.5 and 1234.50 all read; at most 2 decimals). Empty: 0.',
      example: '₱89.75',
    },
    {
      field: 'cost',
      label: 'Cost',
      type: 'money',
      synonyms: ['Unit Cost', 'Cost Price', 'Purchase Price', 'Buying Price'],
      help: 'What one base unit costs the shop; the opening stock is valued at it.',
      example: '62.50',
    },
    {
      field: 'barcodes',
      label: 'Barcodes',
      type: 'list',
      synonyms: ['Barcode', 'UPC', 'EAN', 'EAN13', 'EAN-13', 'GTIN'],
      help: 'One or more barcodes, separated by commas or semicolons. A barcode another product holds is an error.',
      example: '4800888123456',
    },
    {
      field: 'reorderPoint',
      label: 'Reorder Point',
      type: 'quantity',
      synonyms: ['Reorder Level', 'Minimum Stock', 'Min Stock', 'Reorder Qty'],
      help: 'When on hand falls to it, the product shows on the low stock report.',
      example: '12',
    },
    {
      field: 'preferredSupplier',
      label: 'Preferred Supplier',
      type: 'name',
      reference: 'supplier',
      maxLength: 255,
      synonyms: ['Supplier', 'Vendor', 'Main Supplier'],
      help: 'The supplier’s name as in Masterfile › Suppliers; suggested purchase orders group by it.',
      example: 'Unilever Philippines',
    },
    {
      field: 'vatClass',
      label: 'VAT Class',
      type: 'enum',
      values: ['VATABLE', 'VAT_EXEMPT', 'ZERO_RATED'],
      synonyms: ['VAT', 'Tax Class', 'VAT Type'],
      help: 'VATABLE, VAT EXEMPT or ZERO RATED. Empty: VATABLE.',
      example: 'VATABLE',
    },
    {
      field: 'active',
      label: 'Active',
      type: 'boolean',
      synonyms: ['Is Active', 'Enabled'],
      help: 'Yes or No (also TRUE/FALSE, 1/0). Empty: Yes.',
      example: 'Yes',
    },
  ],
  OPENING_STOCK: [
    {
      field: 'sku',
      label: 'SKU',
      type: 'name',
      reference: 'product',
      required: true,
      maxLength: 64,
      synonyms: ['Item Code', 'Product Code', 'Code'],
      help: 'The SKU of a product the shop has.',
      example: 'SHMP-200',
    },
    {
      field: 'location',
      label: 'Location',
      type: 'name',
      reference: 'stockLocation',
      required: true,
      maxLength: 255,
      synonyms: ['Stock Location', 'Warehouse', 'Branch', 'Store'],
      help: 'The stock location’s name as in Masterfile › Stock Locations.',
      example: 'Main Store',
    },
    {
      field: 'quantity',
      label: 'Quantity',
      type: 'quantity',
      required: true,
      synonyms: ['Qty', 'On Hand', 'Stock', 'Quantity On Hand', 'Count'],
      help: 'How many base units are there (at most 4 decimals); it is added to what the location holds.',
      example: '24',
    },
    {
      field: 'unitCost',
      label: 'Unit Cost',
      type: 'money',
      synonyms: ['Cost', 'Cost Price'],
      help: 'What one base unit cost. Empty: the product’s cost.',
      example: '62.50',
    },
  ],
  CUSTOMERS: [
    {
      field: 'customerName',
      label: 'Customer Name',
      type: 'text',
      required: true,
      maxLength: 255,
      synonyms: ['Name', 'Customer', 'Client', 'Client Name', 'Company'],
      help: 'The key of the row: a customer of that name (any case and spacing) is updated; a new name makes a customer.',
      example: 'Dela Cruz Hardware',
    },
    {
      field: 'contactPerson',
      label: 'Contact Person',
      type: 'text',
      maxLength: 255,
      synonyms: ['Contact', 'Contact Name', 'Attention'],
      help: 'Whom to talk to.',
      example: 'Juan Dela Cruz',
    },
    {
      field: 'contactNumber',
      label: 'Contact Number',
      type: 'text',
      maxLength: 50,
      synonyms: ['Phone', 'Mobile', 'Mobile Number', 'Telephone', 'Tel', 'Cellphone'],
      help: 'A phone number.',
      example: '0917 123 4567',
    },
    {
      field: 'email',
      label: 'Email',
      type: 'text',
      maxLength: 255,
      synonyms: ['E-mail', 'Email Address'],
      help: 'An email address.',
      example: 'juan@example.ph',
    },
    {
      field: 'tin',
      label: 'TIN',
      type: 'text',
      maxLength: 20,
      synonyms: ['Tax Identification Number', 'Tax ID'],
      help: 'The BIR TIN (000-000-000-000).',
      example: '123-456-789-000',
    },
    {
      field: 'address',
      label: 'Address',
      type: 'text',
      maxLength: 255,
      synonyms: ['Street', 'Billing Address', 'Address Line 1'],
      help: 'The address, one line.',
      example: '12 Rizal St., Quezon City',
    },
    {
      field: 'defaultPaymentType',
      label: 'Default Payment Type',
      type: 'name',
      reference: 'paymentType',
      maxLength: 255,
      synonyms: ['Payment Type', 'Terms', 'Payment Method'],
      help: 'A payment type’s name as in Masterfile › Payment Types. Empty: Cash.',
      example: 'Cash',
    },
    {
      field: 'creditLimit',
      label: 'Credit Limit',
      type: 'money',
      synonyms: ['Credit Line'],
      help: 'The most the customer may owe, in pesos. Empty: no limit.',
      example: '10,000.00',
    },
    {
      field: 'openingBalance',
      label: 'Opening Balance',
      type: 'money',
      synonyms: ['Balance', 'Amount Owed', 'Receivable', 'Outstanding Balance'],
      help: 'What the customer owes today from before: it becomes a receivable dated today.',
      example: '1,500.00',
    },
  ],
  OPENING_RECEIVABLES: openingBalanceFields({
    party: 'customer',
    label: 'Customer',
    synonyms: ['Customer Name', 'Name', 'Client'],
    example: 'Dela Cruz Hardware',
    referenceSynonym: 'Reference Number',
    referenceHelp: 'The old invoice or charge slip number.',
    referenceExample: 'SI-2025-0412',
    amountExample: '1,500.00',
  }),
  SUPPLIERS: [
    {
      field: 'supplierName',
      label: 'Supplier Name',
      type: 'text',
      required: true,
      maxLength: 255,
      synonyms: ['Name', 'Supplier', 'Vendor', 'Vendor Name', 'Company'],
      help: 'The key of the row: a supplier of that name (any case and spacing) is updated; a new name makes a supplier.',
      example: 'Unilever Philippines',
    },
    {
      field: 'contactPerson',
      label: 'Contact Person',
      type: 'text',
      maxLength: 255,
      synonyms: ['Contact', 'Contact Name', 'Agent'],
      help: 'Whom to talk to.',
      example: 'Maria Santos',
    },
    {
      field: 'contactNumber',
      label: 'Contact Number',
      type: 'text',
      maxLength: 50,
      synonyms: ['Phone', 'Mobile', 'Telephone', 'Tel'],
      help: 'A phone number.',
      example: '02 8123 4567',
    },
    {
      field: 'email',
      label: 'Email',
      type: 'text',
      maxLength: 255,
      synonyms: ['E-mail', 'Email Address'],
      help: 'An email address.',
      example: 'orders@example.ph',
    },
    {
      field: 'address',
      label: 'Address',
      type: 'text',
      maxLength: 500,
      synonyms: ['Street', 'Office Address'],
      help: 'The address, one line.',
      example: 'Bonifacio Global City, Taguig',
    },
    {
      field: 'paymentTermsDays',
      label: 'Payment Terms (Days)',
      type: 'integer',
      synonyms: ['Payment Terms', 'Terms', 'Terms Days', 'Credit Terms'],
      help: 'Days to pay a delivery, 0 to 365. Empty: 0.',
      example: '30',
    },
    {
      field: 'openingBalance',
      label: 'Opening Balance',
      type: 'money',
      synonyms: ['Balance', 'Amount Owed', 'Payable', 'Outstanding Balance'],
      help: 'What the shop owes the supplier today from before: it becomes a payable dated today.',
      example: '25,000.00',
    },
  ],
  OPENING_PAYABLES: openingBalanceFields({
    party: 'supplier',
    label: 'Supplier',
    synonyms: ['Supplier Name', 'Vendor', 'Name'],
    example: 'Unilever Philippines',
    referenceSynonym: 'Supplier Invoice',
    referenceHelp: 'The supplier’s invoice or delivery number.',
    referenceExample: 'INV-88213',
    amountExample: '25,000.00',
  }),
};

/** What each kind makes, so an import also needs that permission (beside Import Data). */
export const IMPORT_CREATE_PERMISSIONS = {
  PRODUCTS: 'Create Products',
  CUSTOMERS: 'Create Customer',
  SUPPLIERS: 'Create Suppliers',
  OPENING_STOCK: 'Create Adjustments',
  OPENING_RECEIVABLES: 'Create Customer',
  OPENING_PAYABLES: 'Create Suppliers',
} as const satisfies Record<ImportKind, Permission>;

/** Files the upload takes: at most 20 MB, .csv or .xlsx. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The preview's rows (the first ones of the file). */
export const IMPORT_PREVIEW_ROWS = 50;

export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: 'The kind must be PRODUCTS, CUSTOMERS, SUPPLIERS, OPENING_STOCK, OPENING_RECEIVABLES or OPENING_PAYABLES.',
});

/** PUT imports/{id}/mapping: header → field, or null to leave a column out. */
export const importMappingBody = z.object({
  mapping: z.record(z.string().max(255), z.string().max(100).nullable()),
});
export type ImportMappingBody = z.infer<typeof importMappingBody>;

export const importCommitBody = z.object({
  skipInvalid: z.boolean({ error: 'skipInvalid must be true or false.' }).optional().default(false),
});

export interface ImportError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  column: string | null;
  field: string | null;
  message: string;
}

/** The answer of POST imports, PUT mapping, GET imports/{id}, and (with the counts) the commit. */
export interface ImportPreview {
  id: number;
  importNumber: string;
  kind: ImportKind;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  validCount: number;
  invalidCount: number;
  columns: string[];
  mapping: Record<string, string>;
  /**
   * The first IMPORT_PREVIEW_ROWS rows as they will be saved (values), with the file's text of
   * each row (cells: one text per column, in the order of columns, '' for a blank; what a
   * refused cell said).
   */
  rows: { row: number; cells: string[]; values: Record<string, unknown>; errors: ImportError[] }[];
  /** The first errors (all of them: GET imports/{id}/errors). */
  errors: ImportError[];
  createdCount: number | null;
  updatedCount: number | null;
  skippedCount: number | null;
  createdAt: string;
  createdByName: string | null;
  committedAt: string | null;
  /** Whether DELETE would undo it now (committed, and nothing it made is used since). */
  canUndo?: boolean;
}
