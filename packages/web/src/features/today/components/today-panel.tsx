import { formatDate } from '@atelier/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { useLocale } from '../../../lib/use-locale';
import { SpvPendingList } from '../../spv';
import { useToday } from '../api/today';
import { AppointmentsSection } from './appointments-section';
import { RecentSection } from './recent-section';
import { RemindersSection } from './reminders-section';
import { TodaySection } from './today-section';
import { WaitingSection } from './waiting-section';
import { WorkshopSection } from './workshop-section';

/**
 * Today (issue 31): the workshop's day from one call, each row one tap from its action. The SPV
 * section shows only while invoices wait, the reminders only for a business that has them.
 */
export const TodayPanel = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = useToday(locale);
  if (day.isPending) return <LoadingLine label={t('today.loading')} py="xl" />;
  if (day.isError) return <LoadErrorAlert title={t('today.loadFailed')} error={day.error} onRetry={() => void day.refetch()} />;
  const { date, appointments, workshop, waiting, spv, reminders, recent } = day.data;
  return (
    <Stack gap="md">
      <Text fw={600} c="dimmed">
        {t('today.heading', { date: formatDate(date, locale) })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <AppointmentsSection date={date} appointments={appointments} />
        <WorkshopSection workshop={workshop} />
        {spv.length > 0 && (
          <TodaySection id="today-spv" icon={<IconClockExclamation size={22} aria-hidden />} title={t('today.spv.title')} total={spv.length} shown={spv.length} empty="" rows={false}>
            <SpvPendingList items={spv} />
          </TodaySection>
        )}
        <WaitingSection waiting={waiting} />
        {reminders && <RemindersSection reminders={reminders} />}
        <RecentSection recent={recent} />
      </SimpleGrid>
    </Stack>
  );
};
