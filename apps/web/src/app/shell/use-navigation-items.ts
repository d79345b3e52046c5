import { useMemo } from 'react';
import { usePermissions } from '@/lib/permissions';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useMenuSettings, useServerMenuSettings } from '@/lib/menu-settings';
import { NAVIGATION_ITEMS } from '../navigation/navigation-items';
import { visibleNavigation } from '../navigation/navigation-visibility';

const none = new Set<string>();

/**
 * The navigation this user may see, following permissions, feature flags and menu settings. The
 * shop's menu settings are fetched once the shell starts and replace the stored copy.
 */
export function useNavigationItems() {
  const { data: permissions } = usePermissions();
  const { data: flags } = useFeatureFlags();
  useServerMenuSettings();
  const menuSettings = useMenuSettings((s) => s.settings);
  return useMemo(
    () => visibleNavigation(NAVIGATION_ITEMS, { permissions: permissions ?? none, flags: flags ?? {}, menuSettings }),
    [permissions, flags, menuSettings],
  );
}
