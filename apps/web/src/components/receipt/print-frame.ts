/** How long a browser whose print() returns at once (not blocking until the dialog closes) keeps the document. */
const KEEP_FOR_MS = 60_000;
/** How long to wait for afterprint once print() has returned, before counting the print. */
const SETTLE_MS = 500;

/**
 * Opens the browser's print dialog for a frame's document. Resolves once the dialog is done (or
 * has been open for a moment where print() does not block); `cleanup` runs after the printing is
 * surely over, so the document is not taken away from a dialog that still shows it.
 *
 * Printing needs the frame's window focused; the keyboard focus then goes back to where it was
 * (e.g. the terminal's Sale Saved dialog), or it would be lost with the frame and keys would reach
 * nothing.
 */
export function openPrintDialog(frame: HTMLIFrameElement, cleanup: () => void): Promise<void> {
  const win = frame.contentWindow;
  if (!win) {
    cleanup();
    return Promise.resolve();
  }
  const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  return new Promise<void>((resolve) => {
    let printed = false;
    let removed = false;
    let settled = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      cleanup();
    };
    const settle = () => {
      if (settled) return;
      settled = true;
      if (focused?.isConnected) focused.focus({ preventScroll: true });
      resolve();
    };
    const timer = setTimeout(remove, KEEP_FOR_MS);
    win.addEventListener(
      'afterprint',
      () => {
        printed = true;
        clearTimeout(timer);
        // Removing the frame inside its own afterprint handler can abort the job in some browsers.
        setTimeout(remove, 0);
        settle();
      },
      { once: true },
    );
    win.focus();
    win.print();
    if (!printed) setTimeout(settle, SETTLE_MS);
  });
}
