import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { ReceiptLayout } from './receipt-layout';
import { receiptAnswer } from './receipt-test-data';

afterEach(cleanup);

const rowOf = (scope: HTMLElement, label: string) =>
  Array.from(scope.querySelectorAll('.receipt-row'))
    .filter((row) => row.firstElementChild?.textContent === label)
    .map((row) => row.lastElementChild?.textContent);

describe('the receipt layout', () => {
  it('prints the company header, logo and TIN, the order, cashier and customer', () => {
    render(<ReceiptLayout receipt={receiptAnswer()} width={58} />);
    const receipt = screen.getByRole('article', { name: 'Receipt SO-000041' });
    expect(receipt.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const text of [
      'Demo Hardware',
      '12 Rizal St, Quezon City',
      '0917 555 0000',
      'shop@demo.ph',
      'TIN 123-456-789-000',
      'VAT-exempt',
    ]) {
      expect(within(receipt).getByText(text)).toBeTruthy();
    }
    const order = screen.getByRole('region', { name: 'Order' });
    expect(rowOf(order, 'Order #')).toEqual(['SO-000041']);
    expect(rowOf(order, 'Date')[0]).toMatch(/^Mar 5, 2026 \d{1,2}:30 (AM|PM)$/);
    expect(rowOf(order, 'Cashier')).toEqual(['Maria Santos']);
    expect(rowOf(order, 'Customer')).toEqual(['Juan dela Cruz']);
  });

  it('shows each line as quantity × unit price with its discounts and line total, bundle parts and serials', () => {
    render(<ReceiptLayout receipt={receiptAnswer()} width={58} />);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(rowOf(items, '2 piece × ₱300.00')).toEqual(['₱600.00']);
    expect(rowOf(items, 'Less 10%')).toEqual(['-₱60.00']);
    expect(rowOf(items, 'Line total')).toEqual(['₱540.00']);
    expect(rowOf(items, '1 set × ₱380.00')).toEqual(['₱380.00']);
    expect(within(items).getByText('· Common Nail × 12 piece')).toBeTruthy();
    expect(rowOf(items, '1.5 kg × ₱83.34')).toEqual(['₱125.00']);
    expect(within(items).getByText('SN IMEI-1')).toBeTruthy();
    expect(within(items).getByText('3 items')).toBeTruthy();
  });

  it('totals the order, lists every payment with reference, tendered and change, then the note and footer', () => {
    render(<ReceiptLayout receipt={receiptAnswer()} width={80} />);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(rowOf(totals, 'Subtotal')).toEqual(['₱1,105.00']);
    expect(rowOf(totals, 'Order discount LOYAL')).toEqual(['-₱25.00']);
    expect(rowOf(totals, 'Discount Total')).toEqual(['-₱85.00']);
    expect(rowOf(totals, 'Tax')).toEqual([]);
    expect(rowOf(totals, 'TOTAL')).toEqual(['₱1,020.00']);
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(rowOf(payments, 'Cash')).toEqual(['₱520.00']);
    expect(rowOf(payments, 'Tendered')).toEqual(['₱600.00']);
    expect(rowOf(payments, 'Change')).toEqual(['₱80.00']);
    expect(rowOf(payments, 'GCash')).toEqual(['₱500.00']);
    expect(within(payments).getByText('Ref GC-7788')).toBeTruthy();
    // Only the cash line was tendered.
    expect(rowOf(payments, 'Tendered')).toHaveLength(1);
    expect(screen.getByText('Deliver to the back door')).toBeTruthy();
    expect(screen.getByText('Salamat po!')).toBeTruthy();
  });

  it('is 58 or 80 mm wide', () => {
    const { rerender } = render(<ReceiptLayout receipt={receiptAnswer()} width={58} />);
    const receipt = () => screen.getByRole('article');
    expect(receipt().style.width).toBe('58mm');
    expect(receipt().className).toContain('receipt--58');
    rerender(<ReceiptLayout receipt={receiptAnswer()} width={80} />);
    expect(receipt().style.width).toBe('80mm');
    expect(receipt().className).toContain('receipt--80');
  });

  it('marks a reprint REPRINT, and leaves out what is not there', () => {
    const bare = receiptAnswer({ logo: null, cashier: null, company: { company_name: 'Demo Hardware' } });
    bare.order = { ...bare.order, publicNote: null, customer: { customerName: 'Walk-in', isDefault: true }, createdByUser: null };
    const { rerender } = render(<ReceiptLayout receipt={bare} width={58} />);
    expect(screen.queryByText('REPRINT')).toBeNull();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.queryByText(/^TIN/)).toBeNull();
    expect(screen.queryByText('Cashier')).toBeNull();
    expect(screen.queryByText('Customer')).toBeNull();
    expect(screen.queryByText('Salamat po!')).toBeNull();
    rerender(<ReceiptLayout receipt={bare} width={58} reprint />);
    expect(screen.getAllByText('REPRINT')).toHaveLength(2);
  });

  it('prints NON-VAT on a non-VAT shop, and a VAT shop’s figures with the senior citizen’s name, ID, TIN and signature line', () => {
    render(<ReceiptLayout receipt={receiptAnswer()} width={58} />);
    expect(within(screen.getByRole('region', { name: 'Tax' })).getByText('NON-VAT')).toBeTruthy();
    cleanup();
    const vat = receiptAnswer();
    vat.company = { ...vat.company, tax_profile: 'VAT' };
    vat.order = {
      ...vat.order,
      vatableSales: 100,
      vatAmount: 12,
      vatExemptSales: 160,
      zeroRatedSales: 0,
      specialDiscountKind: 'SENIOR_CITIZEN',
      specialDiscountTotal: 40,
      specialDiscountHolderName: 'Lola Remedios Cruz',
      specialDiscountHolderId: 'OSCA-2024-0117',
      specialDiscountHolderTin: '123-456-789-000',
      salesOrderItems: [
        {
          id: 9,
          bundleParentId: null,
          productName: 'Meal',
          orderedQuantity: 1,
          orderedUnitPrice: 224,
          grossAmount: 224,
          lineTotal: 160,
          specialDiscountAmount: 40,
          specialVatRemoved: 24,
        },
      ],
    };
    render(<ReceiptLayout receipt={vat} width={80} />);
    const tax = screen.getByRole('region', { name: 'Tax' });
    expect(within(tax).queryByText('NON-VAT')).toBeNull();
    expect(rowOf(tax, 'VATable Sales')).toEqual(['₱100.00']);
    expect(rowOf(tax, 'VAT Amount (12%)')).toEqual(['₱12.00']);
    expect(rowOf(tax, 'VAT-Exempt Sales')).toEqual(['₱160.00']);
    expect(rowOf(tax, 'Zero-Rated Sales')).toEqual(['₱0.00']);
    expect(rowOf(tax, 'Name')).toEqual(['Lola Remedios Cruz']);
    expect(rowOf(tax, 'OSCA ID No.')).toEqual(['OSCA-2024-0117']);
    expect(rowOf(tax, 'TIN')).toEqual(['123-456-789-000']);
    expect(within(tax).getByText('Signature')).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(rowOf(items, 'Less VAT 12%')).toHaveLength(1);
    expect(rowOf(items, 'Line total')).toEqual(['₱160.00']);
  });
});

/** The printed money figures of one receipt row set, as numbers (₱1,234.50 → 1234.5; -₱38.40 → -38.4). */
const figure = (text: string | null | undefined) => Number((text ?? '').replace(/[₱,]/g, ''));

describe('a senior citizen / PWD line on paper', () => {
  // 3 × ₱64.00: on a VAT shop 192.00 − VAT 20.57 − 20% of 171.43 (34.29) = 137.14; on a NON_VAT shop 192.00 − 38.40 = 153.60.
  const cases = [
    { profile: 'VAT' as const, width: 58 as const },
    { profile: 'VAT' as const, width: 80 as const },
    { profile: 'NON_VAT' as const, width: 58 as const },
    { profile: 'NON_VAT' as const, width: 80 as const },
  ];
  for (const { profile, width } of cases) {
    it(`prints the gross, the VAT removed where it applies, the 20% and the line total, adding up (${profile}, ${width} mm)`, () => {
      const sold = computeOrder({
        lines: [{ orderedQuantity: 3, orderedUnitPrice: 64, vatClass: 'VATABLE', specialDiscount: true }],
        taxProfile: profile,
      });
      const computed = sold.lines[0]!;
      const answer = receiptAnswer();
      answer.company = { ...answer.company, tax_profile: profile };
      answer.order = {
        ...answer.order,
        appliedDiscounts: [],
        grossTotal: sold.subTotal,
        discountTotal: sold.discountTotal,
        netTotal: sold.netTotal,
        ...sold.taxes,
        specialDiscountKind: 'SENIOR_CITIZEN',
        specialDiscountHolderName: 'Lola Remedios Cruz',
        specialDiscountHolderId: 'OSCA-2024-0117',
        salesOrderItems: [
          {
            id: 9,
            bundleParentId: null,
            productName: 'Pandesal tray',
            orderedQuantity: 3,
            orderedUnit: 'tray',
            orderedUnitPrice: 64,
            grossAmount: toPesos(computed.gross),
            lineTotal: toPesos(computed.lineTotal),
            appliedDiscounts: [],
            specialDiscountAmount: toPesos(computed.specialDiscount),
            specialVatRemoved: toPesos(computed.vatRemoved),
          },
        ],
      };
      render(<ReceiptLayout receipt={answer} width={width} />);
      const items = screen.getByRole('region', { name: 'Items' });
      const gross = rowOf(items, '3 tray × ₱64.00').map(figure);
      const vatRemoved = rowOf(items, 'Less VAT 12%').map(figure);
      const special = rowOf(items, 'Less SC/PWD 20%').map(figure);
      const lineTotal = rowOf(items, 'Line total').map(figure);
      expect(gross).toEqual([192]);
      expect(vatRemoved).toEqual(profile === 'VAT' ? [-20.57] : []);
      expect(special).toEqual(profile === 'VAT' ? [-34.29] : [-38.4]);
      expect(lineTotal).toEqual(profile === 'VAT' ? [137.14] : [153.6]);
      // What the paper says adds up: gross less what it lists is the line total, in centavos.
      const printed = [...gross, ...vatRemoved, ...special].reduce((sum, v) => sum + Math.round(v * 100), 0);
      expect(printed).toBe(Math.round(lineTotal[0]! * 100));
      const totals = screen.getByRole('region', { name: 'Totals' });
      expect(rowOf(totals, 'TOTAL').map(figure)).toEqual(lineTotal);
    });
  }

  it('prints the gross of a special line that came without one (an offline receipt) from quantity × price', () => {
    const answer = receiptAnswer();
    answer.order = {
      ...answer.order,
      salesOrderItems: [
        {
          id: 9,
          bundleParentId: null,
          productName: 'Pandesal tray',
          orderedQuantity: 3,
          orderedUnitPrice: 64,
          lineTotal: 153.6,
          specialDiscountAmount: 38.4,
          specialVatRemoved: 0,
        },
      ],
    };
    render(<ReceiptLayout receipt={answer} width={58} />);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(rowOf(items, '3 × ₱64.00')).toEqual(['₱192.00']);
    expect(rowOf(items, 'Less SC/PWD 20%')).toEqual(['-₱38.40']);
    expect(rowOf(items, 'Line total')).toEqual(['₱153.60']);
  });
});
