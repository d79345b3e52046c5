import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { DEFAULT_APPEARANCE, mergeConfig, THEME_COLORS, type ColorScheme } from '@/lib/appearance-store';
import { buildTheme, SIDENAV_COLORS } from './theme';

/** WCAG 1.4.3 AA: normal-size text needs 4.5:1 against what is behind it. */
const AA_TEXT = 4.5;

/** A translucent white laid over a solid background, as the browser paints it. */
function over(background: string, whiteAlpha: number): string {
  const channels = background.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
  const mixed = channels.map((c) => Math.round(c + (255 - c) * whiteAlpha));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The opacity of a translucent white such as 'rgba(255,255,255,0.66)'. */
function alphaOf(rgba: string): number {
  return Number(/rgba\(255,\s*255,\s*255,\s*([\d.]+)\)/.exec(rgba)![1]);
}

const schemes: ColorScheme[] = ['light', 'dark'];

describe('the theme colours keep WCAG AA text contrast in both schemes', () => {
  for (const color of THEME_COLORS) {
    for (const scheme of schemes) {
      it(`${color.label}, ${scheme}: primary text on the page and on cards, and the text on a primary button`, () => {
        const theme = buildTheme(mergeConfig(DEFAULT_APPEARANCE, { style: { colorScheme: scheme, themeClassName: color.className } }));
        const { primary, background } = theme.palette;
        expect(getContrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(primary.main, background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(AA_TEXT);
      });

      it(`${color.label}, ${scheme}: error, warning, info and success as text on the page and on cards`, () => {
        const { palette } = buildTheme(
          mergeConfig(DEFAULT_APPEARANCE, { style: { colorScheme: scheme, themeClassName: color.className } }),
        );
        for (const status of [palette.error, palette.warning, palette.info, palette.success]) {
          expect(getContrastRatio(status.main, palette.background.default)).toBeGreaterThanOrEqual(AA_TEXT);
          expect(getContrastRatio(status.main, palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });

      it(`${color.label}, ${scheme}: the sidenav's text, hints and active entry on its rail, hovered or selected`, () => {
        const rail = SIDENAV_COLORS[scheme];
        for (const surface of [rail.background, over(rail.background, 0.06), over(rail.background, 0.08)]) {
          expect(getContrastRatio(color.primaryOnDark, surface)).toBeGreaterThanOrEqual(AA_TEXT);
          expect(getContrastRatio(over(surface, alphaOf(rail.muted)), surface)).toBeGreaterThanOrEqual(AA_TEXT);
          expect(getContrastRatio(over(surface, alphaOf(rail.text)), surface)).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });
    }
  }
});
