import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { addFieldError, fieldErrors } from '@oim/shared/field-errors';
import { hasNul, nulMessage } from '@oim/shared/schemas/fields';
import { badQuery, invalid, notFound } from '../errors';

/** How deep a request part is searched; a JSON body this deep is refused by its schema anyway. */
const MAX_DEPTH = 64;

/**
 * The paths ('items.0.productName', 'globalFilter') of the strings and keys in a request part that
 * hold a NUL character, which PostgreSQL cannot store.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < 20) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) found.push(path.join('.'));
    } else if (current && typeof current === 'object' && path.length < MAX_DEPTH) {
      for (const [key, inner] of Object.entries(current)) {
        const at = [...path, key.replaceAll('\u0000', '')];
        if (hasNul(key)) found.push(at.join('.'));
        else pending.push({ value: inner, path: at });
      }
    }
  }
  return found.map((path) => path || 'body');
}

/**
 * The zod validator of every route, behind two checks that hold whatever a route's schema says: no
 * text holds a NUL character (422 naming the field; a path parameter with one names no record), and
 * no query key is named __proto__ (400, as the list protocol refuses names it does not know), since
 * a parsed query would silently drop it. Its errors are reported like any invalid input: after
 * sign-in and permission.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    if (route.httpPart === 'querystring' && data && typeof data === 'object' && Object.hasOwn(data, '__proto__')) {
      const errors = fieldErrors();
      addFieldError(errors, '__proto__', "The query key '__proto__' is not accepted.");
      return { error: badQuery(errors) };
    }
    const paths = nulPaths(data);
    if (paths.length > 0) {
      if (route.httpPart === 'params') return { error: notFound() };
      const errors = fieldErrors();
      for (const path of paths) addFieldError(errors, path, nulMessage(path));
      return { error: invalid(errors) };
    }
    return validate(data);
  };
};
