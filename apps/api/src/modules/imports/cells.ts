import { fromScaled, MONEY, QTY } from '@oim/shared/decimal';
import { isIsoDate } from '@oim/shared/schemas/fields';
import type { ImportField } from '@oim/shared/schemas/imports';

/** A cell read as its field's type: the value as it will be saved, or why it cannot be. */
export type CellResult = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): CellResult => ({ ok: true, value });
const fail = (message: string): CellResult => ({ ok: false, message });

/** The longest item of a list cell (a barcode). */
export const LIST_ITEM_MAX = 64;
/** The largest whole number an integer cell takes (a PostgreSQL integer). */
export const INTEGER_MAX = 2_147_483_647;

/**
 * Control characters a cell may not hold: C0 except tab, line feed and carriage return (a quoted
 * CSV cell keeps its line breaks), DEL, and U+FFFD, which the sheet reader writes for a NUL byte
 * (and which a file in a broken encoding is full of).
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/**
 * Reads one non-blank cell (already trimmed) as `field.type` says. Never rounds: a value that would
 * need rounding, an exponent, a negative or an out-of-range number is an error naming the field.
 */
export function readCell(field: ImportField, text: string): CellResult {
  const { label } = field;
  switch (field.type) {
    case 'money':
      return readDecimal(label, text, MONEY, 'money');
    case 'quantity':
      return readDecimal(label, text, QTY, 'quantity');
    case 'integer':
      return readInteger(label, text);
    case 'boolean':
      return readBoolean(label, text);
    case 'date':
      return readDate(label, text);
    case 'enum':
      return readEnum(label, text, field.values ?? []);
    case 'list':
      return readList(label, text);
    case 'text':
    case 'name':
      return readText(label, text, field.maxLength);
  }
}

/** Characters as a user (and PostgreSQL's varchar) counts them: code points, not UTF-16 units. */
const characterCount = (text: string) => [...text].length;

function readText(label: string, text: string, maxLength: number | undefined): CellResult {
  if (CONTROL.test(text)) return fail(`${label} contains a control character.`);
  // Code points never outnumber UTF-16 units, so only a long text is counted.
  if (maxLength !== undefined && text.length > maxLength && characterCount(text) > maxLength)
    return fail(`${label} may not be longer than ${maxLength} characters.`);
  // A cell beginning with = + - @ is text here, never a formula: it is stored as written.
  return ok(text);
}

/** Barcode-like numbers Excel shortened when it saved a General column as CSV (4.80089E+12): the digits are gone. */
const SHORTENED_NUMBER = /^\d{1,15}(\.\d{1,15})?E\+\d{1,3}$/i;

function readList(label: string, text: string): CellResult {
  const items: string[] = [];
  for (const part of text.split(/[,;]/)) {
    const item = part.trim();
    if (item === '' || items.includes(item)) continue;
    if (CONTROL.test(item)) return fail(`${label} contains a control character.`);
    if (SHORTENED_NUMBER.test(item))
      return fail(`${label}: ${item} is a number Excel shortened to an exponent; format the column as Text and save the file again.`);
    if (characterCount(item) > LIST_ITEM_MAX) return fail(`${label}: each value may not be longer than ${LIST_ITEM_MAX} characters.`);
    items.push(item);
  }
  return ok(items.length > 0 ? items : undefined);
}

const CURRENCY_BEFORE = /^(₱|php|p)\.?/i;
const CURRENCY_AFTER = /(₱|php)$/i;
const EXPONENT = /^(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;
const PLAIN = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Money (₱1,234.50, PHP 1234.5, P 12, 1 234.50) or a quantity (1,234.5), exactly: thousands may be
 * grouped with commas (in threes) or spaces, trailing zeros after the point are not decimals
 * (89.7500 is 89.75), and anything else — more places, an exponent, a minus, parentheses — is an error.
 */
function readDecimal(label: string, text: string, places: number, kind: 'money' | 'quantity'): CellResult {
  // The usual cell (1234.50) is read at once; the rest goes through the forms above.
  const simple = SIMPLE.exec(text);
  const parts = simple ? { whole: simple[1]!, fraction: simple[2] ?? '', negative: false } : decimalParts(text, kind === 'money');
  if (parts === 'exponent') return fail(`${label} may not be written with an exponent (such as 1e21); write the number in full.`);
  if (parts === null)
    return fail(
      kind === 'money' ? `${label} must be an amount in pesos, such as 1,234.50.` : `${label} must be a number, such as 12 or 2.5.`,
    );
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > places)
    return fail(`${label} has ${fraction.length} decimals; ${kind === 'money' ? 'money' : 'a quantity'} has at most ${places}.`);
  const scaled = BigInt(parts.whole + fraction.padEnd(places, '0'));
  if (parts.negative && scaled !== 0n) return fail(`${label} may not be negative.`);
  if (scaled > DECIMAL_MAX) return fail(`${label} may not be more than ${groupThousands(fromScaled(DECIMAL_MAX, places, true))}.`);
  return ok(fromScaled(scaled, places, kind === 'money'));
}

const SIMPLE = /^(\d+)(?:\.(\d*))?$/;
/** numeric(14, places): 14 digits in all. */
const DECIMAL_MAX = BigInt('9'.repeat(14));
const MINUS = /^[-−]/;

/** The digits of a written number, whether it is negative; 'exponent' for 1e21; null for what is not a number. */
function decimalParts(text: string, currency: boolean): { whole: string; fraction: string; negative: boolean } | 'exponent' | null {
  let t = text.replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (MINUS.test(t)) {
    negative = true;
    t = t.slice(1);
  }
  if (currency) {
    t = t.replace(CURRENCY_BEFORE, '');
    if (MINUS.test(t)) {
      negative = true;
      t = t.slice(1);
    }
    t = t.replace(CURRENCY_AFTER, '');
  }
  if (/[-−]$/.test(t)) {
    negative = true;
    t = t.slice(0, -1);
  }
  if (EXPONENT.test(t)) return 'exponent';
  const match = PLAIN.exec(t);
  if (!match || `${match[1] ?? ''}${match[2] ?? ''}` === '') return null;
  return { whole: (match[1] ?? '').replace(/,/g, '') || '0', fraction: match[2] ?? '', negative };
}

const groupThousands = (decimal: string) => decimal.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

const WHOLE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.0*)?$/;

function readInteger(label: string, text: string): CellResult {
  const t = text.replace(/\s+/g, '');
  if (/^[-−]\d/.test(t)) return fail(`${label} may not be negative.`);
  const match = WHOLE.exec(t);
  if (!match) return fail(`${label} must be a whole number.`);
  const n = BigInt(match[1]!.replace(/,/g, ''));
  if (n > BigInt(INTEGER_MAX)) return fail(`${label} may not be more than ${groupThousands(String(INTEGER_MAX))}.`);
  return ok(Number(n));
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'active']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'inactive']);

function readBoolean(label: string, text: string): CellResult {
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail(`${label} must be Yes or No.`);
}

/** A time after the date, as old systems export it (2026-10-15 00:00:00, 10/15/2026 1:30 PM): the date is what is read. */
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[AaPp][Mm])?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
/** Month first, as the Philippines writes dates. */
const US = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})${TIME}$`);

function readDate(label: string, text: string): CellResult {
  let parts: [string, string, string] | null = null;
  const iso = ISO.exec(text);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  const us = US.exec(text);
  if (us) parts = [us[3]!, us[1]!, us[2]!];
  if (!parts) return fail(`${label} must be a date such as 2026-10-15 or 10/15/2026.`);
  const date = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  if (!isIsoDate(date)) return fail(`${label} ${date} is not a calendar date.`);
  return ok(date);
}

/** An enum value or cell ignoring case, spaces and punctuation: "VAT Exempt" and "vat-exempt" are VAT_EXEMPT. */
const enumKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

function readEnum(label: string, text: string, values: readonly string[]): CellResult {
  const key = enumKey(text);
  const value = key === '' ? undefined : values.find((v) => enumKey(v) === key);
  if (value === undefined) return fail(`${label} must be one of ${values.map((v) => v.replaceAll('_', ' ')).join(', ')}.`);
  return ok(value);
}
