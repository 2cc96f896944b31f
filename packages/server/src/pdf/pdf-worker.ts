import type { FormDefinition } from '@atelier/core';
import { renderDocumentPdf, type RenderInput } from './render.js';

const DEFINITIONS_KEPT = 200;
const definitions = new Map<string, FormDefinition>();

/**
 * A definition arrives as a fresh copy with every task; keeping one object per distinct
 * definition lets core reuse its compiled expressions (compiling costs about a render).
 */
const known = (definition: FormDefinition): FormDefinition => {
  const key = JSON.stringify(definition);
  const kept = definitions.get(key);
  if (kept) return kept;
  definitions.set(key, definition);
  if (definitions.size > DEFINITIONS_KEPT) definitions.delete(definitions.keys().next().value ?? key);
  return definition;
};

/** Worker-thread entry of the PDF pool (bundled as dist/pdf-worker.js). */
export default async (input: RenderInput): Promise<Uint8Array> => renderDocumentPdf({ ...input, definition: known(input.definition) });
