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
