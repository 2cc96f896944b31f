import { adminFormRequestDto, contactMessageDto, contactMessagesResponse, type AdminFormRequestDto, type ContactMessagesResponse } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** New requests and messages show up within a minute while the dashboard stays open. */
const INBOX_REFETCH_MS = 60_000;

export const pendingRequestsQuery = () =>
  queryOptions({
    queryKey: adminKeys.requests(),
    queryFn: ({ signal }): Promise<AdminFormRequestDto[]> => apiRequest({ path: '/forms/requests', schema: z.array(adminFormRequestDto), signal }),
  });

export const usePendingRequests = () => useQuery({ ...pendingRequestsQuery(), refetchInterval: INBOX_REFETCH_MS });

export const MESSAGES_PAGE_SIZE = 10;

export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messagesPage(page),
    queryFn: ({ signal }): Promise<ContactMessagesResponse> =>
      apiRequest({ path: `/contact-messages${queryString({ skip: (page - 1) * MESSAGES_PAGE_SIZE, limit: MESSAGES_PAGE_SIZE })}`, schema: contactMessagesResponse, signal }),
  });

export const useContactMessages = (page: number) => useQuery({ ...contactMessagesQuery(page), placeholderData: keepPreviousData, refetchInterval: INBOX_REFETCH_MS });

export const markMessageRead = (id: string) => apiRequest({ path: `/contact-messages/${id}/read`, method: 'POST', schema: contactMessageDto });

export const useMarkMessageRead = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessageRead, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }) });
};
