import type { PosOrderBody } from '@oim/shared/schemas/pos';
import type { Tx } from '../../db/client';
import { checkKey, isKey, rememberAnswer, replayOf, requestHash } from '../../platform/documents';
import { forbidden, invalid } from '../../platform/errors';
import type { PendingSignIn } from '../../platform/http/routes';
import { answerResource } from '../../platform/resource/list';
import type { Tenant } from '../../platform/tenancy';
import { checkSaleTerminal } from '../pos-terminals';
import { lockServiceOrderForSale, releaseServiceOrder } from '../service';
import { editSale } from './edit-sale';
import { numberSale } from './number-sale';
import { postSale } from './post-sale';
import { lookUpSale, resolveSale, saleInputOf } from './resolve-sale';
import { findSalesOrder, ORDER_DETAIL } from './sale-answer';
import { salesOrderResource } from './sales-orders.resource';
import { journalSale, numberTerminalSale } from './terminal-receipts';

type Answer = { message: string; data: Record<string, unknown> };

/**
 * What POST sales/pos-order did: a new sale (`postedId`, answered 201), an edit of the order the
 * terminal had open (201), or, under an Idempotency-Key already used, the first answer again (`replay`).
 */
export type PosOrderPosting =
  { replay: { status: number; body: unknown } } | { replay?: undefined; answer: Answer; postedId: number | null };

/**
 * Rings up a sale from the terminal (spec 7.3 POST sales/pos-order), signing the caller in with
 * the sale's first statement. With an Idempotency-Key a retry within 24 hours answers the first
 * result and never sells twice.
 */
export async function postPosOrder(
  { tx, tenant, signIn }: { tx: Tx; tenant: Tenant; signIn: PendingSignIn },
  body: PosOrderBody,
  key: string | undefined,
): Promise<PosOrderPosting> {
  const claim = key && isKey(key) ? { tenant: tenant.id, key, hash: requestHash(body) } : undefined;
  // The key is claimed by the statement that reads what the sale names (undone if the caller is refused).
  const found = await lookUpSale(tx, signIn.userId, saleInputOf(body), { claim, session: signIn });
  const user = signIn.complete(found.sessionUser);
  if (key) checkKey(key);
  if (claim && !found.claimed) return { replay: await replayOf(tx, claim.key, claim.hash) };
  const ctx = { tx, tenant, user };
  // An order opened at the terminal and saved again is an edit (spec 3: activeSalesOrderId).
  if (body.activeSalesOrderId && !user.permissions.has('Edit Sales Orders')) throw forbidden();
  // A job order's sale (from its generate-sales-order draft): the order is locked here, so two
  // terminals posting it at once queue and the second finds it sold (409 naming the sale).
  const serviceOrderId = body.serviceOrderId ?? null;
  if (serviceOrderId !== null) {
    if (!user.permissions.has('Generate Sales Orders')) throw forbidden();
    if (body.activeSalesOrderId) throw invalid({ serviceOrderId: ['A job order is sold by a new sale, not by an edit of another.'] });
    await lockServiceOrderForSale(tx, serviceOrderId);
  }
  // A new sale at a channel with BIR terminals names its terminal, which needs an open shift.
  const at = body.activeSalesOrderId ? null : await checkSaleTerminal(tx, body);
  const sale = await resolveSale(
    tx,
    user,
    { ...saleInputOf(body), basicNecessity: body.activeSalesOrderId ? { saleId: body.activeSalesOrderId } : {} },
    'order',
    found,
  );
  if (body.activeSalesOrderId) {
    await editSale(ctx, body.activeSalesOrderId, sale, body.publicNote ?? null);
    const answer = { message: 'Sales order updated successfully.', data: (await findSalesOrder(tx, body.activeSalesOrderId, user))! };
    if (key) await rememberAnswer(tx, key, 201, answer);
    return { answer, postedId: null };
  }
  // The answer is made of what the sale wrote and looked up, not read back.
  const posted = await postSale(ctx, sale, { publicNote: body.publicNote ?? null, numberLater: true });
  const answer = {
    message: 'Sales order created successfully.',
    data: await answerResource(
      tx,
      salesOrderResource,
      { ...posted.order, serviceOrderId, refundTotal: 0 },
      ORDER_DETAIL,
      user,
      posted.rows,
    ),
  };
  // The terminal's invoice number, then the shop's: each counter stays locked from its number to the commit.
  if (at) await numberTerminalSale(ctx, at, posted.id, answer.data);
  // The number last, after the answer is made: other terminals wait on the counter from here to the commit.
  answer.data.salesOrderNumber = await numberSale(ctx, posted.id, key ? { key, status: 201, body: answer } : undefined);
  if (serviceOrderId !== null)
    await releaseServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, serviceOrderId, {
      id: posted.id,
      salesOrderNumber: answer.data.salesOrderNumber as string,
    });
  if (at) await journalSale(ctx, answer.data, 'RECEIPT');
  return { answer, postedId: posted.id };
}
