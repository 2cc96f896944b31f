import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type TranslationKey } from '../lib/error-messages';

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
  if (query.isError) {
    return (
      <Alert color="red" title={t(errorTitle)} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{describeError(t, query.error)}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Group gap="sm" py="md" role="status">
        <Loader size="sm" />
        <Text>{t(loadingLabel)}</Text>
      </Group>
    );
  }
  return children();
};
