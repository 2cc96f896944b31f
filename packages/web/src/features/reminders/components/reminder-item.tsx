import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatPlate, type ReminderDto } from '@atelier/core';
import { IconBrandWhatsapp, IconDots, IconFilePlus, IconFileText, IconMail, IconPhone } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { TAP_TARGET } from '../../../lib/tap-target';
import { useMinWidth } from '../../../lib/use-min-width';
import { mailLink, telLink, whatsAppLink } from '../../../lib/contact-links';

const STATE_COLOR = { overdue: 'red', upcoming: 'orange', later: 'gray' } as const;


type ReminderAction = { key: string; label: string; icon: typeof IconPhone; variant: 'filled' | 'light' | 'default'; color?: string; href?: string; to?: string; external?: boolean };
type MaybeAction = ReminderAction | false | null | undefined | '';

/** A button's look: the first action filled; on a phone each a full tap target. */
const buttonLook = (action: ReminderAction, wide: boolean, main: boolean) => ({
  size: 'sm',
  // On a phone the two buttons and the menu's fit one row at 360 px, in Italian too.
  ...(wide ? {} : { h: TAP_TARGET, px: 'xs' }),
  variant: main ? 'filled' : action.variant,
  color: action.color,
  leftSection: <action.icon size={18} aria-hidden />,
});

/** An action outside the app (a phone number, WhatsApp, e-mail); WhatsApp in a new tab. */
const anchor = (action: ReminderAction) => (action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/**
 * The card's actions. On a phone one row: the first (calling, else e-mail, else the document) and
 * WhatsApp as buttons, the rest in a menu; on a wider screen every action as a button.
 */
const ReminderActions = ({ actions, more }: { actions: ReminderAction[]; more: string }) => {
  const wide = useMinWidth('sm');
  const shown = wide ? actions : actions.filter((action, index) => index === 0 || action.key === 'whatsapp');
  const hidden = actions.filter((action) => !shown.includes(action));
  return (
    <Group gap={wide ? 'xs' : 6} wrap="wrap">
      {shown.map((action, index) =>
        action.to !== undefined ? (
          <Button key={action.key} component={Link} to={action.to} {...buttonLook(action, wide, index === 0)}>
            {action.label}
          </Button>
        ) : (
          <Button key={action.key} component="a" href={action.href} {...anchor(action)} {...buttonLook(action, wide, index === 0)}>
            {action.label}
          </Button>
        ),
      )}
      {hidden.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size={TAP_TARGET} aria-label={more}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {hidden.map((action) =>
              action.to !== undefined ? (
                <Menu.Item key={action.key} component={Link} to={action.to} mih={TAP_TARGET} leftSection={<action.icon size={18} aria-hidden />}>
                  {action.label}
                </Menu.Item>
              ) : (
                <Menu.Item key={action.key} component="a" href={action.href} {...anchor(action)} mih={TAP_TARGET} leftSection={<action.icon size={18} aria-hidden />}>
                  {action.label}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
};

/** What is due: a car's paper (ITP, RCA, rovinietă) named in the screen's language, else the tag's own name. */
export const reminderLabel = (t: TFunction, reminder: ReminderDto): string => (reminder.paper ? t(`reminders.paper.${reminder.paper}`) : reminder.tag_name);

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
  const label = reminderLabel(t, reminder);
  const date = formatDate(reminder.due_date, 'ro');
  const message = paper
    ? ro(`reminders.message.paper.${paper}`, { client: reminder.client_name ?? '', plate: vehicle, date })
    : ro('reminders.message.text', { client: reminder.client_name ?? '', plate: vehicle, tag: reminder.tag_name, date });
  const subject = paper ? ro('reminders.message.paperSubject', { paper: ro(`reminders.paper.${paper}`), plate: vehicle, date }) : ro('reminders.message.subject', { plate: vehicle, tag: reminder.tag_name });
  const whatsApp = reminder.client_phone ? whatsAppLink(reminder.client_phone, message) : undefined;
  const candidates: MaybeAction[] = [
    reminder.client_phone && { key: 'call', label: t('reminders.actions.call'), icon: IconPhone, variant: 'light', href: telLink(reminder.client_phone) },
    whatsApp && { key: 'whatsapp', label: t('reminders.actions.whatsapp'), icon: IconBrandWhatsapp, variant: 'light', color: 'teal', href: whatsApp, external: true },
    reminder.client_email && { key: 'email', label: t('reminders.actions.email'), icon: IconMail, variant: 'light', href: mailLink(reminder.client_email, subject, message) },
    { key: 'open', label: t('reminders.actions.open', { number: reminder.last_document_number }), icon: IconFileText, variant: 'default', to: `/documents/${reminder.last_document_id}` },
    estimate && { key: 'estimate', label: t('reminders.actions.newEstimate'), icon: IconFilePlus, variant: 'default', to: estimate },
  ];
  const actions = candidates.filter((action): action is ReminderAction => Boolean(action));
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
            {t(`reminders.sent.${send.channel === 'sms' ? 'sms.' : ''}${send.status}`, { email: send.email, date: send.sent_at ? formatDate(new Date(send.sent_at), locale) : '' })}
          </Text>
        ))}
        <ReminderActions actions={actions} more={t('reminders.actions.more', { plate: vehicle })} />
      </Stack>
    </Paper>
  );
};

