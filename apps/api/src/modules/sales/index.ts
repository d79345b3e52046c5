/**
 * Sales: customers, sales channels, the terminal's product search, sales orders (posted, edited,
 * voided), receipts, quotations and picklists, and the receivables credit sales create.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerCustomerRoutes } from './customers.routes';
import { registerOfflineSyncRoutes } from './offline-sync.routes';
import { registerPicklistRoutes } from './picklists.routes';
import { registerPosProductRoutes } from './pos-products.routes';
import { registerPriceExceptionRoutes } from './price-exceptions.routes';
import { registerQuotationRoutes } from './quotations.routes';
import { registerReceiptRoutes } from './receipts.routes';
import { registerSalesChannelRoutes } from './sales-channels.routes';
import { registerSalesOrderRoutes } from './sales-orders.routes';
import { registerSalesSettingRoutes } from './sales-settings.routes';

export const salesPlugin: FastifyPluginAsync = async (app) => {
  registerCustomerRoutes(app);
  registerSalesChannelRoutes(app);
  registerPosProductRoutes(app);
  registerSalesOrderRoutes(app);
  registerOfflineSyncRoutes(app);
  registerPriceExceptionRoutes(app);
  registerQuotationRoutes(app);
  registerPicklistRoutes(app);
  registerReceiptRoutes(app);
  registerSalesSettingRoutes(app);
};

// A new shop's day-one records (modules/platform's createShop).
export { setUpSales } from './set-up-sales';
// Writing records without HTTP (the demo catalogue).
export { customerResource } from './customers.resource';
export { customerCreate } from './customers.routes';
// The shell's search (modules/search): what each kind of sales record answers to a typed term.
export { searchProducts } from './product-search';
export { findCustomerIds, findQuotationIds, findSalesOrderIds } from './find-records';
export { quotationResource } from './quotations.resource';
export { salesOrderResource } from './sales-orders.resource';
// Finance lists and collects what credit sales are owed (modules/finance), and keeps its payments idempotent.
export { checkKey, claimKey, isKey, rememberAnswer, replayOf, requestHash } from './idempotency';
export { receivableResource } from './sales-orders.resource';
// Operations (metrics) hear of each committed sale.
export { onSalePosted, type PostedSale } from './sale-events';
