import { readingText, type ReadingRow } from '@oim/shared/pos/readings';
import { openPrintDialog } from '@/components/receipt/print-frame';

export type ReadingWidth = 58 | 80;

/** A reading as printed on a roll: 32 columns on 58 mm paper, 40 on 80 mm, monospaced. */
export function readingPaperText(rows: readonly ReadingRow[], width: ReadingWidth): string {
  return readingText(rows, width === 80 ? 40 : 32);
}

/** Prints a reading through the browser's print dialog on 58 or 80 mm paper. */
export async function printReading(rows: readonly ReadingRow[], width: ReadingWidth, title: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  // Printed like a receipt (the browser tests catch these frames' prints).
  frame.setAttribute('data-receipt-frame', 'reading');
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: `${width}mm`, height: '100px', border: '0' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.title = title;
  const style = doc.createElement('style');
  // 40 (or 32) monospaced columns fill the paper's printable width.
  style.textContent = `@page { size: ${width}mm auto; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
pre { margin: 2mm; font: ${width === 80 ? 11 : 10}px/1.25 ui-monospace, 'DejaVu Sans Mono', monospace; white-space: pre; }`;
  doc.head.appendChild(style);
  const pre = doc.createElement('pre');
  pre.textContent = readingPaperText(rows, width);
  doc.body.appendChild(pre);
  // The monospaced font laid out before the dialog takes the page.
  await doc.fonts.ready;
  await openPrintDialog(frame, () => frame.remove());
}
