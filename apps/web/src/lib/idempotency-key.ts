/**
 * A fresh Idempotency-Key for one attempt at a write the server must never do twice (a sale, a
 * payment): the same key on its retries. randomUUID exists only in secure contexts, so a shop
 * reaching the server over its LAN address gets the time and a random part instead.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
