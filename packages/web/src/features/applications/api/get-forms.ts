import { formSummaryDto, type FormSummaryDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const formList = z.array(formSummaryDto);

export const getForms = (signal?: AbortSignal): Promise<FormSummaryDto[]> => apiRequest({ path: '/user/forms', schema: formList, signal });

export const formsQuery = () => queryOptions({ queryKey: ['forms'], queryFn: ({ signal }) => getForms(signal) });

export const useForms = () => useQuery(formsQuery());
