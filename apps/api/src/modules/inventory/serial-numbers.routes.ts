import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { serialNumberResource } from './serial-numbers.resource';

/** Serial numbers (spec 3: id, serialNumber, productId, currentStatus), e.g. those in stock at a location. */
export function registerSerialNumberRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Serial numbers'), {
    path: 'inventory/serial-numbers',
    resource: serialNumberResource,
    access: { list: ['View Stocks', 'View Products', 'Create Sales Orders', 'Create Adjustments', 'Create Stock Transfers'] },
  });
}
