import { appointmentDto, availabilityResponse, weekResponse, type AppointmentDto, type AppointmentStageBody, type ConfirmationMailBody, type RescheduleBody } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateDocuments } from '../../documents';
import { appointmentKeys } from './keys';

/** GET /api/user/appointments?from=&to=: the days as worked, their hours, appointments and the undated ones. */
export const weekQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: appointmentKeys.week(from, to),
    queryFn: ({ signal }) => apiRequest({ path: `/user/appointments?from=${from}&to=${to}`, schema: weekResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const useWeek = (from: string, to: string) => useQuery(weekQuery(from, to));

/** GET /api/user/appointments/availability?date=: one day's hours and free stretches. */
export const useAvailability = (date: string | undefined) =>
  useQuery({
    queryKey: appointmentKeys.availability(date),
    queryFn: ({ signal }) => apiRequest({ path: `/user/appointments/availability?date=${date ?? ''}`, schema: availabilityResponse, signal }),
    enabled: date !== undefined,
  });

const useAppointmentChange = <I>(mutationFn: (input: I) => Promise<AppointmentDto>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (appointment) => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void invalidateDocuments(queryClient, { lists: true, documentId: appointment.id });
    },
  });
};

/** POST /api/user/appointments/{id}/reschedule: 409 overbooked (figures) unless confirmed, 422 non_working_day. */
export const useReschedule = () =>
  useAppointmentChange(({ id, ...body }: RescheduleBody & { id: string }) =>
    apiRequest({ path: `/user/appointments/${encodeURIComponent(id)}/reschedule`, method: 'POST', body: { json: body }, schema: appointmentDto }),
  );

/** POST /api/user/appointments/{id}/complete. */
export const useComplete = () =>
  useAppointmentChange((id: string) => apiRequest({ path: `/user/appointments/${encodeURIComponent(id)}/complete`, method: 'POST', schema: appointmentDto }));

/** POST /api/user/appointments/{id}/stage: where a booked car stands (arrived, in progress, done). */
export const useSetStage = () =>
  useAppointmentChange(({ id, ...body }: AppointmentStageBody & { id: string }) =>
    apiRequest({ path: `/user/appointments/${encodeURIComponent(id)}/stage`, method: 'POST', body: { json: body }, schema: appointmentDto }),
  );

/** POST /api/user/appointments/{id}/confirmation: the customer's confirmation e-mail with its .ics. */
export const useSendConfirmation = () =>
  useAppointmentChange(({ id, ...body }: ConfirmationMailBody & { id: string }) =>
    apiRequest({ path: `/user/appointments/${encodeURIComponent(id)}/confirmation`, method: 'POST', body: { json: body }, schema: appointmentDto }),
  );

/** DELETE /api/user/completed_forms/{id}: an appointment is a document (its index row goes with it). */
export const useDeleteAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> => apiRequest({ path: `/user/completed_forms/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void invalidateDocuments(queryClient, { lists: true });
    },
  });
};
