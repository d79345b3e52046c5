/** The one error type of the API; the error handler turns it into the JSON answer. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'INVALID' | 'BAD_QUERY' | 'TOO_MANY_REQUESTS';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID: 422,
  BAD_QUERY: 400,
  TOO_MANY_REQUESTS: 429,
};

export type { FieldErrors } from '@oim/shared/field-errors';
import type { FieldErrors } from '@oim/shared/field-errors';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside the message (e.g. the record a conflict is about). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'record') => new AppError('NOT_FOUND', `The ${what} was not found.`);
export const forbidden = () => new AppError('FORBIDDEN', 'This action is unauthorized.');
export const unauthenticated = (message = 'Unauthenticated.') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** 409 naming the record in the way, so a client can link to it: `{ message, ...details }`. */
export const conflictWith = (message: string, details: Record<string, unknown>) =>
  new AppError('CONFLICT', message, undefined, undefined, details);

/** 422 with field errors; the message is the first error, Laravel style, so a snackbar can show it. */
export function invalid(errors: FieldErrors): AppError {
  return new AppError('INVALID', summarize(errors), errors);
}

export function badQuery(errors: FieldErrors): AppError {
  return new AppError('BAD_QUERY', summarize(errors), errors);
}

export function summarize(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}
