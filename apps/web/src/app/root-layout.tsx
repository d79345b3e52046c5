import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { applyAppearanceQuery, useAppearance } from '@/lib/appearance-store';
import { useSession } from '@/lib/session-store';
import { RouteProgressBar } from './route-progress-bar';
import { ShortcutKeys } from './shortcuts/shortcut-keys';
import { hideSplashScreen } from './splash-screen';
import { StartupErrorHost } from './startup-error-host';
import { useScrollOnNavigation } from './use-scroll-on-navigation';
import { useShopTimeZoneSync } from './use-shop-time-zone-sync';

/** Spec 2.1: ?layout=, ?style=, ?theme= and ?rtl= set the appearance whenever the URL carries them. */
function useAppearanceQueryParams() {
  const { search } = useLocation();
  useEffect(() => {
    if (!search) return;
    const { config, setConfig } = useAppearance.getState();
    const next = applyAppearanceQuery(config, new URLSearchParams(search));
    if (next !== config) setConfig(next);
  }, [search]);
}

/** Wraps every route: progress bar, scrolling, appearance parameters, the splash screen, the app-wide keys. */
export function RootLayout() {
  const navigation = useNavigation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  useAppearanceQueryParams();
  useScrollOnNavigation();
  // Screens show times in the shop's zone; when it changes (rarely: the profile names another), they are drawn again in it.
  const shopTimeZone = useShopTimeZoneSync(isLoggedIn);

  useEffect(() => {
    if (navigation.state === 'idle') hideSplashScreen();
  }, [navigation.state]);

  return (
    <>
      <RouteProgressBar />
      <Outlet key={shopTimeZone} />
      <StartupErrorHost />
      {isLoggedIn ? <ShortcutKeys /> : null}
    </>
  );
}
