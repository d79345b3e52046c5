/** The shop's time zone: its name, checked with the runtime's Intl; no schema library (loaded by every screen). */

/** The zone of a shop that has not chosen one: the shops are in the Philippines. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Manila';

/** Whether text names a time zone this runtime knows (an IANA name such as Asia/Manila, or UTC). */
export function isTimeZoneName(name: string): boolean {
  // A name, not an offset such as +08:00 (which databases read the other way round).
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone a stored setting names: its own when it is a known zone, else the shops' default. */
export function shopTimeZoneOf(setting: string | null | undefined): string {
  return setting && isTimeZoneName(setting) ? setting : DEFAULT_SHOP_TIME_ZONE;
}
