import { formatDate, localizeDefinition, normalizeLocale, type PublicSubmissionDto } from '@atelier/core';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPreview } from '../../../form-renderer/preview/form-preview';
import { useFormEngine } from '../../../form-renderer/use-form-engine';
import { getPublicSubmissionPdf } from '../api/get-public-submission-pdf';
import { describePublicError } from '../public-errors';
import { usePdfDownloads } from '../use-pdf-downloads';
import { DocumentHeading } from './document-heading';
import { RegisterCta } from './register-cta';

type PublicSubmissionViewProps = { submission: PublicSubmissionDto; justSubmitted: boolean };

/** A public submission, read-only: every step with its values, the totals, and its PDF. */
export const PublicSubmissionView = ({ submission, justSubmitted }: PublicSubmissionViewProps) => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const definition = useMemo(() => localizeDefinition(submission.form_schema, locale), [submission.form_schema, locale]);
  const engine = useFormEngine(definition, submission.data, locale);
  const pdf = usePdfDownloads(locale, ({ documentId, locale: pdfLocale }) => getPublicSubmissionPdf({ submissionId: documentId, locale: pdfLocale }));

  return (
    <Stack gap="lg">
      <DocumentHeading
        title={definition.title}
        badge={{ label: t('documents.number', { number: submission.number }), filled: true }}
        aside={t('publicDocs.submission.created', { date: formatDate(submission.created_at, locale) })}
        actions={
          <>
            <Button component={Link} to={`/public-doc-steps/${submission.form_id}`} variant="default" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('publicDocs.submission.another')}
            </Button>
            <Button leftSection={<IconDownload size={18} aria-hidden />} loading={pdf.isBusy(submission.id)} onClick={() => pdf.download(submission)}>
              {t('publicDocs.submission.download')}
            </Button>
          </>
        }
      />
      {justSubmitted && (
        <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
          {t('publicDocs.submission.submitted')}
        </Alert>
      )}
      {pdf.failure && (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('errors.documents.pdfFailed')} withCloseButton closeButtonLabel={t('form.close')} onClose={pdf.clearFailure} role="alert">
          {describePublicError(t, pdf.failure.error)}
        </Alert>
      )}
      <FormPreview definition={definition} engine={engine} locale={locale} documentNumber={submission.number} />
      <RegisterCta />
    </Stack>
  );
};
