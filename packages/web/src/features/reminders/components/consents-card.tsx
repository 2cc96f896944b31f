import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSENT_SOURCES, formatDate, type ReminderConsentBody } from '@atelier/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { useAddConsent, useConsents, useWithdrawConsent } from '../api/reminders';

/** Customers who agreed to reminder e-mails (and SMS, with a mobile number): when and how (GDPR art. 7), and withdrawing it. */
export const ConsentsCard = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const consents = useConsents();
  const add = useAddConsent();
  const withdraw = useWithdrawConsent();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<ReminderConsentBody['locale']>('ro');
  const [source, setSource] = useState<ReminderConsentBody['source']>('in_person');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ email: email.trim(), client_name: name.trim(), locale: language, source, ...(phone.trim() ? { phone: phone.trim() } : {}) }, { onSuccess: () => (setEmail(''), setName(''), setPhone('')) });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="consents-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="consents-title">
          {t('reminders.consents.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('reminders.consents.intro')}
        </Text>
        {add.isError && <FormAlert>{describeError(t, add.error, { fallback: 'reminders.consents.failed' })}</FormAlert>}
        <form onSubmit={submit} noValidate aria-label={t('reminders.consents.add')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('reminders.consents.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <TextInput label={t('reminders.consents.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <TextInput label={t('reminders.consents.phone')} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
            <Select
              label={t('reminders.consents.language')}
              allowDeselect={false}
              value={language}
              onChange={(v) => setLanguage((v ?? 'ro') as ReminderConsentBody['locale'])}
              data={(['ro', 'en', 'it'] as const).map((value) => ({ value, label: t(`reminders.consents.languages.${value}`) }))}
            />
            <Select
              label={t('reminders.consents.source')}
              allowDeselect={false}
              value={source}
              onChange={(v) => setSource((v ?? 'in_person') as ReminderConsentBody['source'])}
              data={CONSENT_SOURCES.map((value) => ({ value, label: t(`reminders.consents.sources.${value}`) }))}
            />
          </SimpleGrid>
          <Button type="submit" mt="sm" loading={add.isPending}>
            {t('reminders.consents.add')}
          </Button>
        </form>
        <Stack gap={4} component="ul" aria-label={t('reminders.consents.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(consents.data ?? []).map((consent) => (
            <Group key={consent.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {consent.unsubscribed_at
                  ? t('reminders.consents.withdrawnLine', { email: consent.email, date: formatDate(new Date(consent.unsubscribed_at), locale) })
                  : [t('reminders.consents.line', { email: consent.email, date: formatDate(new Date(consent.consented_at), locale), source: t(`reminders.consents.sources.${consent.source}`) }), consent.phone ? t('reminders.consents.smsLine', { phone: consent.phone }) : '']
                      .filter(Boolean)
                      .join(' · ')}
              </Text>
              {!consent.unsubscribed_at && (
                <Button size="xs" variant="subtle" color="red" onClick={() => withdraw.mutate(consent.id)} aria-label={t('reminders.consents.withdrawNamed', { email: consent.email })}>
                  {t('reminders.consents.withdraw')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
};
