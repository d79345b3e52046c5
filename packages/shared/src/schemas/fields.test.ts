import { describe, expect, it } from 'vitest';
import { decimal, email, optionalText, requiredText } from './fields';
import { adjustmentBody } from './inventory';
import { posOrderItemInput } from './pos';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text fields', () => {
  it('refuse a NUL character, which the database cannot store, naming the field', () => {
    expect(messages(requiredText('customer name').safeParse('Juan\u0000'))).toEqual(['The customer name may not contain a NUL character.']);
    expect(messages(optionalText('notes').safeParse('\u0000'))).toEqual(['The notes may not contain a NUL character.']);
    expect(email().safeParse('a\u0000@shop.ph').success).toBe(false);
    expect(requiredText('name').parse('  Juan  ')).toBe('Juan');
  });
});

describe('money and quantities', () => {
  const money = decimal('paid amount');
  const quantity = decimal('quantity', { places: 4 });

  it('refuse more than 2 decimals of money whether sent as a number or as text, never rounding', () => {
    for (const value of [9.995, '9.995', 0.001, '10.001']) {
      expect(messages(money.safeParse(value)), String(value)).toEqual(['The paid amount must be a number with at most 2 decimals.']);
    }
    expect(money.parse(9.99)).toBe('9.99');
    expect(money.parse('10.50')).toBe('10.50');
    expect(money.parse('10.500')).toBe('10.50');
  });

  it('allow 4 decimals of a quantity and no more', () => {
    expect(quantity.parse(1.2345)).toBe('1.2345');
    expect(quantity.safeParse(1.23456).success).toBe(false);
  });

  it('refuse exponent forms, and numbers past what the column holds', () => {
    for (const value of [1e21, 1e-7, '1e3', 1e308, '1E2']) expect(money.safeParse(value).success, String(value)).toBe(false);
    expect(messages(money.safeParse(1e15))).toEqual(['The paid amount must be between 0 and 999999999999.99.']);
    expect(messages(quantity.safeParse(12_345_678_901))).toEqual(['The quantity must be between 0 and 9999999999.9999.']);
    expect(money.safeParse('12\u00003').success).toBe(false);
  });

  it('are checked the same way in a POS line and an adjustment', () => {
    const line = { productId: 1, orderedUomId: 1, orderedQuantity: 1, orderedUnitPrice: 10, lineTotal: 10 };
    expect(posOrderItemInput.safeParse(line).success).toBe(true);
    expect(posOrderItemInput.safeParse({ ...line, orderedUnitPrice: 9.995 }).success).toBe(false);
    expect(posOrderItemInput.safeParse({ ...line, orderedQuantity: 1e21 }).success).toBe(false);
    expect(posOrderItemInput.safeParse({ ...line, orderedQuantity: 1e-7 }).success).toBe(false);
    const item = { productId: 1, uomId: 1, quantity: '1e21' };
    expect(adjustmentBody.safeParse({ locationId: 1, reason: 'Count', items: [item] }).success).toBe(false);
  });
});
