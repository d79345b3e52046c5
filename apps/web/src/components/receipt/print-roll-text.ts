import { openPrintDialog } from './print-frame';

export type RollWidth = 58 | 80;

/**
 * Prints a text the server laid out for a receipt roll (32 monospaced columns on 58 mm paper, 40 on
 * 80 mm) through the browser's print dialog, in a frame of the paper's width.
 */
export async function printRollText(text: string, width: RollWidth, title: string, kind = 'roll-text'): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  // Printed like a receipt (the browser tests catch these frames' prints, a reading's by its kind).
  frame.setAttribute('data-receipt-frame', kind);
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: `${width}mm`, height: '100px', border: '0' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = `@page { size: ${width}mm auto; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
pre { margin: 2mm; font: ${width === 80 ? 11 : 10}px/1.25 ui-monospace, 'DejaVu Sans Mono', monospace; white-space: pre; }`;
  doc.head.appendChild(style);
  const pre = doc.createElement('pre');
  pre.textContent = text;
  doc.body.appendChild(pre);
  // The monospaced font laid out before the dialog takes the page.
  await doc.fonts?.ready;
  await openPrintDialog(frame, () => frame.remove());
}
