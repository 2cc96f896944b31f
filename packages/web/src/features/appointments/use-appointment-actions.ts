import type { AppointmentDto, OverbookedFigures } from '@atelier/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/error-messages';
import { useLocale } from '../../lib/use-locale';
import { useComplete, useDeleteAppointment, useReschedule } from './api/appointments';
import { closedReasonText, nonWorkingReason, overbooking } from './closed-reason';

type Move = { id: string; date: string; start: string | null };

/**
 * Reschedule, complete and delete, with their questions: a move the server refuses for
 * overbooking waits for "proceed anyway" (sent again confirmed) or cancel; a non-working day
 * says why and asks for another date.
 */
export const useAppointmentActions = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const reschedule = useReschedule();
  const complete = useComplete();
  const remove = useDeleteAppointment();
  const [moving, setMoving] = useState<AppointmentDto | undefined>();
  const [completing, setCompleting] = useState<AppointmentDto | undefined>();
  const [deleting, setDeleting] = useState<AppointmentDto | undefined>();
  const [pending, setPending] = useState<{ move: Move; figures: OverbookedFigures } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const explain = (error: unknown): string => {
    const closed = nonWorkingReason(error);
    if (closed) return `${closedReasonText(t, locale, closed.date, closed.reason)}. ${t('appointments.pickAnotherDate')}`;
    return `${t('appointments.rescheduleFailed')} ${describeError(t, error)}`;
  };

  const move = (target: Move, confirm = false) => {
    setProblem(undefined);
    reschedule.mutate(
      { id: target.id, date: target.date, start: target.start, confirm_overbooking: confirm },
      {
        onSuccess: () => {
          setMoving(undefined);
          setPending(undefined);
        },
        onError: (error) => {
          const figures = overbooking(error);
          if (figures) setPending({ move: target, figures });
          else {
            setPending(undefined);
            setProblem(explain(error));
          }
        },
      },
    );
  };

  return {
    moving,
    startMove: (appointment: AppointmentDto) => {
      setProblem(undefined);
      setMoving(appointment);
    },
    closeMove: () => {
      setMoving(undefined);
      setProblem(undefined);
    },
    move,
    moveBusy: reschedule.isPending,
    problem,
    clearProblem: () => setProblem(undefined),
    overbooked: pending?.figures,
    proceed: () => pending && move(pending.move, true),
    cancelOverbooked: () => setPending(undefined),
    completing,
    setCompleting,
    complete: () =>
      completing &&
      complete.mutate(completing.id, {
        onSuccess: () => setCompleting(undefined),
      }),
    completeBusy: complete.isPending,
    completeError: complete.error ? describeError(t, complete.error) : undefined,
    deleting,
    setDeleting,
    remove: () => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) }),
    removeBusy: remove.isPending,
    removeError: remove.error ? `${t('appointments.delete.failed')} ${describeError(t, remove.error)}` : undefined,
    resetErrors: () => {
      complete.reset();
      remove.reset();
    },
  };
};
