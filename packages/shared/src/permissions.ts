/**
 * The catalogue of permission strings (spec sections 2.2 and 6). A route names the permission it
 * needs; a role is a set of these. Names the spec quotes are used exactly; the few the spec leaves
 * out (edit/delete/view of reference data, settings screens) follow the same wording.
 */
export const PERMISSION_GROUPS = {
  Dashboard: ['access dashboard'],
  Sales: [
    'View Sales Orders',
    'Create Sales Orders',
    'Edit Sales Orders',
    'Delete Sales Orders',
    'View Sales Payment Breakdown',
    'View Channel',
    'Create Channel',
    'Edit Channel',
    'Delete Channel',
    'View Picklist',
    'Create Picklist',
    'Override Prices',
    // Offline sales posted against the price rules, waiting for a holder of Override Prices to approve them.
    'View Price Exceptions',
  ],
  // The BIR counter: terminals and their invoice series, shifts and the cash drawer, readings, the journal.
  Counter: ['Manage Terminals', 'Open and Close Shifts', 'View Readings', 'Make Z Reading', 'View Electronic Journal'],
  Customers: ['View Customer', 'Create Customer', 'Edit Customer', 'Delete Customer'],
  Quotations: [
    'View Quotations',
    'Create Quotations',
    'Edit Quotations',
    'Delete Quotations',
    'Generate Sales Order',
    'Update Quotation Status',
  ],
  'Job Orders': [
    'View Job Order',
    'View Job Order List',
    'View Job Order Board',
    'View Job Order Details',
    'Create Job Order',
    'Edit Job Order',
    'Delete Job Order',
    'Generate Sales Orders',
    'Update Assigned Technician',
    'Update Job Order Status',
  ],
  Inventory: [
    'View Products',
    'Create Products',
    'Edit Products',
    'Delete Products',
    'View Stocks',
    'View Price Table',
    'Update Bulk Prices',
    'Save Product Price',
    'Delete Product Price',
    'Add Product Cost',
    'View Product Cost',
    'View Product Markup',
    'View Adjustments',
    'Create Adjustments',
    'View Stock Transfers',
    'Create Stock Transfers',
    // Physical counts: Count Stock enters counts (a cashier's phone too); Post Stock Counts moves the differences.
    'View Stock Counts',
    'Count Stock',
    'Create Stock Counts',
    'Post Stock Counts',
  ],
  Purchasing: [
    'View Purchase Orders',
    'Create Purchase Orders',
    'View Purchase Receipts',
    'Create Purchase Receipts',
    'View Suppliers',
    'Create Suppliers',
    'Edit Suppliers',
    'Delete Suppliers',
  ],
  Financials: ['View Receivables', 'View Payables', 'Create Payments', 'Void Payments'],
  Reports: [
    'View Sales Reports',
    'Print Sales Reports',
    'Export Sales Reports',
    'View Product Reports',
    'Print Product Reports',
    'Export Product Reports',
    'Print Customer Reports',
    'View Low Stock Report',
    'View Customer Ledger Reports',
    'View Expense Reports',
    'Print Expense Reports',
  ],
  'Cash Outflows': ['View Expense Category', 'Create Expense Category', 'View Expense', 'Create Expense'],
  // Create RMA records and receives a return; Resolve RMA settles it (refund, store credit, replacement, repair).
  'RMA & Warranty': ['View RMA', 'Create RMA', 'Resolve RMA', 'View Product Warranty'],
  Masterfile: [
    'View Stock Locations',
    'Create Stock Locations',
    'Edit Stock Locations',
    'Delete Stock Locations',
    'View Product Categories',
    'Create Product Category',
    'Edit Product Category',
    'Delete Product Category',
    'View Product Brands',
    'Create Product Brand',
    'Edit Product Brand',
    'Delete Product Brand',
    'View Unit Of Measures',
    'Create Unit Class',
    'Edit Unit Class',
    'Delete Unit Class',
    'Create Unit of Measure',
    'View Discounts',
    'Create Discount',
    'Edit Discount',
    'Delete Discount',
    'View Payment Types',
    'Create Payment Types',
    'Edit Payment Types',
    'Delete Payment Types',
    'View Commission Templates',
    'Create Commission Template',
    'Edit Commission Template',
    'Delete Commission Template',
    'View Pricing Schedule Templates',
    'Create Pricing Schedule Template',
    'Edit Pricing Schedule Template',
    'Delete Pricing Schedule Template',
    'Assign Pricing Schedule Template',
    'Clear Pricing Schedule Template',
    'View Product Pricing Groups',
    'Create Pricing Groups',
    'Edit Pricing Groups',
    'Delete Pricing Groups',
    'View Warranty Templates',
    'Create Warranty Template',
    'Edit Warranty Template',
    'Delete Warranty Template',
    'Assign Warranty Template',
    'Remove Warranty Template',
  ],
  Administration: [
    'View System Users',
    'Create System Users',
    'Edit System Users',
    'Delete System Users',
    'Reset System User Passwords',
    'View Roles',
    'Create Roles',
    'Edit Roles',
    'Delete Roles',
  ],
  Settings: [
    'View Company Profile',
    'Edit Company Profile',
    'View Menu Settings',
    'Edit Menu Settings',
    'View Printer Settings',
    'Edit Printer Settings',
    'Edit Inventory Settings',
    'Edit Sales Settings',
    'access features',
    // Moving in: bring products, stock, customers, suppliers and what they owe from a spreadsheet.
    'Import Data',
  ],
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type Permission = Groups[keyof Groups][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** A check passes for a single string or for any one of a list (spec 6). */
export function hasPermission(granted: ReadonlySet<string> | readonly string[], required: string | readonly string[]): boolean {
  const set = granted instanceof Set ? granted : new Set(granted as readonly string[]);
  const wanted = typeof required === 'string' ? [required] : required;
  if (wanted.length === 0) return true;
  return wanted.some((p) => set.has(p));
}

const administration = new Set<string>([
  ...PERMISSION_GROUPS.Administration,
  'Edit Company Profile',
  'Edit Menu Settings',
  'access features',
]);

/** Seeded role: everything a shop manager does, but not users, roles or feature flags. */
export const MANAGER_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter((p) => !administration.has(p));

/** Seeded role: sells and quotes, looks after customers, looks up products and stock. */
export const CASHIER_PERMISSIONS: readonly Permission[] = [
  'View Sales Orders',
  'Create Sales Orders',
  'View Channel',
  'View Customer',
  'Create Customer',
  'View Quotations',
  'Create Quotations',
  'Edit Quotations',
  'Generate Sales Order',
  'View Products',
  'View Stocks',
  'View Payment Types',
  // The counter of a repair shop takes items in and releases them against their sale.
  'View Job Order',
  'View Job Order List',
  'View Job Order Board',
  'View Job Order Details',
  'Create Job Order',
  'Generate Sales Orders',
  // Opens the drawer with a float, records cash in and out, counts it at the end of the shift.
  'Open and Close Shifts',
  // Counts shelves on a phone during a stock count.
  'View Stock Counts',
  'Count Stock',
];

export const SEEDED_ROLES = {
  administrator: 'Administrator',
  manager: 'Manager',
  cashier: 'Cashier',
} as const;
