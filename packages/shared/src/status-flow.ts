/**
 * A document's status flow: for every status, the statuses a person may move it to. A status
 * with no moves is final. Every status is a key, so a new status cannot be forgotten. Server and
 * web read the same table: the server refuses (409) what it does not allow, the web offers only
 * what it allows.
 *
 * @example
 * const STOCK_COUNT_MOVES: StatusFlow<'DRAFT' | 'COUNTING' | 'POSTED' | 'CANCELLED'> = {
 *   DRAFT: ['COUNTING', 'CANCELLED'],
 *   COUNTING: ['POSTED', 'CANCELLED'],
 *   POSTED: [],
 *   CANCELLED: [],
 * };
 */
export type StatusFlow<S extends string> = { readonly [K in S]: readonly S[] };

/** The statuses a document in `from` may move to (none for a final status). */
export function nextStatuses<S extends string>(flow: StatusFlow<S>, from: S): readonly S[] {
  return flow[from] ?? [];
}

/** Whether a document in `from` may move to `to`. */
export function canMove<S extends string>(flow: StatusFlow<S>, from: S, to: S): boolean {
  return nextStatuses(flow, from).includes(to);
}

/** Whether nothing moves a document out of `status` any more. */
export function isFinal<S extends string>(flow: StatusFlow<S>, status: S): boolean {
  return nextStatuses(flow, status).length === 0;
}
