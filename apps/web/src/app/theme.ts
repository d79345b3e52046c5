import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { type AppearanceConfig, themeColorOf } from '@/lib/appearance-store';

/** Sidenav colours: a dark rail in both schemes, as shop back offices usually have. Text keeps 4.5:1 on it. */
export const SIDENAV_COLORS = {
  light: { background: '#1e293b', text: 'rgba(255,255,255,0.8)', muted: 'rgba(255,255,255,0.66)', hover: 'rgba(255,255,255,0.06)' },
  dark: { background: '#0b1220', text: 'rgba(255,255,255,0.8)', muted: 'rgba(255,255,255,0.66)', hover: 'rgba(255,255,255,0.06)' },
} as const;

const REM = 16;

/**
 * The keyboard focus ring (WCAG 2.4.7): a 2px outline in `--focus-ring`, the theme's primary
 * colour (3:1 or more against the surfaces around it); a dark surface such as the sidenav sets
 * its own. Controls inside a clipping container (menus, lists, tabs, grid cells) draw it inside.
 */
export const FOCUS_RING = { outline: '2px solid var(--focus-ring)', outlineOffset: 2 } as const;
const FOCUS_RING_INSET = { outline: '2px solid var(--focus-ring)', outlineOffset: -2 } as const;

/** The MUI theme for an appearance config: scheme, colour, direction, corners and button style. */
export function buildTheme(config: AppearanceConfig): Theme {
  const dark = config.style.colorScheme === 'dark';
  const radius = config.style.borderRadius.value * REM;
  const buttonRadius = config.style.button.borderRadius;
  const color = themeColorOf(config);
  const primary = dark ? color.primaryOnDark : color.primary;
  return createTheme({
    direction: config.direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: primary },
      // Status colours as text (a chip, a field's error) keep 4.5:1 too; MUI's own light warning and info, and dark error, do not.
      ...(dark ? { error: { main: '#f87171' } } : { error: { main: '#c62828' }, warning: { main: '#b45309' }, info: { main: '#0369a1' } }),
      // Text on a coloured surface (a contained button, a chip) is white or dark, whichever reaches 4.5:1.
      contrastThreshold: 4.5,
      background: dark ? { default: '#111827', paper: '#1f2937' } : { default: '#f1f5f9', paper: '#ffffff' },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { fontWeight: 600 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--focus-ring': primary },
          // Links and anything else focusable that MUI does not style; MUI's own text inputs show focus with their border.
          ':focus-visible': FOCUS_RING,
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: buttonRadius ? { root: { borderRadius: buttonRadius } } : {},
      },
      // A disabled field's hint still explains why; only the field itself is greyed (WCAG 1.4.3 exempts it, not its hint).
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
      },
      // A spinner has a name (an unnamed progressbar is a serious axe violation); a caller may name what is loading.
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
      MuiDataGrid: {
        styleOverrides: {
          root: {
            '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
              FOCUS_RING_INSET,
          },
        },
      },
      MuiFab: { styleOverrides: buttonRadius ? { root: { borderRadius: buttonRadius } } : {} },
      MuiDialog: { styleOverrides: { paper: { borderRadius: Math.max(radius, 4) } } },
    },
  });
}
