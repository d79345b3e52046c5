import { boolean, foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, tenantKeys, tenantPrimaryKey, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    ...tenantKeys(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('users_email_uq').on(t.tenantId, t.email)],
);

/** A signed-in device. Access tokens name it; logout and refresh-token reuse revoke it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    ...tenantKeys(),
    userId: ref('user_id').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ name: 'auth_sessions_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    index('auth_sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/** One row per refresh token ever issued; a token is good once. Stored as a hash. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...tenantKeys(),
    sessionId: ref('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'refresh_tokens_session_fk',
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [authSessions.tenantId, authSessions.id],
    }).onDelete('cascade'),
    // With tenant_id, so the table can be distributed by it (a unique index must hold the distribution column).
    uniqueIndex('refresh_tokens_hash_uq').on(t.tenantId, t.tokenHash),
  ],
);

/**
 * A password reset asked for by e-mail: the link's token is random and only its SHA-256 is kept;
 * good once, for an hour, in its own shop (row-level security like every shop table).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...tenantKeys(),
    userId: ref('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'password_reset_tokens_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tenantId, t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.tenantId, t.userId),
  ],
);
