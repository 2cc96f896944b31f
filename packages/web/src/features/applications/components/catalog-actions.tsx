import { Button } from '@mantine/core';
import { IconArrowRight, IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newDocumentPath } from '../../documents';
import { isUsable, type AccessState } from '../use-access-states';
import { PendingBadge, RequestButton } from './request-button';

type Entry = { id: string; title: string; isPublic: boolean };

/** Opens a new document of the application (the editor starts on the form, not on a document). */
export const OpenButton = ({ formId, label }: { formId: string; label: string }) => (
  <Button component={Link} to={newDocumentPath(formId)} state={{ start: 'form' }} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
    {label}
  </Button>
);

/** A catalogue card's link to the application's own page (its steps and fields, readable without an account). */
export const PreviewButton = ({ entry }: { entry: { key: string; title: string } }) => {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`/catalog/${entry.key}`} variant="subtle" size="md" leftSection={<IconEye size={18} aria-hidden />} aria-label={t('catalog.previewOf', { title: entry.title })}>
      {t('catalog.preview')}
    </Button>
  );
};

/**
 * A catalogue card's action: visitors try public applications (or create an account to request the
 * rest; signing in is one tap away there);
 * a signed-in user opens a usable one, requests the others, or sees the request pending.
 */
export const CatalogActions = ({
  entry,
  state,
  returnTo = '/catalog',
}: {
  entry: Entry;
  state: AccessState | 'visitor' | 'loading';
  /** Where signing in to request the application comes back to. */
  returnTo?: string;
}) => {
  const { t } = useTranslation();
  if (state === 'loading') return null;
  if (state !== 'visitor' && isUsable(state)) return <OpenButton formId={entry.id} label={t('catalog.open')} />;
  if (state === 'pending') return <PendingBadge />;
  if (state === 'requestable') return <RequestButton formId={entry.id} title={entry.title} label={t('catalog.requestAccess')} />;
  if (entry.isPublic) {
    return (
      <Button component={Link} to={`/public-doc-steps/${entry.id}`} size="md" leftSection={<IconPlayerPlay size={18} aria-hidden />}>
        {t('catalog.tryIt')}
      </Button>
    );
  }
  return (
    <Button component={Link} to={`/register?returnTo=${encodeURIComponent(returnTo)}`} variant="light" size="md">
      {t('catalog.requestAccess')}
    </Button>
  );
};
