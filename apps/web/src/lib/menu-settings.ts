import { create } from 'zustand';
import { MENU_SETTINGS_STORAGE_KEY } from './session-store';

/** Navigation sections whose entries can be hidden one by one (spec 2.2). */
export const MENU_SECTIONS = ['sales', 'inventory', 'masterfile', 'purchasing', 'financials', 'reports', 'settings'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Spec 3 'Menu setting': a visible flag per menu label in each section. A label without an entry is visible. */
export type MenuSettings = Partial<Record<MenuSection, Record<string, boolean>>>;

function isMenuSection(value: string): value is MenuSection {
  return (MENU_SECTIONS as readonly string[]).includes(value);
}

/** Reads the stored settings; anything unreadable counts as "nothing hidden". */
export function readMenuSettings(storage: Pick<Storage, 'getItem'> = localStorage): MenuSettings {
  try {
    const raw = storage.getItem(MENU_SETTINGS_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const settings: MenuSettings = {};
    for (const [section, labels] of Object.entries(parsed as Record<string, unknown>)) {
      if (!isMenuSection(section) || !labels || typeof labels !== 'object' || Array.isArray(labels)) continue;
      settings[section] = Object.fromEntries(
        Object.entries(labels as Record<string, unknown>).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      );
    }
    return settings;
  } catch {
    return {};
  }
}

export function isHiddenByMenuSettings(settings: MenuSettings, section: MenuSection | undefined, label: string): boolean {
  return section !== undefined && settings[section]?.[label] === false;
}

type MenuSettingsState = {
  settings: MenuSettings;
  /** Stores new settings (the menu settings screen); the navigation follows at once. */
  save: (settings: MenuSettings) => void;
  reload: () => void;
};

export const useMenuSettings = create<MenuSettingsState>((set) => ({
  settings: typeof localStorage === 'undefined' ? {} : readMenuSettings(),
  save: (settings) => {
    localStorage.setItem(MENU_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    set({ settings });
  },
  reload: () => set({ settings: readMenuSettings() }),
}));

// Another tab saving (or logout clearing) the settings updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === MENU_SETTINGS_STORAGE_KEY) useMenuSettings.getState().reload();
  });
}
