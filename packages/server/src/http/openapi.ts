import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@atelier/core';
import type { Access, RouteAccess } from './access.js';

/** A group of operations in the OpenAPI document, and what its calls are for in one line. */
export type OpenApiTag = { name: string; description: string };

/**
 * A response that is a file rather than JSON (a PDF, a ZIP, an XML invoice, a calendar, a picture):
 * the document declares its true content types and a binary body. Sending a Buffer or a stream with
 * `reply.type(...)` is unchanged: Fastify serializes neither.
 */
export const fileResponse = (contentTypes: string | readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    (typeof contentTypes === 'string' ? [contentTypes] : contentTypes).map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }]),
  ),
});

/** A response that is an HTML page (the links of e-mails opened in a browser). */
export const htmlResponse = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/** What an operation's description says about who may call it, from the route-access table. */
const ACCESS_NOTES: Partial<Record<Access, string>> = {
  owner: 'Owner only.',
  statistics: 'The owner, and members when the owner lets them see the statistics.',
};

/**
 * The operationId of a route that declares none: its method, then the words of its path without
 * the API prefix, a parameter as `By<Name>`; `POST /api/user/forms/:id/pdf` → `postUserFormsByIdPdf`.
 * Two routes differ in method or path, and so in name (the document's check throws on a clash).
 */
export const operationIdOf = (method: string, url: string, apiPrefix: string): string => {
  const path = url.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : url;
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0's schema of `null` and nothing else (`nullable` applies only beside a `type`). */
const NULL_SCHEMA = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 reads `nullable: true` only beside a `type` (3.0.3): zod's nullable union, discriminated
 * union or `unknown` comes out as `nullable` beside `anyOf`/`oneOf`/nothing, which accepts no `null`
 * (and linters refuse). Such a schema becomes `anyOf` its non-null self and null, or, for an `anyOf`
 * that holds only its members, the members and null. A nullable enum gets null among its values.
 */
export const typedNullables = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(typedNullables);
  if (!isObject(value)) return value;
  const schema: JsonObject = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, typedNullables(child)]));
  if (schema.nullable !== true || '$ref' in schema) return schema;
  // A nullable enum lists null among its values, or null is not one of them (3.0.3; and a `default: null` would be out of it).
  if ('type' in schema) return Array.isArray(schema.enum) && !schema.enum.includes(null) ? { ...schema, enum: [...schema.enum, null] } : schema;
  const { nullable: _nullable, ...rest } = schema;
  const annotations = Object.fromEntries(Object.entries(rest).filter(([key]) => key === 'description' || key === 'title' || key === 'default'));
  const constraints = Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in annotations)));
  if (Object.keys(constraints).length === 0) return annotations; // any value, null among them
  if (Object.keys(constraints).length === 1 && Array.isArray(constraints.anyOf)) return { ...annotations, anyOf: [...constraints.anyOf, NULL_SCHEMA] };
  return { ...annotations, anyOf: [constraints, NULL_SCHEMA] };
};

type RouteSchema = JsonObject & { description?: string; operationId?: string; response?: Record<string, unknown> };

/**
 * What the route-access table and the HTTP rules add to each operation: its operationId (unless the
 * route declares one), `security` (none for a public route, the bearer token otherwise), who may call
 * it in its description, and no body for a 204.
 */
const describeOperation = (schema: RouteSchema, { method, url, apiPrefix, access }: { method: string; url: string; apiPrefix: string; access: RouteAccess }): RouteSchema => {
  const level = access[`${method} ${url}`];
  const note = level ? ACCESS_NOTES[level] : undefined;
  const response = schema.response && '204' in schema.response ? { ...schema.response, 204: { type: 'null', description: 'No content' } } : schema.response;
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url, apiPrefix),
    ...(level ? { security: level === 'public' ? [] : [{ bearerAuth: [] }] } : {}),
    ...(note ? { description: schema.description ? `${schema.description}\n\n${note}` : note } : {}),
    ...(response ? { response } : {}),
  };
};

/** The document as a whole: every nullable typed, and each operationId once. */
const finishDocument = (document: JsonObject): JsonObject => {
  const finished = typedNullables(document) as JsonObject & { paths?: Record<string, Record<string, { operationId?: string }>> };
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(finished.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operation.operationId;
      if (!id) continue;
      const other = seen.get(id);
      if (other) throw new Error(`OpenAPI operationId ${id} is used by both ${other} and ${method.toUpperCase()} ${path}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
    }
  }
  return finished;
};

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. `tags`:
 * the document's list of the tags its routes use (the modules describe them: app-modules.ts);
 * `access`: who may call each route (app-modules.ts ROUTE_ACCESS), from which each operation's
 * security and "Owner only." come; `serverUrl`: where the API is served (PUBLIC_URL).
 */
export const registerOpenApi = async (
  app: FastifyInstance,
  { apiPrefix, tags, access, serverUrl }: { apiPrefix: string; tags: readonly OpenApiTag[]; access: RouteAccess; serverUrl: string },
) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: APP_VERSION,
        description: 'Errors are `{ "error": { "code", "message", "details"? } }` with the HTTP status of the code.',
      },
      servers: [{ url: serverUrl }],
      tags: [...tags],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema as unknown as (RouteSchema & { hide?: boolean }) | undefined;
      const methods = [input.route.method].flat();
      if (!schema || schema.hide || methods.length !== 1) return transformed;
      return { ...transformed, schema: describeOperation(schema, { method: String(methods[0]), url: input.url, apiPrefix, access }) as typeof transformed.schema };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? (finishDocument(documentObject.openapiObject as JsonObject) as typeof documentObject.openapiObject) : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: false });
};
