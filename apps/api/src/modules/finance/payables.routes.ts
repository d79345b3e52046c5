import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { payableResource } from './payables.resource';

export function registerPayableRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Payables'), { path: 'finance/payables', resource: payableResource, access: { list: 'View Payables' } });
}
