/**
 * Finance: what the shop is owed and owes, and the money that settles it. Receivables are written
 * by sales (credit and installment sales), payables by purchasing (receipts on credit); payments
 * collect and pay them. Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerLedgerRoutes } from './ledger.routes';
import { registerPaymentRoutes } from './payments.routes';
import { registerReceivableAndPayableRoutes } from './receivables-payables.routes';

export const financePlugin: FastifyPluginAsync = async (app) => {
  registerReceivableAndPayableRoutes(app);
  registerPaymentRoutes(app);
  registerLedgerRoutes(app);
};

export { createPayable, payableHasPayments, updatePayableOf, voidPayableOf, type NewPayable, type PayableTerms } from './payables';
export {
  creditReceiptPayable,
  creditSaleReceivables,
  payDepositRefund,
  payRefund,
  standingDepositRefund,
  type DepositOf,
  type ReturnOf,
} from './return-money';
export {
  createOpeningReceivables,
  deleteOpeningBalances,
  firstPaidOpeningBalance,
  voidOpeningBalances,
  type NewOpeningReceivable,
} from './opening-balances';
export { countBooks, reconcileBooks, type BookDifference, type BooksChecked } from './reconcile';
