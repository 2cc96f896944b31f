import { NOTIFICARI_FORM_KEY } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { FormsService } from '../forms/index.js';

/**
 * SPEC §6: tags, auto-tagging and reminders need the Notificari application allocated to the
 * business, or included with an add-on of its active subscription (the same rule as a form's).
 */
export const notificariAccess = ({ forms }: { forms: Pick<FormsService, 'hasApplication'> }) => {
  const allowed = (businessId: string): Promise<boolean> => forms.hasApplication({ businessId }, NOTIFICARI_FORM_KEY);
  return {
    allowed,
    /** 403 notificari_required unless allowed. */
    require: async (businessId: string): Promise<void> => {
      if (!(await allowed(businessId))) throw new AppError('notificari_required');
    },
  };
};

export type NotificariAccess = ReturnType<typeof notificariAccess>;

