import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { productWarrantyResource } from './product-warranties.resource';

/** The warranty register: read-only; sales register warranties, returns (RMAs) claim or void them. */
export function registerProductWarrantyRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Product warranties'), {
    path: 'rma-warranty/product-warranties',
    resource: productWarrantyResource,
    feature: { flag: 'rma_warranty_module', whenOff: 'absent' },
    access: { list: 'View Product Warranty' },
  });
}
