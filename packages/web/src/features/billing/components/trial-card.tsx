import { formatDate } from '@atelier/core';
import { Anchor, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n';
import { trialState } from '../trial-state';
import { InfoCard } from '../../../components/info-card';

export const TrialCard = ({ trialEndsAt }: { trialEndsAt: string }) => {
  const { t } = useTranslation();
  // The moment the card first shows; days left do not need to tick while it stays open.
  const [now] = useState(Date.now);
  const state = trialState(trialEndsAt, now);
  const date = formatDate(trialEndsAt, currentLocale());

  return (
    <InfoCard id="trial-title" icon={<IconHourglass size={22} aria-hidden />} title={t('dashboard.trialTitle')}>
      {state.kind === 'active' ? (
        <>
          <Text fz="lg" fw={700} c="teal.9">
            {t('dashboard.trialDaysLeft', { count: state.daysLeft })}
          </Text>
          <Text c="dimmed">{t('dashboard.trialEndsOn', { date })}</Text>
        </>
      ) : (
        <>
          <Text fw={600} c="orange.9">
            {t('dashboard.trialEnded', { date })}
          </Text>
          <Text>
            {t('dashboard.subscribeHint')}{' '}
            <Anchor component={Link} to="/contact" fw={600}>
              {t('dashboard.contactLink')}
            </Anchor>
          </Text>
        </>
      )}
    </InfoCard>
  );
};
