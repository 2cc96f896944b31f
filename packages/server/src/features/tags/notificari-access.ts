import type { Kysely } from 'kysely';
import { NOTIFICARI_FORM_KEY } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findFormByKey, findFormForUser } from '../forms/index.js';

/**
 * SPEC §6: tags, auto-tagging and reminders need the Notificari application allocated to the
 * business, or included with an add-on of its active subscription (the same rule as a form's).
 */
export const notificariAccess = ({ db, now }: { db: Kysely<Database>; now: () => Date }) => {
  const allowed = async (businessId: string): Promise<boolean> => {
    const form = await findFormByKey(db, NOTIFICARI_FORM_KEY);
    if (!form || form.deleted_at !== null) return false;
    const found = await findFormForUser(db, { businessId, id: form.id, at: now() });
    return found !== undefined && (found.allocated || found.included);
  };
  return {
    allowed,
    /** 403 notificari_required unless allowed. */
    require: async (businessId: string): Promise<void> => {
      if (!(await allowed(businessId))) throw new AppError('notificari_required');
    },
  };
};

export type NotificariAccess = ReturnType<typeof notificariAccess>;

