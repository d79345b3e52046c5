import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPrintDialog } from '@/components/receipt/print-frame';
import { receiptAnswer } from '@/components/receipt/receipt-test-data';
import type { ReceiptData } from '@/components/receipt/receipt-data';
import { fakeApi, signInForTests, type FakeRequest } from '@/lib/testing';
import { printReceipt } from './print-receipt';

vi.mock('@/components/receipt/print-frame', () => ({ openPrintDialog: vi.fn() }));

type Printed = { html: string; css: string; frameWidth: string; copies: number; logos: number };
let printed: Printed[];
let requests: FakeRequest[];
let prints: number;

function serve(receipt: ReceiptData) {
  prints = receipt.order.receiptPrints ?? 0;
  requests = fakeApi(({ method, path }) => {
    if (method === 'GET' && path === 'sales/sales-orders/41/receipt')
      return { body: { data: { ...receipt, isReprint: prints > 0, order: { ...receipt.order, receiptPrints: prints } } } };
    if (method === 'POST' && path === 'sales/sales-orders/41/receipt/printed') return { body: { data: { receiptPrints: ++prints } } };
    return undefined;
  });
}

const printedCalls = () => requests.filter((r) => r.path.endsWith('/receipt/printed'));

beforeEach(() => {
  signInForTests();
  printed = [];
  vi.mocked(openPrintDialog).mockImplementation(async (frame, cleanup) => {
    const doc = frame.contentDocument!;
    printed.push({
      html: doc.body.textContent ?? '',
      css: doc.head.textContent ?? '',
      frameWidth: frame.style.width,
      copies: doc.querySelectorAll('.receipt-copy').length,
      logos: doc.querySelectorAll('img.receipt-logo').length,
    });
    cleanup();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(openPrintDialog).mockReset();
});

describe('printReceipt', () => {
  it('prints the receipt in a frame sized to the paper, then counts the print once', async () => {
    serve(receiptAnswer());
    await printReceipt(41);
    expect(printed).toHaveLength(1);
    expect(printed[0]!.html).toContain('Demo Hardware');
    expect(printed[0]!.html).toContain('SO-000041');
    expect(printed[0]!.html).not.toContain('REPRINT');
    expect(printed[0]!.css).toMatch(/@page \{ size: 58mm [\d.]+mm; margin: 0; \}/);
    expect(printed[0]!.frameWidth).toBe('58mm');
    expect(printedCalls()).toHaveLength(1);
    // The frame is gone once printing is over.
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('prints 80 mm receipts and as many copies as the settings say, still counting one print', async () => {
    serve(receiptAnswer({ printer: { receiptWidth: 80, copies: 3, printAutomatically: false, showLogo: true } }));
    await printReceipt(41);
    expect(printed[0]!.css).toMatch(/@page \{ size: 80mm /);
    expect(printed[0]!.frameWidth).toBe('80mm');
    expect(printed[0]!.copies).toBe(3);
    expect(printedCalls()).toHaveLength(1);
  });

  it('marks the second print REPRINT, and any print asked for as a reprint', async () => {
    serve(receiptAnswer());
    await printReceipt(41);
    await printReceipt(41);
    expect(printed.map((p) => p.html.includes('REPRINT'))).toEqual([false, true]);
    expect(printedCalls()).toHaveLength(2);

    serve(receiptAnswer());
    await printReceipt(41, { reprint: true });
    expect(printed[2]!.html).toContain('REPRINT');
  });

  it('after a sale prints only when the settings print automatically', async () => {
    serve(receiptAnswer({ printer: { receiptWidth: 58, copies: 1, printAutomatically: false, showLogo: true } }));
    await printReceipt(41, { automatic: true });
    expect(printed).toHaveLength(0);
    expect(printedCalls()).toHaveLength(0);

    serve(receiptAnswer({ printer: { receiptWidth: 58, copies: 1, printAutomatically: true, showLogo: true } }));
    await printReceipt(41, { automatic: true });
    expect(printed).toHaveLength(1);
    expect(printedCalls()).toHaveLength(1);
  });

  it('prints the logo only when the settings show it', async () => {
    serve(receiptAnswer({ printer: { receiptWidth: 58, copies: 2, printAutomatically: false, showLogo: true } }));
    await printReceipt(41);
    serve(receiptAnswer({ printer: { receiptWidth: 58, copies: 1, printAutomatically: false, showLogo: false } }));
    await printReceipt(41);
    expect(printed.map((p) => p.logos)).toEqual([2, 0]);
  });

  it('fails without printing or counting when the receipt cannot be loaded', async () => {
    requests = fakeApi(() => ({ status: 404, body: { message: 'Sales order not found.' } }));
    await expect(printReceipt(41)).rejects.toThrow('Sales order not found.');
    expect(printed).toHaveLength(0);
    expect(printedCalls()).toHaveLength(0);
  });
});
