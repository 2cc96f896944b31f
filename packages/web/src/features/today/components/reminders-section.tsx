import { formatDate, formatPlate, type ReminderDto } from '@atelier/core';
import { ActionIcon } from '@mantine/core';
import { IconBell, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { telLink } from '../../../lib/contact-links';
import { reminderLabel } from '../../reminders';
import { TAP, TapLink, TodayRow, TodaySection, joined, keepTogether } from './today-section';

/** Reminders due in the next 7 days: what is due for which car, its document, the customer a tap away. */
export const RemindersSection = ({ reminders }: { reminders: { results: ReminderDto[]; total: number } }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TodaySection
      id="today-reminders"
      icon={<IconBell size={22} aria-hidden />}
      title={t('today.reminders.title')}
      total={reminders.total}
      shown={reminders.results.length}
      empty={t('today.reminders.empty')}
      more={{ to: '/dashboard?tab=reminders', label: t('today.reminders.all') }}
    >
      {reminders.results.map((reminder) => (
        <TodayRow
          key={`${reminder.source}-${reminder.last_document_id}-${reminder.tag_id ?? ''}`}
          title={
            <TapLink to={`/documents/${encodeURIComponent(reminder.last_document_id)}`} fw={600} aria-label={t('today.openDocument', { number: reminder.last_document_number })}>
              {joined(reminder.plate ? keepTogether(formatPlate(reminder.plate)) : reminder.vin, reminderLabel(t, reminder))}
            </TapLink>
          }
          detail={joined(reminder.client_name, t('today.reminders.due', { date: formatDate(reminder.due_date, locale) }))}
          actions={
            reminder.client_phone && (
              <ActionIcon component="a" href={telLink(reminder.client_phone)} variant="light" size={TAP} aria-label={t('today.call', { name: reminder.client_name ?? reminder.client_phone })}>
                <IconPhone size={20} aria-hidden />
              </ActionIcon>
            )
          }
        />
      ))}
    </TodaySection>
  );
};
