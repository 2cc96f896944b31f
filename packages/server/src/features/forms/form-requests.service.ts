import type { Kysely } from 'kysely';
import type { AdminFormRequestDto, AllocationDto, FormRequestDto } from '@atelier/core';
import type { Database, FormRequestRow } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { UsersService } from '../auth/index.js';
import * as forms from './forms.repo.js';
import * as requests from './form-requests.repo.js';

/** More than any account or admin queue holds; keeps one answer bounded. */
const LIST_LIMIT = 500;

const toDto = (row: FormRequestRow): FormRequestDto => ({
  id: row.id,
  form_id: row.form_id,
  status: row.status,
  created_at: row.created_at.toISOString(),
  decided_at: row.decided_at ? row.decided_at.toISOString() : null,
});

/**
 * Application access (SPEC §4): a user requests an application, it stays pending until an admin
 * allocates it (which approves the request) or rejects it.
 */
export const createFormRequestsService = ({ db, now, users }: { db: Kysely<Database>; now: () => Date; users: Pick<UsersService, 'byId'> }) => {
  /** 404 unknown or deleted; 409 when already usable or already pending. */
  /** The business asks (any member may); 404 unknown or deleted; 409 when already usable or already pending. */
  const request = async ({ businessId, userId }: RequestScope, formId: string): Promise<FormRequestDto> => {
    const at = now();
    const form = await forms.findFormForUser(db, { businessId, id: formId, at });
    if (!form) throw new AppError('form_not_found');
    if (form.allocated || form.included || form.is_public) throw new AppError('form_already_usable');
    const row = await requests.insertPendingRequest(db, { id: newId(at), business_id: businessId, requested_by: userId, form_id: formId, created_at: at });
    if (!row) throw new AppError('request_pending');
    return toDto(row);
  };

  const listForBusiness = async ({ businessId }: RequestScope): Promise<FormRequestDto[]> => (await requests.listBusinessRequests(db, businessId, LIST_LIMIT)).map(toDto);

  const listPending = async (): Promise<AdminFormRequestDto[]> =>
    (await requests.listPendingRequests(db, LIST_LIMIT)).map((row) => ({ ...toDto(row), user_id: row.requested_by ?? '', user_email: row.user_email, form_title: row.form_title }));

  /** The admin names a user: the application is their business's. */
  const checkTarget = async ({ formId, userId }: { formId: string; userId: string }): Promise<string> => {
    if (!(await forms.findLiveForm(db, formId))) throw new AppError('form_not_found');
    const user = await users.byId(userId);
    if (!user?.business_id) throw new AppError('user_not_found');
    return user.business_id;
  };

  /** Grants the application to the user's business; its pending request for it becomes approved in the same transaction. */
  const allocate = async ({ formId, userId }: { formId: string; userId: string }): Promise<AllocationDto> => {
    const businessId = await checkTarget({ formId, userId });
    const approved = await db.transaction().execute(async (trx) => {
      await forms.grantAccess(trx, businessId, formId);
      return requests.decidePendingForForm(trx, { businessId, formId, status: 'approved', at: now() });
    });
    return { form_id: formId, user_id: userId, allocated: true, request_approved: approved };
  };

  const removeAccess = async ({ formId, userId }: { formId: string; userId: string }): Promise<AllocationDto> => {
    const businessId = await checkTarget({ formId, userId });
    await forms.revokeAccess(db, businessId, formId);
    return { form_id: formId, user_id: userId, allocated: false, request_approved: false };
  };

  /** 404 for an unknown request, 409 when it was already decided. */
  const reject = async (id: string): Promise<FormRequestDto> => {
    const row = await requests.decideRequest(db, { id, status: 'rejected', at: now() });
    if (row) return toDto(row);
    if (!(await requests.findRequest(db, id))) throw new AppError('not_found', { message: 'Request not found' });
    throw new AppError('conflict', { message: 'This request was already decided' });
  };

  return { request, listForBusiness, listPending, allocate, removeAccess, reject };
};

export type FormRequestsService = ReturnType<typeof createFormRequestsService>;
