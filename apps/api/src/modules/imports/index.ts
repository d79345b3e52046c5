/**
 * Imports (moving in): a shop's products, stock, customers, suppliers and what they owe, read
 * from a spreadsheet, previewed, committed in one transaction through the modules' own writes,
 * and undone while nothing has used what they made. Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerImportRoutes } from './imports.routes';
import { registerTemplateRoutes } from './templates.routes';

export const importsPlugin: FastifyPluginAsync = async (app) => {
  // The templates' static path first: imports/templates/{kind} is never taken for an import's id.
  registerTemplateRoutes(app);
  registerImportRoutes(app);
};

export { importResource } from './imports.resource';
