/**
 * Inventory: the catalogue (products, prices, bundles), stock on hand and its ledger, serial
 * numbers, adjustments and transfers. Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerAdjustmentRoutes } from './adjustments.routes';
import { registerProductLabelRoutes } from './product-labels.routes';
import { registerProductPricingRoutes } from './product-pricing.routes';
import { registerProductExportRoutes } from './products-export.routes';
import { registerProductRoutes } from './products.routes';
import { registerSerialNumberRoutes } from './serial-numbers.routes';
import { registerStockRoutes } from './stocks.routes';
import { registerTransferRoutes } from './transfers.routes';
import './products.media';

export const inventoryPlugin: FastifyPluginAsync = async (app) => {
  registerProductExportRoutes(app);
  registerProductRoutes(app);
  registerProductLabelRoutes(app);
  registerProductPricingRoutes(app);
  registerStockRoutes(app);
  registerAdjustmentRoutes(app);
  registerTransferRoutes(app);
  registerSerialNumberRoutes(app);
};

// Posting stock: every change of on-hand goes through the ledger, in the caller's transaction.
export { lockOnHand, postMovements, stockKey, type Movement, type MovementSource, type ShortStock } from './stock-ledger';
export { checkSerialCount, receiveSerials, releaseSerials } from './serial-moves';
export { ensureStockRows } from './stock-rows';
// The shop's stock in total per location (units and value at cost), kept by triggers.
export { stockTotals, type StockTotals } from './stock-totals';
// Catalogue look-ups: products and units as documents need them.
export {
  catalogueColumns,
  productById,
  findProducts,
  productsById,
  requireStocked,
  toBaseQuantity,
  unitCostOf,
  unitsById,
  type CatalogueProduct,
  type Unit,
} from './catalogue';
export { productResource } from './products.resource';
// Prices: a unit's regular price, and the price a pricing schedule gives a quantity.
export { regularUnitPrice, tieredUnitPrice } from './product-prices';
export { serialNumberResource } from './serial-numbers.resource';
// Costs: the moving average of what was received, per base unit.
export { baseUnitCost, COST_PLACES, receiveCosts, reverseCosts, type CostedQuantity } from './product-costs';
// Writing documents without HTTP (the demo catalogue, tests).
export { postAdjustment, type AdjustmentBody } from './post-adjustment';
export { postTransfer, type TransferBody } from './post-transfer';
export { productCreate } from './save-product';
// Price labels (a purchase receipt prints its goods' labels).
export { LABELS_LIMIT, productLabels, renderLabelsPdf, type PriceLabel } from './product-labels';
export { LABEL_LAYOUTS, labelLayoutQuery, type LabelLayoutName } from './label-layouts';
// Moving in: the catalogue's bulk writes of an import (modules/imports).
export {
  deleteImportedProducts,
  ensureStockRowsOf,
  IMPORT_UPDATABLE_FIELDS,
  insertImportedProducts,
  openingStockCosts,
  productValuesOf,
  replaceProductBarcodes,
  updateImportedProducts,
  type ImportedProduct,
} from './import-products';
