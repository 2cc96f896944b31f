import { closedDayDto, workingHoursResponse, type ClosedDayBody, type ClosedDayDto, type WorkingHoursBody, type WorkingHoursResponse } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './keys';

/** GET /api/user/working-hours: the business's week (the default one until the owner sets it). */
export const workingHoursQuery = () =>
  queryOptions({ queryKey: appointmentKeys.workingHours(), queryFn: ({ signal }) => apiRequest({ path: '/user/working-hours', schema: workingHoursResponse, signal }) });

export const useWorkingHours = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...workingHoursQuery(), enabled });

/** PUT /api/user/working-hours (owner). */
export const useSaveWorkingHours = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkingHoursBody): Promise<WorkingHoursResponse> => apiRequest({ path: '/user/working-hours', method: 'PUT', body: { json: body }, schema: workingHoursResponse }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workingHoursQuery().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.weeks() });
    },
  });
};

/** GET /api/user/closed-days: the business's own closed days from today on. */
export const closedDaysQuery = () =>
  queryOptions({ queryKey: appointmentKeys.closedDays(), queryFn: ({ signal }) => apiRequest({ path: '/user/closed-days', schema: z.array(closedDayDto), signal }) });

export const useClosedDays = () => useQuery(closedDaysQuery());

const useClosedDaysChange = <I, O>(mutationFn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries(closedDaysQuery());
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.weeks() });
    },
  });
};

/** POST /api/user/closed-days (owner). */
export const useAddClosedDay = () =>
  useClosedDaysChange((body: ClosedDayBody): Promise<ClosedDayDto> => apiRequest({ path: '/user/closed-days', method: 'POST', body: { json: body }, schema: closedDayDto }));

/** DELETE /api/user/closed-days/{id} (owner). */
export const useRemoveClosedDay = () => useClosedDaysChange((id: string): Promise<void> => apiRequest({ path: `/user/closed-days/${encodeURIComponent(id)}`, method: 'DELETE' }));
