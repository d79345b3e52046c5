/**
 * Product warranties: registered when a sale posts (per serial number or per line, from the
 * product's warranty template), void with the sale, claimed or voided by returns. Sales call its
 * registration; returns (modules/rma) change them. Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerProductWarrantyRoutes } from './product-warranties.routes';

export const warrantyPlugin: FastifyPluginAsync = async (app) => {
  registerProductWarrantyRoutes(app);
};

export { productWarrantyResource } from './product-warranties.resource';
export { registerSaleWarranties, voidSaleWarranties } from './register-warranties';
