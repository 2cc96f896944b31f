import { isPublicSubmissionId, normalizeLocale } from '@atelier/core';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ProblemAlert, PublicSubmissionView, describePublicError, useFormTitle, usePublicSubmission, useTabTitle } from '../features/documents';
import { LoadingLine } from '../components/load-state';
import { isApiError } from '../lib/api-error';

const Problem = (props: { title: string; text?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return <ProblemAlert {...props} back={{ to: '/', label: t('publicDocs.backHome') }} />;
};

/** /public-submissions/{submissionId}: a submission made without an account, read-only, with its PDF. */
export const PublicSubmissionPage = () => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const { submissionId = '' } = useParams();
  const justSubmitted = (useLocation().state as { submitted?: boolean } | null)?.submitted === true;
  const validId = isPublicSubmissionId(submissionId);
  const query = usePublicSubmission(submissionId, validId);
  // The tab shows the form's current title (the lookup), or the submission's own when the form is no longer public.
  const lookedUp = useFormTitle('public', query.data?.form_id, locale);
  useTabTitle(lookedUp || query.data?.title, t('app.name'));

  const content = (() => {
    if (!validId || (isApiError(query.error) && query.error.status === 404)) return <Problem title={t('publicDocs.submission.notFound')} />;
    if (query.isError) return <Problem title={t('errors.documents.fetchFailed')} text={describePublicError(t, query.error)} onRetry={() => void query.refetch()} />;
    if (!query.data) {
      return <LoadingLine py="xl" label={t('documents.loading')} />;
    }
    return <PublicSubmissionView submission={query.data} justSubmitted={justSubmitted} />;
  })();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {content}
    </Container>
  );
};
