import { formatDateTime } from '@atelier/core';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useLocale } from '../../../lib/use-locale';
import { STEP1_PAGE_SIZE, useStep1Data } from '../api/form-insights';

/** A value as plain text: nested lists and objects are shown as compact JSON. */
const show = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value));

/** The first step of every document made with the application, per user, newest first. */
export const Step1Viewer = ({ formId }: { formId: string }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useStep1Data(formId, page);
  return (
    <QueryState query={query} errorTitle="admin.errors.step1Failed" loadingLabel="admin.step1.loading">
      {() => {
        const entries = query.data?.data.entries ?? [];
        return (
          <Stack gap="sm">
            <Text c="dimmed">{t('admin.step1.intro', { step: query.data?.data.step.title ?? '' })}</Text>
            {entries.length === 0 && <Text>{t('admin.step1.empty')}</Text>}
            {entries.map((entry) => (
              <Card key={entry.document_id} withBorder padding="sm">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {entry.email}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {entry.number} · {formatDateTime(entry.created_at, locale)}
                  </Text>
                </Group>
                <Stack gap={0}>
                  {Object.entries(entry.data).map(([name, value]) => (
                    <Text key={name} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span c="dimmed">
                        {name}:
                      </Text>{' '}
                      {show(value)}
                    </Text>
                  ))}
                </Stack>
              </Card>
            ))}
            <Pager page={page} total={query.data?.total ?? 0} pageSize={STEP1_PAGE_SIZE} onChange={setPage} />
          </Stack>
        );
      }}
    </QueryState>
  );
};
