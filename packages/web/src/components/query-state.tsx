import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../lib/error-messages';
import { LoadErrorAlert, LoadingLine } from './load-state';

export type QueryStateProps = {
  query: UseQueryResult<unknown>;
  /** The screen's own title for the failure, e.g. 'Failed to load apps'. */
  errorTitle: TranslationKey;
  loadingLabel: TranslationKey;
  /** The content, drawn once the query has data. */
  children: () => ReactNode;
};

/** A list's three states: loading, failed (with the reason and a retry), or its content. */
export const QueryState = ({ query, errorTitle, loadingLabel, children }: QueryStateProps) => {
  const { t } = useTranslation();
  if (query.isError) return <LoadErrorAlert title={t(errorTitle)} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingLine label={t(loadingLabel)} py="md" />;
  return children();
};
