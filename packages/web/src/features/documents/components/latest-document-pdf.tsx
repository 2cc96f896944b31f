import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useListDocuments } from '../api/list-documents';
import { describePdfError } from '../pdf-errors';
import { usePdfDownloads } from '../use-pdf-downloads';

/** The PDF of the user's latest saved document, to see how the logo prints; none yet: says when it will. */
export const LatestDocumentPdf = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const latest = useListDocuments({ skip: 0, limit: 1 });
  const pdf = usePdfDownloads(locale);
  const document = latest.data?.results[0];

  if (latest.isPending || latest.isError) return null;
  if (!document) return <Text fz="sm" c="dimmed">{t('personalization.sample.noDocument')}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" leftSection={<IconFileTypePdf size={18} aria-hidden />} loading={pdf.isBusy(document.id)} onClick={() => pdf.download(document)}>
        {t('personalization.sample.button', { number: document.number })}
      </Button>
      {pdf.failure && (
        <Alert color="red" role="alert" title={t('personalization.sample.failed')}>
          {describePdfError(t, pdf.failure.error)}
        </Alert>
      )}
    </Stack>
  );
};
