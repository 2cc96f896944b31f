export type Encoding = 'br' | 'gzip';

/**
 * One page's HTML as it travels: plain, and brotli or gzip made the first time a request asks for
 * it (once per cache entry). `status`: the page's own (a customer's link that is unknown, 404, or
 * expired, 410), 200 otherwise. `private`: a page made for its one visitor from a secret link
 * (the module's `secretLinks`): never stored on the way, never indexed, its address never sent on.
 */
export type RenderedPage = { identity: Buffer; encoded: (encoding: Encoding) => Promise<Buffer>; status?: number; private?: boolean };

/**
 * Who asked for a page, for the API requests its server rendering makes on their behalf: what the
 * server itself read of the connection (`request.ip`, through TRUST_PROXY), never a header the
 * visitor could write, and their browser (rate limits count the visitor; a link preview is not
 * the customer opening it).
 */
export type PageVisitor = { ip: string; userAgent: string };

/** The encoding to send: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return [name.trim(), Number.isFinite(q) ? q : 0] as const;
    }),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
};
