import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The one shortcut to the terminal from anywhere in the app. Alt+T: the terminal keeps F1–F10 and
 * Alt+N/R/P/Q/E/S, and Chromium has no Alt+T of its own (its Alt+D, Alt+E and Alt+F are taken).
 * Matched by physical key, so it works on any keyboard layout and on a Mac (Option+T).
 */
export const TERMINAL_SHORTCUT = { code: 'KeyT', label: 'Alt+T', aria: 'Alt+T' } as const;

/** The key that opens the list of shortcuts, when focus is not in a text field (it can be turned off). */
export const HELP_KEY = '?';

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
  /** Alt+T presses not yet acted on (the sale starts once the user's permissions are known). */
  saleRequests: number;
  set: (patch: Partial<Pick<ShortcutState, 'helpOpen' | 'helpKeyEnabled' | 'saleRequests'>>) => void;
};

export const useKeyboardShortcuts = create<ShortcutState>()(
  persist(
    (set) => ({
      helpOpen: false,
      helpKeyEnabled: true,
      saleRequests: 0,
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
