import { sql } from 'drizzle-orm';
import { isIsoDate } from '@oim/shared/schemas/fields';
/** The shops are in the Philippines; lists are read in Manila time unless the request says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

export type Zone = { name: string } | { offsetMinutes: number };

export function isTimeZoneName(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of a list request: a valid IANA `timezone` wins; else `timezoneOffset`, either as a JS
 * getTimezoneOffset() number (minutes west of UTC, -480 in Manila) or as "+08:00".
 */
export function zoneOf(timezone?: string, timezoneOffset?: string): Zone | { error: string } {
  if (timezone !== undefined) {
    return isTimeZoneName(timezone) ? { name: timezone } : { error: `The timezone '${timezone}' is not a known time zone.` };
  }
  if (timezoneOffset !== undefined) {
    const iso = /^([+-])(\d{2}):?(\d{2})$/.exec(timezoneOffset);
    if (iso) {
      const minutes = Number(iso[2]) * 60 + Number(iso[3]);
      if (minutes <= 14 * 60) return { offsetMinutes: iso[1] === '-' ? -minutes : minutes };
    } else if (/^-?\d{1,4}$/.test(timezoneOffset)) {
      const west = Number(timezoneOffset);
      if (Math.abs(west) <= 14 * 60) return { offsetMinutes: -west };
    }
    return { error: `The timezoneOffset '${timezoneOffset}' is not a valid offset.` };
  }
  return { name: DEFAULT_TIME_ZONE };
}

/** Minutes east of UTC that a zone is at a given instant. */
function offsetAt(zone: Zone, instant: number): number {
  if ('offsetMinutes' in zone) return zone.offsetMinutes;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone.name,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is exactly a calendar date YYYY-MM-DD between 1900 and 2999 (the shared field schemas' rule). */
export function isValidDate(ymd: string): boolean {
  return isIsoDate(ymd);
}

/** The instant a local wall-clock time happens in a zone. */
function localToInstant(zone: Zone, ymd: string, h: number, mi: number, s: number, ms: number): Date {
  const m = ISO_DATE.exec(ymd)!;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, s, ms);
  let instant = wall - offsetAt(zone, wall) * 60_000;
  instant = wall - offsetAt(zone, instant) * 60_000;
  return new Date(instant);
}

/** 00:00:00.000 to 23:59:59.999 of a day in the zone, as instants. */
export function dayRange(zone: Zone, ymd: string): { from: Date; to: Date } {
  return { from: localToInstant(zone, ymd, 0, 0, 0, 0), to: localToInstant(zone, ymd, 23, 59, 59, 999) };
}

/** Today's date (YYYY-MM-DD) in a zone, Manila unless told. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A date (YYYY-MM-DD) some days later. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date (YYYY-MM-DD) some calendar months later; the 31st becomes the month's last day, never the next month's first. */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Today in the shop's time zone, as SQL, for columns such as overdue (every shop keeps Manila time today). */
export const shopTodaySql = sql`(now() at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)})::date`;

/** "Nov 28, 2026 8:00 AM": an instant as the shop's screens and documents show it, in the shop's zone. */
export function instantText(instant: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}
