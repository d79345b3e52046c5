import { describe, expect, it } from 'vitest';
import { dateOnly, dateTime, decimal, email, isIsoDate, isIsoDateTime, optionalText, requiredText } from './fields';
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

describe('dates and date-times', () => {
  it('read the whole text as a calendar date, YYYY-MM-DD', () => {
    for (const good of ['2026-11-28', '2024-02-29', '1900-01-01', '2999-12-31']) expect(isIsoDate(good), good).toBe(true);
    const bad = ['2026-11-28T25:00:00Z', '2026-11-28garbage', '2026-06-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-1-5'];
    bad.push(' 2026-11-28', '2026-11-28 ', '20261128', '28/11/2026', '1899-12-31', '3000-01-01', '2026-11-28T00:00:00Z', '');
    for (const wrong of bad) expect(isIsoDate(wrong), wrong).toBe(false);
  });

  it('read the whole text as an instant with its zone; seconds and their fraction are optional', () => {
    const good = ['2026-11-28T14:30+08:00', '2026-11-28T14:30:00+08:00', '2026-11-28T06:30:00.000Z', '2026-11-28T06:30:00.123456Z'];
    for (const value of [...good, new Date(Date.UTC(2026, 10, 28, 6, 30)).toISOString()]) expect(isIsoDateTime(value), value).toBe(true);
    const bad = ['2026-11-28T25:00:00Z', '2026-11-28T24:00:00Z', '2026-11-28T10:60:00Z', '2026-11-28T10:00:60Z', '2026-06-31T10:00:00Z'];
    bad.push('2026-11-28garbage', '2026-11-28', '2026-11-28T10:00:00', '2026-11-28T10:00:00Z garbage', '2026-11-28 10:00:00Z');
    bad.push('2026-11-28T10:00:00+0800', '2026-11-28T10:00:00+08', '2026-11-28T10Z', '1899-12-31T10:00:00Z');
    for (const wrong of bad) expect(isIsoDateTime(wrong), wrong).toBe(false);
  });

  it('refuse what is not one, naming the field', () => {
    for (const wrong of ['2026-11-28T25:00:00Z', '2026-11-28garbage', '2026-06-31'])
      expect(messages(dateOnly('order date').safeParse(wrong))).toEqual(['The order date must be a date (YYYY-MM-DD).']);
    expect(dateOnly('order date').parse('2026-11-28')).toBe('2026-11-28');
    for (const wrong of ['2026-11-28T25:00:00Z', '2026-11-28garbage', '2026-06-31', '2026-06-31T10:00:00Z'])
      expect(messages(dateTime('expense date').safeParse(wrong))).toEqual([
        'The expense date must be a date and time with its zone (ISO 8601, such as 2026-11-28T14:30:00+08:00).',
      ]);
    expect(dateTime('expense date').parse('2026-11-28T14:30:00+08:00')).toBe('2026-11-28T14:30:00+08:00');
  });
});
