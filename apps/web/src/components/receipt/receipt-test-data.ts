/* A receipt as GET sales/sales-orders/{id}/receipt answers it, for tests. */
import type { ReceiptData } from './receipt-data';

export function receiptAnswer(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    order: {
      id: 41,
      salesOrderNumber: 'SO-000041',
      salesOrderDate: '2026-03-05T06:30:00.000Z',
      status: 'COMPLETED',
      grossTotal: 1105,
      discountTotal: 85,
      taxTotal: 0,
      netTotal: 1020,
      publicNote: 'Deliver to the back door',
      appliedDiscounts: [{ type: 'fixed', scope: 'sales_order', code: 'LOYAL', discount_id: null, base_amount: 1045, discount_amount: 25, value: 25 }],
      receiptPrints: 0,
      customer: { customerName: 'Juan dela Cruz', isDefault: false },
      salesOrderItems: [
        {
          id: 1,
          bundleParentId: null,
          productName: 'Claw Hammer',
          sku: 'HAM',
          orderedQuantity: 2,
          orderedUnit: 'piece',
          orderedUnitPrice: 300,
          grossAmount: 600,
          lineTotal: 540,
          appliedDiscounts: [{ type: 'percentage', scope: 'sales_order_item', code: null, discount_id: null, base_amount: 600, discount_amount: 60, value: 10 }],
        },
        { id: 2, bundleParentId: null, productName: 'Hammer and Nails Kit', orderedQuantity: 1, orderedUnit: 'set', orderedUnitPrice: 380, grossAmount: 380, lineTotal: 380, appliedDiscounts: [] },
        { id: 3, bundleParentId: 2, productName: 'Common Nail', orderedQuantity: 12, orderedUnit: 'piece', orderedUnitPrice: 0, grossAmount: 0, lineTotal: 0 },
        { id: 4, bundleParentId: null, productName: 'Phone', orderedQuantity: 1.5, orderedUnit: 'kg', orderedUnitPrice: 83.34, grossAmount: 125, lineTotal: 125, serialNumbers: ['IMEI-1'] },
      ],
      paymentTerms: [
        { id: 7, paidAmount: 520, referenceNumber: null, tenderedAmount: 600, change: 80, paymentType: { name: 'Cash' } },
        { id: 8, paidAmount: 500, referenceNumber: 'GC-7788', tenderedAmount: null, change: null, paymentType: { name: 'GCash' } },
      ],
      createdByUser: { displayName: 'Maria Santos' },
    },
    company: {
      company_name: 'Demo Hardware',
      address: '12 Rizal St, Quezon City',
      phone: '0917 555 0000',
      email: 'shop@demo.ph',
      tin: '123-456-789-000',
      receipt_header: 'VAT-exempt',
      receipt_footer: 'Salamat po!',
    },
    logo: 'data:image/png;base64,iVBORw0KGgo=',
    printer: { receiptWidth: 58, copies: 1, printAutomatically: false, showLogo: true },
    cashier: 'Maria Santos',
    isReprint: false,
    ...overrides,
  };
}
