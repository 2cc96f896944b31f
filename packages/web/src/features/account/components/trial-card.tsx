import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n';
import { formatDate } from '../../../lib/format-date';
import { trialState } from '../trial-state';

export const TrialCard = ({ trialEndsAt }: { trialEndsAt: string }) => {
  const { t } = useTranslation();
  // The moment the card first shows; days left do not need to tick while it stays open.
  const [now] = useState(Date.now);
  const state = trialState(trialEndsAt, now);
  const date = formatDate(trialEndsAt, currentLocale());

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="trial-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconHourglass size={22} aria-hidden />
          <Title order={2} fz="lg" id="trial-title">
            {t('dashboard.trialTitle')}
          </Title>
        </Group>
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
      </Stack>
    </Card>
  );
};
