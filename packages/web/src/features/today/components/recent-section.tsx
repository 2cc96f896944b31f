import { formatDateTime, type RecentDocumentDto } from '@atelier/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { TapLink, TodayRow, TodaySection, joined, keepTogether } from './today-section';

/** The last documents saved, newest first, each opening its page. */
export const RecentSection = ({ recent }: { recent: RecentDocumentDto[] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TodaySection
      id="today-recent"
      icon={<IconFileText size={22} aria-hidden />}
      title={t('today.recent.title')}
      total={recent.length}
      shown={recent.length}
      empty={t('today.recent.empty')}
      // None yet (a new account): the way to the first one.
      more={recent.length > 0 ? { to: '/dashboard?tab=history', label: t('today.recent.history') } : { to: '/dashboard?tab=applications', label: t('today.recent.start') }}
    >
      {recent.map((doc) => (
        <TodayRow
          key={doc.id}
          title={
            <TapLink to={`/documents/${encodeURIComponent(doc.id)}`} fw={600}>
              {joined(doc.number, doc.form_title)}
            </TapLink>
          }
          detail={joined(doc.client, doc.plate && keepTogether(doc.plate), keepTogether(formatDateTime(doc.created_at, locale)))}
        />
      ))}
    </TodaySection>
  );
};
