import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  extractFacts,
  formatDocumentNumber,
  localizeDefinition,
  setDocumentNumber,
  type FormDefinition,
  type Locale,
  type PublicSubmissionDto,
  type PublicSubmitResponse,
  type SubmitDocumentBody,
} from '@atelier/core';
import type { PublicLimits } from '../../config.js';
import type { Database, PublicSubmissionRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { FormsService } from '../forms/index.js';
import { prepareDocument } from './document-engine.js';
import * as publicSubmissions from './public-submissions.repo.js';

/** 24 random bytes as 32 URL-safe characters: the only key to an anonymous document. */
export const newPublicSubmissionId = (): string => randomBytes(24).toString('base64url');

/**
 * Public submissions are numbered per form, in their own sequence: no account's counter is used,
 * and the WEB- mark keeps them apart from an account's DV-0007.
 */
export const publicDocumentNumber = (definition: FormDefinition, seq: number): string => `WEB-${formatDocumentNumber(definition, seq)}`;

export type PublicSubmission = { row: PublicSubmissionRow; definition: FormDefinition };

export const createPublicSubmissionsService = (deps: { db: Kysely<Database>; forms: FormsService; counters: CounterStore; limits: PublicLimits; now: () => Date }) => {
  const { db, forms, counters, limits, now } = deps;
  const submitLimiter = createRateLimiter(counters, 'public:submit', { limit: limits.submits, windowMs: limits.windowMs });
  const pdfLimiter = createRateLimiter(counters, 'public:pdf', { limit: limits.pdfs, windowMs: limits.windowMs });

  /** Validated and recomputed by the same engine as an account's submit; every attempt counts. */
  const submit = async ({ formId, body, ip }: { formId: string; body: SubmitDocumentBody; ip: string }): Promise<PublicSubmitResponse> => {
    await submitLimiter.hit(ip);
    const { form, definition } = await forms.publicForm(formId);
    const prepared = prepareDocument(definition, body.data);
    const at = now();
    const id = newPublicSubmissionId();
    const number = await db.transaction().execute(async (trx) => {
      const seq = await publicSubmissions.nextPublicSeq(trx, { formId: form.id, start: definition.document.number?.start ?? 1 });
      const numbered = publicDocumentNumber(definition, seq);
      const data = setDocumentNumber(definition, prepared.data, numbered);
      await publicSubmissions.insertPublicSubmission(trx, {
        id,
        form_id: form.id,
        form_version: form.current_version,
        number: numbered,
        data,
        facts: { ...prepared.facts, ...extractFacts(definition, data, prepared.totals), 'document.number': numbered },
        totals: prepared.totals,
        created_at: at,
      });
      return numbered;
    });
    return { id, number, created_at: at.toISOString() };
  };

  /** A saved public submission with the definition version it was made with; unknown → 404. */
  const load = async (id: string): Promise<PublicSubmission> => {
    const row = await publicSubmissions.findPublicSubmission(db, id);
    if (!row) throw new AppError('document_not_found');
    return { row, definition: await forms.definitionOf(row.form_id, row.form_version) };
  };

  const get = async (id: string, locale: Locale): Promise<PublicSubmissionDto> => {
    const { row, definition } = await load(id);
    return {
      id: row.id,
      form_id: row.form_id,
      form_version: row.form_version,
      title: localizeDefinition(definition, locale).title,
      number: row.number,
      data: row.data as PublicSubmissionDto['data'],
      facts: row.facts,
      totals: row.totals,
      created_at: row.created_at.toISOString(),
      form_schema: definition,
    };
  };

  /** PDFs (previews and downloads) share one budget per IP: rendering is the costly part. */
  const countPdf = (ip: string) => pdfLimiter.hit(ip);

  return { submit, load, get, countPdf };
};

export type PublicSubmissionsService = ReturnType<typeof createPublicSubmissionsService>;
