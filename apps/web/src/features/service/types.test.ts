import { describe, expect, it } from 'vitest';
import { estimateCentavos } from './components/service-order-form-schema';
import { ageOf, canCancel, canMoveTo } from './types';

describe('what the board and the list offer for a job order', () => {
  it('offers forward moves, one step back and CANCELLED, never RELEASED or a move of a closed order', () => {
    const inProgress = { status: 'IN_PROGRESS' as const };
    expect(canMoveTo(inProgress, 'READY_FOR_PICKUP')).toBe(true);
    expect(canMoveTo(inProgress, 'WAITING_FOR_PARTS')).toBe(true);
    expect(canMoveTo(inProgress, 'DIAGNOSING')).toBe(false);
    expect(canMoveTo(inProgress, 'IN_PROGRESS')).toBe(false);
    expect(canMoveTo(inProgress, 'CANCELLED')).toBe(true);
    expect(canMoveTo({ status: 'READY_FOR_PICKUP' }, 'RELEASED')).toBe(false);
    expect(canMoveTo({ status: 'CANCELLED' }, 'RECEIVED')).toBe(false);
    expect(canMoveTo({ status: 'RELEASED' }, 'READY_FOR_PICKUP')).toBe(false);
  });

  it('offers Cancel for every open order, never for a released or cancelled one', () => {
    for (const status of [
      'RECEIVED',
      'DIAGNOSING',
      'WAITING_FOR_APPROVAL',
      'WAITING_FOR_PARTS',
      'IN_PROGRESS',
      'READY_FOR_PICKUP',
    ] as const)
      expect(canCancel({ status }), status).toBe(true);
    expect(canCancel({ status: 'RELEASED' })).toBe(false);
    expect(canCancel({ status: 'CANCELLED' })).toBe(false);
  });

  it('says how long the item has been in, in the largest whole unit', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(ageOf('2026-11-26T09:59:40Z', now)).toBe('now');
    expect(ageOf('2026-11-26T09:15:00Z', now)).toBe('45 min');
    expect(ageOf('2026-11-26T05:00:00Z', now)).toBe('5 h');
    expect(ageOf('2026-11-23T09:00:00Z', now)).toBe('3 d');
  });

  it('totals the estimate to the centavo as typed, a line not yet a number counting as nothing', () => {
    expect(
      estimateCentavos([
        { quantity: '1.5', unitPrice: '1500.10' },
        { quantity: '1', unitPrice: '500' },
        { quantity: 'x', unitPrice: '10' },
      ]),
    ).toBe(275_015);
  });
});
