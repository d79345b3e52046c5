import { HELP_KEY, TERMINAL_SHORTCUT } from '@/lib/keyboard-shortcuts';

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
