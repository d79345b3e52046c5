import { timingSafeEqual } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createTenantBody } from '@oim/shared/schemas/tenants';
import { createShop } from './create-shop';
import { tenants } from '../../db/schema/tenancy';
import { acceptedPassword } from '../../password-policy';
import { unauthenticated } from '../../platform/errors';

const newShopBody = createTenantBody.extend({ adminPassword: acceptedPassword('admin password') });
const tenantSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), createdAt: z.string() });
const present = (t: { id: number; slug: string; name: string; createdAt: Date }) => ({ ...t, createdAt: t.createdAt.toISOString() });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator's API for shops; exists only when PLATFORM_ADMIN_TOKEN is set. */
export function registerPlatformRoutes(app: FastifyInstance): void {
  const token = app.deps.config.platformAdminToken;
  if (!token) return;

  // Runs on request, before the body is read and validated: an anonymous caller learns no field rules.
  const guard = async (req: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match || !sameSecret(match[1]!, token)) throw unauthenticated();
  };

  app.get(
    '/api/platform/tenants',
    {
      onRequest: guard,
      schema: {
        tags: ['Platform'],
        summary: 'List shops',
        security: [{ platformToken: [] }],
        response: { 200: z.object({ data: z.array(tenantSchema) }) },
      },
    },
    async () => {
      const rows = await app.deps.db.transaction(null, (tx) => tx.select().from(tenants).orderBy(asc(tenants.id)));
      return { data: rows.map(present) };
    },
  );

  app.post(
    '/api/platform/tenants',
    {
      onRequest: guard,
      schema: {
        tags: ['Platform'],
        summary: 'Create a shop with its seeded data and first administrator',
        security: [{ platformToken: [] }],
        body: newShopBody,
        response: { 201: z.object({ message: z.string(), data: tenantSchema }) },
      },
    },
    async (req, reply) => {
      const body = req.body as z.output<typeof newShopBody>;
      const tenant = await app.deps.db.transaction(null, (tx) => createShop(tx, body));
      // This process answers the new shop at once; the others as the announcement reaches them.
      app.deps.tenants.forgetSlug(tenant.slug);
      return reply.code(201).send({ message: 'Created successfully.', data: present(tenant) });
    },
  );
}
