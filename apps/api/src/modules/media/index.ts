/**
 * Media: images attached to records (products today; job orders and comments later), stored on
 * disk or S3 with thumbnails and signed URLs. A module makes its records able to hold images with
 * registerMediaOwner, and deletes a record's images with deleteMediaOf.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerMediaRoutes } from './media.routes';

export const mediaPlugin: FastifyPluginAsync = async (app) => {
  registerMediaRoutes(app);
};

export { registerMediaOwner, type MediaOwner } from './owners';
export { deleteMediaOf } from './media-files';
