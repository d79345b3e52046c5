import { qty } from '@oim/shared/decimal';

/** A key of the counting screen's pad. */
export type QuantityKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'backspace' | 'plusOne';

/** Quantities take at most 4 decimals and 12 whole digits (the server's limits). */
const MAX_PLACES = 4;
const MAX_WHOLE_DIGITS = 12;

/** The quantity as typed after one key; a key that would make it invalid changes nothing. */
export function pressKey(quantity: string, key: QuantityKey): string {
  if (key === 'backspace') return quantity.slice(0, -1);
  if (key === 'plusOne') {
    const sum = qty.add(quantity === '' || quantity === '.' ? '0' : quantity.replace(/\.$/, ''), 1);
    return sum.split('.')[0]!.length > MAX_WHOLE_DIGITS ? quantity : sum;
  }
  if (key === '.') {
    if (quantity.includes('.')) return quantity;
    return quantity === '' ? '0.' : `${quantity}.`;
  }
  const [whole, places] = quantity.split('.');
  if (places !== undefined) return places.length >= MAX_PLACES ? quantity : `${quantity}${key}`;
  if (whole === '0') return key;
  return whole!.length >= MAX_WHOLE_DIGITS ? quantity : `${quantity}${key}`;
}

/** The quantity as it is sent: "" and "." are none, a trailing point is dropped. */
export function quantityToSend(quantity: string): string | null {
  const text = quantity.replace(/\.$/, '');
  return /^\d+(\.\d{1,4})?$/.test(text) ? text : null;
}
