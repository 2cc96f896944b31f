import type { Kysely } from 'kysely';
import { foldForSearch, type FormDefinition } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { FormsService } from '../forms/index.js';
import * as steps from './step-data.repo.js';

const toEntry = (row: steps.StepEntryRow | Omit<steps.StepEntryRow, 'total'>) => ({
  document_id: row.document_id,
  form_id: row.form_id,
  created_at: row.created_at.toISOString(),
  data: row.data as Record<string, never>,
});

/** The text field of an array line that names it (part name, operation), used to de-duplicate. */
const lineKeyField = (definition: FormDefinition, stepName: string, fieldName: string): string => {
  const field = definition.steps.find((s) => s.name === stepName)?.fields.find((f) => f.name === fieldName);
  if (!field || field.type !== 'array') {
    throw new AppError('validation_error', { details: [{ path: 'field', message: `"${stepName}.${fieldName}" is not a list field of this application` }] });
  }
  const key = field.item.find((f) => f.type === 'text' && f.required) ?? field.item.find((f) => f.type === 'text' || f.type === 'textarea');
  if (!key) throw new AppError('validation_error', { details: [{ path: 'field', message: 'this list has no text field to recognise lines by' }] });
  return key.name;
};

export const createStepDataService = ({ db, forms }: { db: Kysely<Database>; forms: FormsService }) => {
  const entries = async ({ businessId }: RequestScope, step: string, { skip, limit, term }: { skip: number; limit: number; term?: string }) => {
    const { rows, total } = await steps.listStepEntries(db, { businessId, step, term: term ? foldForSearch(term.trim()) : '', skip, limit });
    return { results: rows.map(toEntry), total };
  };

  const overview = async ({ businessId }: RequestScope) =>
    (await steps.stepOverview(db, businessId)).map((row) => ({ ...row, last_at: row.last_at.toISOString() }));

  const stepNames = async ({ businessId }: RequestScope) => (await steps.stepOverview(db, businessId)).map((row) => row.step);

  /** The last distinct entries of one step, to pre-fill it in a new document of this form. */
  const pastEntries = async (scope: RequestScope, formId: string, step: string, limit: number) => {
    const { definition } = await forms.usableForm(scope, formId);
    if (!definition.steps.some((s) => s.name === step)) {
      throw new AppError('validation_error', { details: [{ path: 'step', message: `this application has no step "${step}"` }] });
    }
    return entries(scope, step, { skip: 0, limit });
  };

  const arrayItems = async (scope: RequestScope, formId: string, { field, term, limit }: { field: string; term: string; limit: number }) => {
    const { businessId } = scope;
    const { definition } = await forms.usableForm(scope, formId);
    const [stepName = '', fieldName = ''] = field.split('.');
    const keyField = lineKeyField(definition, stepName, fieldName);
    const rows = await steps.listArrayItems(db, { businessId, step: stepName, field: fieldName, keyField, term: foldForSearch(term.trim()), limit });
    return rows.map((row) => ({ item: row.item as Record<string, never>, last_used_at: row.last_used_at.toISOString() }));
  };

  return { entries, overview, stepNames, pastEntries, arrayItems };
};

export type StepDataService = ReturnType<typeof createStepDataService>;
