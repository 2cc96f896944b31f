import type { Kysely } from 'kysely';
import {
  parseFormDefinition,
  parseJsonText,
  type AdminFormDto,
  type FormUploadDto,
  type FormUsersResponse,
  type Step1DataDto,
  type SubmissionStatisticsDto,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FormsService } from '../forms/index.js';
import * as repo from './admin-forms.repo.js';

/** More accounts than a form's access list shows at once; the users table pages through all of them. */
const FORM_USERS_LIMIT = 1000;
const PER_USER_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest statistics range, so one request stays bounded. */
const MAX_RANGE_DAYS = 366;
const DEFAULT_RANGE_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const createAdminFormsService = ({ db, forms: formsService, now }: { db: Kysely<Database>; forms: FormsService; now: () => Date }) => {
  const liveForm = async (id: string) => {
    const form = await formsService.liveForm(id);
    if (!form) throw new AppError('form_not_found');
    return form;
  };

  const list = async (): Promise<AdminFormDto[]> =>
    (await repo.listFormsWithCounts(db)).map((row) => ({
      id: row.id,
      key: row.key,
      title: row.title,
      version: row.current_version,
      category: row.category,
      isPublic: row.is_public,
      documents: Number(row.documents ?? 0),
      allocated_users: Number(row.allocated_users ?? 0),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));

  /** One definition file: parse errors with line and column, then every schema problem by path. */
  const upload = async (text: string): Promise<FormUploadDto> => {
    const json = parseJsonText(text);
    if (!json.ok) {
      const { line, column, message } = json.error;
      throw new AppError('parse_error', {
        message: `Invalid JSON at line ${line}, column ${column}: ${message}`,
        position: { line, column },
        details: [{ path: `line ${line}, column ${column}`, message }],
      });
    }
    const parsed = parseFormDefinition(json.value);
    if (!parsed.ok) {
      throw new AppError('invalid_definition', {
        message: `The form definition has ${parsed.problems.length} problem(s)`,
        details: parsed.problems.map((p) => ({ path: p.path, message: p.message })),
      });
    }
    const { definition } = parsed;
    const result = await formsService.publish(definition, { restoreDeleted: true });
    const status = result.created ? 'created' : result.restored ? 'restored' : result.updated ? 'updated' : 'unchanged';
    return { id: result.id, key: definition.key, version: definition.version, title: definition.title, status };
  };

  /** Soft delete: documents made with it keep their definition version and stay readable and printable. */
  const remove = async (id: string): Promise<{ id: string; deleted: true }> => {
    if (!(await formsService.softDelete(id))) throw new AppError('form_not_found');
    return { id, deleted: true };
  };

  const users = async (formId: string): Promise<FormUsersResponse> => {
    await liveForm(formId);
    const rows = await repo.listUsersForForm(db, { formId, at: now(), limit: FORM_USERS_LIMIT });
    return {
      users: rows.map((row) => ({ id: row.id, email: row.email, has_access: row.has_access, included_by_addon: row.included_by_addon, pending_request_id: row.pending_request_id })),
    };
  };

  const step1Data = async ({ formId, skip, limit }: { formId: string; skip: number; limit: number }): Promise<{ total: number; body: Step1DataDto }> => {
    const form = await liveForm(formId);
    const definition = await formsService.definitionOf(form.id, form.current_version);
    const first = definition.steps[0];
    if (!first) throw new AppError('form_misconfigured');
    const [rows, total] = await Promise.all([repo.listStepData(db, { formId, step: first.name, skip, limit }), repo.countDocumentsOfForm(db, formId)]);
    return {
      total,
      body: {
        form_id: formId,
        step: { name: first.name, title: first.title ?? first.name },
        entries: rows.map((row) => ({
          document_id: row.id,
          user_id: row.created_by,
          email: row.email ?? '',
          number: row.number,
          created_at: row.created_at.toISOString(),
          data: row.step_data ?? {},
        })),
      },
    };
  };

  /** Documents per day (every day of the range, zeros included), per form and per user. Days are UTC. */
  const statistics = async (query: { start_date?: string | undefined; end_date?: string | undefined; form_id?: string | undefined }): Promise<SubmissionStatisticsDto> => {
    const end = query.end_date ?? isoDay(now());
    const start = query.start_date ?? isoDay(new Date(Date.parse(end) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
    if (start > end) throw new AppError('validation_error', { details: [{ path: 'end_date', message: 'must not be before start_date' }] });
    const from = new Date(`${start}T00:00:00Z`);
    const to = new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS);
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    if (days > MAX_RANGE_DAYS) throw new AppError('validation_error', { details: [{ path: 'start_date', message: `the range may span at most ${MAX_RANGE_DAYS} days` }] });
    const range = { from, to, formId: query.form_id };
    const [perDay, perForm, perUser] = await Promise.all([repo.countPerDay(db, range), repo.countPerForm(db, range), repo.countPerUser(db, range, PER_USER_LIMIT)]);
    const byDay = new Map(perDay.map((row) => [row.day, Number(row.n)]));
    const allDays = Array.from({ length: days }, (_, i) => isoDay(new Date(from.getTime() + i * DAY_MS)));
    return {
      start_date: start,
      end_date: end,
      total: perDay.reduce((sum, row) => sum + Number(row.n), 0),
      per_day: allDays.map((date) => ({ date, count: byDay.get(date) ?? 0 })),
      per_form: perForm.map((row) => ({ form_id: row.id, title: row.title, count: Number(row.n) })),
      per_user: perUser.map((row) => ({ user_id: row.id, email: row.email, count: Number(row.n) })),
    };
  };

  return { list, upload, remove, users, step1Data, statistics };
};

export type AdminFormsService = ReturnType<typeof createAdminFormsService>;
