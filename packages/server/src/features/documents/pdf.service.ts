import type { FormData, FormDefinition, Locale, SubmitDocumentBody } from '@atelier/core';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService, UsableForm } from '../forms/forms.service.js';
import type { DocumentsService } from './documents.service.js';
import type { PublicSubmissionsService } from './public-submissions.service.js';

export type PdfFile = { filename: string; pdf: Buffer };

type Printable = { definition: FormDefinition; data: FormData; number?: string; created_at?: string; logo?: Buffer | undefined };

export const createPdfService = ({
  documents,
  forms,
  publics,
  renderer,
  logoFor,
}: {
  documents: DocumentsService;
  forms: FormsService;
  publics: PublicSubmissionsService;
  renderer: PdfRenderer;
  /** The user's logo while their logo add-on is active, else undefined (SPEC §9 Logo addition). */
  logoFor: (userId: string) => Promise<Buffer | undefined>;
}) => {
  /** The one way a PDF is made: a document (saved, or a preview without number) in a language. */
  const render = async ({ definition, data, number, created_at, logo }: Printable, locale: Locale, filename: string): Promise<PdfFile> => ({
    filename,
    pdf: await renderer.render({ definition, document: { data, number, created_at }, locale, logo }),
  });

  /**
   * A preview of a submit body, nothing saved. Values are normalised and recomputed exactly as on
   * submit (client numbers ignored, unknown and hidden values dropped), but a half-filled form is
   * not refused: previewing before every required field is filled is the point of a preview.
   */
  const previewOf = ({ form, definition }: UsableForm, body: SubmitDocumentBody, locale: Locale, logo?: Buffer) =>
    render({ definition, data: body.data, logo }, locale, `${form.id}-preview.pdf`);

  /** A saved document, with the definition version it was made with; someone else's → 404. */
  const saved = async ({ userId, id, locale }: { userId: string; id: string; locale: Locale }): Promise<PdfFile> => {
    const document = await documents.get(userId, id);
    const [definition, logo] = await Promise.all([forms.definitionOf(document.form_id, document.form_version), logoFor(userId)]);
    return render({ definition, data: document.data, number: document.number, created_at: document.created_at, logo }, locale, `${document.id}.pdf`);
  };

  const preview = async ({ userId, formId, body, locale }: { userId: string; formId: string; body: SubmitDocumentBody; locale: Locale }): Promise<PdfFile> => {
    const [usable, logo] = await Promise.all([forms.usableForm(userId, formId), logoFor(userId)]);
    return previewOf(usable, body, locale, logo);
  };

  /** An anonymous submission by its id; no account, so never a logo. */
  const publicSaved = async ({ id, locale, ip }: { id: string; locale: Locale; ip: string }): Promise<PdfFile> => {
    await publics.countPdf(ip);
    const { row, definition } = await publics.load(id);
    return render({ definition, data: row.data as FormData, number: row.number, created_at: row.created_at.toISOString() }, locale, `${row.id}.pdf`);
  };

  /** The preview of a public form's submit body, for a visitor without an account. */
  const publicPreview = async ({ formId, body, locale, ip }: { formId: string; body: SubmitDocumentBody; locale: Locale; ip: string }): Promise<PdfFile> => {
    await publics.countPdf(ip);
    return previewOf(await forms.publicForm(formId), body, locale);
  };

  return { saved, preview, publicSaved, publicPreview };
};

export type PdfService = ReturnType<typeof createPdfService>;
