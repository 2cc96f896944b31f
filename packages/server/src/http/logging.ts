import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /^(password|token|access_token|refresh_token)$/i;

/** Paths whose next segment is a secret: the invitation link (the web page and its API calls). */
const SECRET_PATH_SEGMENT = /^(\/api\/user\/invitations\/|\/user\/accept\/)[^/?#]+/;

/**
 * The URL with secret query values and path segments replaced, e.g.
 * `/api/user/status?password=[REDACTED]`, `/user/accept/[REDACTED]`.
 */
export const redactUrl = (given: string): string => {
  const url = given.replace(SECRET_PATH_SEGMENT, '$1[REDACTED]');
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
};

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * pino options: headers that carry credentials are censored wherever they appear, request
 * bodies are never logged (they may hold passwords), and URLs lose secret query values.
 */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream): LoggerOptions => ({
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
    censor: '[REDACTED]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
      method: req.method,
      url: redactUrl(req.url),
      ip: req.ip,
    }),
  },
});

/** One log line per request, written when the response is finished. */
export const registerRequestLogging = (app: FastifyInstance) => {
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
