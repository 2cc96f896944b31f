import type { Kysely } from 'kysely';
import type { DocumentDto, FormData, FormDefinition } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import * as repo from './sharing.repo.js';

/** The version a customer answered, as it was then: an edited document keeps its earlier answers and their data. */
export type AnsweredVersion = { doc: DocumentDto; answer: repo.AnswerRow; definition: FormDefinition; data: FormData };

/**
 * An answer of one of the business's documents with the version it answered (the answer keeps that
 * version's form, definition version, number and data). 404 document_not_found for another
 * business's document, 404 not_found for an answer of another document or business.
 */
export const loadAnsweredVersion = async (
  { db, documents, forms }: { db: Kysely<Database>; documents: DocumentsService; forms: FormsService },
  scope: RequestScope,
  documentId: string,
  answerId: string,
): Promise<AnsweredVersion> => {
  const doc = await documents.get(scope, documentId);
  const answer = await repo.findAnswer(db, scope.businessId, doc.id, answerId);
  if (!answer) throw new AppError('not_found', { message: 'Answer not found' });
  const definition = await forms.definitionOf(answer.form_id, answer.form_version);
  return { doc, answer, definition, data: answer.data as FormData };
};
