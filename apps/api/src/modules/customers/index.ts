/** Customers and sales channels: who buys, and where (each channel with its picking location and staff). */
import type { FastifyPluginAsync } from 'fastify';
import { registerCustomerExportRoutes } from './customers-export.routes';
import { registerCustomerRoutes } from './customers.routes';
import { registerSalesChannelRoutes } from './sales-channels.routes';

export const customersPlugin: FastifyPluginAsync = async (app) => {
  registerCustomerExportRoutes(app);
  registerCustomerRoutes(app);
  registerSalesChannelRoutes(app);
};

// A new shop's day-one records (modules/platform's createShop).
export { setUpCustomers } from './set-up-customers';
// Writing records without HTTP (the demo catalogue).
export { customerResource } from './customers.resource';
export { customerCreate } from './customers.routes';
// The shell's search (modules/search).
export { findCustomerIds } from './find-customers';
