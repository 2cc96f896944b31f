import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { OwnerOnly, useStanding } from '../features/account';
import { ProfileForm, useProfile } from '../features/profile';
import { SpvCard } from '../features/spv';
import { useWorkingHours, WorkingHoursCard } from '../features/appointments';
import { useHashTarget } from '../lib/use-hash-target';

/**
 * /profile: the company's own data, typed once, which every new document's company step starts from;
 * its connection to ANAF's SPV (which ANAF's sign-in comes back to, with ?spv=…) and its working week, that members see too.
 */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const standing = useStanding();
  const hours = useWorkingHours();
  // Today's "set the working hours" leads to /profile#working-hours: there once the cards above it are drawn.
  useHashTarget(!profile.isPending && !hours.isPending);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('profile.title')}
          </Title>
          <Text c="dimmed">{t('profile.intro')}</Text>
        </Stack>
        <OwnerOnly action="profile">
        {profile.isPending ? (
          <LoadingLine label={t('profile.loading')} py="xl" />
        ) : profile.isError ? (
          <LoadErrorAlert title={t('profile.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileForm profile={profile.data} />
        )}
        </OwnerOnly>
        <SpvCard isOwner={standing?.role !== 'member'} />
        {/* The workshop's week (the dashboard's before Today, issue 31): members read it. */}
        <WorkingHoursCard readOnly={standing?.role === 'member'} />
      </Stack>
    </Container>
  );
};
