import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { TokenService } from '../auth/tokens';
import type { MediaStorage } from '../storage/media-storage';
import type { Tenant, TenantDirectory } from '../tenancy';

/** What route handlers may reach besides their transaction. */
export type AppDeps = {
  config: Config;
  db: Database;
  tokens: TokenService;
  tenants: TenantDirectory;
  mediaStorage: MediaStorage;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The shop the Host header names; set for every /api and /sanctum request. */
    tenant: Tenant | undefined;
  }
}
