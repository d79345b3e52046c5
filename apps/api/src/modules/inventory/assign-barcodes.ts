import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { documentSeries, productBarcodes, products } from '../../db/schema/inventory';
import { conflict, invalid } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service-context';
import { shopWhere } from '../../platform/resource/rows';

/** The most products one call gives barcodes to. */
export const ASSIGN_BARCODES_LIMIT = 1000;

export const assignBarcodesBody = z.object({
  productIds: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1, { error: 'Select at least one product.' })
    .max(ASSIGN_BARCODES_LIMIT, { error: `At most ${ASSIGN_BARCODES_LIMIT} products at a time.` }),
});
export type AssignBarcodesBody = z.infer<typeof assignBarcodesBody>;

/** The document_series kind holding the last number of the shop's own barcodes (not a printed document: no prefix). */
const SERIES_KIND = 'shopBarcode';
/** The 11 digits after the leading 2: 200000000001… 299999999999 (before the check digit). */
const LAST_NUMBER = 99_999_999_999;

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** Whether a code is an EAN-13: 13 digits whose last is the check digit of the first 12. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code[12];
}

/** The shop's own EAN-13 of a series number: 2, the number in 11 digits, the check digit (restricted-circulation prefix 200–299). */
export function shopBarcodeOf(number: number): string {
  const twelve = `2${String(number).padStart(11, '0')}`;
  return twelve + ean13CheckDigit(twelve);
}

export type AssignedBarcode = { productId: number; barcode: string };

/**
 * Gives each of the products that has no barcode the shop's next own EAN-13 (the counter in
 * document_series, locked first so concurrent calls take turns and see each other's barcodes),
 * skipping any code the shop already uses as a barcode or a SKU. Products with a barcode keep it.
 * An id that is not one of this shop's products is a 422 naming it, and nothing is written.
 */
export async function assignBarcodes({ tx, tenantId }: ServiceContext, body: AssignBarcodesBody): Promise<AssignedBarcode[]> {
  const ids = [...new Set(body.productIds)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(shopWhere(tx, products, inArray(products.id, ids)));
  const known = new Set(found.map((p) => p.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw invalid({
      productIds: [`The selected products are invalid: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}.`],
    });
  }

  // Taking the counter row's lock before reading which products lack a barcode: a concurrent call waits here.
  const counter = await tx.execute<{ last_number: string | number }>(
    sql`insert into ${documentSeries} (tenant_id, kind, last_number) values (${tenantId}, ${SERIES_KIND}, 0)
        on conflict (tenant_id, kind) do update set last_number = ${documentSeries.lastNumber}
        returning last_number`,
  );
  let last = Number(counter.rows[0]!.last_number);

  const withBarcode = await tx
    .selectDistinct({ productId: productBarcodes.productId })
    .from(productBarcodes)
    .where(shopWhere(tx, productBarcodes, inArray(productBarcodes.productId, ids)));
  const has = new Set(withBarcode.map((b) => b.productId));
  const needing = ids.filter((id) => !has.has(id)).sort((a, b) => a - b);
  if (needing.length === 0) return [];

  const codes: string[] = [];
  while (codes.length < needing.length) {
    const wanted = needing.length - codes.length;
    if (last + wanted > LAST_NUMBER) throw conflict('The shop’s own barcode numbers are used up.');
    const candidates = Array.from({ length: wanted }, (_, i) => shopBarcodeOf(last + 1 + i));
    last += wanted;
    const asBarcodes = await tx
      .select({ code: productBarcodes.barcode })
      .from(productBarcodes)
      .where(shopWhere(tx, productBarcodes, inArray(productBarcodes.barcode, candidates)));
    const asSkus = await tx
      .select({ code: products.sku })
      .from(products)
      .where(shopWhere(tx, products, inArray(sql`lower(${products.sku})`, candidates)));
    const taken = new Set([...asBarcodes, ...asSkus].map((r) => r.code));
    codes.push(...candidates.filter((c) => !taken.has(c)));
  }

  await tx
    .update(documentSeries)
    .set({ lastNumber: last })
    .where(and(eq(documentSeries.tenantId, tenantId), eq(documentSeries.kind, SERIES_KIND)));
  const assigned = needing.map((productId, i) => ({ productId, barcode: codes[i]! }));
  await tx.insert(productBarcodes).values(assigned.map((a) => ({ tenantId, productId: a.productId, barcode: a.barcode })));
  // The offline terminal's catalogue refresh reads what changed.
  await tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(shopWhere(tx, products, inArray(products.id, needing)));
  return assigned;
}
