import { eq } from 'drizzle-orm';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { customerCredits, rmas } from '../../db/schema/rma';
import { conflict, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { creditSaleReceivables } from '../finance';

/**
 * Uses a customer's store credit: its balance is taken off what the customer owes now (any open
 * receivable, oldest due first) as a CREDIT payment, so a credit sale rung up after the return is
 * paid with it. What cannot be used yet (nothing owed) stays on the credit. Nothing owed at all is
 * a 409; a credit used up is USED.
 */
export async function applyCustomerCredit(ctx: ServiceContext, id: number, paymentDate: string | null): Promise<void> {
  const { tx } = ctx;
  const [credit] = await tx
    .select()
    .from(customerCredits)
    .where(shopWhere(tx, customerCredits, eq(customerCredits.id, id)))
    .for('update');
  if (!credit) throw notFound('customer credit');
  if (credit.status !== 'OPEN' || toCentavos(credit.balance) === 0) throw conflict('This store credit has been used up.');
  const [rma] = await tx
    .select({ rmaNumber: rmas.rmaNumber })
    .from(rmas)
    .where(shopWhere(tx, rmas, eq(rmas.id, credit.rmaId)));
  const used = await creditSaleReceivables(
    ctx,
    {
      customerId: credit.customerId,
      salesOrderId: null,
      rmaId: credit.rmaId,
      rmaNumber: rma!.rmaNumber,
      paymentDate: paymentDate ?? todayIn(),
      customerCreditId: credit.id,
    },
    toCentavos(credit.balance),
  );
  if (used.cents === 0) throw conflict('The customer owes nothing now: ring up the sale on credit (charge), then use the store credit.');
  const balance = toCentavos(credit.balance) - used.cents;
  await tx
    .update(customerCredits)
    .set({ balance: toPesos(balance).toFixed(2), status: balance === 0 ? 'USED' : 'OPEN', updatedAt: new Date() })
    .where(shopWhere(tx, customerCredits, eq(customerCredits.id, id)));
}
