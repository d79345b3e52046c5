import { describe, expect, it } from 'vitest';
import { formatInZone, ledgerPdfDefinition, zoneLabel } from './ledger-pdf';

const movement = (id: number, createdAt: string) => ({
  id,
  createdAt,
  location: { name: 'Main Store' },
  sourceType: 'ADJUSTMENT',
  sourceNumber: `ADJ-00000${id}`,
  quantity: 1,
  balanceAfter: id,
});
const texts = (definition: unknown) => JSON.stringify(definition);

describe('the ledger PDF', () => {
  it('writes times in the request’s zone: a name, or a fixed offset', () => {
    const instant = new Date('2025-03-01T23:30:00Z');
    expect(formatInZone(instant, { name: 'Asia/Manila' })).toBe(instant.toLocaleString('en-PH', { timeZone: 'Asia/Manila' }));
    expect(formatInZone(instant, { name: 'Asia/Manila' })).toMatch(/^0?3\/0?2\/2025, 7:30:00/);
    expect(formatInZone(instant, { name: 'America/New_York' })).toMatch(/^0?3\/0?1\/2025, 6:30:00/);
    expect(formatInZone(instant, { offsetMinutes: -300 })).toBe(formatInZone(instant, { name: 'America/New_York' }));
    expect(formatInZone(instant, { offsetMinutes: 330 })).toMatch(/^0?3\/0?2\/2025, 5:00:00/);
    expect([zoneLabel({ name: 'Asia/Manila' }), zoneLabel({ offsetMinutes: 330 }), zoneLabel({ offsetMinutes: -300 })]).toEqual([
      'Asia/Manila',
      'UTC+05:30',
      'UTC-05:00',
    ]);
  });

  it('names its zone, and says when it lists only the first movements of more', () => {
    const rows = [movement(2, '2025-03-01T23:30:00Z'), movement(1, '2025-03-01T01:00:00Z')];
    const whole = texts(ledgerPdfDefinition({ title: 'Nail (N-1)', rows, total: 2, zone: { name: 'America/New_York' } }));
    expect(whole).toContain('Times in America/New_York');
    expect(whole).toContain(formatInZone(new Date('2025-03-01T23:30:00Z'), { name: 'America/New_York' }));
    expect(whole).not.toContain('Only the first');
    const cut = texts(ledgerPdfDefinition({ title: 'Nail (N-1)', rows, total: 7012, zone: { name: 'Asia/Manila' } }));
    expect(cut).toContain('Only the first 2 of 7012 movements are listed; narrow the filters to print the rest.');
  });
});
