import { formatDate, type TeamInvitationDto } from '@atelier/core';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../../components/info-card';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { displayName } from '../display-name';

type Outcome = { tone: 'green' | 'red'; text: string };

/** Invitations not accepted yet: resend (a new link, 7 more days) or revoke. */
export const InvitationsCard = ({ invitations }: { invitations: TeamInvitationDto[] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [outcome, setOutcome] = useState<Outcome>();
  const busyId = (resend.isPending && resend.variables.id) || (revoke.isPending && revoke.variables) || undefined;

  const onResend = (invitation: TeamInvitationDto) =>
    resend.mutate(
      { id: invitation.id, locale },
      {
        onSuccess: () => setOutcome({ tone: 'green', text: t('team.invitations.resent', { email: invitation.email }) }),
        onError: (error) => setOutcome({ tone: 'red', text: describeError(t, error, { fallback: 'team.invitations.resendFailed' }) }),
      },
    );
  const onRevoke = (invitation: TeamInvitationDto) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => setOutcome({ tone: 'green', text: t('team.invitations.revoked', { email: invitation.email }) }),
      onError: (error) => setOutcome({ tone: 'red', text: describeError(t, error, { fallback: 'team.invitations.revokeFailed' }) }),
    });

  return (
    <InfoCard id="team-invitations" icon={<IconMailForward size={22} aria-hidden />} title={t('team.invitations.title')}>
      {outcome && (
        <Alert color={outcome.tone} role={outcome.tone === 'red' ? 'alert' : 'status'} withCloseButton onClose={() => setOutcome(undefined)} closeButtonLabel={t('form.close')}>
          {outcome.text}
        </Alert>
      )}
      {invitations.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('team.invitations.none')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.map((invitation) => (
            <Group
              key={invitation.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="sm"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid="invitation-row"
            >
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {displayName(invitation)}
                  </Text>
                  {invitation.expired && (
                    <Badge color="orange" variant="light">
                      {t('team.invitations.expired')}
                    </Badge>
                  )}
                </Group>
                {invitation.name && (
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                )}
                <Text fz="sm" c="dimmed">
                  {invitation.invited_by_name
                    ? t('team.invitations.sent', { date: formatDate(invitation.created_at, locale), by: invitation.invited_by_name })
                    : t('team.invitations.sentOn', { date: formatDate(invitation.created_at, locale) })}
                  {' · '}
                  {t(invitation.expired ? 'team.invitations.expiredOn' : 'team.invitations.expires', { date: formatDate(invitation.expires_at, locale) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="light"
                  onClick={() => onResend(invitation)}
                  loading={busyId === invitation.id && resend.isPending}
                  disabled={busyId !== undefined}
                  aria-label={t('team.invitations.resendNamed', { email: invitation.email })}
                >
                  {t('team.invitations.resend')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => onRevoke(invitation)}
                  loading={busyId === invitation.id && revoke.isPending}
                  disabled={busyId !== undefined}
                  aria-label={t('team.invitations.revokeNamed', { email: invitation.email })}
                >
                  {t('team.invitations.revoke')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
};
