import { z } from 'zod';
import { qty } from '@oim/shared/decimal';
import { lineAmount, toPesos } from '@oim/shared/pos/money';
import { decimal } from '@oim/shared/schemas/masterfile';
import type { ApiRecord } from '@oim/shared/api/records';
import type { UnitOfMeasure } from '@/lib/reference-data/units';
import { toBaseQuantity } from '@/lib/quantity';

/**
 * A product as a line holds it: the whole record, since whoever picks products may read them (a
 * document's line read by someone who may not shows only its lookup: id, SKU, name).
 */
export type ProductSummary = ApiRecord<'products'>;

/** How a line moves stock: adjustments add, take out or set a counted quantity; transfers move out of the source. */
export type LineMode = 'in' | 'out' | 'count';

/** One line of a stock document (adjustment, transfer, purchase order or receipt) as typed. */
export type MovementLineInput = {
  key: string;
  product: ProductSummary | null;
  unit: UnitOfMeasure | null;
  mode: LineMode;
  quantity: string;
  serialNumbers: string[];
  /** A purchase line's cost per unit (empty elsewhere). */
  unitCost: string;
  /** The purchase order line a receipt line receives (null when received without an order). */
  orderItemId: number | null;
  /** What that order line still expects, in the line's unit: the most the line may receive. */
  remaining: string | null;
};

/** What a document's lines check besides product, unit and quantity. */
export type LineRules = {
  /** A purchase line: a unit cost, the line total shown. */
  costed?: boolean;
  /** Serial-tracked products need one serial number per unit (not on an order: nothing moves yet). */
  serials?: boolean;
};

let sequence = 0;
export function newMovementLine(
  product: ProductSummary | null = null,
  mode: LineMode = 'in',
  purchase: Partial<Pick<MovementLineInput, 'unit' | 'quantity' | 'unitCost' | 'orderItemId' | 'remaining'>> = {},
): MovementLineInput {
  return {
    key: `line-${++sequence}`,
    product,
    unit: null,
    mode,
    quantity: '',
    serialNumbers: [],
    unitCost: '',
    orderItemId: null,
    remaining: null,
    ...purchase,
  };
}

/**
 * What a purchase order line's unit cost starts at: the product's last purchase cost (else its
 * cost), both kept per base unit, times the unit's factor, to the centavo; '' when neither is known
 * (never bought and no cost typed, or hidden from whoever may not view product cost).
 */
export function startingUnitCost(product: ProductSummary | null, unit: Pick<UnitOfMeasure, 'factor'> | null): string {
  if (!product || !unit) return '';
  const last = product.lastPurchaseCost ?? null;
  const base = last ?? (product.cost ? product.cost : null);
  return base === null ? '' : toPesos(lineAmount(unit.factor, base)).toFixed(2);
}

/** Whether a line takes serial numbers out of stock at its location (picked), rather than bringing new ones in (typed). */
export function takesSerialsOut(mode: LineMode): boolean {
  return mode === 'out';
}

const quantityText = decimal('quantity', { min: 0, places: 4 });
const unitCostText = decimal('unit cost', { min: 0, places: 2 });

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
export function lineIssues(
  line: MovementLineInput,
  { costed = false, serials = true }: LineRules = {},
): { path: keyof MovementLineInput; message: string }[] {
  const issues: { path: keyof MovementLineInput; message: string }[] = [];
  if (!line.product) issues.push({ path: 'product', message: 'The product field is required.' });
  if (!line.unit) issues.push({ path: 'unit', message: 'The unit field is required.' });
  if (costed) {
    const cost = unitCostText.safeParse(line.unitCost);
    if (!cost.success) issues.push({ path: 'unitCost', message: cost.error.issues[0]?.message ?? 'The unit cost field is required.' });
  }
  const parsed = quantityText.safeParse(line.quantity);
  if (!parsed.success) {
    issues.push({ path: 'quantity', message: parsed.error.issues[0]?.message ?? 'The quantity field is required.' });
    return issues;
  }
  if (line.mode !== 'count' && qty.compare(parsed.data, 0) <= 0)
    issues.push({ path: 'quantity', message: 'The quantity must be more than 0.' });
  else if (line.remaining !== null && qty.compare(parsed.data, line.remaining) > 0)
    issues.push({ path: 'quantity', message: `The order expects only ${line.remaining} more ${line.unit?.unit ?? ''}`.trimEnd() + '.' });
  const product = line.product;
  if (!serials || !product?.isSerialized || !line.unit) return issues;
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
export function linesSchema(emptyMessage: string, rules: LineRules = {}) {
  return z.array(z.custom<MovementLineInput>()).superRefine((lines, ctx) => {
    if (lines.length === 0) ctx.addIssue({ code: 'custom', message: emptyMessage });
    lines.forEach((line, index) => {
      for (const issue of lineIssues(line, rules)) ctx.addIssue({ code: 'custom', path: [index, issue.path], message: issue.message });
    });
  });
}

/** The quantity as sent: trimmed, without a leading plus or needless zeros. */
export function quantityOf(line: MovementLineInput): string {
  return quantityText.parse(line.quantity);
}

/** The unit cost as sent. */
export function unitCostOf(line: MovementLineInput): string {
  return unitCostText.parse(line.unitCost);
}

/** quantity × unit cost in centavos, as the server computes it (0 while either is not a number yet). */
export function lineTotalCentavos(line: Pick<MovementLineInput, 'quantity' | 'unitCost'>): number {
  const quantity = quantityText.safeParse(line.quantity);
  const cost = unitCostText.safeParse(line.unitCost);
  return quantity.success && cost.success ? lineAmount(quantity.data, cost.data) : 0;
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
    unitCost: 'unitCost',
    purchaseOrderItemId: 'quantity',
  };
  const field = fields[match[2]!];
  return field ? { index: Number(match[1]), field } : null;
}
