import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import Portal from '@mui/material/Portal';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import rtlPlugin from 'stylis-plugin-rtl';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useAppearance } from '@/lib/appearance-store';
import { useNotices } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { buildTheme } from './theme';

// One emotion cache per direction: the RTL one flips left/right in every generated rule.
const ltrCache = createCache({ key: 'mui', prepend: true });
const rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [rtlPlugin] });

/** Spec 9: the resize event is fired again 200 ms after a config change (charts and grids re-measure). */
export const RESIZE_AFTER_CONFIG_CHANGE_MS = 200;

function useDocumentAppearance() {
  const config = useAppearance((s) => s.config);
  const first = useRef(true);

  useEffect(() => {
    const html = document.documentElement;
    html.dir = config.direction;
    html.dataset.colorScheme = config.style.colorScheme;
    html.dataset.theme = config.style.themeClassName;
    html.dataset.layout = config.layout;
    html.style.colorScheme = config.style.colorScheme;
  }, [config]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => window.dispatchEvent(new Event('resize')), RESIZE_AFTER_CONFIG_CHANGE_MS);
    return () => window.clearTimeout(timer);
  }, [config]);
}

/**
 * The snackbar, put into <body> only while a notice shows. An open dialog hides everything that
 * was on the page when it opened from assistive technology; a notice raised from the dialog (a
 * failed save) must not be hidden with it.
 */
export function NoticeLayer() {
  const showing = useNotices((s) => s.current !== null);
  return showing ? (
    <Portal>
      <SnackbarHost />
    </Portal>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const config = useAppearance((s) => s.config);
  const theme = useMemo(() => buildTheme(config), [config]);
  useDocumentAppearance();
  return (
    <CacheProvider value={config.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          <NoticeLayer />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
