import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;

/** The content types of the files routes answer, by kind. */
export const FILE_TYPES = {
  pdf: ['application/pdf'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: ['text/csv'],
  text: ['text/plain'],
  image: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** The content types of a route's file kind(s). */
export function fileTypesOf(kinds: FileKind | readonly FileKind[]): string[] {
  return (typeof kinds === 'string' ? [kinds] : kinds).flatMap((kind) => FILE_TYPES[kind]);
}

/** Whether a Content-Type header names a type (its parameters, such as charset, aside). */
export function isOfType(header: unknown, type: string): boolean {
  return typeof header === 'string' && header.split(';')[0]!.trim().toLowerCase() === type;
}

/** What createRouter tells the document about a route beyond its schemas. */
export type RouteDoc = {
  multipart?: { maxFiles: number; maxFileBytes: number };
  /** The content types of the file a route answers instead of JSON. */
  fileTypes?: string[];
  /** The status of its success answer (200 unless told). */
  status?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

/** The body of every error answer. */
const errorBody: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', description: 'Messages by field name.', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

const ERRORS: Record<number, string> = {
  400: 'The request is malformed: a body that is not JSON, or a query key or list filter, sort or relation the route does not know.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in without the permission this needs, or its feature is off.',
  404: "Not found, or not this shop's; also when the host names no shop.",
  409: 'In conflict with the records as they are (not enough stock, changed by someone else at the same time); nothing was written.',
  413: 'The body is too large.',
  414: 'A path parameter is too long.',
  415: 'The body is not of a type the route reads (JSON, or multipart/form-data for uploads).',
  422: 'Invalid input: errors names each field and what is wrong with it.',
};

/** Paths under /api that belong to no shop (and so cannot answer "Invalid tenant domain"). */
const SHOPLESS = /^\/api\/(platform\/|health$|docs(\/|$))/;

const pascal = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A route's operationId, from its method and path alone, so it stays when routes move between
 * files: GET of a page 'list', other GETs 'get', else the method; then the path's words, a
 * collection named singular before an id, a word that the next repeats left out:
 * GET sales/sales-orders → listSalesOrders, GET sales/sales-orders/:id → getSalesOrder,
 * POST sales/pos-order → postSalesPosOrder.
 */
export function operationIdOf(method: string, url: string, list: boolean): string {
  const words: string[] = [];
  for (const segment of url.split('/').filter((s) => s !== '' && s !== 'api')) {
    if (segment.startsWith(':')) {
      if (words.length > 0) words[words.length - 1] = singular(words[words.length - 1]!);
    } else words.push(pascal(segment));
  }
  const kept = words.filter((word, i) => !(words[i + 1]?.startsWith(word) ?? false));
  const verb = method === 'GET' ? (list ? 'list' : 'get') : method.toLowerCase();
  return verb + kept.join('');
}

function multipartBody(limits: NonNullable<RouteDoc['multipart']>): JsonSchema {
  return {
    type: 'object',
    required: ['files[]'],
    properties: {
      'files[]': {
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: `Images, at most ${limits.maxFiles}, each at most ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB.`,
      },
      collection: { type: 'string', description: "The collection (the record kind's first when left out)." },
    },
    additionalProperties: {
      type: 'string',
      description: 'custom_properties[name]: a custom property of the images (primary=1 makes the first one primary).',
    },
  };
}

/** Whether an answer is a page of the list protocol: {data: [...], meta}. */
function isPage(answer: unknown): boolean {
  const properties = (answer as { properties?: Record<string, { type?: string; properties?: Record<string, unknown> }> } | undefined)
    ?.properties;
  // A keyset page (meta.nextCursor, e.g. the terminal's offline catalogue) is not the list protocol.
  return properties?.meta !== undefined && properties.data?.type === 'array' && properties.meta.properties?.nextCursor === undefined;
}

/** The errors a route can answer, from what it reads and who may call it. */
function errorStatuses(route: RouteOptions, schema: JsonSchema): number[] {
  const statuses = new Set<number>();
  const method = String(route.method);
  if (!SHOPLESS.test(route.url) && route.url.startsWith('/api/')) statuses.add(404);
  if (schema.params) [404, 414].forEach((s) => statuses.add(s));
  if (Array.isArray(schema.security) && schema.security.length > 0) [401, 403].forEach((s) => statuses.add(s));
  if (schema.querystring) [400, 422].forEach((s) => statuses.add(s));
  // Any write may carry a body, which Fastify reads (or refuses) before the route sees it.
  if (method !== 'GET') [400, 409, 413, 415].forEach((s) => statuses.add(s));
  if (schema.params || schema.querystring || schema.body || route.config?.openapi?.multipart) statuses.add(422);
  return [...statuses].sort();
}

/**
 * The API document's view of a route: zod schemas as JSON schemas, plus an operationId, the error
 * answers it can give, the list protocol's column filters as one exploded `filters` parameter, and
 * the multipart body of uploads.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { route } = input;
  const { schema: converted, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(converted as JsonSchema) };
  if (schema.hide) return { schema: schema as FastifySchema, url };

  const query = schema.querystring as JsonSchema | undefined;
  if (query && typeof query.additionalProperties === 'object') {
    const filter = query.additionalProperties as JsonSchema;
    schema.querystring = {
      ...query,
      properties: {
        ...(query.properties as JsonSchema),
        filters: { type: 'object', description: filter.description, additionalProperties: { type: 'string' } },
      },
    };
  }

  const multipart = route.config?.openapi?.multipart;
  if (multipart) {
    schema.body = multipartBody(multipart);
    schema.consumes = ['multipart/form-data'];
  }

  const responses = { ...((schema.response as JsonSchema | undefined) ?? {}) };
  const fileTypes = route.config?.openapi?.fileTypes;
  if (fileTypes) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    responses[route.config?.openapi?.status ?? 200] = {
      description: `The file (${fileTypes.join(', ')}), to save or open.`,
      content: Object.fromEntries(fileTypes.map((type) => [type, binary])),
    };
  }
  // No content is no content, whatever schema said so (@fastify/swagger leaves out the body of a type 'null').
  for (const status of ['204', '205', '304'])
    if (responses[status])
      responses[status] = { description: (responses[status] as JsonSchema).description ?? 'No content.', type: 'null' };
  // A route that declares no success answer documents none, and the API document's test names it.
  for (const status of errorStatuses(route, schema)) responses[status] ??= { description: ERRORS[status], ...errorBody };
  schema.response = responses;
  schema.operationId = operationIdOf(String(route.method), url, isPage(responses['200']));
  return { schema: schema as FastifySchema, url };
};
