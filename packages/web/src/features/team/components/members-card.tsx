import type { TeamMemberDto } from '@atelier/core';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoCard } from '../../../components/info-card';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { timeAgo } from '../../../lib/relative-time';
import { useRemoveMember } from '../api/remove-member';
import { displayName } from '../display-name';

type MembersCardProps = { members: TeamMemberDto[]; readAtMs: number };

/** The business's people: who they are, their role, when they were last seen; the owner removes members. */
export const MembersCard = ({ members, readAtMs }: MembersCardProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useRemoveMember();
  // Kept after the dialog closes so its fading text does not change.
  const [removing, setRemoving] = useState<TeamMemberDto>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();

  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setDone(t('team.members.removed', { name: displayName(removing) }));
        close();
      },
    });
  };

  return (
    <InfoCard id="team-members" icon={<IconUsers size={22} aria-hidden />} title={t('team.members.title')}>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(undefined)} closeButtonLabel={t('form.close')}>
          {done}
        </Alert>
      )}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => (
          <Group
            key={member.id}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="sm"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            data-testid="member-row"
          >
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {displayName(member)}
                </Text>
                <Badge variant="light" color={member.role === 'owner' ? 'indigo' : 'gray'}>
                  {t(member.role === 'owner' ? 'team.roles.owner' : 'team.roles.member')}
                </Badge>
                {member.you && (
                  <Badge variant="light" color="green">
                    {t('team.members.you')}
                  </Badge>
                )}
              </Group>
              {member.name && (
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {member.last_seen_at
                  ? t('team.members.lastSeen', { when: timeAgo({ from: member.last_seen_at, nowMs: readAtMs, locale }) })
                  : t('team.members.neverSeen')}
              </Text>
            </Stack>
            {member.role === 'member' && (
              <Button
                variant="light"
                color="red"
                aria-label={t('team.members.removeNamed', { name: displayName(member) })}
                onClick={() => {
                  setRemoving(member);
                  setConfirming(true);
                }}
              >
                {t('team.members.remove')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('team.members.removeTitle', { name: removing ? displayName(removing) : '' })}
        message={t('team.members.removeMessage', { name: removing ? displayName(removing) : '' })}
        confirmLabel={t('team.members.remove')}
        danger
        busy={remove.isPending}
        {...(remove.isError ? { error: describeError(t, remove.error, { fallback: 'team.members.removeFailed' }) } : {})}
        onClose={close}
        onConfirm={confirm}
      />
    </InfoCard>
  );
};
