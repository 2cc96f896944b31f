import { renderDocumentPdf, type RenderInput } from './render.js';

/** Worker-thread entry of the PDF pool (bundled as dist/pdf-worker.js). */
export default async (input: RenderInput): Promise<Uint8Array> => renderDocumentPdf(input);
