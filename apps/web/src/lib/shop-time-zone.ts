import { create } from 'zustand';
import { DEFAULT_SHOP_TIME_ZONE, shopTimeZoneOf } from '@oim/shared/time-zone';

/** Local-storage key of the last zone the shop's profile named, so a reload (or the offline terminal) starts in it. */
export const SHOP_TIME_ZONE_STORAGE_KEY = 'oim-shop-time-zone';

function stored(): string {
  try {
    return shopTimeZoneOf(globalThis.localStorage?.getItem(SHOP_TIME_ZONE_STORAGE_KEY));
  } catch {
    return DEFAULT_SHOP_TIME_ZONE;
  }
}

type ShopTimeZoneState = { timeZone: string };

/**
 * The shop's time zone (its company profile's time_zone; Asia/Manila until the shop picks one).
 * Every screen shows instants in it, whatever zone the browser is in, as the shop's documents do.
 */
export const useShopTimeZone = create<ShopTimeZoneState>(() => ({ timeZone: stored() }));

/** The zone times are shown in now (for formatting outside React). */
export function shopTimeZone(): string {
  return useShopTimeZone.getState().timeZone;
}

/** Takes the zone a loaded company profile names (blank: the default) and keeps it for the next start. */
export function setShopTimeZone(setting: string | null | undefined): void {
  const timeZone = shopTimeZoneOf(setting);
  try {
    globalThis.localStorage?.setItem(SHOP_TIME_ZONE_STORAGE_KEY, timeZone);
  } catch {
    // Private mode or a full storage: the zone still holds for this visit.
  }
  if (useShopTimeZone.getState().timeZone !== timeZone) useShopTimeZone.setState({ timeZone });
}
