import { beforeEach, describe, expect, it } from 'vitest';
import {
  APPEARANCE_STORAGE_KEY,
  applyAppearanceQuery,
  DEFAULT_APPEARANCE,
  LAYOUT_PRESETS,
  ROUNDED_BUTTON_RADIUS,
  useAppearance,
} from './appearance-store';

const query = (search: string) => new URLSearchParams(search);

function stored(): unknown {
  return JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null');
}

/** What a fresh page load would read: the stored value, rehydrated into the store. */
async function reload(raw: string | null) {
  useAppearance.setState({ config: DEFAULT_APPEARANCE });
  if (raw === null) localStorage.removeItem(APPEARANCE_STORAGE_KEY);
  else localStorage.setItem(APPEARANCE_STORAGE_KEY, raw);
  await useAppearance.persist.rehydrate();
  return useAppearance.getState().config;
}

describe('appearance config in local storage', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppearance.getState().reset();
  });

  it('starts from the default look: vertical, light, left to right, footer shown', async () => {
    const config = await reload(null);
    expect(config.layout).toBe('vertical');
    expect(config.style.colorScheme).toBe('light');
    expect(config.direction).toBe('ltr');
    expect(config.footer.visible).toBe(true);
    expect(config.configPanel.visible).toBe(true);
  });

  it('keeps dark mode, theme colour, RTL, corners and button style across a reload', async () => {
    const { update } = useAppearance.getState();
    update({ style: { colorScheme: 'dark', themeClassName: 'theme-teal', borderRadius: { value: 1.25, unit: 'rem' } } });
    update({ direction: 'rtl', style: { button: { borderRadius: ROUNDED_BUTTON_RADIUS } }, footer: { visible: false } });
    const raw = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    expect(stored()).toMatchObject({ state: { config: { direction: 'rtl' } } });

    const config = await reload(raw);
    expect(config.style).toEqual({
      colorScheme: 'dark',
      themeClassName: 'theme-teal',
      borderRadius: { value: 1.25, unit: 'rem' },
      button: { borderRadius: ROUNDED_BUTTON_RADIUS },
    });
    expect(config.direction).toBe('rtl');
    expect(config.footer).toEqual({ visible: false, fixed: true });
  });

  it('goes back to INHERIT buttons when ROUNDED is switched off, and remembers that', async () => {
    const { update } = useAppearance.getState();
    update({ style: { button: { borderRadius: ROUNDED_BUTTON_RADIUS } } });
    update({ style: { button: { borderRadius: undefined } } });
    const config = await reload(localStorage.getItem(APPEARANCE_STORAGE_KEY));
    expect(config.style.button.borderRadius).toBeUndefined();
  });

  it('applies a pre-built layout in light or dark, keeping the chosen colour and direction', () => {
    const { update, applyPreset } = useAppearance.getState();
    update({ direction: 'rtl', style: { themeClassName: 'theme-red' } });
    applyPreset('hermes', 'dark');
    const config = useAppearance.getState().config;
    expect(config.layout).toBe('horizontal');
    expect(config.boxed).toBe(true);
    expect(config.style.colorScheme).toBe('dark');
    expect(config.style.themeClassName).toBe('theme-red');
    expect(config.direction).toBe('rtl');
  });

  it('offers six pre-built layouts, vertical and horizontal', () => {
    expect(LAYOUT_PRESETS).toHaveLength(6);
    expect(new Set(LAYOUT_PRESETS.map((p) => p.config.layout))).toEqual(new Set(['vertical', 'horizontal']));
  });

  it('fills fields missing from an older stored config with the defaults', async () => {
    const old = JSON.stringify({ state: { config: { layout: 'horizontal', style: { colorScheme: 'dark' } } }, version: 1 });
    const config = await reload(old);
    expect(config.layout).toBe('horizontal');
    expect(config.style.colorScheme).toBe('dark');
    expect(config.style.themeClassName).toBe('theme-default');
    expect(config.sidenav.search.visible).toBe(true);
  });

  it('ignores an unreadable stored value', async () => {
    const config = await reload('{not json');
    expect(config).toEqual(DEFAULT_APPEARANCE);
  });
});

describe('appearance from the query parameters', () => {
  it('switches the colour scheme with ?style=', () => {
    expect(applyAppearanceQuery(DEFAULT_APPEARANCE, query('style=dark')).style.colorScheme).toBe('dark');
    const dark = applyAppearanceQuery(DEFAULT_APPEARANCE, query('style=dark'));
    expect(applyAppearanceQuery(dark, query('style=light')).style.colorScheme).toBe('light');
  });

  it('sets the theme colour with ?theme=, by name or class name', () => {
    expect(applyAppearanceQuery(DEFAULT_APPEARANCE, query('theme=teal')).style.themeClassName).toBe('theme-teal');
    expect(applyAppearanceQuery(DEFAULT_APPEARANCE, query('theme=theme-orange')).style.themeClassName).toBe('theme-orange');
  });

  it('switches to right-to-left with ?rtl=true and back with ?rtl=false', () => {
    const rtl = applyAppearanceQuery(DEFAULT_APPEARANCE, query('rtl=true'));
    expect(rtl.direction).toBe('rtl');
    expect(applyAppearanceQuery(rtl, query('rtl=false')).direction).toBe('ltr');
    expect(applyAppearanceQuery(DEFAULT_APPEARANCE, query('rtl')).direction).toBe('rtl');
  });

  it('picks a pre-built layout or a plain layout kind with ?layout=', () => {
    const hermes = applyAppearanceQuery(DEFAULT_APPEARANCE, query('layout=hermes'));
    expect(hermes.id).toBe('hermes');
    expect(hermes.layout).toBe('horizontal');
    expect(applyAppearanceQuery(DEFAULT_APPEARANCE, query('layout=horizontal')).layout).toBe('horizontal');
  });

  it('applies several parameters together, the scheme after the layout', () => {
    const config = applyAppearanceQuery(DEFAULT_APPEARANCE, query('layout=ikaros&style=dark&theme=purple&rtl=1'));
    expect(config).toMatchObject({ id: 'ikaros', layout: 'horizontal', direction: 'rtl' });
    expect(config.style).toMatchObject({ colorScheme: 'dark', themeClassName: 'theme-purple' });
  });

  it('ignores unknown values and leaves the config untouched', () => {
    const same = applyAppearanceQuery(DEFAULT_APPEARANCE, query('layout=sideways&style=sepia&theme=pink&page=2'));
    expect(same).toBe(DEFAULT_APPEARANCE);
  });

  it('is stored like any other change once applied', async () => {
    localStorage.clear();
    useAppearance.getState().reset();
    const { config, setConfig } = useAppearance.getState();
    setConfig(applyAppearanceQuery(config, query('style=dark&theme=green')));
    const reloaded = await reload(localStorage.getItem(APPEARANCE_STORAGE_KEY));
    expect(reloaded.style.colorScheme).toBe('dark');
    expect(reloaded.style.themeClassName).toBe('theme-green');
  });
});
