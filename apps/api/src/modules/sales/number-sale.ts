import type { SessionContext } from '../../platform/service-context';
import { numberAndKeep, numberOnly } from './sale.statements';

/**
 * Gives a posted sale its gap-free number, on the order and on its ledger rows, in one statement
 * (see postSale: the counter stays locked from here to the commit). With `answer`, the
 * Idempotency-Key's first answer is kept in the same statement, the number written into it.
 */
export async function numberSale(
  ctx: SessionContext,
  orderId: number,
  answer?: { key: string; status: number; body: { data: Record<string, unknown> } },
): Promise<string> {
  const { tx, tenant } = ctx;
  const [row] = answer
    ? await numberAndKeep(tx, {
        tenant: tenant.id,
        order: orderId,
        key: answer.key,
        status: answer.status,
        answer: JSON.stringify(answer.body),
      })
    : await numberOnly(tx, { tenant: tenant.id, order: orderId });
  return row!.number as string;
}
