import { describe, expect, it } from 'vitest';
import { spanPieces, type Piece } from './rollup-spans';

const HOUR = 3_600_000;
const MANILA = 8 * HOUR;

/** The hours [from, to) a piece stands for, by walking Manila's calendar one hour at a time. */
function hoursOf(p: Piece): [number, number] {
  if ('hours' in p) return [p.hours.from, p.hours.to];
  const local = new Date(p.start + MANILA);
  expect(local.getUTCHours(), 'a span starts at midnight in Manila').toBe(0);
  expect(local.getUTCDate(), 'a span starts on the 1st').toBe(1);
  if (p.span === 'year') expect(local.getUTCMonth()).toBe(0);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const end = (p.span === 'year' ? Date.UTC(y + 1, 0, 1) : Date.UTC(y, m + 1, 1)) - MANILA;
  return [p.start, end];
}

/** Every hour the pieces touch counts once inside [start, end] and not at all outside it. */
function expectExact(start: Date, end: Date) {
  const counts = new Map<number, number>();
  for (const p of spanPieces(start, end)) {
    const [from, to] = hoursOf(p);
    for (let h = from; h < to; h += HOUR) counts.set(h, (counts.get(h) ?? 0) + p.sign);
  }
  const wrong: string[] = [];
  for (const [h, c] of counts)
    if (c !== (h >= start.getTime() && h <= end.getTime() ? 1 : 0)) wrong.push(`${new Date(h).toISOString()}: ${c}`);
  for (let h = start.getTime(); h <= end.getTime(); h += HOUR) if (!counts.has(h)) wrong.push(`${new Date(h).toISOString()}: missing`);
  expect(wrong.slice(0, 5), `${start.toISOString()}–${end.toISOString()}`).toEqual([]);
}

const instant = (iso: string) => new Date(iso);

describe('the span cover of a period', () => {
  it('reads a whole Manila year and month as one span each, and a rolling year as this year plus the edge of the last', () => {
    expect(spanPieces(instant('2025-12-31T16:00:00Z'), instant('2026-12-31T15:59:59.999Z'))).toEqual([
      { sign: 1, span: 'year', start: Date.parse('2025-12-31T16:00:00Z') },
    ]);
    expect(spanPieces(instant('2026-10-31T16:00:00Z'), instant('2026-11-30T15:59:59.999Z'))).toEqual([
      { sign: 1, span: 'month', start: Date.parse('2026-10-31T16:00:00Z') },
    ]);
    // 2025-11-26 to 2026-11-25 in Manila: 2026 less its last 36 days, December 2025 and 5 days of November by the hour.
    const pieces = spanPieces(instant('2025-11-25T16:00:00Z'), instant('2026-11-25T15:59:59.999Z'));
    expect(pieces.filter((p) => 'span' in p && p.sign === 1).length).toBe(2);
    expect(pieces.filter((p) => 'hours' in p).length).toBeLessThanOrEqual(3);
    expectExact(instant('2025-11-25T16:00:00Z'), instant('2026-11-25T15:59:59.999Z'));
  });

  it('counts every hour once for random periods, in Manila days and in New York days', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const base = Date.parse('2024-01-01T00:00:00Z');
    for (let i = 0; i < 60; i++) {
      const from = base + Math.floor(random() * 3 * 365 * 24) * HOUR;
      const length = Math.ceil(random() ** 2 * 800 * 24) * HOUR;
      expectExact(new Date(from), new Date(from + length - 1));
    }
    // New York days (UTC−5, whole hours) across a Manila year's end.
    expectExact(instant('2025-06-01T05:00:00Z'), instant('2026-02-01T04:59:59.999Z'));
  });
});
