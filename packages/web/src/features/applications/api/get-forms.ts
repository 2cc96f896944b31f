import { formSummaryDto, type FormSummaryDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { formKeys } from '../../documents';

const formList = z.array(formSummaryDto);

export const getForms = (locale: Locale, signal?: AbortSignal): Promise<FormSummaryDto[]> =>
  apiRequest({ path: `/user/forms${queryString({ locale })}`, schema: formList, signal });

export const formsQuery = (locale: Locale) => queryOptions({ queryKey: formKeys.list(locale), queryFn: ({ signal }) => getForms(locale, signal) });

/** The applications this account may use (allocated and public), texts in the current language. */
export const useForms = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...formsQuery(useLocale()), enabled });
