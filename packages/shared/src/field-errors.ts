/** Messages by field name: the `errors` of a 422 or 400 answer. */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty map of field errors. Its keys come from clients (query keys, body paths), so it has no
 * prototype: a key named toString or __proto__ is a key like any other, never an inherited member.
 */
export function fieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

export function addFieldError(errors: FieldErrors, key: string, message: string): void {
  (errors[key] ??= []).push(message);
}

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
