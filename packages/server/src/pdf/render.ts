import type { FormDefinition } from '@atelier/core';
import { closingPage } from './closing-page.js';
import { createPen, finishPages, toBuffer, type Pen } from './kit.js';
import { contractLayout, estimateLayout } from './layouts/estimate.js';
import { genericLayout } from './layouts/generic.js';
import { buildModel, type RenderInput } from './model.js';

export type { RenderInput } from './model.js';

type Layout = (pen: Pen) => void;

/**
 * Layouts by `pdf.layout`. Invoice, quote, handover and entry sheet share the estimate's
 * parties/lines/totals structure, the contract numbers its clauses; the trip log is a header,
 * its trips table and the km total, which the generic layout already prints. Anything unknown
 * prints through the generic layout, so every valid definition prints.
 */
const LAYOUTS: Record<FormDefinition['pdf']['layout'], Layout> = {
  estimate: estimateLayout,
  invoice: estimateLayout,
  quote: estimateLayout,
  'trip-log': genericLayout,
  contract: contractLayout,
  handover: estimateLayout,
  'entry-sheet': estimateLayout,
  generic: genericLayout,
};

/** A4 PDF of a document (or a preview's data), localized, with totals recomputed by core; with the customer's answer, a closing page. */
export const renderDocumentPdf = async (input: RenderInput): Promise<Buffer> => {
  const model = buildModel(input);
  const pen = createPen(model);
  (LAYOUTS[model.def.pdf.layout] ?? genericLayout)(pen);
  // The customer's answer closes every layout (issue 29).
  if (input.answer) closingPage(pen, input.answer);
  finishPages(pen);
  return toBuffer(pen);
};
