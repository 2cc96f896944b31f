import { operatorDto } from '@atelier/core';
import { apiRequest } from '../../../lib/api-client';

/** Its own chunk: the schema brings zod, which the first page (whose footer asks for this) does without. */
export const getOperator = (signal?: AbortSignal) => apiRequest({ path: '/site/operator', schema: operatorDto, auth: false, signal });
