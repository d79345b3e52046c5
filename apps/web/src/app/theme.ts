import { createTheme, type Theme } from '@mui/material/styles';
import { type AppearanceConfig, themeColorOf } from '@/lib/appearance-store';

/** Sidenav colours: a dark rail in both schemes, as shop back offices usually have. */
export const SIDENAV_COLORS = {
  light: { background: '#1e293b', text: 'rgba(255,255,255,0.78)', muted: 'rgba(255,255,255,0.5)', hover: 'rgba(255,255,255,0.06)' },
  dark: { background: '#0b1220', text: 'rgba(255,255,255,0.78)', muted: 'rgba(255,255,255,0.5)', hover: 'rgba(255,255,255,0.06)' },
} as const;

const REM = 16;

/** The MUI theme for an appearance config: scheme, colour, direction, corners and button style. */
export function buildTheme(config: AppearanceConfig): Theme {
  const dark = config.style.colorScheme === 'dark';
  const radius = config.style.borderRadius.value * REM;
  const buttonRadius = config.style.button.borderRadius;
  return createTheme({
    direction: config.direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: themeColorOf(config).primary },
      background: dark ? { default: '#111827', paper: '#1f2937' } : { default: '#f1f5f9', paper: '#ffffff' },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { fontWeight: 600 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: buttonRadius ? { root: { borderRadius: buttonRadius } } : {},
      },
      MuiFab: { styleOverrides: buttonRadius ? { root: { borderRadius: buttonRadius } } : {} },
      MuiDialog: { styleOverrides: { paper: { borderRadius: Math.max(radius, 4) } } },
    },
  });
}
