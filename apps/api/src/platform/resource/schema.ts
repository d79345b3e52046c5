import { z } from 'zod';
import { COMPARISONS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRICE_FILTERS, STOCKS_FILTERS } from '@oim/shared/list-query';
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
        return field.schema ?? z.unknown();
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

/** A route's answer that is a resource's record with fields of its own, by the route's path. */
export type ExtendedRecord = { path: string; resource: Resource; extra: z.ZodRawShape };
const extendedRecords = new Map<string, ExtendedRecord>();

/**
 * The record of `resource` with the fields a route adds to it (GET sales/pos-products: a product
 * with what is on hand at the channel). Declared once per path, when its module loads, so
 * `npm run api:types` gives the web its type and a renamed field fails the web's type check.
 */
export function extendedRecordSchema<E extends z.ZodRawShape>(path: string, resource: Resource, extra: E) {
  if (extendedRecords.has(path)) throw new Error(`The answer of ${path} is declared twice.`);
  extendedRecords.set(path, { path, resource, extra });
  return recordSchema(resource).extend(extra);
}

export function allExtendedRecords(): ExtendedRecord[] {
  return [...extendedRecords.values()];
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

/** A query value; a key given twice arrives as a list, of which the list protocol reads the last. */
const queryValue = z.union([z.string(), z.array(z.string())]);
const described = (description: string) => queryValue.optional().meta({ description });

const FILTERS = `Any other key is a column filter: column[comparison]=value, comparison one of ${COMPARISONS.join(', ')} (eq when left out); in takes comma-separated values, between two; dates are YYYY-MM-DD. An unknown column or comparison answers 400.`;

/** The list protocol's query (spec 7.2), described for the API document and checked by readListQuery. */
function listQueryWith(notes: { filters?: string; sort?: string; relations?: string } = {}) {
  return z
    .object({
      page: described('The page, from 1.'),
      pageSize: described(`Records per page, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`),
      limit: described('Another name of pageSize.'),
      sort: described(`column,asc or column,desc, several joined with |.${notes.sort ?? ''}`),
      relations: described(`Related records to load, joined with |; nested ones with dots.${notes.relations ?? ''}`),
      globalFilter: described('Text searched in the searchable columns, case-insensitively.'),
      stocksFilter: described(`One of ${STOCKS_FILTERS.join(', ')}, where the list has stock figures.`),
      priceFilter: described(`One of ${PRICE_FILTERS.join(', ')}, where the list has prices.`),
      timezone: described('An IANA time zone (Asia/Manila) in which dates of datetime filters are days.'),
      timezoneOffset: described('Or a UTC offset such as +08:00.'),
    })
    .catchall(queryValue.meta({ description: `${FILTERS}${notes.filters ?? ''}` }));
}

/** Query string of list routes: the list protocol's keys, and column filters. */
export const listQuery = listQueryWith();
/** The same, under the name module files know it by. */
export const rawQuery = listQuery;

const names = (list: string[]) => (list.length > 0 ? ` Here: ${list.join(', ')}.` : '');

/** The list query of one resource, naming its filterable and sortable columns and its relations. */
export function listQueryOf(resource: Resource) {
  const fields = Object.entries(resource.fields);
  return listQueryWith({
    filters: names(fields.filter(([, f]) => f.filter !== false).map(([name]) => name)),
    sort: names(fields.filter(([, f]) => f.sort !== false).map(([name]) => name)),
    relations: names(Object.keys(resource.relations ?? {})),
  });
}

/** Query string of a show route: the relations to load. */
export function showQueryOf(resource: Resource) {
  return z.object({
    relations: described(`Related records to load, joined with |; nested ones with dots.${names(Object.keys(resource.relations ?? {}))}`),
  });
}
