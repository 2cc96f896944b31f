import { type ContactBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const sendContact = (body: ContactBody) => apiRequest({ path: '/contact', method: 'POST', body: { json: body }, schema: z.object({ id: z.string() }), auth: false });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
