import type { Kysely } from 'kysely';
import {
  CUSTOMER_ACTION_BY_KIND,
  carriedLines,
  carriedValues,
  isSameVisitRole,
  isLineRole,
  mergeData,
  takesLinesOf,
  type CarryDto,
  type CarryTargetDto,
  type CarryTargetsDto,
  type DocumentKind,
  type FieldValue,
  type FormAccess,
  type FormDefinition,
  type Locale,
  type SourceLine,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import { documentLines } from '../../pdf/document-lines.js';
import { buildModel } from '../../pdf/model.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import { loadAnsweredVersion, type AnsweredVersion } from './answered-version.js';

/** The kinds an approved estimate usually leads to, likeliest first: the work order, then the invoice. */
const KIND_RANK: Partial<Record<DocumentKind, number>> = { order: 0, invoice: 1 };

/**
 * Public applications are everyone's (registers, timesheets, transport documents...): only the kinds
 * an approval leads to are offered from them. The business's own (allocated, or with an add-on)
 * are offered whatever their kind, and before the public ones.
 */
const offered = (access: FormAccess, kind: DocumentKind): boolean => access !== 'public' || KIND_RANK[kind] !== undefined;

/** Closer trades first: one the source serves too, then the applications for any business ('general'), then the rest. */
const tradeRank = (source: FormDefinition, target: FormDefinition): number => {
  const trades = target.trades ?? [];
  if (trades.some((trade) => source.trades?.includes(trade))) return 0;
  return trades.includes('general') ? 1 : 2;
};

/** What the customer approved of the answer: every line, or those ticked; nothing when they declined or signed (422 nothing_approved). */
const approvedLines = (answer: AnsweredVersion['answer']): ((index: number) => boolean) => {
  if (answer.decision === 'approved') return () => true;
  const approved = new Set(answer.lines.filter((line) => line.approved).map((line) => line.index));
  if (answer.decision !== 'partly_approved' || approved.size === 0) throw new AppError('nothing_approved');
  return (index) => approved.has(index);
};

/** The approved rows of the answered version, numbered as the customer's page and the PDF number them (documentLines). */
const sourceLines = ({ doc, answer, definition, data }: AnsweredVersion, approved: (index: number) => boolean): SourceLine[] => {
  const model = buildModel({ definition, document: { data, number: answer.number, created_at: doc.created_at }, locale: 'ro' });
  return documentLines(model).flatMap((line) => {
    const field = definition.steps.find((step) => step.name === line.step)?.fields.find((f) => f.name === line.field);
    const row = (model.data[line.step]?.[line.field] as Record<string, FieldValue>[] | undefined)?.[line.row];
    if (!approved(line.index) || field?.type !== 'array' || !isLineRole(field.role) || !row) return [];
    return [{ role: field.role, item: field.item, row }];
  });
};

/**
 * Issue 29: a new document (a service order, an invoice) from the lines a customer approved. Built
 * from the version they answered, not the current one: an edited document needs a new approval.
 * The new document is not saved here: the editor opens with this data and the user saves it.
 */
export const createAnswerCarryService = (deps: { db: Kysely<Database>; documents: DocumentsService; forms: FormsService }) => {
  const { forms } = deps;

  /**
   * The user's applications that take the answer's lines, likeliest first: the business's own before
   * the public ones, then by trade, then a service order before an invoice before the rest. The kinds
   * customers approve (estimates, quotes) are left out: they are what was approved, not what follows.
   */
  const targets = async (scope: RequestScope, documentId: string, answerId: string, locale: Locale): Promise<CarryTargetsDto> => {
    const answered = await loadAnsweredVersion(deps, scope, documentId, answerId);
    approvedLines(answered.answer);
    const usable = (await forms.listForUser(scope, locale)).filter((form) => form.access !== 'documents');
    const ranked: (CarryTargetDto & { rank: number[] })[] = [];
    for (const form of usable) {
      const target = await forms.definitionOf(form.id, form.version);
      const kind = target.document.kind;
      if (CUSTOMER_ACTION_BY_KIND[kind] === 'approve' || !offered(form.access, kind) || !takesLinesOf(answered.definition, target)) continue;
      const rank = [form.access === 'public' ? 1 : 0, tradeRank(answered.definition, target), KIND_RANK[kind] ?? 2];
      ranked.push({ form_id: form.id, title: form.title, kind, rank });
    }
    const byRank = (a: number[], b: number[]) => a.reduce((found, value, i) => found || value - (b[i] ?? 0), 0);
    ranked.sort((a, b) => byRank(a.rank, b.rank) || a.title.localeCompare(b.title, locale));
    return { targets: ranked.map(({ rank: _rank, ...target }) => target) };
  };

  /** A new document of `formId`'s start: the answered version's client and vehicle (by role) and its approved lines. */
  const carry = async (scope: RequestScope, documentId: string, answerId: string, formId: string): Promise<CarryDto> => {
    const answered = await loadAnsweredVersion(deps, scope, documentId, answerId);
    const approved = approvedLines(answered.answer);
    const { form, definition: target } = await forms.usableForm(scope, formId);
    if (!takesLinesOf(answered.definition, target)) throw new AppError('no_line_target');
    const values = carriedValues({ source: { definition: answered.definition, data: answered.data }, target, carries: isSameVisitRole });
    return { form_id: form.id, data: mergeData(values, carriedLines({ target, lines: sourceLines(answered, approved) })) };
  };

  return { targets, carry };
};

export type AnswerCarryService = ReturnType<typeof createAnswerCarryService>;
