/**
 * Masterfile: the lists every other area refers to (payment types, stock locations, units,
 * brands, categories, suppliers, discounts, templates) and the shop's users.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerCommissionTemplateRoutes } from './commission-templates.routes';
import { registerDiscountRoutes } from './discounts.routes';
import { registerPaymentTypeRoutes } from './payment-types.routes';
import { registerPricingGroupRoutes } from './pricing-groups.routes';
import { registerPricingScheduleTemplateRoutes } from './pricing-schedule-templates.routes';
import { registerProductBrandRoutes } from './product-brands.routes';
import { registerProductCategoryRoutes } from './product-categories.routes';
import { registerStockLocationRoutes } from './stock-locations.routes';
import { registerSupplierExportRoutes } from './suppliers-export.routes';
import { registerSupplierRoutes } from './suppliers.routes';
import { registerSystemUserRoutes } from './system-users.routes';
import { registerUnitClassRoutes } from './unit-classes.routes';
import { registerWarrantyTemplateRoutes } from './warranty-templates.routes';

export const masterfilePlugin: FastifyPluginAsync = async (app) => {
  registerSystemUserRoutes(app);
  registerPaymentTypeRoutes(app);
  registerStockLocationRoutes(app);
  registerProductCategoryRoutes(app);
  registerProductBrandRoutes(app);
  registerUnitClassRoutes(app);
  registerDiscountRoutes(app);
  registerSupplierExportRoutes(app);
  registerSupplierRoutes(app);
  registerCommissionTemplateRoutes(app);
  registerPricingScheduleTemplateRoutes(app);
  registerPricingGroupRoutes(app);
  registerWarrantyTemplateRoutes(app);
};

// A new shop's day-one records (modules/platform's createShop).
export { createShopAdministrator, setUpMasterfile } from './set-up-masterfile';
// Writing records without HTTP (the demo catalogue).
export { discountResource } from './discounts.resource';
export { productBrandResource } from './product-brands.resource';
export { productCategoryResource } from './product-categories.resource';
export { stockLocationResource } from './stock-locations.resource';
export { stockLocationCreate } from './stock-locations.routes';
// Who a picker may name: commission staff at the terminal (modules/pos), technicians (modules/service).
export { activeStaff, activeStaffAnswer } from './active-staff';
