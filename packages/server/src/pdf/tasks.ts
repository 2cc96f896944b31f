import type { RenderInput } from './render.js';

/** What a task gets besides its input: the worker's own renderer, whose fonts are already warm. */
export type PdfTaskTools = { render: (input: RenderInput) => Promise<Uint8Array> };

/**
 * A kind of work a feature runs on the PDF workers (the e-Factura month's invoice files): the pool
 * knows no feature, a feature registers its kinds when the pool is made. `file` is the module whose
 * default export runs the task inside a worker (a URL the worker imports: next to pdf-worker.js in
 * the bundle, the source file through tsx); `run` is the same function for a pool without workers.
 */
export type PdfTaskKind<R> = {
  name: string;
  file: () => string;
  run: (input: RenderInput, tools: PdfTaskTools) => Promise<R>;
};

/** A task module's default export, as the worker calls it. */
export type PdfTaskModule<R> = { default: (input: RenderInput, tools: PdfTaskTools) => Promise<R> };

/**
 * The URL of a task module: `source` beside the caller when running from source, else `bundled`
 * beside the bundle's entry (scripts/build.mjs builds it as an entry of its own).
 */
export const taskFile = ({ from, source, bundled }: { from: string; source: string; bundled: string }): string =>
  from.endsWith('.ts') ? new URL(source, from).href : new URL(bundled, from).href;
