import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { HttpClient, TestResponse } from './http-client.js';

/**
 * Holds the app's real answers to the OpenAPI document it publishes: every answer a checked client
 * gets is validated against the response schema its operation declares for its status and content
 * type (ajv; OpenAPI 3.0's `nullable` as ajv reads it). What does not match is collected in `mismatches`.
 */
type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type AnswerChecker = {
  /** `METHOD /path status: what is wrong` for each answer that did not match its declared schema. */
  mismatches: string[];
  /** The operations (`METHOD /path/{template}`) whose answers were checked. */
  checked: Set<string>;
  /** A client that checks every answer it gets, with the same cookies as `client`. */
  wrap: (client: HttpClient) => HttpClient;
  check: (method: string, url: string, response: Pick<TestResponse, 'status' | 'headers' | 'body'>) => void;
};

const templateRegex = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

export const answerChecker = (document: OpenApiDocument): AnswerChecker => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // Literal paths before templated ones, so /api/user/forms/requestable is not /api/user/forms/{id}.
  const templates = Object.keys(document.paths)
    .map((template) => ({ template, regex: templateRegex(template), literal: !template.includes('{') }))
    .sort((a, b) => Number(b.literal) - Number(a.literal));
  const validators = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  const mismatches: string[] = [];
  const checked = new Set<string>();

  const check: AnswerChecker['check'] = (method, url, { status, headers, body }) => {
    const pathname = url.split('?')[0] ?? url;
    const template = templates.find(({ regex }) => regex.test(pathname))?.template;
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    const key = `${method} ${template ?? pathname}`;
    if (!operation) return void mismatches.push(`${key} ${status}: no such operation in the document`);
    checked.add(key);
    const response = operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default;
    if (!response) return void mismatches.push(`${key} ${status}: status not declared`);
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (status === 204 || !type) {
      if (response.content) mismatches.push(`${key} ${status}: declares a body, got none`);
      return;
    }
    const content = response.content?.[type] ?? response.content?.[`${type.split('/')[0]}/*`];
    if (!content) return void mismatches.push(`${key} ${status}: answered ${type}, declares ${Object.keys(response.content ?? {}).join(', ') || 'no body'}`);
    if (type !== 'application/json' || !content.schema) return;
    let validate: ValidateFunction;
    try {
      validate = validatorOf(content.schema);
    } catch (error) {
      return void mismatches.push(`${key} ${status}: its schema is not valid JSON Schema (${(error as Error).message})`);
    }
    if (!validate(body)) {
      mismatches.push(`${key} ${status}: ${(validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ')}`);
    }
  };

  const wrap = (client: HttpClient): HttpClient => ({
    ...client,
    request: async <T>(method: string, path: string, options?: Parameters<HttpClient['request']>[2]) => {
      const response = await client.request<T>(method, path, options);
      check(method, path, response);
      return response;
    },
  });

  return { mismatches, checked, wrap, check };
};
