import { sql } from 'drizzle-orm';
import { fieldErrors } from '@oim/shared/field-errors';
import type { ListQuery } from '@oim/shared/list-query';
import { badQuery, invalid, type FieldErrors } from '../../platform/errors';
import { dayRange, isValidDate, zoneOf, type Zone } from '../../platform/time-zone';

/** The longest range a report answers: two calendar years of days. */
const MAX_YEARS = 2;

export const utcDay = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
export const ymdOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** The zone a report period names (timeZone: an IANA name, or a fixed offset east of UTC written as ±HH:MM). */
export function zoneNamed(timeZone: string): Zone {
  const m = OFFSET.exec(timeZone);
  return m ? { offsetMinutes: (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) } : { name: timeZone };
}

/** A zone as a period's timeZone: its name, or its offset as ±HH:MM. */
function zoneText(zone: Zone): string {
  if ('name' in zone) return zone.name;
  const minutes = Math.abs(zone.offsetMinutes);
  return `${zone.offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** YYYY-MM-DD of an instant in a zone. */
function localDate(instant: Date, zone: Zone): string {
  if ('offsetMinutes' in zone) return ymdOf(instant.getTime() + zone.offsetMinutes * 60_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone.name, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function addYears(ymd: string, years: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  // 29 February plus a year is 28 February, never 1 March.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * A report's period: calendar days from–to (inclusive) of a zone, the ids it is narrowed to, and
 * the list's other filters (when the report keeps them for its list).
 */
export type ReportPeriod = { from: string; to: string; timeZone: string; ids: Record<string, number | undefined>; rest: ListQuery };

/**
 * Reads a report's period from a list query: the date column as the list protocol writes a period
 * (`<dateColumn>[between]=from,to`, `[gte]`, `[lte]`, or one day), whole-number id filters, and the
 * zone whose calendar days are counted (`timezone` or `timezoneOffset` as in every list, default
 * Manila). The default period is the current month in that zone. Other filters are a 400 unless
 * `keepOtherFilters` (they are then left in `rest` for the list to judge); a bad range or zone a 422.
 */
export function readReportPeriod(
  list: ListQuery,
  options: { dateColumn: string; idFilters: readonly string[]; keepOtherFilters?: boolean; now?: Date },
): ReportPeriod {
  const { dateColumn, idFilters, keepOtherFilters = false, now = new Date() } = options;
  const unknown: FieldErrors = fieldErrors();
  const errors: FieldErrors = fieldErrors();
  const named = zoneOf(list.timezone, list.timezoneOffset);
  if ('error' in named) throw invalid({ [list.timezone !== undefined ? 'timezone' : 'timezoneOffset']: [named.error] });
  const timeZone = zoneText(named);
  const today = localDate(now, named);
  let from = `${today.slice(0, 8)}01`;
  let to = ymdOf(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0));
  const ids: Record<string, number | undefined> = {};
  const others: ListQuery['filters'] = [];
  const date = (key: string, raw: string) => {
    const value = raw.trim();
    if (!isValidDate(value)) (errors[key] ??= []).push(`'${raw}' is not a date (YYYY-MM-DD).`);
    return value;
  };

  for (const filter of list.filters) {
    const key = filter.comparison === 'eq' ? filter.column : `${filter.column}[${filter.comparison}]`;
    if (filter.value.trim() === '') continue;
    if (filter.column === dateColumn) {
      if (filter.comparison === 'between') {
        const parts = filter.value.split(',');
        if (parts.length !== 2) (errors[key] ??= []).push('The between filter needs two comma-separated dates.');
        else [from, to] = [date(key, parts[0]!), date(key, parts[1]!)];
      } else if (filter.comparison === 'gte') from = date(key, filter.value);
      else if (filter.comparison === 'lte') to = date(key, filter.value);
      else if (filter.comparison === 'eq') from = to = date(key, filter.value);
      else (unknown[key] ??= []).push(`The ${dateColumn} of this report is filtered with between, gte, lte or one date.`);
    } else if (idFilters.includes(filter.column) && filter.comparison === 'eq') {
      if (/^\d{1,15}$/.test(filter.value.trim())) ids[filter.column] = Number(filter.value.trim());
      else (errors[key] ??= []).push(`'${filter.value}' is not a whole number.`);
    } else if (keepOtherFilters) {
      others.push(filter);
    } else {
      (unknown[key] ??= []).push(`Unknown filter column '${filter.column}'.`);
    }
  }
  if (Object.keys(unknown).length > 0) throw badQuery(unknown);
  if (Object.keys(errors).length === 0) {
    if (from > to) errors[dateColumn] = ['The start of the period must not be after its end.'];
    else if (to >= addYears(from, MAX_YEARS)) errors[dateColumn] = [`The period may be at most ${MAX_YEARS} years long.`];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { from, to, timeZone, ids, rest: { ...list, filters: others } };
}

/** The instants a period covers: 00:00:00 of its first day to 23:59:59.999 of its last, in its zone. */
export function periodInstants(period: { from: string; to: string; timeZone: string }): { start: Date; end: Date } {
  const zone = zoneNamed(period.timeZone);
  return { start: dayRange(zone, period.from).from, end: dayRange(zone, period.to).to };
}

/**
 * The zone as an SQL literal, written into the statement so the grouped and the selected expression
 * are one; an offset is an interval, since PostgreSQL reads a bare '+08:00' zone as POSIX (west positive).
 */
export const zoneLiteral = (timeZone: string) => {
  const zone = zoneNamed(timeZone);
  return 'name' in zone ? sql.raw(`'${zone.name.replaceAll("'", "''")}'`) : sql.raw(`interval '${zone.offsetMinutes} minutes'`);
};

const HOUR_MS = 3_600_000;

/**
 * Whether every day of the period (and so every week and month of it) starts on a whole UTC hour in
 * its zone: then each hour of the hourly rollups falls inside one local day, and the rollups answer
 * exactly. Not so in a zone of +05:30, or one whose offset changes by half an hour.
 */
export function periodOfWholeHours(period: { from: string; to: string; timeZone: string }): boolean {
  const key = `${period.timeZone}|${period.from}|${period.to}`;
  const known = wholeHourPeriods.get(key);
  if (known !== undefined) return known;
  const zone = zoneNamed(period.timeZone);
  let whole = true;
  if ('offsetMinutes' in zone) whole = zone.offsetMinutes % 60 === 0;
  else {
    for (let day = period.from; whole && day <= period.to; day = ymdOf(utcDay(day) + 86_400_000))
      whole = dayRange(zone, day).from.getTime() % HOUR_MS === 0;
    whole &&= dayRange(zone, period.to).to.getTime() % HOUR_MS === HOUR_MS - 1;
  }
  // A year of days takes ~50 ms to walk, and a report asks several times per request.
  if (wholeHourPeriods.size >= 1000) wholeHourPeriods.clear();
  wholeHourPeriods.set(key, whole);
  return whole;
}

const wholeHourPeriods = new Map<string, boolean>();
