import { api } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/offline/connectivity';

/**
 * What is left this week of a purchase booklet's cap of basic necessities that take the senior
 * citizen / PWD 5% (pesos), as the server counts it (this shop's earlier sales of the week under
 * the booklet; the sale being edited left out). Offline: null, the 5% on the whole sale (the
 * server keeps an offline sale's 5% as given; see docs/architecture.md).
 */
export async function getBasicNecessityAllowance(bookletNumber: string, salesOrderId: number | null): Promise<number | null> {
  const query = new URLSearchParams({ bookletNumber, ...(salesOrderId ? { salesOrderId: String(salesOrderId) } : {}) });
  try {
    const answer = await api.get<{ data: { remaining: number } }>(`sales/special-discount/basic-necessity-allowance?${query.toString()}`);
    return answer.data.remaining;
  } catch (error) {
    if (isNetworkFailure(error)) return null;
    throw error;
  }
}
