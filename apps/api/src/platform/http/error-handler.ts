import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { addFieldError, fieldErrors as emptyFieldErrors, type FieldErrors } from '@oim/shared/field-errors';
import { nulMessage } from '@oim/shared/schemas/fields';
import { PG, pgErrorOf, referencingTable, TABLE_LABELS, UNIQUE_FIELDS } from '../../db/errors';
import { AppError, invalid, summarize } from '../errors';
import { trackRouteMethods } from './allowed-methods';
import { nulPaths } from './validation';
import { briefError } from '../logging';

type Answer = { status: number; body: { message: string; errors?: FieldErrors }; headers?: Record<string, string> };

/** Zod issue paths → field keys ('items.0.quantity'); a whole-body issue goes under 'body'. */
function fieldErrors(error: FastifyError): FieldErrors {
  const errors = emptyFieldErrors();
  for (const v of (error.validation ?? []) as {
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: PropertyKey[]; message?: string } };
  }[]) {
    const path = v.params?.issue?.path;
    const key =
      path && path.length > 0 ? path.map(String).join('.') : (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    addFieldError(errors, key, v.params?.issue?.message ?? v.message ?? 'The value is invalid.');
  }
  return errors;
}

/**
 * The 422 of a text the database refused for a NUL character that no schema caught: it names the
 * fields of the request that hold one.
 */
function nulRefusal(req: FastifyRequest | undefined): AppError {
  const paths = req ? [req.body, req.query, req.params].flatMap((part) => nulPaths(part)) : [];
  const errors = emptyFieldErrors();
  for (const path of paths.length > 0 ? paths : ['body']) addFieldError(errors, path, nulMessage(paths.length > 0 ? path : 'text'));
  return invalid(errors);
}

/** Maps every failure to the JSON error answer; nothing internal reaches the client on a 500. */
export function toAnswer(error: unknown, req?: FastifyRequest): Answer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { ...error.details, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }

  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (fastifyError as { validationContext?: string }).validationContext;
    // A malformed id in the path names no record.
    if (context === 'params') return { status: 404, body: { message: 'The record was not found.' } };
    const errors = fieldErrors(fastifyError);
    return { status: 422, body: { message: summarize(errors), errors } };
  }

  const pg = pgErrorOf(error);
  if (pg) {
    switch (pg.code) {
      case PG.uniqueViolation: {
        const known = pg.constraint ? UNIQUE_FIELDS[pg.constraint] : undefined;
        if (known) return { status: 422, body: { message: known.message, errors: { [known.field]: [known.message] } } };
        return { status: 409, body: { message: 'This record conflicts with an existing one.' } };
      }
      case PG.foreignKeyViolation: {
        const table = referencingTable(pg);
        if (table) {
          const label = TABLE_LABELS[table] ?? table.replaceAll('_', ' ');
          return { status: 409, body: { message: `This record cannot be deleted because it is still used by ${label}.` } };
        }
        return { status: 422, body: { message: 'A referenced record does not exist.' } };
      }
      case PG.checkViolation:
      case PG.notNullViolation:
      case PG.invalidText:
      case PG.numericOutOfRange:
      case PG.stringTooLong:
        return { status: 422, body: { message: 'A value is missing, too long or out of range.' } };
      case PG.nulInText:
      case PG.nulInJson:
        return toAnswer(nulRefusal(req));
      case PG.serializationFailure:
      case PG.deadlock:
        return { status: 409, body: { message: 'The record was changed by someone else at the same time. Please try again.' } };
      case PG.rlsViolation:
        return { status: 404, body: { message: 'The record was not found.' } };
    }
  }

  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : fastifyError.message;
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Server Error' } };
}

/** The error handler, and what it needs to answer 405 for a known path asked with another method. */
export function registerErrorHandler(app: FastifyInstance): void {
  trackRouteMethods(app);
  app.setErrorHandler((error, req, reply) => {
    const answer = toAnswer(error, req);
    if (answer.status >= 500) req.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError)) req.log.info({ reason: briefError(error) }, 'request refused');
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.status).send(answer.body);
  });
}
