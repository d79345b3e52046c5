import type { Tx } from '../db/client';
import type { AuthUser } from './auth/session-user';
import type { Tenant } from './tenancy';

/**
 * What a service acts in: the shop's open transaction and who acts. Every module's services take
 * this one shape (a route builds it from the request; the demo catalogue and tests from ids).
 */
export type ServiceContext = { tx: Tx; tenantId: number; userId: number };

/** A service that also reads the acting person's permissions or the shop's record (selling, quotations). */
export type SessionContext = { tx: Tx; tenant: Tenant; user: AuthUser };
