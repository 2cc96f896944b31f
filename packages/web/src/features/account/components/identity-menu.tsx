import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStanding } from '../permissions';

/**
 * Who is signed in on this (maybe shared) PC, and in which business: the person's name and the
 * business name. From `sm` up in the bar; on a phone at the top of the menu (IdentityLines), where
 * the bar has no room left for it.
 */
export const IdentityMenu = () => {
  const { t } = useTranslation();
  const standing = useStanding();
  if (!standing) return null;
  const person = standing.name || standing.email;
  const label = standing.businessName ? t('account.identity.label', { person, business: standing.businessName }) : person;
  return (
    <Menu position="bottom-end" withinPortal width={260}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="default" size="lg" aria-label={label} visibleFrom="sm">
            <IconUserCircle size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(standing.role === 'owner' ? 'team.roles.owner' : 'team.roles.member')}</Menu.Label>
        <Text px="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="identity-person">
          {person}
        </Text>
        {standing.name && (
          <Text px="sm" fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {standing.email}
          </Text>
        )}
        {standing.businessName && (
          <Text px="sm" pb="xs" fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="identity-business">
            {standing.businessName}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account">
          {t('nav.account')}
        </Menu.Item>
        {standing.permissions.team && (
          <Menu.Item component={Link} to="/team">
            {t('nav.team')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
