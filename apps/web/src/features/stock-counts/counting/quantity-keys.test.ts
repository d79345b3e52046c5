import { describe, expect, it } from 'vitest';
import { pressKey, quantityToSend, type QuantityKey } from './quantity-keys';

const press = (...keys: QuantityKey[]) => keys.reduce(pressKey, '');

describe('the quantity keys', () => {
  it('build a quantity digit by digit, with a decimal point and backspace', () => {
    expect(press('1', '2')).toBe('12');
    expect(press('0', '5')).toBe('5');
    expect(press('.', '5')).toBe('0.5');
    expect(press('1', '.', '2', '5', 'backspace')).toBe('1.2');
    expect(press('1', '.', '.', '5')).toBe('1.5');
  });

  it('take at most 4 decimals', () => {
    expect(press('1', '.', '1', '2', '3', '4', '5')).toBe('1.1234');
  });

  it('add one exactly with +1', () => {
    expect(press('plusOne', 'plusOne')).toBe('2');
    expect(press('2', '.', '5', 'plusOne')).toBe('3.5');
    expect(press('0', '.', '1', '2', '3', '4', 'plusOne')).toBe('1.1234');
  });

  it('sends a number, never an empty or half-typed one', () => {
    expect(quantityToSend('')).toBeNull();
    expect(quantityToSend('.')).toBeNull();
    expect(quantityToSend('3.')).toBe('3');
    expect(quantityToSend('0.25')).toBe('0.25');
  });
});
