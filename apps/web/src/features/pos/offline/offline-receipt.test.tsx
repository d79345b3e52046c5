import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { ReceiptLayout } from '@/components/receipt/receipt-layout';
import type { OrderPayload } from '../lib/save';
import { offlineReceipt } from './offline-receipt';

afterEach(cleanup);

const rowOf = (scope: HTMLElement, label: string) =>
  Array.from(scope.querySelectorAll('.receipt-row'))
    .filter((row) => row.firstElementChild?.textContent === label)
    .map((row) => Math.round(Number((row.lastElementChild?.textContent ?? '').replace(/[₱,]/g, '')) * 100));

describe('the receipt of a sale made offline', () => {
  it('prints a senior citizen line of a VAT shop as gross, VAT removed, 20% and line total, adding up', () => {
    const sold = computeOrder({
      lines: [{ orderedQuantity: 3, orderedUnitPrice: 64, vatClass: 'VATABLE', specialDiscount: true }],
      taxProfile: 'VAT',
    });
    const payload = {
      grossTotal: sold.subTotal,
      discountTotal: sold.discountTotal,
      taxTotal: sold.taxTotal,
      netTotal: sold.netTotal,
      publicNote: null,
      appliedDiscounts: [],
      ...sold.taxes,
      specialDiscount: { kind: 'SENIOR_CITIZEN', holderName: 'Lola Remedios Cruz', holderId: 'OSCA-2024-0117' },
      orderItems: [
        {
          productName: 'Pandesal tray',
          sku: 'PAN',
          orderedQuantity: 3,
          orderedUnit: 'tray',
          orderedUnitPrice: 64,
          lineTotal: toPesos(sold.lines[0]!.lineTotal),
          appliedDiscounts: [],
          serialNumbers: [],
          bundleModifications: [],
          specialDiscount: true,
        },
      ],
      orderPayments: [],
    } as unknown as OrderPayload;
    const receipt = offlineReceipt({
      payload,
      provisionalNumber: 'OFF-1-000001',
      madeAt: '2026-03-05T06:30:00.000Z',
      customerName: null,
      channelName: null,
      paymentTypes: [],
      reference: { company: { company_name: 'Panaderia', tax_profile: 'VAT' } } as never,
      lineFigures: sold.lines,
    });
    render(<ReceiptLayout receipt={receipt} width={58} provisional />);
    const items = screen.getByRole('region', { name: 'Items' });
    const gross = rowOf(items, '3 tray × ₱64.00');
    const vat = rowOf(items, 'Less VAT 12%');
    const special = rowOf(items, 'Less SC/PWD 20%');
    const lineTotal = rowOf(items, 'Line total');
    expect([gross, vat, special, lineTotal]).toEqual([[19200], [-2057], [-3429], [13714]]);
    expect(gross[0]! + vat[0]! + special[0]!).toBe(lineTotal[0]);
  });
});
