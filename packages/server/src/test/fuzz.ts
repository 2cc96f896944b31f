import fc from 'fast-check';

/**
 * Requests made from the OpenAPI document (/api/docs/json) for the fuzz test: mostly plausible
 * values, with bad ones mixed in where a client could put them. A new route is covered by itself.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

export type Operation = {
  method: string;
  path: string;
  secured: boolean;
  params: { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema }[];
  body?: { type: string; schema: JsonSchema };
};

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; body?: string };

type OpenApi = {
  paths: Record<string, Record<string, { security?: unknown[]; parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};

export const operationsOf = (document: OpenApi): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        secured: (op.security?.length ?? 0) > 0,
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ in: p.in as 'path' | 'query', name: p.name, required: p.required ?? false, schema: p.schema })),
        ...(type && content ? { body: { type, schema: content.schema } } : {}),
      };
    }),
  );

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** What a client can send that a careless server fails on, by kind. */
const BAD = {
  types: [12, -1, 0, 1.5, true, null, [], {}, 'text', [1, 'a'], { a: { b: 'c' } }],
  /** beyond int4, beyond JavaScript's safe integers, doubles, numbers as odd text */
  numbers: [2_147_483_648, -2_147_483_649, 9_007_199_254_740_992, 1e308, -1e308, 5e-324, '99999999999999999999', '1e400', 'NaN', 'Infinity', '-0', '0x10', '1,5'],
  /** text PostgreSQL cannot store, long and odd text */
  texts: ['x\ud800', '\udc00x', 'a\u0000b', 'x'.repeat(10_000), 'ș'.repeat(3_000), ' ', '%', "'; select 1; --", '../../etc/passwd', '🙂'.repeat(100)],
  dates: ['2026-02-30', '2026-13-01', '0000-00-00', '2026-00-10', '0000-01-01', '9999-12-31', '2026-1-1', '2026-02-29T00:00:00Z'],
  ids: ['', 'zz', '0'.repeat(24), 'f'.repeat(24), 'F'.repeat(24), 'A'.repeat(32), '0'.repeat(25)],
} as const;

const anyBad = (): fc.Arbitrary<unknown> =>
  fc.oneof(...Object.values(BAD).map((values) => fc.constantFrom<unknown>(...values)), fc.string({ unit: 'binary', maxLength: 40 }));

/** A bad value of the kind that fits where it goes (a huge number where a number is), or any bad value. */
const badLike = (kind: keyof typeof BAD | undefined): fc.Arbitrary<unknown> =>
  kind ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom<unknown>(...BAD[kind]) }, { weight: 1, arbitrary: anyBad() }) : anyBad();

const kindOfSchema = (schema: JsonSchema): keyof typeof BAD | undefined => {
  const [type] = typesOf(schema);
  if (type === 'integer' || type === 'number') return 'numbers';
  if (schema.pattern?.includes('\\d{4}-')) return 'dates';
  if (schema.pattern?.includes('{24}') || schema.pattern?.includes('{32}')) return 'ids';
  return type === 'string' ? 'texts' : 'types';
};

const kindOfValue = (value: unknown): keyof typeof BAD =>
  typeof value === 'number' ? 'numbers' : typeof value === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? 'dates' : /^[0-9a-f]{24}$/.test(value) ? 'ids' : 'texts') : 'types';

export type Known = {
  /** Real ids that fit a parameter or body field (`name`) of the operation at `path`. */
  ids: (where: { path: string; name: string; pattern: string | undefined }) => string[];
  /** A body that works, by "METHOD /path", to mutate (deeper code runs than for generated values). */
  bodies: Record<string, unknown>;
};

/** A plausible value for `schema`. */
const goodValue = (schema: JsonSchema, known: Known, at: { path: string; name: string }): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => goodValue(s, known, at)));
  if (schema.allOf?.[0]) return goodValue(schema.allOf[0], known, at);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      const ids = known.ids({ ...at, pattern: schema.pattern });
      if (ids.length > 0) return fc.constantFrom(...ids);
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return fc.constantFrom('2026-03-01', '2025-12-31', '2024-02-29');
      if (schema.format === 'email') return fc.constantFrom('fuzz@example.ro', 'Ana.Pop@Example.RO');
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, Math.max(20, schema.minLength ?? 0)) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, (schema.minimum ?? 0) + 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? goodValue(schema.items, known, at) : fc.anything(), { maxLength: 3 });
    case 'object': {
      if (schema.properties) {
        const model = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, goodValue(s, known, { path: at.path, name: key })]));
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
      }
      const values = typeof schema.additionalProperties === 'object' ? goodValue(schema.additionalProperties, known, at) : fc.jsonValue({ maxDepth: 2 });
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), values, { maxKeys: 3 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

type Path = (string | number)[];

/** Every place in `value` (the value itself included), as key paths. */
const placesOf = (value: unknown, at: Path = []): Path[] => {
  const children: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : value && typeof value === 'object' ? Object.entries(value) : [];
  return [at, ...children.flatMap(([key, item]) => placesOf(item, [...at, key]))];
};

const valueAt = (value: unknown, path: Path): unknown => path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);

/** `value` with the value at `path` replaced (or removed when `replacement` is the REMOVE marker). */
const REMOVE = Symbol('remove');
const replaced = (value: unknown, path: Path, replacement: unknown): unknown => {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = replaced(copy[head as string], rest, replacement);
  return copy;
};

/** A good value with one place replaced by a bad value, or one key removed. */
const mutated = (good: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  good.chain((value) => {
    const places = placesOf(value);
    const inner = places.filter((path) => path.length > 0);
    // Scalars (what a user types) more often than the objects holding them.
    const scalars = places.filter((path) => { const at = valueAt(value, path); return at === null || typeof at !== 'object'; });
    const spoil = (from: Path[]) => fc.constantFrom(...from).chain((path) => badLike(kindOfValue(valueAt(value, path))).map((bad) => replaced(value, path, bad)));
    const changes: fc.WeightedArbitrary<unknown>[] = [{ weight: 2, arbitrary: spoil(places) }];
    if (scalars.length > 0) changes.push({ weight: 4, arbitrary: spoil(scalars) });
    if (inner.length > 0) changes.push({ weight: 1, arbitrary: fc.constantFrom(...inner).map((path) => replaced(value, path, REMOVE)) });
    return fc.oneof(...changes);
  });

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a careless client would (CESU-8). */
const encode = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [...text].map((ch) => (/\p{Cs}/u.test(ch) ? [...Buffer.from([0xed, 0xa0 | ((ch.charCodeAt(0) >> 6) & 0x0f), 0x80 | (ch.charCodeAt(0) & 0x3f)])].map((b) => `%${b.toString(16).toUpperCase()}`).join('') : encodeURIComponent(ch))).join('');
};

const bodyText = (type: string, value: unknown): string =>
  type === 'application/x-www-form-urlencoded' && value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
    : JSON.stringify(value) ?? '';

/** How much there is to vary in an operation: its parameters, and a body counts for four. */
export const surfaceOf = (op: Operation): number => op.params.length + (op.body || ['POST', 'PUT', 'PATCH'].includes(op.method) ? 4 : 0);

type Sent = { type: string; text: string } | undefined;

/**
 * Arbitrary requests of one operation (the auth header is added by the caller). One place is spoiled
 * at a time (a parameter, or one place in the body) and the rest is good, so the bad value reaches
 * as deep as a careless server would let it.
 */
export const requestsOf = (op: Operation, known: Known): fc.Arbitrary<FuzzRequest> => {
  const goodParam = (p: Operation['params'][number]) => {
    const value = goodValue(p.schema, known, { path: op.path, name: p.name });
    return p.required || p.in === 'path' ? value : fc.option(value, { nil: undefined, freq: 2 });
  };
  const badParam = (p: Operation['params'][number]) => badLike(kindOfSchema(p.schema));
  const example = known.bodies[`${op.method} ${op.path}`];
  const type = op.body?.type ?? 'application/json';
  const good = example !== undefined ? fc.constant(example) : op.body ? goodValue(op.body.schema, known, { path: op.path, name: '' }) : undefined;
  const goodBody: fc.Arbitrary<Sent> = good ? good.map((value) => ({ type, text: bodyText(type, value) })) : fc.constant(undefined);
  const badBody: fc.Arbitrary<Sent> = good
    ? fc.oneof(
        { weight: 8, arbitrary: mutated(good).map((value) => ({ type, text: bodyText(type, value) })) },
        { weight: 1, arbitrary: fc.constantFrom('{"a":', '', 'null', '[]', '"x"', '{"__proto__":{"x":1}}').map((text) => ({ type: 'application/json', text })) },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=latin1').map((contentType) => ({ type: contentType, text: 'x=1' })) },
      )
    : ['POST', 'PUT', 'PATCH'].includes(op.method)
      ? fc.option(fc.jsonValue({ maxDepth: 2 }).map((value) => ({ type: 'application/json', text: JSON.stringify(value) })), { nil: undefined })
      : fc.constant(undefined);
  const { params } = op;
  // -1: nothing spoiled; params.length: the body, where most can go wrong, so it is spoiled most often.
  const spoil = fc.oneof(
    fc.constant(-1),
    ...params.map((_, i) => fc.constant(i)),
    { weight: good ? params.length + 2 : 1, arbitrary: fc.constant(params.length) },
  );
  return spoil
    .chain((spoiled) => fc.tuple(fc.tuple(...params.map((p, i) => (i === spoiled ? badParam(p) : goodParam(p)))), spoiled === params.length ? badBody : goodBody))
    .map(([values, sent]): FuzzRequest => {
      let url = op.path;
      const query: string[] = [];
      params.forEach((p, i) => {
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encode(values[i]));
        else if (values[i] !== undefined) query.push(`${encode(p.name)}=${encode(values[i])}`);
      });
      return {
        method: op.method,
        url: query.length > 0 ? `${url}?${query.join('&')}` : url,
        headers: sent ? { 'content-type': sent.type } : {},
        ...(sent ? { body: sent.text } : {}),
      };
    });
};
