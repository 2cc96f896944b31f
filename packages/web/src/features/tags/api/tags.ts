import { autoTagJobDto, documentTagsResponse, serviceTagDto, type AutoTagJobDto, type ServiceTagBody } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { invalidateReminders } from '../../reminders';
import { tagKeys } from './keys';

/** How often the auto-tagging progress is read while it runs. */
export const AUTO_TAG_POLL_MS = 1000;

/** 403 notificari_required (the application is not allocated): asking again changes nothing. */
const retry = (count: number, error: unknown) => !(isApiError(error) && error.status === 403) && count < 2;

export const tagsQuery = () =>
  queryOptions({ queryKey: tagKeys.all, queryFn: ({ signal }) => apiRequest({ path: '/user/tags', schema: z.array(serviceTagDto), signal }), retry });

/** enabled: false without the Notificari application, whose server answers 403 notificari_required. */
export const useTags = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...tagsQuery(), enabled });

/** Everything that reads tags (the list, reminders, a document's tags) after a change. */
const useRefreshTagged = () => {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: tagKeys.all }), invalidateReminders(queryClient)]);
};

export const useSaveTag = () => {
  const refresh = useRefreshTagged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ServiceTagBody }) =>
      apiRequest({ path: id ? `/user/tags/${encodeURIComponent(id)}` : '/user/tags', method: id ? 'PUT' : 'POST', body: { json: body }, schema: serviceTagDto }),
    onSettled: refresh,
  });
};

export const useDeleteTag = () => {
  const refresh = useRefreshTagged();
  return useMutation({ mutationFn: (id: string) => apiRequest({ path: `/user/tags/${encodeURIComponent(id)}`, method: 'DELETE' }), onSettled: refresh });
};

const isOpen = (job: AutoTagJobDto | undefined) => job?.status === 'queued' || job?.status === 'running';

export const autoTagQuery = () =>
  queryOptions({
    queryKey: tagKeys.autoTag(),
    queryFn: ({ signal }) => apiRequest({ path: '/user/tags/auto-tag', schema: autoTagJobDto, signal }),
    retry,
    refetchInterval: (query) => (isOpen(query.state.data) ? AUTO_TAG_POLL_MS : false),
  });

/** The run's progress; when a run ends, the tag counts and the reminders it changed are read again. */
export const useAutoTag = () => {
  const query = useQuery(autoTagQuery());
  const queryClient = useQueryClient();
  const wasOpen = useRef(false);
  const open = isOpen(query.data);
  useEffect(() => {
    if (wasOpen.current && !open) {
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
      void invalidateReminders(queryClient);
    }
    wasOpen.current = open;
  }, [open, queryClient]);
  return query;
};

export const useStartAutoTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ path: '/user/tags/auto-tag', method: 'POST', schema: autoTagJobDto }),
    onSuccess: (job) => queryClient.setQueryData(autoTagQuery().queryKey, job),
  });
};

export const documentTagsQuery = (id: string) =>
  queryOptions({
    queryKey: tagKeys.document(id),
    queryFn: ({ signal }) => apiRequest({ path: `/user/completed_forms/${encodeURIComponent(id)}/tags`, schema: documentTagsResponse, signal }),
    retry,
  });

export const useDocumentTags = (id: string) => useQuery(documentTagsQuery(id));

export const useSetDocumentTags = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) => apiRequest({ path: `/user/completed_forms/${encodeURIComponent(id)}/tags`, method: 'PUT', body: { json: { tag_ids: tagIds } }, schema: documentTagsResponse }),
    onSuccess: (answer) => queryClient.setQueryData(documentTagsQuery(id).queryKey, answer),
    onSettled: () => invalidateReminders(queryClient),
  });
};

/** The server's answer when the Notificari application is not allocated to the account (SPEC §6). */
export const needsNotificari = (error: unknown) => isApiError(error) && error.code === 'notificari_required';
