/** The shell's search: one box over products, customers, sales orders and quotations. */
import type { FastifyPluginAsync } from 'fastify';
import { registerSearchRoutes } from './search.routes';

export const searchPlugin: FastifyPluginAsync = async (app) => {
  registerSearchRoutes(app);
};
