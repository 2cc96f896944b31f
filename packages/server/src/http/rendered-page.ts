export type Encoding = 'br' | 'gzip';

/** One page's HTML as it travels: plain, and brotli or gzip made the first time a request asks for it (once per cache entry). */
export type RenderedPage = { identity: Buffer; encoded: (encoding: Encoding) => Promise<Buffer> };

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
