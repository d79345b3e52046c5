import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach a log line, wherever they sit (two levels deep; pino redact). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'adminPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'refresh_token',
];

export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
  const step = k.startsWith('[') ? k : `.${k}`;
  return [k, `*${step}`, `*.*${step}`, `*.*.*${step}`];
});

/** The fields of a database error worth logging: what failed and where, never the values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'] as const;

type Loggable = Record<string, unknown>;

const isDatabaseError = (e: Loggable) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

/** The stack's frames without its first line, which repeats the message (and the message may hold values). */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf('\n    at ');
  return at >= 0 ? stack.slice(at + 1) : undefined;
}

/**
 * An error as a log line may show it. A failed statement keeps its SQL text and its error code but
 * loses its bound parameters (an argon2 hash, whatever a user typed), as does the database's
 * message and detail: "Key (email)=(…)", "invalid input syntax for type integer: "…"".
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && !(error && typeof error === 'object')) return error;
  const e = error as Error & Loggable;
  const out: Loggable = { type: e.constructor?.name ?? 'Error' };
  if (isDatabaseError(e)) {
    for (const field of DATABASE_ERROR_FIELDS) if (e[field] !== undefined) out[field] = e[field];
    if (typeof e.message === 'string') out.message = e.message.replace(/: ".*"$/s, ': "[Redacted]"');
    // Under a failed statement its text is already logged once, above.
    if (typeof e.query === 'string' && depth === 0) out.query = e.query;
  } else if (typeof e.query === 'string') {
    // Drizzle's message repeats the parameters after the statement.
    out.message = 'Failed query (parameters not logged)';
    out.query = e.query;
  } else {
    out.message = e.message;
    if (e.code !== undefined) out.code = e.code;
    if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  }
  const frames = framesOf(e.stack);
  if (frames) out.stack = frames;
  if (e.cause !== undefined && depth < 5) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** A refused request's error in one short line: loggableError without stack frames. */
export function briefError(error: unknown): unknown {
  const brief = loggableError(error);
  if (!brief || typeof brief !== 'object') return brief;
  const { stack: _stack, cause, ...rest } = brief as Loggable;
  return cause === undefined ? rest : { ...rest, cause: briefError(cause) };
}

/** The process's logger: JSON lines, secrets redacted, database errors without their values. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: loggableError, error: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}
