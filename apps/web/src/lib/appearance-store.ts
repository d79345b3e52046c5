import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local-storage key of the appearance config (kept across reloads). */
export const APPEARANCE_STORAGE_KEY = 'oim-appearance-config';

export type LayoutKind = 'vertical' | 'horizontal';
export type Direction = 'ltr' | 'rtl';
export type ColorScheme = 'light' | 'dark';
export type ThemeColorName = 'default' | 'teal' | 'green' | 'purple' | 'red' | 'orange';
export type ThemeClassName = `theme-${ThemeColorName}`;
export type LayoutPresetId = 'apollo' | 'zeus' | 'hermes' | 'ares' | 'ikaros' | 'poseidon';

/** The user's layout, colours and scheme, kept in local storage so they survive a reload (spec 3 'Appearance config'). */
export type AppearanceConfig = {
  /** The pre-built layout this config started from. */
  id: LayoutPresetId;
  layout: LayoutKind;
  direction: Direction;
  style: {
    colorScheme: ColorScheme;
    themeClassName: ThemeClassName;
    borderRadius: { value: number; unit: 'rem' };
    /** undefined = INHERIT (the rounded-corner setting), '9999px' = ROUNDED. */
    button: { borderRadius: string | undefined };
  };
  toolbar: { fixed: boolean };
  footer: { visible: boolean; fixed: boolean };
  boxed: boolean;
  sidenav: {
    title: string;
    imageUrl: string;
    showCollapsePin: boolean;
    user: { visible: boolean };
    search: { visible: boolean };
  };
  configPanel: { visible: boolean };
};

/** Spec 9: rounded-corner choices in rem, and the ROUNDED button radius. */
export const BORDER_RADIUS_CHOICES = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75] as const;
export const ROUNDED_BUTTON_RADIUS = '9999px';

/**
 * The theme colours (spec 2.3), each in two tones that keep WCAG AA text contrast (4.5:1 or more):
 * `primary` on white and the light page (#f1f5f9), `primaryOnDark` on dark surfaces: the dark
 * scheme's pages and cards, and the side navigation's rail in both schemes.
 */
export type ThemeColor = {
  name: ThemeColorName;
  label: string;
  className: ThemeClassName;
  primary: string;
  primaryOnDark: string;
};

export const THEME_COLORS: readonly ThemeColor[] = [
  { name: 'default', label: 'Default', className: 'theme-default', primary: '#4f46e5', primaryOnDark: '#a5b4fc' },
  { name: 'teal', label: 'Teal', className: 'theme-teal', primary: '#0f766e', primaryOnDark: '#5eead4' },
  { name: 'green', label: 'Green', className: 'theme-green', primary: '#15803d', primaryOnDark: '#86efac' },
  { name: 'purple', label: 'Purple', className: 'theme-purple', primary: '#9333ea', primaryOnDark: '#d8b4fe' },
  { name: 'red', label: 'Red', className: 'theme-red', primary: '#b91c1c', primaryOnDark: '#fca5a5' },
  { name: 'orange', label: 'Orange', className: 'theme-orange', primary: '#c2410c', primaryOnDark: '#fdba74' },
];

export const SIDENAV_TITLE = 'OIM';
/** The sidenav logo: a small shop-bag mark, inline so it never needs a request. */
export const SIDENAV_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6366f1"/>' +
      '<path d="M9 12h14l-1.2 12.2a2 2 0 0 1-2 1.8h-7.6a2 2 0 0 1-2-1.8z" fill="#fff"/>' +
      '<path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" stroke-width="2"/></svg>',
  );

const base: AppearanceConfig = {
  id: 'apollo',
  layout: 'vertical',
  direction: 'ltr',
  style: {
    colorScheme: 'light',
    themeClassName: 'theme-default',
    borderRadius: { value: 0.25, unit: 'rem' },
    button: { borderRadius: undefined },
  },
  toolbar: { fixed: true },
  footer: { visible: true, fixed: true },
  boxed: false,
  sidenav: {
    title: SIDENAV_TITLE,
    imageUrl: SIDENAV_LOGO,
    showCollapsePin: true,
    user: { visible: true },
    search: { visible: true },
  },
  configPanel: { visible: true },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object | undefined ? DeepPartial<T[K]> : T[K] };
export type AppearanceUpdate = DeepPartial<AppearanceConfig>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of an update into a config; an explicit undefined clears a value (button radius INHERIT). */
export function mergeConfig<T>(target: T, update: DeepPartial<T> | undefined): T {
  if (!update) return target;
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(update as Record<string, unknown>)) {
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? mergeConfig(current, value) : value;
  }
  return out as T;
}

export type LayoutPreset = { id: LayoutPresetId; name: string; description: string; config: AppearanceConfig };

/** The six pre-built layouts of the configuration panel (spec 2.3). */
export const LAYOUT_PRESETS: readonly LayoutPreset[] = [
  { id: 'apollo', name: 'Apollo', description: 'Vertical, fixed toolbar and footer', config: base },
  {
    id: 'zeus',
    name: 'Zeus',
    description: 'Vertical, compact sidenav without user block or search',
    config: mergeConfig(base, {
      id: 'zeus',
      style: { borderRadius: { value: 0.5 } },
      footer: { fixed: false },
      sidenav: { user: { visible: false }, search: { visible: false } },
    }),
  },
  {
    id: 'hermes',
    name: 'Hermes',
    description: 'Horizontal, boxed content, static toolbar',
    config: mergeConfig(base, {
      id: 'hermes',
      layout: 'horizontal',
      boxed: true,
      toolbar: { fixed: false },
      footer: { fixed: false },
      style: { borderRadius: { value: 0.25 } },
    }),
  },
  {
    id: 'ares',
    name: 'Ares',
    description: 'Vertical, large corners, rounded buttons',
    config: mergeConfig(base, {
      id: 'ares',
      style: { borderRadius: { value: 0.75 }, button: { borderRadius: ROUNDED_BUTTON_RADIUS } },
      sidenav: { search: { visible: false } },
      footer: { fixed: false },
    }),
  },
  {
    id: 'ikaros',
    name: 'Ikaros',
    description: 'Horizontal, full width, fixed toolbar',
    config: mergeConfig(base, {
      id: 'ikaros',
      layout: 'horizontal',
      style: { borderRadius: { value: 0.5 }, button: { borderRadius: ROUNDED_BUTTON_RADIUS } },
    }),
  },
  {
    id: 'poseidon',
    name: 'Poseidon',
    description: 'Vertical, rounded corners and buttons, no collapse pin',
    config: mergeConfig(base, {
      id: 'poseidon',
      style: { borderRadius: { value: 0.5 }, button: { borderRadius: ROUNDED_BUTTON_RADIUS } },
      sidenav: { showCollapsePin: false },
    }),
  },
];

export const DEFAULT_APPEARANCE: AppearanceConfig = base;

function isPresetId(value: string): value is LayoutPresetId {
  return LAYOUT_PRESETS.some((p) => p.id === value);
}

/**
 * A pre-built layout in the given scheme. The reader's own choices of theme colour and text
 * direction stay; the rest of the look comes from the preset.
 */
export function presetConfig(id: LayoutPresetId, current: AppearanceConfig, colorScheme?: ColorScheme): AppearanceConfig {
  const preset = LAYOUT_PRESETS.find((p) => p.id === id) ?? LAYOUT_PRESETS[0]!;
  return mergeConfig(preset.config, {
    direction: current.direction,
    style: { colorScheme: colorScheme ?? current.style.colorScheme, themeClassName: current.style.themeClassName },
  });
}

function truthyParam(value: string): boolean {
  // Like a boolean attribute: present means on, unless it says false/0/off/no.
  return !['false', '0', 'off', 'no'].includes(value.trim().toLowerCase());
}

/**
 * Spec 2.1: the query parameters layout, style, theme and rtl set the appearance on navigation.
 * - layout: a pre-built layout (apollo, zeus, hermes, ares, ikaros, poseidon) or vertical/horizontal
 * - style: light or dark
 * - theme: default, teal, green, purple, red, orange (or theme-<name>)
 * - rtl: true/false (a bare ?rtl means true)
 * Unknown values are ignored. Answers the same object when nothing changes.
 */
export function applyAppearanceQuery(config: AppearanceConfig, params: URLSearchParams): AppearanceConfig {
  let next = config;
  const layout = params.get('layout')?.trim().toLowerCase();
  if (layout) {
    if (isPresetId(layout)) next = presetConfig(layout, next);
    else if (layout === 'vertical' || layout === 'horizontal') next = mergeConfig(next, { layout });
  }
  const style = params.get('style')?.trim().toLowerCase();
  if (style === 'light' || style === 'dark') next = mergeConfig(next, { style: { colorScheme: style } });
  const theme = params
    .get('theme')
    ?.trim()
    .toLowerCase()
    .replace(/^theme-/, '');
  const color = THEME_COLORS.find((c) => c.name === theme);
  if (color) next = mergeConfig(next, { style: { themeClassName: color.className } });
  const rtl = params.get('rtl');
  if (rtl !== null) next = mergeConfig(next, { direction: truthyParam(rtl) ? 'rtl' : 'ltr' });
  return JSON.stringify(next) === JSON.stringify(config) ? config : next;
}

export function themeColorOf(config: AppearanceConfig): ThemeColor {
  return THEME_COLORS.find((c) => c.className === config.style.themeClassName) ?? THEME_COLORS[0]!;
}

type AppearanceState = {
  config: AppearanceConfig;
  update: (update: AppearanceUpdate) => void;
  setConfig: (config: AppearanceConfig) => void;
  applyPreset: (id: LayoutPresetId, colorScheme: ColorScheme) => void;
  reset: () => void;
};

export const useAppearance = create<AppearanceState>()(
  persist(
    (set, get) => ({
      config: DEFAULT_APPEARANCE,
      update: (update) => set({ config: mergeConfig(get().config, update) }),
      setConfig: (config) => set({ config }),
      applyPreset: (id, colorScheme) => set({ config: presetConfig(id, get().config, colorScheme) }),
      reset: () => set({ config: DEFAULT_APPEARANCE }),
    }),
    {
      name: APPEARANCE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ config }) => ({ config }),
      // A config stored by an older version may lack newer fields: fill them from the defaults.
      merge: (persisted, current) => {
        const stored = (persisted as { config?: AppearanceUpdate } | undefined)?.config;
        return { ...current, config: mergeConfig(DEFAULT_APPEARANCE, stored) };
      },
    },
  ),
);
