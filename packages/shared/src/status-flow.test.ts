import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_MOVES, PURCHASE_ORDER_STATUSES } from './schemas/purchasing';
import { RMA_MOVES, RMA_STATUSES } from './schemas/rma';
import { SERVICE_ORDER_MOVES, SERVICE_ORDER_STATUSES } from './schemas/service';
import { canMove, isFinal, nextStatuses, type StatusFlow } from './status-flow';

type CountStatus = 'DRAFT' | 'COUNTING' | 'POSTED' | 'CANCELLED';
const STOCK_COUNT: StatusFlow<CountStatus> = {
  DRAFT: ['COUNTING', 'CANCELLED'],
  COUNTING: ['POSTED', 'CANCELLED'],
  POSTED: [],
  CANCELLED: [],
};

/** Every allowed move of a flow as "FROM → TO". */
const moves = <S extends string>(flow: StatusFlow<S>, statuses: readonly S[]) =>
  statuses.flatMap((from) => statuses.filter((to) => canMove(flow, from, to)).map((to) => `${from} → ${to}`));

describe('a status flow', () => {
  it('allows exactly the moves its table lists', () => {
    expect(moves(STOCK_COUNT, ['DRAFT', 'COUNTING', 'POSTED', 'CANCELLED'])).toEqual([
      'DRAFT → COUNTING',
      'DRAFT → CANCELLED',
      'COUNTING → POSTED',
      'COUNTING → CANCELLED',
    ]);
    expect(nextStatuses(STOCK_COUNT, 'COUNTING')).toEqual(['POSTED', 'CANCELLED']);
    expect(canMove(STOCK_COUNT, 'POSTED', 'DRAFT')).toBe(false);
  });

  it('knows the final statuses, and a status the table does not know has no moves', () => {
    expect((['DRAFT', 'COUNTING', 'POSTED', 'CANCELLED'] as const).filter((s) => isFinal(STOCK_COUNT, s))).toEqual(['POSTED', 'CANCELLED']);
    // A stored status the flow does not know (an old row) moves nowhere rather than throwing.
    expect(nextStatuses(STOCK_COUNT, 'ARCHIVED' as CountStatus)).toEqual([]);
    expect(canMove(STOCK_COUNT, 'ARCHIVED' as CountStatus, 'DRAFT')).toBe(false);
  });

  it('purchase orders: send a draft, cancel while nothing came, close a sent or partly received order', () => {
    expect(moves(PURCHASE_ORDER_MOVES, PURCHASE_ORDER_STATUSES)).toEqual([
      'DRAFT → SENT',
      'DRAFT → CANCELLED',
      'SENT → CANCELLED',
      'SENT → CLOSED',
      'PARTIALLY_RECEIVED → CLOSED',
    ]);
  });

  it('RMAs: received, then resolved or rejected; resolved and rejected are final', () => {
    expect(moves(RMA_MOVES, RMA_STATUSES)).toEqual([
      'REQUESTED → RECEIVED',
      'REQUESTED → RESOLVED',
      'REQUESTED → REJECTED',
      'RECEIVED → RESOLVED',
      'RECEIVED → REJECTED',
    ]);
  });

  it('job orders: forward by any steps, back by one, cancelled while open; no move to itself', () => {
    const order = SERVICE_ORDER_STATUSES.filter((s) => s !== 'CANCELLED');
    for (const from of SERVICE_ORDER_STATUSES)
      for (const to of SERVICE_ORDER_STATUSES) {
        const open = from !== 'RELEASED' && from !== 'CANCELLED';
        const step = order.indexOf(to as (typeof order)[number]) - order.indexOf(from as (typeof order)[number]);
        const allowed = open && to !== from && (to === 'CANCELLED' || step > 0 || step === -1);
        expect(canMove(SERVICE_ORDER_MOVES, from, to), `${from} → ${to}`).toBe(allowed);
      }
  });
});
