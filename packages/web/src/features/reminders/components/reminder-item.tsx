import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatPlate, type ReminderDto } from '@atelier/core';
import { IconBrandWhatsapp, IconFilePlus, IconFileText, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { mailLink, telLink, whatsAppLink } from '../../../lib/contact-links';

const STATE_COLOR = { overdue: 'red', upcoming: 'orange', later: 'gray' } as const;

/** Where "New estimate" opens a new estimate for the reminder's car (composed by the page: the vehicles and applications features); undefined: no button. */
export type EstimatePath = (reminder: ReminderDto) => string | undefined;

/**
 * One vehicle and tag (or one reminder document, or one of the car's papers expiring): when it was
 * last done, when it is due, whom to tell and how; its source document, and a new estimate for the car.
 */
export const ReminderItem = ({ reminder, estimatePath }: { reminder: ReminderDto; estimatePath?: EstimatePath | undefined }) => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  // The plate as the car's page writes it ("CJ 12 ABC"), on the card and in the messages.
  const vehicle = reminder.plate ? formatPlate(reminder.plate) : (reminder.vin ?? reminder.vehicle_key);
  const estimate = estimatePath?.(reminder);
  // The customer is Romanian: the prefilled messages are in Romanian whatever the screen's language.
  const ro = i18n.getFixedT('ro');
  const { paper } = reminder;
  // A car's paper (ITP, RCA, rovinietă) expiring: named in the screen's language, told to the customer in its own words.
  const label = paper ? t(`reminders.paper.${paper}`) : reminder.tag_name;
  const date = formatDate(reminder.due_date, 'ro');
  const message = paper
    ? ro(`reminders.message.paper.${paper}`, { client: reminder.client_name ?? '', plate: vehicle, date })
    : ro('reminders.message.text', { client: reminder.client_name ?? '', plate: vehicle, tag: reminder.tag_name, date });
  const subject = paper ? ro('reminders.message.paperSubject', { paper: ro(`reminders.paper.${paper}`), plate: vehicle, date }) : ro('reminders.message.subject', { plate: vehicle, tag: reminder.tag_name });
  const whatsApp = reminder.client_phone ? whatsAppLink(reminder.client_phone, message) : undefined;
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{vehicle}</Text>
            <Badge variant="light">{label}</Badge>
          </Group>
          <Badge color={STATE_COLOR[reminder.state]} variant={reminder.state === 'later' ? 'outline' : 'filled'}>
            {t(`reminders.state.${reminder.state}`)}
          </Badge>
        </Group>
        <Text fz="sm">
          {reminder.last_date !== null && reminder.interval_months !== null
            ? t('reminders.dates', { last: formatDate(reminder.last_date, locale), due: formatDate(reminder.due_date, locale), count: reminder.interval_months })
            : t(paper ? 'reminders.expires' : 'reminders.dueOnly', { due: formatDate(reminder.due_date, locale) })}
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {[reminder.client_name, reminder.client_phone, reminder.client_email].filter(Boolean).join(' · ') || t('reminders.noClient')}
        </Text>
        {reminder.sends.map((send) => (
          <Text key={`${send.due_date}-${send.channel}-${send.email}`} fz="xs" c="dimmed">
            {t(`reminders.sent.${send.channel === 'sms' ? 'sms.' : ''}${send.status}`, { email: send.email, date: send.sent_at ? formatDate(send.sent_at, locale) : '' })}
          </Text>
        ))}
        <Group gap="xs" wrap="wrap">
          {reminder.client_phone && (
            <Button component="a" href={telLink(reminder.client_phone)} size="xs" variant="light" leftSection={<IconPhone size={16} aria-hidden />}>
              {t('reminders.actions.call')}
            </Button>
          )}
          {whatsApp && (
            <Button component="a" href={whatsApp} target="_blank" rel="noopener noreferrer" size="xs" variant="light" color="teal" leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
              {t('reminders.actions.whatsapp')}
            </Button>
          )}
          {reminder.client_email && (
            <Button component="a" href={mailLink(reminder.client_email, subject, message)} size="xs" variant="light" leftSection={<IconMail size={16} aria-hidden />}>
              {t('reminders.actions.email')}
            </Button>
          )}
          <Button component={Link} to={`/documents/${reminder.last_document_id}`} size="xs" variant="default" leftSection={<IconFileText size={16} aria-hidden />}>
            {t('reminders.actions.open', { number: reminder.last_document_number })}
          </Button>
          {estimate && (
            <Button component={Link} to={estimate} size="xs" variant="default" leftSection={<IconFilePlus size={16} aria-hidden />}>
              {t('reminders.actions.newEstimate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};

