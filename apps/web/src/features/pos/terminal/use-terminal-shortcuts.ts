import { useEffect, useRef } from 'react';

/** What the terminal's keys do (see useTerminalShortcuts for which key does what). */
export type TerminalShortcutActions = {
  focusSearch: () => void;
  openCustomer: () => void;
  nextSearchFilter: () => void;
  focusQuantity: () => void;
  lineDiscount: () => void;
  orderDiscount: () => void;
  openPayment: () => void;
  saveSale: () => void;
  saveQuotation: () => void;
  newSale: () => void;
  resetForm: () => void;
  addPayment: () => void;
  moveLine: (step: number) => void;
  focusLineQuantity: () => void;
  focusLinePrice: () => void;
  openSerials: () => void;
  removeLine: () => void;
};

/**
 * Keyboard-first: F1 search, F2 customer, F3 search by, F4 quantity, F6 line discount, F7 order
 * discount, F8 payment, F9 save sale, F10 quotation, Alt+N new sale, Alt+R reset, Alt+P add payment,
 * Alt+↑/↓ line, Alt+Q/E quantity/price, Alt+S serials, Alt+Delete remove — unless a dialog has the
 * keyboard (`enabled` false). The latest actions are used, with one window listener for the page's life.
 */
export function useTerminalShortcuts(enabled: boolean, actions: TerminalShortcutActions) {
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (!enabled) return;
    const act = (fn: () => void) => {
      e.preventDefault();
      fn();
    };
    if (!e.altKey && !e.ctrlKey && !e.metaKey) {
      switch (e.key) {
        case 'F1':
          return act(actions.focusSearch);
        case 'F2':
          return act(actions.openCustomer);
        case 'F3':
          return act(actions.nextSearchFilter);
        case 'F4':
          return act(actions.focusQuantity);
        case 'F6':
          return act(actions.lineDiscount);
        case 'F7':
          return act(actions.orderDiscount);
        case 'F8':
          return act(actions.openPayment);
        case 'F9':
          return act(actions.saveSale);
        case 'F10':
          return act(actions.saveQuotation);
      }
      return;
    }
    if (e.altKey && !e.ctrlKey) {
      switch (e.code) {
        case 'KeyN':
          return act(actions.newSale);
        case 'KeyR':
          return act(actions.resetForm);
        case 'KeyP':
          return act(actions.addPayment);
        case 'ArrowUp':
          return act(() => actions.moveLine(-1));
        case 'ArrowDown':
          return act(() => actions.moveLine(1));
        case 'KeyQ':
          return act(actions.focusLineQuantity);
        case 'KeyE':
          return act(actions.focusLinePrice);
        case 'KeyS':
          return act(actions.openSerials);
        case 'Delete':
          return act(actions.removeLine);
      }
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
