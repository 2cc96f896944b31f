import { isId, normalizeLocale } from '@atelier/core';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ProblemAlert, PublicSteps, describePublicError, useFormTitle, useOpenForm, useTabTitle } from '../features/documents';
import { LoadingLine } from '../components/load-state';
import { defaultFieldRegistry } from '../form-renderer/registry';
import { isApiError } from '../lib/api-error';

type PublicDocStepsPageProps = {
  /** The form to try; defaults to the route's :publicId. */
  formId?: string;
  /** Where to go when the form is not public (an anonymous /documents/{id} goes to the login). */
  notPublicRedirect?: string;
};

const Problem = (props: { title: string; text?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return <ProblemAlert {...props} back={{ to: '/', label: t('publicDocs.backHome') }} />;
};

/** /public-doc-steps/{publicId}, and /documents/{id} for an anonymous visitor (SPEC §2). */
export const PublicDocStepsPage = ({ formId, notPublicRedirect }: PublicDocStepsPageProps) => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const { publicId = '' } = useParams();
  const id = formId ?? publicId;
  const validId = isId(id);
  const query = useOpenForm(id, validId);
  useTabTitle(useFormTitle('public', validId ? id : undefined, locale), t('app.name'));
  const missing = !validId || (isApiError(query.error) && query.error.status === 404);

  if (missing && notPublicRedirect) return <Navigate to={notPublicRedirect} replace />;
  const content = (() => {
    if (missing) return <Problem title={t('publicDocs.errors.notFound')} />;
    if (query.isError) return <Problem title={t('publicDocs.errors.loadFailed')} text={describePublicError(t, query.error)} onRetry={() => void query.refetch()} />;
    if (!query.data) {
      return <LoadingLine py="xl" label={t('publicDocs.loading')} />;
    }
    return <PublicSteps key={query.data.id} form={query.data} registry={defaultFieldRegistry} />;
  })();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {content}
    </Container>
  );
};
