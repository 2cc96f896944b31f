import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseErrorBody } from '../errors.js';
import { errorResponse, idSchema } from './common.js';
import { parseAccessTokenClaims } from './token.js';

// The claims as a zod schema, written here only to check the hand parser against it.
const claimsSchema = z.object({
  sub: idSchema,
  email: z.string(),
  is_admin: z.boolean(),
  sid: idSchema.optional(),
  exp: z.number().int(),
  iat: z.number().int(),
});

const id = fc.stringMatching(/^[0-9a-f]{24}$/);
const oddValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));

const claimsLike = fc.record(
  {
    sub: fc.oneof(id, oddValue),
    email: fc.oneof(fc.emailAddress(), oddValue),
    is_admin: fc.oneof(fc.boolean(), oddValue),
    sid: fc.oneof(id, oddValue),
    exp: fc.oneof(fc.integer(), oddValue),
    iat: fc.oneof(fc.integer(), oddValue),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);

const detail = fc.record({ path: fc.oneof(fc.string(), oddValue), message: fc.oneof(fc.string(), oddValue), code: fc.oneof(fc.string(), oddValue) }, { requiredKeys: [] });
const errorLike = fc.record(
  {
    error: fc.oneof(
      oddValue,
      fc.record(
        {
          code: fc.oneof(fc.string(), oddValue),
          message: fc.oneof(fc.string(), oddValue),
          details: fc.oneof(fc.array(detail, { maxLength: 3 }), oddValue),
          line: fc.oneof(fc.integer(), oddValue),
          column: fc.oneof(fc.integer(), oddValue),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

const zodResult = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

describe('hand-written parsers of the first page agree with the zod schemas', () => {
  it('parseAccessTokenClaims accepts and returns exactly what the claims schema would', () => {
    fc.assert(fc.property(claimsLike, (value) => {
        expect(parseAccessTokenClaims(value)).toEqual(zodResult(claimsSchema, value));
      }), { numRuns: 2000 });
  });

  it('parseAccessTokenClaims takes a real token payload and refuses a malformed session id', () => {
    const claims = { sub: 'a'.repeat(24), email: 'ana@example.ro', is_admin: false, sid: 'b'.repeat(24), exp: 2, iat: 1 };
    expect(parseAccessTokenClaims(claims)).toEqual(claims);
    expect(parseAccessTokenClaims({ ...claims, sid: 'B'.repeat(24) })).toBeUndefined();
    expect(parseAccessTokenClaims({ ...claims, exp: 1.5 })).toBeUndefined();
  });

  it('parseErrorBody accepts and returns exactly what errorResponse would', () => {
    fc.assert(fc.property(errorLike, (value) => {
        expect(parseErrorBody(value)).toEqual(zodResult(errorResponse, value));
      }), { numRuns: 2000 });
  });

  it('parseErrorBody keeps the details and the position of a parse error', () => {
    const body = { error: { code: 'parse_error', message: 'x', details: [{ path: 'a', message: 'm', code: 'c' }], line: 3, column: 7 } };
    expect(parseErrorBody(body)).toEqual(body);
    expect(parseErrorBody({ error: { code: 'x' } })).toBeUndefined();
  });
});
