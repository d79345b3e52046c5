import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNewSalesOrder } from '@/features/sales/components/use-new-sales-order';
import { HELP_KEY, TERMINAL_SHORTCUT, isTypingTarget, useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { useCan } from '@/lib/permissions';
import { KeyboardHelpDialog } from './keyboard-help-dialog';

/** Whether a modal dialog is open: a shortcut must not act behind it (or leave a half-filled form). */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * The app-wide keys, for a signed-in user: Alt+T starts a new sale at the terminal (as NEW SALES
 * ORDER does) from any page but the terminal's own, and ? opens the keyboard help.
 */
export default function GlobalShortcuts() {
  const mayStartSale = useCan('Create Sales Orders');
  const newSale = useNewSalesOrder();
  const { pathname } = useLocation();
  const onTerminal = pathname === '/pos' || pathname.startsWith('/pos/');

  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    if (event.key === HELP_KEY && !event.altKey) {
      const { helpKeyEnabled, set } = useKeyboardShortcuts.getState();
      if (!helpKeyEnabled || isTypingTarget(event.target) || dialogOpen()) return;
      event.preventDefault();
      set({ helpOpen: true });
      return;
    }
    if (event.code === TERMINAL_SHORTCUT.code && event.altKey && !event.shiftKey) {
      if (!mayStartSale || onTerminal || newSale.busy || dialogOpen()) return;
      event.preventDefault();
      void newSale.start();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <>
      <KeyboardHelpDialog />
      {newSale.dialog}
    </>
  );
}
