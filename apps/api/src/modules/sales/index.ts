/**
 * Sales: sales orders (posted, edited, voided), their receipts, picklists, price exceptions, the
 * selling rules and the payment breakdown. Customers and sales channels, quotations and the
 * terminal's search and offline sync are their own modules, which post sales through this door.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerPicklistRoutes } from './picklists.routes';
import { registerPriceExceptionRoutes } from './price-exceptions.routes';
import { registerReceiptRoutes } from './receipts.routes';
import { registerSalesOrderRoutes } from './sales-orders.routes';
import { registerSalesSettingRoutes } from './sales-settings.routes';

export const salesPlugin: FastifyPluginAsync = async (app) => {
  registerSalesOrderRoutes(app);
  registerPriceExceptionRoutes(app);
  registerPicklistRoutes(app);
  registerReceiptRoutes(app);
  registerSalesSettingRoutes(app);
};

// Posting a sale from elsewhere (a quotation converted, a sale the terminal made offline): read
// what it names, resolve it as the seller sells it, post it, number it, answer it.
export {
  lookUpSale,
  offlineResolution,
  resolveSale,
  saleInputOf,
  documentLineFields,
  type OfflineResolution,
  type ResolvedSale,
  type SaleInput,
} from './resolve-sale';
export { postSale } from './post-sale';
export { numberLines } from './sale-rows';
export { numberSale } from './number-sale';
export { journalSale, numberTerminalSale } from './terminal-receipts';
export { findSalesOrder } from './sale-answer';
export { salesOrderResource } from './sales-orders.resource';
// A sales document on paper (the quotation's PDF): the channel's header and the shared layout.
export { companyFor, documentHeaderOf } from './document-header';
export { formatPesos, salesDocumentPdf, totalsOf } from './document-pdf';
// The shell's search (modules/search): sales orders by number.
export { findSalesOrderIds } from './find-sales-orders';
// Operations (metrics) hear of each committed sale; a module that posts one announces it.
export { announceSalePosted, onSalePosted, type PostedSale } from './sale-events';
