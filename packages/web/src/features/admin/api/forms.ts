import { adminFormDto, deletedFormDto, formUploadDto, type AdminFormDto, type FormUploadDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, invalidateAdmin } from './keys';

export const adminFormsQuery = () =>
  queryOptions({ queryKey: adminKeys.forms(), queryFn: ({ signal }): Promise<AdminFormDto[]> => apiRequest({ path: '/forms', schema: z.array(adminFormDto), signal }) });

export const useAdminForms = () => useQuery(adminFormsQuery());

/** The file's text goes as it is, so a syntax error is reported at the author's own line and column. */
export const uploadForm = (text: string): Promise<FormUploadDto> =>
  apiRequest({ path: '/forms', method: 'POST', body: { text, contentType: 'application/json' }, schema: formUploadDto });

export const useUploadForm = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadForm, onSuccess: () => invalidateAdmin(queryClient) });
};

export const deleteForm = (id: string) => apiRequest({ path: `/forms/${id}`, method: 'DELETE', schema: deletedFormDto });

export const useDeleteForm = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteForm, onSuccess: () => invalidateAdmin(queryClient) });
};
