import { normalizeLocale } from '@atelier/core';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { saveFile } from '../../../lib/save-file';
import { getMonthZip } from '../api/get-month-zip';

const thisMonth = (): string => new Date().toISOString().slice(0, 7);

/** "The month's invoices for your accountant": one ZIP with each invoice's e-Factura XML and PDF. */
export const MonthZipCard = () => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const download = async () => {
    if (busy || !/^\d{4}-\d{2}$/.test(month)) return;
    setBusy(true);
    setError(undefined);
    try {
      saveFile(await getMonthZip({ month, locale }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('efactura.month.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('efactura.month.description')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput type="month" label={t('efactura.month.monthLabel')} value={month} onChange={(event) => setMonth(event.currentTarget.value)} w={200} />
          <Button leftSection={<IconFileZip size={20} aria-hidden />} loading={busy} onClick={() => void download()} disabled={!/^\d{4}-\d{2}$/.test(month)}>
            {t('efactura.month.download')}
          </Button>
        </Group>
        {error !== undefined && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('form.close')} onClose={() => setError(undefined)}>
            {describeError(t, error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
};
