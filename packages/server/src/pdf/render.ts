import type { FormDefinition } from '@atelier/core';
import { createPen, finishPages, toBuffer, type Pen } from './kit.js';
import { estimateLayout } from './layouts/estimate.js';
import { genericLayout } from './layouts/generic.js';
import { buildModel, type RenderInput } from './model.js';

export type { RenderInput } from './model.js';

type Layout = (pen: Pen) => void;

/**
 * Layouts by `pdf.layout`. Invoice and quote share the estimate's party/lines/totals structure;
 * the layouts not written yet print through the generic one, so every valid definition prints.
 */
const LAYOUTS: Record<FormDefinition['pdf']['layout'], Layout> = {
  estimate: estimateLayout,
  invoice: estimateLayout,
  quote: estimateLayout,
  'trip-log': genericLayout,
  contract: genericLayout,
  handover: genericLayout,
  'entry-sheet': genericLayout,
  generic: genericLayout,
};

/** A4 PDF of a document (or a preview's data), localized, with totals recomputed by core. */
export const renderDocumentPdf = async (input: RenderInput): Promise<Buffer> => {
  const model = buildModel(input);
  const pen = createPen(model);
  (LAYOUTS[model.def.pdf.layout] ?? genericLayout)(pen);
  finishPages(pen);
  return toBuffer(pen);
};
