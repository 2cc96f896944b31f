import { formatDateTime, type TodayResponse } from '@atelier/core';
import { ActionIcon, Badge } from '@mantine/core';
import { IconHourglass, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { telLink } from '../../../lib/contact-links';
import { TAP, TapLink, TodayRow, TodaySection, joined, keepTogether } from './today-section';

/** Estimates sent and not answered, the longest waiting first: open it (to send again) or call the customer. */
export const WaitingSection = ({ waiting }: { waiting: TodayResponse['waiting'] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TodaySection
      id="today-waiting"
      icon={<IconHourglass size={22} aria-hidden />}
      title={t('today.waiting.title')}
      total={waiting.total}
      shown={waiting.results.length}
      empty={t('today.waiting.empty')}
    >
      {waiting.results.map((estimate) => (
        <TodayRow
          key={estimate.document_id}
          title={
            <TapLink to={`/documents/${encodeURIComponent(estimate.document_id)}`} fw={600} aria-label={t('today.openDocument', { number: estimate.number })}>
              {joined(estimate.number, estimate.client)}
            </TapLink>
          }
          detail={joined(estimate.plate && keepTogether(estimate.plate), t('today.waiting.sent', { date: formatDateTime(estimate.sent_at, locale) }))}
          actions={
            <>
              <Badge variant="light" color={estimate.opened ? 'blue' : 'gray'}>
                {t(estimate.opened ? 'today.waiting.opened' : 'today.waiting.notOpened')}
              </Badge>
              {estimate.phone && (
                <ActionIcon component="a" href={telLink(estimate.phone)} variant="light" size={TAP} aria-label={t('today.call', { name: estimate.client ?? estimate.phone })}>
                  <IconPhone size={20} aria-hidden />
                </ActionIcon>
              )}
            </>
          }
        />
      ))}
    </TodaySection>
  );
};
