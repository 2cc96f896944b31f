import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const REDACTED = '[REDACTED]';

/** Query values that are secrets whatever the path: a safety net below the links the features declare. */
const SECRET_QUERY_KEYS = /^(password|token|access_token|refresh_token)$/i;

/**
 * A link that carries a secret, declared by the feature that makes it (`secretLinks` of its module):
 * a path whose `:name` segments are the secret (`/account/delete/:token`, `/api/calendar/:file`; the
 * path may go on after it, `/api/user/invitations/:token/accept`), or a path and the query parameter
 * that holds it (`/reset-password?token`). Every log line writes such a URL with the secret replaced.
 */
export type SecretLink = string;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type CompiledLink = { path: RegExp; secretSegments: number[]; queryKey: string | undefined };

const compile = (link: SecretLink): CompiledLink => {
  const [pattern = '', queryKey] = link.split('?');
  if (!pattern.startsWith('/')) throw new Error(`secret link ${link} does not start with /`);
  const segments = pattern.split('/');
  const source = segments.map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegex(segment))).join('/');
  return {
    // A path secret masks the link and whatever follows it; a query secret, that exact path.
    path: new RegExp(`^${source}${queryKey ? '$' : '(?=/|$)'}`),
    secretSegments: segments.flatMap((segment, index) => (segment.startsWith(':') ? [index] : [])),
    queryKey,
  };
};

/**
 * The function that writes a URL for the log: the secrets of the declared links (their path segments,
 * their query values) and any secret-named query value replaced, e.g. `/account/delete/[REDACTED]`,
 * `/reset-password?token=%5BREDACTED%5D`. Every line that writes a URL goes through it.
 */
export const urlRedactor = (links: readonly SecretLink[]): ((url: string) => string) => {
  const compiled = links.map(compile);
  return (given) => {
    const mark = given.indexOf('?');
    let pathname = mark === -1 ? given : given.slice(0, mark);
    const secretKeys = new Set<string>();
    for (const { path, secretSegments, queryKey } of compiled) {
      if (!path.test(pathname)) continue;
      if (queryKey) secretKeys.add(queryKey);
      const parts = pathname.split('/');
      for (const index of secretSegments) parts[index] = REDACTED;
      pathname = parts.join('/');
    }
    if (mark === -1) return pathname;
    const params = new URLSearchParams(given.slice(mark + 1));
    let changed = false;
    for (const key of [...params.keys()]) {
      if (secretKeys.has(key) || SECRET_QUERY_KEYS.test(key)) {
        params.set(key, REDACTED);
        changed = true;
      }
    }
    return `${pathname}?${changed ? params.toString() : given.slice(mark + 1)}`;
  };
};

/**
 * Whether a URL is one of the declared secret links (its path, and for a query secret the query
 * parameter present): the page the server sends for it is private (http/spa.ts).
 */
export const secretLinkTest = (links: readonly SecretLink[]): ((url: string) => boolean) => {
  const compiled = links.map(compile);
  return (given) => {
    const mark = given.indexOf('?');
    const pathname = mark === -1 ? given : given.slice(0, mark);
    const query = new URLSearchParams(mark === -1 ? '' : given.slice(mark + 1));
    return compiled.some(({ path, queryKey }) => path.test(pathname) && (queryKey === undefined || query.has(queryKey)));
  };
};

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * pino options: headers that carry credentials are censored wherever they appear, request
 * bodies are never logged (they may hold passwords), and URLs lose their secrets (`redactUrl`:
 * urlRedactor of the features' secret links; without it, only secret-named query values).
 */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream, redactUrl: (url: string) => string = urlRedactor([])): LoggerOptions => ({
  level,
  ...(stream ? { stream } : {}),
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.*.password',
      'password',
    ],
    censor: REDACTED,
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
      method: req.method,
      url: redactUrl(req.url),
      ip: req.ip,
    }),
  },
});

/** One log line per request, written when the response is finished, its URL without secrets. */
export const registerRequestLogging = (app: FastifyInstance, redactUrl: (url: string) => string) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        user: request.auth?.sub,
      },
      'request',
    );
  });
};
