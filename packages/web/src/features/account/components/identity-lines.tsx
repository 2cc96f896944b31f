import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStanding } from '../permissions';

/** Who is signed in (name, else e-mail) and their place in which business: the top of the bar's account menu. */
export const IdentityLines = () => {
  const { t } = useTranslation();
  const standing = useStanding();
  if (!standing) return null;
  return (
    <Stack gap={2} pb="xs" data-testid="identity-lines">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {standing.name || standing.email}
      </Text>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {standing.businessName
          ? t(standing.role === 'owner' ? 'account.identity.ownerOf' : 'account.identity.memberOf', { business: standing.businessName })
          : t(standing.role === 'owner' ? 'team.roles.owner' : 'team.roles.member')}
      </Text>
    </Stack>
  );
};
