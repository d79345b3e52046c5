import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { api } from './api-client';
import { MENU_SETTINGS_STORAGE_KEY, useSession } from './session-store';

/** Navigation sections whose entries can be hidden one by one (spec 2.2). */
export const MENU_SECTIONS = ['sales', 'inventory', 'masterfile', 'purchasing', 'financials', 'reports', 'settings'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Spec 3 'Menu setting': a visible flag per menu label in each section. A label without an entry is visible. */
export type MenuSettings = Partial<Record<MenuSection, Record<string, boolean>>>;

function isMenuSection(value: string): value is MenuSection {
  return (MENU_SECTIONS as readonly string[]).includes(value);
}

/** Keeps the known sections and their true/false flags; anything else counts as "nothing hidden". */
export function toMenuSettings(value: unknown): MenuSettings {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const settings: MenuSettings = {};
  for (const [section, labels] of Object.entries(value as Record<string, unknown>)) {
    if (!isMenuSection(section) || !labels || typeof labels !== 'object' || Array.isArray(labels)) continue;
    settings[section] = Object.fromEntries(
      Object.entries(labels as Record<string, unknown>).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  }
  return settings;
}

/** Reads the stored settings; anything unreadable counts as "nothing hidden". */
export function readMenuSettings(storage: Pick<Storage, 'getItem'> = localStorage): MenuSettings {
  try {
    const raw = storage.getItem(MENU_SETTINGS_STORAGE_KEY);
    return raw ? toMenuSettings(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function isHiddenByMenuSettings(settings: MenuSettings, section: MenuSection | undefined, label: string): boolean {
  return section !== undefined && settings[section]?.[label] === false;
}

type MenuSettingsState = {
  settings: MenuSettings;
  /** Stores new settings (the menu settings screen, the server's copy); the navigation follows at once. */
  save: (settings: MenuSettings) => void;
  reload: () => void;
};

export const useMenuSettings = create<MenuSettingsState>((set, get) => ({
  settings: typeof localStorage === 'undefined' ? {} : readMenuSettings(),
  save: (settings) => {
    const text = JSON.stringify(settings);
    localStorage.setItem(MENU_SETTINGS_STORAGE_KEY, text);
    // The same settings again (every start) leave the navigation as it is.
    if (JSON.stringify(get().settings) !== text) set({ settings });
  },
  reload: () => set({ settings: readMenuSettings() }),
}));

// Another tab saving (or logout clearing) the settings updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === MENU_SETTINGS_STORAGE_KEY) useMenuSettings.getState().reload();
  });
}

/** The shop's menu settings as the server keeps them (GET/PUT setting/menu-settings). */
export const menuSettingsQueryKey = ['setting', 'menu-settings'] as const;

export async function fetchMenuSettings(): Promise<MenuSettings> {
  return toMenuSettings((await api.get<{ data: unknown }>('setting/menu-settings')).data);
}

/**
 * Loads the shop's menu settings from the server into the stored copy when the shell starts (the
 * stored copy shows meanwhile, and stays if the server cannot be reached).
 */
export function useServerMenuSettings() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const query = useQuery({ queryKey: menuSettingsQueryKey, queryFn: fetchMenuSettings, enabled: isLoggedIn, staleTime: 5 * 60_000 });
  const { data } = query;
  useEffect(() => {
    if (data) useMenuSettings.getState().save(data);
  }, [data]);
  return query;
}

/** What a navigation tree looks like to the menu settings (the app's navigation items fit it). */
export type MenuTreeItem = {
  type: string;
  label: string;
  section?: MenuSection;
  flag?: string;
  children?: readonly MenuTreeItem[];
};

export type MenuSectionEntries = {
  section: MenuSection;
  /** The section's group label in the navigation, e.g. 'Sales'. */
  title: string;
  /** Every label inside the group that a menu setting can hide, in menu order. */
  entries: { label: string; flag?: string }[];
};

/** The labels of each section of a navigation tree, in the order of MENU_SECTIONS (the menu settings screen). */
export function menuSectionEntries(items: readonly MenuTreeItem[]): MenuSectionEntries[] {
  const found = new Map<MenuSection, MenuSectionEntries>();
  const labelsUnder = (children: readonly MenuTreeItem[], inheritedFlag: string | undefined, into: MenuSectionEntries) => {
    for (const child of children) {
      if (child.type === 'subheading') {
        labelsUnder(child.children ?? [], inheritedFlag, into);
        continue;
      }
      const flag = child.flag ?? inheritedFlag;
      if (!into.entries.some((e) => e.label === child.label)) into.entries.push({ label: child.label, ...(flag ? { flag } : {}) });
      if (child.children) labelsUnder(child.children, flag, into);
    }
  };
  const walk = (nodes: readonly MenuTreeItem[]) => {
    for (const node of nodes) {
      if (node.type === 'dropdown' && node.section && !found.has(node.section)) {
        const entries: MenuSectionEntries = { section: node.section, title: node.label, entries: [] };
        labelsUnder(node.children ?? [], node.flag, entries);
        found.set(node.section, entries);
      } else if (node.children) walk(node.children);
    }
  };
  walk(items);
  return MENU_SECTIONS.flatMap((section) => {
    const entry = found.get(section);
    return entry ? [entry] : [];
  });
}
