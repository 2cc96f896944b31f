import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStanding } from '../permissions';

// Not in identity-menu.tsx: that one is a chunk of its own (its menu brings the positioning
// library), and the phone menu needs only these lines.
/** The same facts as lines, for the phone menu. */
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
