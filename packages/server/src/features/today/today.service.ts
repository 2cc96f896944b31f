import { TODAY_REMINDER_DAYS, TODAY_ROWS, WORKSHOP_WINDOW_DAYS, addDays, formatPlate, romanianDay, type Locale, type RecentDocumentDto, type TodayResponse } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { AppointmentsService } from '../appointments/index.js';
import type { DocumentsService } from '../documents/index.js';
import type { RemindersService } from '../reminders/index.js';
import type { WaitingList } from '../sharing/index.js';
import type { SpvService } from '../spv/index.js';
import type { VehiclesService } from '../vehicles/index.js';

export type TodaySources = {
  appointments: Pick<AppointmentsService, 'onDay'>;
  vehicles: Pick<VehiclesService, 'inWorkshop'>;
  waiting: WaitingList;
  spv: Pick<SpvService, 'pending'>;
  reminders: Pick<RemindersService, 'list'>;
  documents: Pick<DocumentsService, 'list'>;
  now: () => Date;
};

/** A business without the reminders application has no reminders section (null), rather than a refusal of the whole screen. */
const unlessNoReminders = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'notificari_required') return null;
    throw error;
  });

/**
 * Today (issue 31): every section from the feature that owns it, through its service, in one
 * answer; each is one indexed statement of its own (docs in today.module.ts).
 */
export const createTodayService = ({ appointments, vehicles, waiting, spv, reminders, documents, now }: TodaySources) => {
  const today = async (scope: RequestScope, locale: Locale | undefined): Promise<TodayResponse> => {
    const date = romanianDay(now());
    const [booked, workshop, waitingOnes, pending, due, recent] = await Promise.all([
      appointments.onDay(scope, date),
      vehicles.inWorkshop(scope, { since: addDays(date, -WORKSHOP_WINDOW_DAYS), limit: TODAY_ROWS }),
      waiting(scope, TODAY_ROWS),
      spv.pending(scope),
      unlessNoReminders(reminders.list(scope, { due: 'upcoming', days: TODAY_REMINDER_DAYS, skip: 0, limit: TODAY_ROWS })),
      documents.list(scope, { skip: 0, limit: TODAY_ROWS, locale }),
    ]);
    return {
      date,
      appointments: booked,
      workshop,
      waiting: waitingOnes,
      spv: pending.results,
      reminders: due && { results: due.results, total: due.total },
      recent: recent.results.map(
        (doc): RecentDocumentDto => ({
          id: doc.id,
          form_id: doc.form_id,
          number: doc.number,
          form_title: doc.form_title,
          kind: doc.kind,
          client: doc.facts['client.name'] || null,
          plate: doc.facts['vehicle.plate'] ? formatPlate(doc.facts['vehicle.plate']) : null,
          created_at: doc.created_at,
        }),
      ),
    };
  };
  return { today };
};

export type TodayService = ReturnType<typeof createTodayService>;
