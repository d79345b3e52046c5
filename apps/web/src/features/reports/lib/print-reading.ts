import { readingText, type ReadingRow } from '@oim/shared/pos/readings';
import { printRollText } from '@/components/receipt/print-roll-text';

export type ReadingWidth = 58 | 80;

/** A reading as printed on a roll: 32 columns on 58 mm paper, 40 on 80 mm, monospaced. */
export function readingPaperText(rows: readonly ReadingRow[], width: ReadingWidth): string {
  return readingText(rows, width === 80 ? 40 : 32);
}

/** Prints a reading through the browser's print dialog on 58 or 80 mm paper. */
export async function printReading(rows: readonly ReadingRow[], width: ReadingWidth, title: string): Promise<void> {
  await printRollText(readingPaperText(rows, width), width, title, 'reading');
}
