import { describe, expect, it } from 'vitest';
import { receivableNumber } from './finance-types';

describe('receivableNumber', () => {
  it('names a sale’s receivable by the sale, with /n for an installment of several', () => {
    const sale = {
      salesOrderId: 12,
      salesOrder: { id: 12, salesOrderNumber: 'SO-000012' } as never,
      installmentNumber: 2,
      installmentCount: 3,
    };
    expect(receivableNumber(sale)).toBe('SO-000012/2');
    expect(receivableNumber({ ...sale, installmentCount: 1 })).toBe('SO-000012');
  });

  it('names an opening balance (no sale) by its old reference, else its import’s number', () => {
    const opening = { salesOrderId: null, salesOrder: null, installmentNumber: 1, installmentCount: 1 };
    expect(receivableNumber({ ...opening, reference: 'SI-2025-0412', documentNumber: 'SI-2025-0412' })).toBe('SI-2025-0412');
    expect(receivableNumber({ ...opening, reference: null, documentNumber: 'IMP-000004' })).toBe('IMP-000004');
    expect(receivableNumber(opening)).toBe('Opening balance');
  });
});
