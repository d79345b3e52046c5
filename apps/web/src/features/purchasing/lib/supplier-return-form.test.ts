import { describe, expect, it } from 'vitest';
import type { SupplierReturn } from '../types';
import {
  buildSupplierReturn,
  emptyDraft,
  quantityOfUnits,
  returnableOf,
  returnedByLine,
  serverErrorsByLine,
  type ReturnLine,
} from './supplier-return-form';

const earlier = (items: { purchaseReceiptItemId: number; quantity: number }[]) => ({ items }) as unknown as SupplierReturn;

const nails: ReturnLine = { item: { id: 11, quantity: 4, baseQuantity: 4 }, isSerialized: false, returnable: '3', draft: emptyDraft() };
const phones: ReturnLine = { item: { id: 12, quantity: 1, baseQuantity: 3 }, isSerialized: true, returnable: '1', draft: emptyDraft() };

describe('what can still go back to the supplier', () => {
  it('adds up earlier returns per receipt line, exactly', () => {
    const returned = returnedByLine([
      earlier([{ purchaseReceiptItemId: 11, quantity: 0.1 }]),
      earlier([{ purchaseReceiptItemId: 11, quantity: 0.2 }]),
    ]);
    expect(returned.get(11)).toBe('0.3');
    expect(returnableOf({ id: 11, quantity: 4 }, returned)).toBe('3.7');
    expect(returnableOf({ id: 12, quantity: 2 }, returned)).toBe('2');
    expect(returnableOf({ id: 11, quantity: 0.3 }, returned)).toBe('0');
  });

  it('turns serial-tracked units into the line’s unit (a box of 3 phones)', () => {
    expect(quantityOfUnits({ quantity: 4, baseQuantity: 4 }, 2)).toBe('2');
    expect(quantityOfUnits({ quantity: 1, baseQuantity: 3 }, 3)).toBe('1');
  });
});

describe('buildSupplierReturn', () => {
  it('sends the ticked lines with the reason, serials for serial-tracked ones', () => {
    const built = buildSupplierReturn(
      [
        { ...nails, draft: { selected: true, quantity: ' 2.5 ', serialNumbers: [] } },
        { ...phones, draft: { selected: true, quantity: '', serialNumbers: ['A', 'B', 'C'] } },
      ],
      ' Damaged in transit ',
    );
    expect(built).toEqual({
      errors: null,
      body: {
        reason: 'Damaged in transit',
        items: [
          { purchaseReceiptItemId: 11, quantity: '2.5', serialNumbers: null },
          { purchaseReceiptItemId: 12, quantity: '1', serialNumbers: ['A', 'B', 'C'] },
        ],
      },
    });
  });

  it('refuses more than is left, bad numbers, no serials, no reason and nothing ticked', () => {
    expect(buildSupplierReturn([{ ...nails, draft: { selected: true, quantity: '4', serialNumbers: [] } }], 'x').errors).toEqual({
      'items.11.quantity': 'Only 3 can still be returned.',
    });
    expect(buildSupplierReturn([{ ...nails, draft: { selected: true, quantity: '1e3', serialNumbers: [] } }], 'x').errors).toEqual({
      'items.11.quantity': 'Enter a quantity above 0.',
    });
    expect(buildSupplierReturn([{ ...nails, draft: { selected: true, quantity: '1.23456', serialNumbers: [] } }], 'x').errors).toEqual({
      'items.11.quantity': 'At most 4 decimal places.',
    });
    expect(buildSupplierReturn([{ ...phones, draft: { selected: true, quantity: '', serialNumbers: [] } }], 'x').errors).toEqual({
      'items.12.serialNumbers': 'Pick the serial numbers going back.',
    });
    expect(buildSupplierReturn([nails, phones], '  ').errors).toEqual({
      reason: 'Say why the goods go back.',
      items: 'Tick at least one line to return.',
    });
  });

  it('puts the server’s errors (by position) on the receipt line they are about', () => {
    const body = {
      reason: 'x',
      items: [
        { purchaseReceiptItemId: 11, quantity: '1' },
        { purchaseReceiptItemId: 12, quantity: '1', serialNumbers: ['A'] },
      ],
    };
    expect(serverErrorsByLine({ 'items.1.serialNumbers': ['Not in stock.'], reason: ['Required.'] }, body)).toEqual({
      'items.12.serialNumbers': 'Not in stock.',
      reason: 'Required.',
    });
  });
});
