import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { NavigationItem } from './navigation-types';

/** The side navigation of spec 2.2: labels, routes, permissions and feature flags. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  {
    type: 'subheading',
    label: 'Overview',
    children: [{ type: 'link', label: 'Store Insights', route: '/dashboard', icon: InsightsOutlined, permissions: ['access dashboard'] }],
  },
  {
    type: 'subheading',
    label: 'Operations',
    children: [
      {
        // The terminal and what belongs to selling at it, for whoever may sell (the terminal's own permission).
        type: 'dropdown',
        label: 'Point of Sale',
        icon: PointOfSaleOutlined,
        permissions: ['Create Sales Orders'],
        children: [
          { type: 'link', label: 'Terminal', route: '/pos', permissions: ['Create Sales Orders'] },
          { type: 'link', label: 'Sales Waiting', route: '/pos/sales-waiting', permissions: ['Create Sales Orders'] },
          // A terminal's shifts are listed, with their X and Z readings, on the readings page.
          { type: 'link', label: 'Shifts', route: '/reports/readings', permissions: ['Create Sales Orders', 'View Readings'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'Sales',
        icon: ShoppingCartOutlined,
        section: 'sales',
        children: [
          { type: 'link', label: 'Sales Orders', route: '/sales/sales-orders', permissions: ['View Sales Orders'] },
          { type: 'link', label: 'Price Exceptions', route: '/sales/price-exceptions', permissions: ['View Price Exceptions'] },
          { type: 'link', label: 'Sales Channels', route: '/sales/sales-channels', permissions: ['View Channel'] },
          { type: 'link', label: 'Picklists', route: '/sales/picklists', permissions: ['View Picklist'], flag: 'picklist_module' },
          { type: 'link', label: 'Customers', route: '/sales/customers', permissions: ['View Customer'] },
          { type: 'link', label: 'Quotations', route: '/sales/quotations', permissions: ['View Customer'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'Service',
        icon: BuildOutlined,
        children: [{ type: 'link', label: 'Service Orders', route: '/service/service-orders', permissions: ['View Job Order'] }],
      },
      {
        type: 'dropdown',
        label: 'Inventory',
        icon: Inventory2Outlined,
        section: 'inventory',
        children: [
          { type: 'link', label: 'Products', route: '/inventory/products', permissions: ['View Products'] },
          { type: 'link', label: 'Stocks', route: '/inventory/stocks', permissions: ['View Stocks'] },
          { type: 'link', label: 'Price Table', route: '/inventory/price-table', permissions: ['View Price Table'] },
          { type: 'link', label: 'Inventory Adjustments', route: '/inventory/inventory-adjustments', permissions: ['View Adjustments'] },
          { type: 'link', label: 'Stock Transfers', route: '/inventory/stock-transfers', permissions: ['View Stock Transfers'] },
          { type: 'link', label: 'Stock Counts', route: '/inventory/stock-counts', permissions: ['View Stock Counts'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'Purchasing',
        icon: LocalShippingOutlined,
        section: 'purchasing',
        children: [
          { type: 'link', label: 'Purchase Orders', route: '/purchasing/purchase-orders', permissions: ['View Purchase Orders'] },
          { type: 'link', label: 'Purchase Receipts', route: '/purchasing/purchase-receipts', permissions: ['View Purchase Receipts'] },
          { type: 'link', label: 'Suppliers', route: '/purchasing/suppliers', permissions: ['View Suppliers'] },
        ],
      },
    ],
  },
  {
    type: 'subheading',
    label: 'Finance',
    children: [
      {
        type: 'dropdown',
        label: 'Financials',
        icon: AccountBalanceOutlined,
        section: 'financials',
        children: [
          { type: 'link', label: 'Account Receivables', route: '/financials/account-receivables', permissions: ['View Receivables'] },
          { type: 'link', label: 'Account Payables', route: '/financials/account-payables', permissions: ['View Payables'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'Reports',
        icon: AssessmentOutlined,
        section: 'reports',
        children: [
          { type: 'link', label: 'Sales Report', route: '/reports/sales-report', permissions: ['View Sales Reports'] },
          {
            type: 'link',
            label: 'Sales Report by Product',
            route: '/reports/sales-report-by-product',
            permissions: ['View Product Reports'],
          },
          { type: 'link', label: 'Low Stock Report', route: '/reports/low-stock-report', permissions: ['View Low Stock Report'] },
          {
            type: 'link',
            label: 'Inventory with Ledger',
            route: '/reports/inventory-with-ledger',
            permissions: ['View Customer Ledger Reports'],
          },
          { type: 'link', label: 'Expenses Report', route: '/reports/expenses-report', permissions: ['View Expense Reports'] },
          { type: 'link', label: 'Electronic Journal', route: '/reports/electronic-journal', permissions: ['View Electronic Journal'] },
          { type: 'link', label: 'Readings', route: '/reports/readings', permissions: ['View Readings', 'Make Z Reading'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'Cash Outflows',
        icon: PaymentsOutlined,
        children: [
          { type: 'link', label: 'Expense Categories', route: '/expenses/expense-categories', permissions: ['View Expense Category'] },
          { type: 'link', label: 'Expenses', route: '/expenses/expenses', permissions: ['View Expense'] },
        ],
      },
      {
        type: 'dropdown',
        label: 'RMA & Warranty',
        icon: AssignmentReturnOutlined,
        flag: 'rma_warranty_module',
        children: [
          { type: 'link', label: 'RMA', route: '/rma-warranty/rma', permissions: ['View RMA'] },
          { type: 'link', label: 'Product Warranties', route: '/rma-warranty/product-warranties', permissions: ['View Product Warranty'] },
        ],
      },
    ],
  },
  {
    type: 'subheading',
    label: 'Administration',
    children: [
      {
        type: 'dropdown',
        label: 'Masterfile',
        icon: FolderOutlined,
        section: 'masterfile',
        children: [
          { type: 'link', label: 'Stock Locations', route: '/masterfile/stock-locations', permissions: ['View Stock Locations'] },
          { type: 'link', label: 'Product Categories', route: '/masterfile/product-categories', permissions: ['View Product Categories'] },
          { type: 'link', label: 'Product Brands', route: '/masterfile/product-brands', permissions: ['View Product Brands'] },
          { type: 'link', label: 'Unit Of Measures', route: '/masterfile/unit-classes', permissions: ['View Unit Of Measures'] },
          { type: 'link', label: 'Discounts', route: '/masterfile/discounts', permissions: ['View Discounts'] },
          { type: 'link', label: 'Payment Types', route: '/masterfile/payment-types', permissions: ['View Payment Types'] },
          { type: 'link', label: 'System Users', route: '/masterfile/system-users', permissions: ['View System Users'] },
          // Spec 2.2 and 6: Roles is visible by default.
          { type: 'link', label: 'Roles', route: '/masterfile/roles' },
          {
            type: 'link',
            label: 'Commission Templates',
            route: '/masterfile/commission-templates',
            permissions: ['View Commission Templates'],
            flag: 'commission_module',
          },
          {
            type: 'link',
            label: 'Pricing Schedule Templates',
            route: '/masterfile/pricing-schedule-templates',
            permissions: ['View Pricing Schedule Templates'],
            flag: 'pricing_schedule_module',
          },
          {
            type: 'link',
            label: 'Product Pricing Groups',
            route: '/masterfile/product-pricing-groups',
            permissions: ['View Product Pricing Groups'],
            flag: 'pricing_groups_module',
          },
          {
            type: 'link',
            label: 'Warranty Templates',
            route: '/masterfile/warranty-templates',
            permissions: ['View Warranty Templates'],
            flag: 'rma_warranty_module',
          },
        ],
      },
      {
        type: 'dropdown',
        label: 'Settings',
        icon: SettingsOutlined,
        section: 'settings',
        children: [
          { type: 'link', label: 'Company Profile', route: '/settings/company-profile', permissions: ['View Company Profile'] },
          { type: 'link', label: 'Menu Settings', route: '/settings/menu-settings', permissions: ['View Menu Settings'] },
          { type: 'link', label: 'Printer Settings', route: '/settings/printer-settings', permissions: ['View Printer Settings'] },
          { type: 'link', label: 'POS Terminals', route: '/settings/pos-terminals', permissions: ['Manage Terminals'] },
          { type: 'link', label: 'Feature Flags', route: '/settings/feature-flags', permissions: ['access features'] },
          { type: 'link', label: 'Import Data', route: '/settings/import-data', permissions: ['Import Data'] },
        ],
      },
    ],
  },
];
