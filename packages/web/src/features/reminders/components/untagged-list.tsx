import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { useUrlState } from '../../../components/use-url-state';
import { useLocale } from '../../../lib/use-locale';
import { REMINDERS_PAGE_SIZE, useUntagged } from '../api/reminders';

/** Estimates and quotes without a tag: open one to tag it by hand. */
export const UntaggedList = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = useUrlState();
  const untagged = useUntagged(url.page);
  if (untagged.isPending) return <LoadingLine label={t('reminders.loading')} />;
  if (untagged.isError) return <LoadErrorAlert title={t('reminders.loadError')} error={untagged.error} onRetry={() => void untagged.refetch()} />;
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t(untagged.data.capped ? 'reminders.untaggedTotalAtLeast' : 'reminders.untaggedTotal', { count: untagged.data.total })}
      </Text>
      <Stack gap="xs" component="ul" aria-label={t('reminders.filters.untagged')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {untagged.data.results.map((doc) => (
          <Paper key={doc.id} withBorder p="sm" component="li">
            <Anchor component={Link} to={`/documents/${doc.id}`} fw={600}>
              {doc.number}
            </Anchor>
            <Text fz="sm">{[formatDate(new Date(doc.created_at), locale), doc.plate, doc.client_name].filter(Boolean).join(' · ')}</Text>
          </Paper>
        ))}
      </Stack>
      <Pager page={url.page} total={untagged.data.total} pageSize={REMINDERS_PAGE_SIZE} onChange={(page) => url.set({ page: String(page) })} />
    </Stack>
  );
};
