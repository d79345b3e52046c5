import type { DocumentLine } from '../types';

/** A line as the detail pages show it: a bundle carries its components beneath it. */
export type NestedLine<L extends DocumentLine> = L & { components: L[] };

/**
 * The lines of an order or a quotation with bundle components (lines with a bundleParentId)
 * under their bundle instead of among the lines (spec 4: bundle child lines are hidden). A
 * component whose bundle is missing stays a line of its own, so nothing sold is ever hidden.
 */
export function nestBundleLines<L extends DocumentLine>(lines: readonly L[]): NestedLine<L>[] {
  const byLineNumber = [...lines].sort((a, b) => a.lineNumber - b.lineNumber || a.id - b.id);
  const parents = new Map<number, NestedLine<L>>();
  const top: NestedLine<L>[] = [];
  for (const line of byLineNumber) {
    if (line.bundleParentId === null || line.bundleParentId === undefined) {
      const nested = { ...line, components: [] };
      parents.set(line.id, nested);
      top.push(nested);
    }
  }
  for (const line of byLineNumber) {
    if (line.bundleParentId === null || line.bundleParentId === undefined) continue;
    const parent = parents.get(line.bundleParentId);
    if (parent) parent.components.push(line);
    else top.push({ ...line, components: [] });
  }
  return top;
}

/** The number of lines a cashier rang up (bundle components not counted). */
export function countTopLines(lines: readonly Pick<DocumentLine, 'bundleParentId'>[] | undefined): number {
  return (lines ?? []).filter((l) => l.bundleParentId === null || l.bundleParentId === undefined).length;
}

const quantityFormat = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 4 });

/** A quantity as typed (never rounded to fewer than 4 decimals), with its unit: "2 dozen". */
export function quantityText(quantity: number | string, unit?: string | null): string {
  const n = Number(quantity);
  const text = Number.isFinite(n) ? quantityFormat.format(n) : String(quantity);
  return unit ? `${text} ${unit}` : text;
}
