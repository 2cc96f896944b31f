import type { Locale, SubmitDocumentBody } from '@atelier/core';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService } from '../forms/forms.service.js';
import type { DocumentsService } from './documents.service.js';

export type PdfFile = { filename: string; pdf: Buffer };

export const createPdfService = ({ documents, forms, renderer }: { documents: DocumentsService; forms: FormsService; renderer: PdfRenderer }) => {
  /** A saved document, with the definition version it was made with; someone else's → 404. */
  const saved = async ({ userId, id, locale }: { userId: string; id: string; locale: Locale }): Promise<PdfFile> => {
    const document = await documents.get(userId, id);
    const definition = await forms.definitionOf(document.form_id, document.form_version);
    const pdf = await renderer.render({ definition, document: { data: document.data, number: document.number, created_at: document.created_at }, locale });
    return { filename: `${document.id}.pdf`, pdf };
  };

  /**
   * A preview of a submit body, nothing saved. Values are normalised and recomputed exactly as on
   * submit (client numbers ignored, unknown and hidden values dropped), but a half-filled form is
   * not refused: previewing before every required field is filled is the point of a preview.
   */
  const preview = async ({ userId, formId, body, locale }: { userId: string; formId: string; body: SubmitDocumentBody; locale: Locale }): Promise<PdfFile> => {
    const { form, definition } = await forms.usableForm(userId, formId);
    const pdf = await renderer.render({ definition, document: { data: body.data }, locale });
    return { filename: `${form.id}-preview.pdf`, pdf };
  };

  return { saved, preview };
};

export type PdfService = ReturnType<typeof createPdfService>;
