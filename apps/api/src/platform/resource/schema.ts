import { z } from 'zod';
import type { Field, Resource } from './define';

function fieldSchema(field: Field): z.ZodType {
  const base = (() => {
    switch (field.type) {
      case 'text':
      case 'date':
      case 'datetime':
        return z.string();
      case 'integer':
      case 'decimal':
        return z.number();
      case 'boolean':
        return z.boolean();
      case 'enum':
        return z.enum(field.values as [string, ...string[]]);
      case 'json':
        return z.unknown();
    }
  })();
  return field.nullable ? base.nullable() : base;
}

const cache = new WeakMap<Resource, z.ZodObject>();

/**
 * The answer shape of one record, derived from the resource's fields. It documents the API and,
 * used as the response schema, lets nothing through that the resource does not declare.
 */
export function recordSchema(resource: Resource): z.ZodObject {
  const hit = cache.get(resource);
  if (hit) return hit;
  const shape: Record<string, z.ZodType> = {};
  // A guarded field is absent for viewers without its permission.
  for (const [name, field] of Object.entries(resource.fields))
    shape[name] = field.requires ? fieldSchema(field).optional() : fieldSchema(field);
  Object.assign(shape, resource.computed?.schema ?? {});
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    shape[name] = (relation.kind === 'custom' ? relation.schema : z.unknown()).optional();
  }
  const schema = z.object(shape);
  cache.set(resource, schema);
  return schema;
}

export const listMetaSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});

export const messageSchema = z.object({ message: z.string() });

export function pageSchema(resource: Resource) {
  return z.object({ data: z.array(recordSchema(resource)), meta: listMetaSchema });
}

export function dataSchema(resource: Resource) {
  return z.object({ data: recordSchema(resource) });
}

export function messageDataSchema(resource: Resource) {
  return z.object({ message: z.string(), data: recordSchema(resource) });
}

/** Query string of list and show routes: anything, checked by the list protocol itself. */
export const rawQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
