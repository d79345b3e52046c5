import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPrintDialog } from './print-frame';

function setUp() {
  const button = document.createElement('button');
  button.textContent = 'Next Sale';
  document.body.appendChild(button);
  button.focus();
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow!;
  // What printing does to the page: the frame's window takes the focus, so the page's is lost.
  vi.spyOn(win, 'focus').mockImplementation(() => (document.activeElement as HTMLElement | null)?.blur());
  const cleanup = vi.fn(() => frame.remove());
  return { button, frame, win, cleanup };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('openPrintDialog', () => {
  it('gives the keyboard focus back to what had it once the print dialog closes', async () => {
    const { button, frame, win, cleanup } = setUp();
    vi.spyOn(win, 'print').mockImplementation(() => {
      expect(document.activeElement).not.toBe(button);
      win.dispatchEvent(new Event('afterprint'));
    });
    await openPrintDialog(frame, cleanup);
    expect(document.activeElement).toBe(button);
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledOnce());
  });

  it('does so too where print() returns at once, after a moment, and only once', async () => {
    vi.useFakeTimers();
    const { button, frame, win, cleanup } = setUp();
    vi.spyOn(win, 'print').mockImplementation(() => undefined);
    const done = openPrintDialog(frame, cleanup);
    expect(document.activeElement).not.toBe(button);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(document.activeElement).toBe(button);
    // The cashier moves on; a late afterprint does not pull the focus back.
    const other = document.createElement('input');
    document.body.appendChild(other);
    other.focus();
    win.dispatchEvent(new Event('afterprint'));
    expect(document.activeElement).toBe(other);
  });
});
