import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The one shortcut to the terminal from anywhere in the app. Alt+T: the terminal keeps F1–F10 and
 * Alt+N/R/P/Q/E/S, and Chromium, Edge and Firefox give Alt+T no action of their own on Windows and Linux.
 * Matched by physical key, so it works on any keyboard layout and on a Mac (Option+T).
 */
export const TERMINAL_SHORTCUT = { code: 'KeyT', label: 'Alt+T', aria: 'Alt+T' } as const;

/** The key that opens the list of shortcuts, when focus is not in a text field (it can be turned off). */
export const HELP_KEY = '?';

export type Shortcut = { keys: string; does: string };
export type ShortcutGroup = { title: string; shortcuts: readonly Shortcut[] };

/** What the keyboard help dialog lists; the terminal's keys are those of its page (features/pos). */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: TERMINAL_SHORTCUT.label, does: 'Start a new sale at the terminal (asks for the sales channel when you have several)' },
      { keys: HELP_KEY, does: 'Show this list (when you are not typing in a field)' },
      { keys: 'Tab', does: 'First on a page: Skip to main content' },
      { keys: 'Escape', does: 'Close a dialog or menu' },
    ],
  },
  {
    title: 'Lists',
    shortcuts: [
      { keys: 'Arrow keys', does: 'Move between the cells of a list' },
      { keys: 'Enter', does: 'Open the record of the row' },
    ],
  },
  {
    title: 'Terminal',
    shortcuts: [
      { keys: 'F1', does: 'Search for a product' },
      { keys: 'F2', does: 'Choose the customer' },
      { keys: 'F3', does: 'Change what the search looks in' },
      { keys: 'F4', does: 'Quantity of the next product' },
      { keys: 'F6', does: 'Discount on the selected line' },
      { keys: 'F7', does: 'Discount on the whole order' },
      { keys: 'F8', does: 'Payment' },
      { keys: 'F9', does: 'Save the sale' },
      { keys: 'F10', does: 'Save as a quotation' },
      { keys: 'Alt+↑ / Alt+↓', does: 'Select the line above or below' },
      { keys: 'Alt+Q', does: 'Quantity of the selected line' },
      { keys: 'Alt+E', does: 'Unit price of the selected line' },
      { keys: 'Alt+S', does: 'Serial numbers of the selected line' },
      { keys: 'Alt+Delete', does: 'Remove the selected line' },
      { keys: 'Alt+P', does: 'Add a payment' },
      { keys: 'Alt+N', does: 'New sale' },
      { keys: 'Alt+R', does: 'Reset the sale' },
    ],
  },
];

/** Whether a key pressed here would type text (an input, a text area, a select or editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

/** Local-storage key of the shortcut settings. */
export const SHORTCUT_SETTINGS_KEY = 'oim-keyboard-shortcuts';

type ShortcutState = {
  helpOpen: boolean;
  /** WCAG 2.1.4: a one-character shortcut can be turned off (speech input types characters). */
  helpKeyEnabled: boolean;
  set: (patch: Partial<Pick<ShortcutState, 'helpOpen' | 'helpKeyEnabled'>>) => void;
};

export const useKeyboardShortcuts = create<ShortcutState>()(
  persist(
    (set) => ({
      helpOpen: false,
      helpKeyEnabled: true,
      set: (patch) => set(patch),
    }),
    {
      name: SHORTCUT_SETTINGS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ helpKeyEnabled }) => ({ helpKeyEnabled }),
    },
  ),
);
