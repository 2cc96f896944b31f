import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { PageFrame } from '../components/page-frame';
import { OwnerOnly, OwnerOnlyNotice } from '../features/account';
import { InvitationsCard, InviteForm, MembersCard, TeamSettingsCard, useTeam } from '../features/team';
import { isApiError } from '../lib/api-error';

const TeamBody = () => {
  const { t } = useTranslation();
  const team = useTeam();
  if (team.isPending) return <LoadingLine label={t('team.loading')} py="xl" />;
  if (team.isError) {
    // A member who opened the page before their role was known: the same explanation as the guard's.
    if (isApiError(team.error) && team.error.code === 'owner_only') return <OwnerOnlyNotice action="team" />;
    return <LoadErrorAlert title={t('team.loadError')} error={team.error} onRetry={() => void team.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <InfoCard id="team-invite" icon={<IconUserPlus size={22} aria-hidden />} title={t('team.invite.title')}>
        <Text fz="sm" c="dimmed">
          {t('team.invite.intro')}
        </Text>
        <InviteForm />
      </InfoCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <MembersCard members={team.data.members} readAtMs={team.dataUpdatedAt} />
        <InvitationsCard invitations={team.data.invitations} />
      </SimpleGrid>
      <TeamSettingsCard settings={team.data.settings} />
    </Stack>
  );
};

/** /team (the owner): the business's members, open invitations, inviting, and what members may see. */
export const TeamPage = () => {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('team.title')} intro={t('team.intro')}>
      <OwnerOnly permission="team" action="team">
        <TeamBody />
      </OwnerOnly>
    </PageFrame>
  );
};
