import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HELP_KEY, TERMINAL_SHORTCUT, isTypingTarget, useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';

// The help and the sale starter load on first use: the terminal's and the sign-in page's budgets carry only this listener.
const ShortcutDialogs = lazy(() => import('./shortcut-dialogs'));

/** Whether a modal dialog is open: a shortcut must not act behind it (or leave a half-filled form). */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * The app-wide keys of a signed-in user: Alt+T starts a new sale at the terminal (as NEW SALES
 * ORDER does) from any page but the terminal's own, and ? opens the keyboard help.
 */
export function ShortcutKeys() {
  const { pathname } = useLocation();
  const onTerminal = pathname === '/pos' || pathname.startsWith('/pos/');
  const wanted = useKeyboardShortcuts((s) => s.helpOpen || s.saleRequests > 0);
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);

  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    const { helpKeyEnabled, saleRequests, set } = useKeyboardShortcuts.getState();
    if (event.key === HELP_KEY && !event.altKey) {
      if (!helpKeyEnabled || isTypingTarget(event.target) || dialogOpen()) return;
      event.preventDefault();
      set({ helpOpen: true });
    } else if (event.code === TERMINAL_SHORTCUT.code && event.altKey && !event.shiftKey) {
      if (onTerminal || dialogOpen()) return;
      event.preventDefault();
      set({ saleRequests: saleRequests + 1 });
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return loaded ? (
    <Suspense fallback={null}>
      <ShortcutDialogs />
    </Suspense>
  ) : null;
}
