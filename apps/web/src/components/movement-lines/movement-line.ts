import { z } from 'zod';
import { qty } from '@oim/shared/decimal';
import { decimal } from '@oim/shared/schemas/masterfile';
import type { ApiRelation } from '@oim/shared/api/records';
import type { UnitOfMeasure } from '@/lib/reference-data/units';
import { toBaseQuantity } from '@/lib/quantity';

/** A product as a line holds it. */
export type ProductSummary = ApiRelation<'products'>;

/** How a line moves stock: adjustments add, take out or set a counted quantity; transfers move out of the source. */
export type LineMode = 'in' | 'out' | 'count';

/** One line of an adjustment or a transfer as typed. */
export type MovementLineInput = {
  key: string;
  product: ProductSummary | null;
  unit: UnitOfMeasure | null;
  mode: LineMode;
  quantity: string;
  serialNumbers: string[];
};

let sequence = 0;
export function newMovementLine(product: ProductSummary | null = null, mode: LineMode = 'in'): MovementLineInput {
  return { key: `line-${++sequence}`, product, unit: null, mode, quantity: '', serialNumbers: [] };
}

/** Whether a line takes serial numbers out of stock at its location (picked), rather than bringing new ones in (typed). */
export function takesSerialsOut(mode: LineMode): boolean {
  return mode === 'out';
}

const quantityText = decimal('quantity', { min: 0, places: 4 });

/** The line's quantity in the base unit, or null when it cannot be worked out yet. */
export function lineBaseQuantity(line: Pick<MovementLineInput, 'quantity' | 'unit'>): string | null {
  if (!line.unit) return null;
  return toBaseQuantity(line.quantity, line.unit.factor);
}

/** The serial numbers a serial-tracked line needs: one per base unit. */
export function serialsNeeded(line: Pick<MovementLineInput, 'quantity' | 'unit'>): number | null {
  const base = lineBaseQuantity(line);
  if (base === null || !qty.isWhole(base)) return null;
  return Math.abs(Number(base));
}

/**
 * The checks of one line, with the server's rules and words: a product and one of its units, a
 * quantity (more than 0 to move, 0 or more when counted), and for a serial-tracked product whole
 * units with one serial number each (it cannot be counted).
 */
export function lineIssues(line: MovementLineInput): { path: keyof MovementLineInput; message: string }[] {
  const issues: { path: keyof MovementLineInput; message: string }[] = [];
  if (!line.product) issues.push({ path: 'product', message: 'The product field is required.' });
  if (!line.unit) issues.push({ path: 'unit', message: 'The unit field is required.' });
  const parsed = quantityText.safeParse(line.quantity);
  if (!parsed.success) {
    issues.push({ path: 'quantity', message: parsed.error.issues[0]?.message ?? 'The quantity field is required.' });
    return issues;
  }
  if (line.mode !== 'count' && qty.compare(parsed.data, 0) <= 0)
    issues.push({ path: 'quantity', message: 'The quantity must be more than 0.' });
  const product = line.product;
  if (!product?.isSerialized || !line.unit) return issues;
  if (line.mode === 'count') {
    issues.push({ path: 'mode', message: `Count ${product.productName} by adding or taking out its serial numbers.` });
    return issues;
  }
  const needed = serialsNeeded(line);
  if (needed === null) issues.push({ path: 'quantity', message: `${product.productName} is serial-tracked: move whole units.` });
  else if (line.serialNumbers.length !== needed) {
    issues.push({
      path: 'serialNumbers',
      message: `${product.productName} is serial-tracked: give ${needed} serial number${needed === 1 ? '' : 's'}, one per unit (${line.serialNumbers.length} given).`,
    });
  }
  return issues;
}

/** A zod check of the lines for a form schema (issues on items.N.field). */
export function linesSchema(emptyMessage: string) {
  return z.array(z.custom<MovementLineInput>()).superRefine((lines, ctx) => {
    if (lines.length === 0) ctx.addIssue({ code: 'custom', message: emptyMessage });
    lines.forEach((line, index) => {
      for (const issue of lineIssues(line)) ctx.addIssue({ code: 'custom', path: [index, issue.path], message: issue.message });
    });
  });
}

/** The quantity as sent: trimmed, without a leading plus or needless zeros. */
export function quantityOf(line: MovementLineInput): string {
  return quantityText.parse(line.quantity);
}

/** Server field → line field ('items.0.serialNumbers' → index 0, serialNumbers). */
export function lineFieldOf(serverField: string): { index: number; field: keyof MovementLineInput } | null {
  const match = /^items\.(\d+)\.(\w+)$/.exec(serverField);
  if (!match) return null;
  const fields: Record<string, keyof MovementLineInput> = {
    productId: 'product',
    uomId: 'unit',
    mode: 'mode',
    quantity: 'quantity',
    serialNumbers: 'serialNumbers',
  };
  const field = fields[match[2]!];
  return field ? { index: Number(match[1]), field } : null;
}
