import { describe, expect, it } from 'vitest';
import { receiptText } from './terminal-receipts';

describe('receiptText', () => {
  it("keeps a VAT shop's senior citizen sale in the journal as the receipt prints it", () => {
    const text = receiptText({
      company: { registered_name: 'Demo Trading Corp.', tin: '123-456-789-000', tax_profile: 'VAT', receipt_wording: 'SALES_INVOICE' },
      terminal: null,
      mark: null,
      order: {
        invoiceNumber: 'C1-00000007',
        salesOrderNumber: 'SO-000007',
        salesOrderDate: '2026-11-26T08:00:00.000Z',
        grossTotal: '78.00',
        discountTotal: '22.28',
        taxTotal: '0.00',
        netTotal: '55.72',
        vatableSales: '0.00',
        vatAmount: '0.00',
        vatExemptSales: '55.72',
        zeroRatedSales: '0.00',
        specialDiscountKind: 'SENIOR_CITIZEN',
        specialDiscountTotal: '13.93',
        specialDiscountHolderName: 'Remedios Santos',
        specialDiscountHolderId: 'SC-2020-555',
        salesOrderItems: [
          {
            productName: 'Powdered Milk 150 g',
            orderedQuantity: '1',
            orderedUnitPrice: '69.00',
            lineTotal: '49.29',
            specialVatRemoved: '7.39',
            specialDiscountAmount: '12.32',
          },
        ],
        paymentTerms: [{ paymentType: { name: 'Cash' }, paidAmount: '55.72' }],
      },
    });
    for (const line of [
      /1 x 69\.00 +69\.00/,
      /Less VAT 12% +-7\.39/,
      /Less SC\/PWD 20% +-12\.32/,
      /Line total +49\.29/,
      /VATable Sales +0\.00/,
      /VAT-Exempt Sales +55\.72/,
      /Senior Citizen Discount +-13\.93/,
      /Name +Remedios Santos/,
      /OSCA ID No\. +SC-2020-555/,
      /Signature +_+/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toContain('NON-VAT');
  });
});
