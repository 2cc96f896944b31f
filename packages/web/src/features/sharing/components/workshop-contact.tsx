import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type WorkshopContactDetails = { name?: string | null; phone?: string | null; email?: string | null; address?: string | null };

/** The phone number as a tel: address: its + and digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "Call / write to the workshop": big touch targets for the phone's dialler and mail app, and the address. */
export const WorkshopContact = ({ contact, title = true }: { contact: WorkshopContactDetails; title?: boolean }) => {
  const { t } = useTranslation();
  const { name, phone, email, address } = contact;
  if (!phone && !email && !address) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('sharing.page.contact')}>
      <Stack gap="sm">
        {title && (
          <Title order={2} fz="md">
            {t('sharing.page.contact')}
          </Title>
        )}
        {name && <Text fw={700}>{name}</Text>}
        {phone && (
          <Button component="a" href={telHref(phone)} size="md" variant="light" leftSection={<IconPhone size={20} aria-hidden />} fullWidth justify="flex-start">
            {`${t('sharing.page.call')}: ${phone}`}
          </Button>
        )}
        {email && (
          <Button component="a" href={`mailto:${email}`} size="md" variant="light" leftSection={<IconMail size={20} aria-hidden />} fullWidth justify="flex-start" h="auto" py={10} styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}>
            {`${t('sharing.page.write')}: ${email}`}
          </Button>
        )}
        {address && (
          <Text component="address" fs="normal" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <IconMapPin size={20} aria-hidden style={{ flex: 'none' }} />
            <span>
              <Text span c="dimmed" fz="sm">{`${t('sharing.page.address')}: `}</Text>
              {address}
            </span>
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/**
 * The workshop's details an expired link's answer (410 link_expired) carries in its `details`, by
 * path (`name`, `phone`, `email`, `address`, with or without a `business.` prefix).
 */
export const contactFromDetails = (details: readonly { path: string; message: string }[]): WorkshopContactDetails => {
  const contact: WorkshopContactDetails = {};
  for (const { path, message } of details) {
    const key = path.replace(/^business\./, '');
    if (key === 'name' || key === 'phone' || key === 'email' || key === 'address') contact[key] = message;
  }
  return contact;
};
