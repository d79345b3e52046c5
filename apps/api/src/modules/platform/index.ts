/** The operator's side: creating and listing shops (the platform API, on with PLATFORM_ADMIN_TOKEN). */
import type { FastifyPluginAsync } from 'fastify';
import { registerPlatformRoutes } from './tenants.routes';

export const platformPlugin: FastifyPluginAsync = async (app) => {
  registerPlatformRoutes(app);
};

export { createShop, type NewShop } from './create-shop';
