import type { AppDeps } from '../../platform/http/deps';

/** What is known of a sale once its transaction has committed. */
export type PostedSale = { tenantId: number; salesOrderId: number };
type Listener = (sale: PostedSale) => void;

/** Listeners by app (its deps), so several apps in one process (the tests) never hear each other's sales. */
const listeners = new WeakMap<AppDeps, Set<Listener>>();

/** Calls listener after each sale of this app commits (metrics); answers a function that stops it. */
export function onSalePosted(deps: AppDeps, listener: Listener): () => void {
  const set = listeners.get(deps) ?? new Set<Listener>();
  listeners.set(deps, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners a sale has committed; a listener that throws never fails the sale. */
export function announceSalePosted(deps: AppDeps, sale: PostedSale): void {
  for (const listener of listeners.get(deps) ?? []) {
    try {
      listener(sale);
    } catch {
      // a listener's failure is its own
    }
  }
}
