import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getReceipt, recordReceiptPrinted, type ReceiptData } from './receipt-data';
import { RECEIPT_CSS, ReceiptLayout, type ReceiptWidth } from './receipt-layout';
import { openPrintDialog } from './print-frame';

export type PrintReceiptOptions = {
  /** Mark it REPRINT even if the server has no print counted yet. */
  reprint?: boolean;
  /** After a sale: print only when the printer settings say "Print automatically after a sale". */
  automatic?: boolean;
};

const MM_PER_PX = 25.4 / 96;

function pageCss(width: ReceiptWidth, heightMm: number | null): string {
  // One page per copy, as long as the receipt, so a roll printer cuts (or tears) after each.
  const size = heightMm ? `${width}mm ${heightMm}mm` : `${width}mm 297mm`;
  return `@page { size: ${size}; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; }
.receipt-copy { break-after: page; page-break-after: always; }
.receipt-copy:last-child { break-after: auto; page-break-after: auto; }`;
}

/** Waits (a little, at most) for the logo to be decoded, so it is on the paper. */
async function imagesLoaded(doc: Document): Promise<void> {
  const decoded = Array.from(doc.images).map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined));
  await Promise.race([Promise.all(decoded), new Promise((done) => setTimeout(done, 2000))]);
}

/** Lays the receipt's copies out in a hidden frame sized to the paper. */
async function renderIntoFrame(receipt: ReceiptData, reprint: boolean, provisional = false) {
  const width: ReceiptWidth = receipt.printer.receiptWidth === 80 ? 80 : 58;
  const copies = Math.min(Math.max(Math.trunc(receipt.printer.copies) || 1, 1), 5);
  const frame = document.createElement('iframe');
  frame.title = `Receipt ${receipt.order.salesOrderNumber}`;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-receipt-frame', String(receipt.order.id));
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: `${width}mm`, height: '100px', border: '0' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.title = `${receipt.order.salesOrderNumber}${reprint ? ' (REPRINT)' : ''}`;
  const styles = doc.createElement('style');
  styles.textContent = `${RECEIPT_CSS}\n${pageCss(width, null)}`;
  doc.head.appendChild(styles);
  const container = doc.createElement('div');
  doc.body.appendChild(container);

  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <>
        {Array.from({ length: copies }, (_, copy) => (
          <div key={copy} className="receipt-copy">
            <ReceiptLayout receipt={receipt} width={width} reprint={reprint} provisional={provisional} withStyles={false} />
          </div>
        ))}
      </>,
    ),
  );
  await imagesLoaded(doc);
  const height = doc.querySelector('.receipt')?.getBoundingClientRect().height ?? 0;
  if (height > 0) styles.textContent = `${RECEIPT_CSS}\n${pageCss(width, Math.ceil(height * MM_PER_PX) + 2)}`;
  const cleanup = () => {
    root.unmount();
    frame.remove();
  };
  return { frame, cleanup };
}

/**
 * Prints a sales order's receipt through the browser's print dialog: 58 or 80 mm per the printer
 * settings, as many copies as they say, REPRINT once it has been printed before (or when asked);
 * then counts the print. With `automatic` it prints only if the settings print after every sale.
 */
export async function printReceipt(salesOrderId: number, options: PrintReceiptOptions = {}): Promise<void> {
  const receipt = await getReceipt(salesOrderId);
  if (options.automatic && !receipt.printer.printAutomatically) return;
  const reprint = Boolean(options.reprint) || receipt.isReprint || (receipt.order.receiptPrints ?? 0) > 0;
  const shown: ReceiptData = receipt.printer.showLogo ? receipt : { ...receipt, logo: null };
  const { frame, cleanup } = await renderIntoFrame(shown, reprint);
  await openPrintDialog(frame, cleanup);
  try {
    await recordReceiptPrinted(salesOrderId);
  } catch (error) {
    // The paper is out already; a lost count only means the next print is not marked REPRINT.
    console.error('Could not record the receipt print', error);
  }
}

/**
 * Prints the receipt of a sale made offline (built on the device, with its provisional number):
 * marked "OFFLINE — provisional", and not counted (the server has no such sale yet).
 */
export async function printOfflineReceipt(receipt: ReceiptData): Promise<void> {
  const { frame, cleanup } = await renderIntoFrame(receipt, false, true);
  await openPrintDialog(frame, cleanup);
}
