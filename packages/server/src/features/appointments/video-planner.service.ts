import { sql, type Kysely } from 'kysely';
import type { FormData, VideoProjectDto, VideoWeekResponse } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';

const PRIORITY_RANK: Record<string, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

type ProjectRow = { id: string; form_id: string; number: string; facts: Record<string, string> };

/**
 * The editor's week (SPEC §2 Video-edit project): documents with a project.due_date role, due in
 * the range or overdue and not yet delivered, by due date then priority; the status is changed
 * as the document's editor would change it (validated and versioned).
 */
export const createVideoPlannerService = ({ db, forms, documents, now }: { db: Kysely<Database>; forms: FormsService; documents: DocumentsService; now: () => Date }) => {
  const projectForm = async (scope: RequestScope): Promise<string | null> => {
    const rows = await db
      .selectFrom('forms')
      .innerJoin('form_versions as v', (join) => join.onRef('v.form_id', '=', 'forms.id').onRef('v.version', '=', 'forms.current_version'))
      .select('forms.id')
      .where('forms.deleted_at', 'is', null)
      .where(sql<boolean>`v.definition->'document'->>'kind' = 'project'`)
      .orderBy('forms.created_at')
      .execute();
    for (const { id } of rows) {
      if (await forms.usableForm(scope, id).then(() => true, () => false)) return id;
    }
    return null;
  };

  const week = async (scope: RequestScope, from: string, to: string): Promise<VideoWeekResponse> => {
    const { businessId } = scope;
    if (to < from) throw new AppError('validation_error', { message: 'from must not be after to', details: [{ path: 'to', message: 'range' }] });
    const today = now().toISOString().slice(0, 10);
    const rows: ProjectRow[] = await db
      .selectFrom('documents')
      .select(['id', 'form_id', 'number', sql<Record<string, string>>`facts`.as('facts')])
      .where('business_id', '=', businessId)
      .where(sql<boolean>`facts ? 'project.due_date'`)
      .where((eb) =>
        eb.or([
          eb.and([sql<boolean>`facts->>'project.due_date' >= ${from}`, sql<boolean>`facts->>'project.due_date' <= ${to}`]),
          eb.and([sql<boolean>`facts->>'project.due_date' < ${today}`, sql<boolean>`coalesce(facts->>'project.status', '') <> 'delivered'`]),
        ]),
      )
      .limit(500)
      .execute();
    const projects: VideoProjectDto[] = rows.map((row) => {
      const due = row.facts['project.due_date'] ?? '';
      const status = row.facts['project.status'] ?? 'new';
      return {
        id: row.id,
        form_id: row.form_id,
        number: row.number,
        project: row.facts['project.name'] ?? '',
        client: row.facts['client.name'] ?? '',
        type: row.facts['project.type'] ?? '',
        status,
        priority: row.facts['project.priority'] ?? 'normal',
        due_date: due,
        duration: Number(row.facts['project.duration'] ?? 0) || 0,
        overdue: due < today && status !== 'delivered',
      };
    });
    projects.sort((a, b) => (a.due_date === b.due_date ? (PRIORITY_RANK[a.priority] ?? 9) - (PRIORITY_RANK[b.priority] ?? 9) : a.due_date < b.due_date ? -1 : 1));
    return { form_id: await projectForm(scope), projects };
  };

  const setStatus = async (scope: RequestScope, id: string, status: string): Promise<void> => {
    const document = await documents.get(scope, id);
    const definition = await forms.definitionOf(document.form_id, document.form_version);
    const target = definition.steps.flatMap((step) => step.fields.filter((f) => f.role === 'project.status').map((f) => [step.name, f.name] as const))[0];
    if (!target) throw new AppError('not_found', { message: 'This document is not a video project' });
    const [stepName, fieldName] = target;
    const data: FormData = { ...document.data, [stepName]: { ...document.data[stepName], [fieldName]: status } };
    await documents.update(scope, id, { data, version: document.version });
  };

  return { week, setStatus };
};

export type VideoPlannerService = ReturnType<typeof createVideoPlannerService>;
