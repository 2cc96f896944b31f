import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { AuthCard } from '../features/auth';
import { AcceptError, JoinExisting, NewMemberForm, useInvitation } from '../features/team';
import { isApiError } from '../lib/api-error';

/** SPEC §2 /user/accept/{token}: an invitation to join a business (issue 14). */
export const AcceptInvitationPage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  const body = () => {
    if (invitation.isPending) return <LoadingLine label={t('team.accept.loading')} />;
    if (invitation.isError) {
      if (isApiError(invitation.error) && (invitation.error.status === 404 || invitation.error.code === 'validation_error')) {
        return (
          <Stack gap="md">
            <AcceptError error={invitation.error} />
            <Anchor component={Link} to="/" fw={600}>
              {t('team.accept.toHome')}
            </Anchor>
          </Stack>
        );
      }
      return <LoadErrorAlert title={t('team.accept.loadError')} error={invitation.error} onRetry={() => void invitation.refetch()} />;
    }
    const { business_name, invited_by_name, email, name, account_exists } = invitation.data;
    return (
      <Stack gap="md">
        <Text>
          {invited_by_name
            ? t('team.accept.invitedBy', { inviter: invited_by_name, business: business_name })
            : t('team.accept.invited', { business: business_name })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('team.accept.forAddress', { email })}
        </Text>
        {account_exists ? <JoinExisting token={token} email={email} businessName={business_name} /> : <NewMemberForm token={token} suggestedName={name} />}
      </Stack>
    );
  };

  return (
    <AuthCard title={t('team.accept.title')} subtitle={invitation.data?.business_name}>
      {body()}
    </AuthCard>
  );
};
