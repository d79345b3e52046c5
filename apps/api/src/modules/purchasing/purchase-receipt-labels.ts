import { eq } from 'drizzle-orm';
import { QTY, toScaled } from '@oim/shared/decimal';
import type { Tx } from '../../db/client';
import { purchaseReceiptItems, purchaseReceipts } from '../../db/schema/purchasing';
import { invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { LABELS_LIMIT, productLabels, renderLabelsPdf, type LabelLayoutName, type PriceLabel } from '../inventory';

const ONE = 10n ** BigInt(QTY);

/** How many labels a received quantity (in base units) takes: one per unit, a started unit counted whole. */
export function labelsFor(baseQuantity: string): number {
  const scaled = toScaled(baseQuantity, QTY);
  if (scaled <= 0n) return 0;
  return Number((scaled + ONE - 1n) / ONE);
}

/**
 * The price labels of what a purchase receipt brought in, one per unit received (in base units,
 * rounded up), line by line; another shop's or a missing receipt is a 404, more than
 * LABELS_LIMIT labels a 422.
 */
export async function purchaseReceiptLabelsPdf(
  tx: Tx,
  receiptId: number,
  layout: LabelLayoutName,
): Promise<{ number: string; pdf: Buffer }> {
  const [receipt] = await tx
    .select({ number: purchaseReceipts.purchaseReceiptNumber })
    .from(purchaseReceipts)
    .where(shopWhere(tx, purchaseReceipts, eq(purchaseReceipts.id, receiptId)));
  if (!receipt) throw notFound('purchase receipt');
  const lines = await tx
    .select({ productId: purchaseReceiptItems.productId, baseQuantity: purchaseReceiptItems.baseQuantity })
    .from(purchaseReceiptItems)
    .where(shopWhere(tx, purchaseReceiptItems, eq(purchaseReceiptItems.purchaseReceiptId, receiptId)))
    .orderBy(purchaseReceiptItems.lineNumber, purchaseReceiptItems.id);
  const counts = lines.map((line) => labelsFor(line.baseQuantity));
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total > LABELS_LIMIT) {
    throw invalid({ id: [`The receipt would print ${total} labels; at most ${LABELS_LIMIT} labels at a time.`] });
  }
  const labels = await productLabels(
    tx,
    lines.map((line) => line.productId),
  );
  const sheet: PriceLabel[] = lines.flatMap((line, i) => Array.from({ length: counts[i]! }, () => labels.get(line.productId)!));
  return { number: receipt.number, pdf: await renderLabelsPdf(sheet, layout) };
}
