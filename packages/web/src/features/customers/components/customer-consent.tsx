import { CONSENT_WAYS, formatDate, formatDateTime, type ConsentWay, type CustomerDetailDto } from '@atelier/core';
import { Alert, Badge, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { LocaleDateInput } from '../../../components/locale-date-inputs';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useSetConsent } from '../api/customers';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A past day as the moment sent: noon of that day where the user is; today is "now" (the server's clock). */
const atOf = (day: string): string | undefined => (day === '' || day === today() ? undefined : new Date(`${day}T12:00:00`).toISOString());

/**
 * The customer's consent to reminders (GDPR art. 7(1)): given or withdrawn, how and when, recorded
 * with who did it; the history stays below. The reminders follow it.
 */
export const CustomerConsent = ({ detail }: { detail: CustomerDetailDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetConsent(detail.customer.id);
  const current = detail.customer.reminders;
  const [agrees, setAgrees] = useState(current ?? false);
  const [how, setHow] = useState<ConsentWay>('verbal');
  const [day, setDay] = useState(today());
  const state = current === null ? t('customers.consent.none') : current ? t('customers.consent.given') : t('customers.consent.withdrawn');
  const submit = () => {
    const at = atOf(day);
    save.mutate({ reminders: agrees, how, ...(at ? { at } : {}) });
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {t('customers.consent.title')}
          </Title>
          <Badge color={current ? 'green' : current === false ? 'red' : 'gray'} variant="light" data-testid="consent-state">
            {state}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('customers.consent.intro')}
        </Text>
        {detail.customer.email === null && (
          <Alert color="yellow" variant="light">
            {t('customers.consent.noEmail')}
          </Alert>
        )}
        <Switch label={t('customers.consent.toggle')} checked={agrees} onChange={(event) => setAgrees(event.currentTarget.checked)} size="md" />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('customers.consent.how')}
            data={CONSENT_WAYS.map((value) => ({ value, label: t(`customers.consent.ways.${value}`) }))}
            value={how}
            onChange={(value) => value && setHow(value as ConsentWay)}
            allowDeselect={false}
            w="100%" maw={320}
          />
          <LocaleDateInput label={t('customers.consent.at')} value={day} onChange={setDay} maxDate={today()} w={180} />
          <Button onClick={submit} loading={save.isPending}>
            {t('customers.consent.save')}
          </Button>
        </Group>
        {save.isError && <FormAlert>{describeError(t, save.error)}</FormAlert>}
        {save.isSuccess && (
          <Text fz="sm" c="green.8" role="status">
            {t('customers.consent.saved')}
          </Text>
        )}
        {detail.consents.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              {t('customers.consent.history')}
            </Text>
            <Stack gap={4} component="ul" data-testid="consent-history" style={{ margin: 0, paddingLeft: '1.2em' }}>
              {detail.consents.map((c) => (
                <li key={c.id}>
                  <Text fz="sm">
                    {t('customers.consent.entry', { state: c.reminders ? t('customers.consent.given') : t('customers.consent.withdrawn'), how: t(`customers.consent.ways.${c.how}`), date: formatDate(new Date(c.at), locale) })}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {c.recorded_by ? t('customers.consent.recordedBy', { name: c.recorded_by, date: formatDateTime(new Date(c.recorded_at), locale) }) : t('customers.consent.recordedAt', { date: formatDateTime(new Date(c.recorded_at), locale) })}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
