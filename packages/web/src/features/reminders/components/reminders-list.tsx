import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReminderDue } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useUrlState } from '../../../components/use-url-state';
import { REMINDERS_PAGE_SIZE, useReminders } from '../api/reminders';
import { ReminderItem, type EstimatePath } from './reminder-item';
import { UntaggedList } from './untagged-list';

const DUES: readonly ReminderDue[] = ['all', 'upcoming', 'overdue'];

/** SPEC §2: filter all / untagged documents; due all, upcoming, overdue; by due date; paged; searched by plate or client. */
export const RemindersList = ({ estimatePath }: { estimatePath?: EstimatePath | undefined }) => {
  const { t } = useTranslation();
  const url = useUrlState();
  const show = url.get('show') === 'untagged' ? 'untagged' : 'all';
  const due = (DUES as readonly string[]).includes(url.get('due')) ? (url.get('due') as ReminderDue) : 'all';
  const q = url.get('q');
  const reminders = useReminders({ due, q, page: url.page });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={t('reminders.filters.show')}
          value={show}
          onChange={(value) => url.set({ show: value === 'all' ? '' : value })}
          data={[
            { value: 'all', label: t('reminders.filters.all') },
            { value: 'untagged', label: t('reminders.filters.untagged') },
          ]}
        />
        {show === 'all' && (
          <SegmentedControl
            aria-label={t('reminders.filters.due')}
            value={due}
            onChange={(value) => url.set({ due: value === 'all' ? '' : value })}
            data={DUES.map((value) => ({ value, label: t(`reminders.filters.${value}`) }))}
          />
        )}
      </Group>
      {show === 'untagged' ? (
        <UntaggedList />
      ) : (
        <>
          <SearchBox label={t('reminders.search')} placeholder={t('reminders.searchPlaceholder')} value={q} onSearch={(next) => url.set({ q: next }, { replace: true })} maw={420} />
          {reminders.isPending ? (
            <LoadingLine label={t('reminders.loading')} />
          ) : reminders.isError ? (
            <LoadErrorAlert title={t('reminders.loadError')} error={reminders.error} onRetry={() => void reminders.refetch()} />
          ) : (
            <>
              <Text fz="sm" c="dimmed" aria-live="polite" data-testid="reminders-total">
                {due === 'upcoming' ? t('reminders.totalUpcoming', { count: reminders.data.total, days: reminders.data.upcoming_days }) : t('reminders.total', { count: reminders.data.total })}
              </Text>
              {reminders.data.results.length === 0 ? (
                <Text>{t('reminders.empty')}</Text>
              ) : (
                <Stack gap="xs" component="ul" aria-label={t('reminders.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {reminders.data.results.map((reminder) => (
                    <ReminderItem key={reminder.tag_id === null ? reminder.last_document_id : `${reminder.tag_id}-${reminder.vehicle_key}`} reminder={reminder} estimatePath={estimatePath} />
                  ))}
                </Stack>
              )}
              <Pager page={url.page} total={reminders.data.total} pageSize={REMINDERS_PAGE_SIZE} onChange={(page) => url.set({ page: String(page) })} />
            </>
          )}
        </>
      )}
    </Stack>
  );
};
