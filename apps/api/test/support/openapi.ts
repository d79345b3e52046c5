import AjvCompiler from '@fastify/ajv-compiler';
import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

export type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: JsonSchema; description?: string };

export type Operation = {
  method: string;
  path: string;
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };

/** The app's OpenAPI document, as the server hands it out. */
export async function documentOf(app: FastifyInstance): Promise<Document> {
  await app.ready();
  return app.swagger() as unknown as Document;
}

/** Every operation of the document with its method and path. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

/** What a well-kept OpenAPI validator finds wrong with the document (nothing when it is valid). */
export async function documentErrors(document: Document): Promise<string[]> {
  const result = await validate(structuredClone(document) as never);
  return result.valid ? [] : result.errors.map((e) => e.message);
}

/**
 * Operations whose document does not describe their success: no 2xx status of its own (a bare
 * "2XX, Success" says nothing), or one other than 204 without its content type and schema. Every
 * route declares a response schema or the kind of file it answers.
 */
export function operationsWithoutSuccess(operations: Operation[]): string[] {
  const described = ([status, answer]: [string, Operation['responses'][string]]) =>
    /^2\d\d$/.test(status) && (status === '204' || Object.keys(answer.content ?? {}).length > 0);
  return operations.filter((o) => !Object.entries(o.responses).some(described)).map((o) => `${o.method} ${o.path}`);
}

/** An OpenAPI 3.0 schema as JSON Schema for Ajv: a boolean exclusiveMinimum/Maximum becomes the bound it excludes. */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, jsonSchemaOf(v)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[exclusive] === true) {
      copy[exclusive] = copy[bound];
      delete copy[bound];
    } else if (copy[exclusive] === false) delete copy[exclusive];
  }
  return copy;
}

// Fastify's own Ajv (with ajv-formats), told to check only: no coercion, no defaults, nothing removed.
const compileValidator = AjvCompiler()(
  {},
  {
    customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: true, strict: false },
    onCreate: (ajv) => ajv.addFormat('binary', true),
  },
);
const validators = new Map<object, ReturnType<typeof compileValidator>>();

const mediaType = (header: unknown) => (typeof header === 'string' ? header.split(';')[0]!.trim().toLowerCase() : undefined);

/** The documented answer for a status: its own, else its range (2XX, 4XX), else the default. */
function documentedAnswer(operation: Operation, status: number) {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/**
 * What the document does not describe about an answer: a status it does not name, a content type
 * it does not list for that status, a body where it documents none, or a JSON body that breaks the
 * documented schema (checked with Ajv, the validator Fastify itself uses).
 */
export function answerProblems(
  operation: Operation,
  answer: { status: number; body: unknown; headers: Record<string, unknown> },
): string[] {
  const documented = documentedAnswer(operation, answer.status);
  if (!documented) return [`status ${answer.status} is not documented`];
  const type = mediaType(answer.headers['content-type']);
  const content = documented.content ?? {};
  const empty = answer.body === undefined || answer.body === '';
  if (Object.keys(content).length === 0) return empty ? [] : [`status ${answer.status} documents no body, but one came (${type})`];
  if (empty) return [`status ${answer.status} documents a body (${Object.keys(content).join(', ')}), but none came`];
  const media = type === undefined ? undefined : content[type];
  if (!media) return [`status ${answer.status} answered ${type ?? 'no content type'}, not ${Object.keys(content).join(' or ')}`];
  if (type !== 'application/json') return [];
  let validate = validators.get(media.schema);
  if (!validate) {
    validate = compileValidator({ schema: jsonSchemaOf(media.schema) as object });
    validators.set(media.schema, validate);
  }
  if (validate(answer.body)) return [];
  const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return [`the ${answer.status} body breaks its documented schema: ${errors.join('; ')}`];
}
