import type { FormData, FormDefinition, Locale, SubmitDocumentBody } from '@atelier/core';
import { pdfFileName, type PdfFileName } from '../../pdf/file-name.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService, UsableForm } from '../forms/index.js';
import { prepareDocument } from './document-engine.js';
import type { DocumentsService } from './documents.service.js';
import type { PublicSubmissionsService } from './public-submissions.service.js';

export type PdfFile = { filename: PdfFileName; pdf: Buffer };

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
  logoFor: (scope: BusinessScope) => Promise<Buffer | undefined>;
}) => {
  /** The one way a PDF is made: a document (saved, or a preview without number) in a language, named as a person would. */
  const render = async ({ definition, data, number, created_at, logo }: Printable, locale: Locale): Promise<PdfFile> => ({
    filename: pdfFileName({ definition, data, number, locale }),
    pdf: await renderer.render({ definition, document: { data, number, created_at }, locale, logo }),
  });

  /**
   * A preview of a submit body, nothing saved. It is checked exactly as a submit is (the same 400
   * with the fields' paths): a preview printed from data that save refuses (a 150 % discount, a
   * negative total, text in a date field) would look like a valid document, and such data is also
   * what costs a renderer the most. The PDF recomputes every computed value, as on submit.
   */
  const previewOf = ({ definition }: UsableForm, body: SubmitDocumentBody, locale: Locale, logo?: Buffer) => {
    prepareDocument(definition, body.data);
    return render({ definition, data: body.data, logo }, locale);
  };

  /** A saved document, with the definition version it was made with; someone else's → 404. */
  const saved = async (scope: RequestScope, { id, locale }: { id: string; locale: Locale }): Promise<PdfFile> => {
    const document = await documents.get(scope, id);
    const [definition, logo] = await Promise.all([forms.definitionOf(document.form_id, document.form_version), logoFor(scope)]);
    return render({ definition, data: document.data, number: document.number, created_at: document.created_at, logo }, locale);
  };

  const preview = async (scope: RequestScope, { formId, body, locale }: { formId: string; body: SubmitDocumentBody; locale: Locale }): Promise<PdfFile> => {
    const [usable, logo] = await Promise.all([forms.usableForm(scope, formId), logoFor(scope)]);
    return previewOf(usable, body, locale, logo);
  };

  /** An anonymous submission by its id; no account, so never a logo. */
  const publicSaved = async ({ id, locale, ip }: { id: string; locale: Locale; ip: string }): Promise<PdfFile> => {
    await publics.countPdf(ip);
    const { row, definition } = await publics.load(id);
    return render({ definition, data: row.data as FormData, number: row.number, created_at: row.created_at.toISOString() }, locale);
  };

  /** The preview of a public form's submit body, for a visitor without an account. */
  const publicPreview = async ({ formId, body, locale, ip }: { formId: string; body: SubmitDocumentBody; locale: Locale; ip: string }): Promise<PdfFile> => {
    await publics.countPdf(ip);
    return previewOf(await forms.publicForm(formId), body, locale);
  };

  return { saved, preview, publicSaved, publicPreview };
};

export type PdfService = ReturnType<typeof createPdfService>;
