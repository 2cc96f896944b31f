import { Box, Menu, Text } from '@mantine/core';
import { IconHome, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityLines, useStanding } from '../../features/account';
import { useEndSession } from '../../lib/session/use-end-session';
import { useMinWidth } from '../../lib/use-min-width';
import { AccountButton, useAccountName } from './account-button';
import { BarActionIcon } from './bar-action-icon';
import { barBreakpoint, type BarAction, type BarItem } from './layout-rules';
import { useBarItems } from './use-bar-items';

type AccountMenuProps = { opened: boolean; onChange: (opened: boolean) => void; onAction: (action: BarAction) => void };

/**
 * Who is signed in on this (maybe shared) PC and in which business, then the account's pages and
 * Logout. On a screen too narrow for the bar's own entries (Home, the document actions) they come
 * first here. Its own chunk: the menu brings the positioning library.
 */
export const AccountMenu = ({ opened, onChange, onAction }: AccountMenuProps) => {
  const { t } = useTranslation();
  const { items, account } = useBarItems();
  const standing = useStanding();
  const name = useAccountName();
  const endSession = useEndSession();
  const wide = { sm: useMinWidth('sm'), md: useMinWidth('md') };
  const folded = items.filter((item) => !wide[barBreakpoint(item)]);

  const entry = (item: BarItem) =>
    item.kind === 'action' ? (
      <Menu.Item key={item.label} py={10} leftSection={<BarActionIcon action={item.action} size={18} />} onClick={() => onAction(item.action)}>
        {t(item.label)}
      </Menu.Item>
    ) : item.kind === 'logout' ? (
      <Menu.Item key={item.label} py={10} leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void endSession('logout')}>
        {t(item.label)}
      </Menu.Item>
    ) : (
      <Menu.Item key={item.to} py={10} component={Link} to={item.to} leftSection={item.label === 'nav.home' ? <IconHome size={18} aria-hidden /> : undefined}>
        {t(item.label)}
      </Menu.Item>
    );

  return (
    <Menu position="bottom-end" width={260} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" pt="xs">
          {standing ? (
            <IdentityLines />
          ) : (
            <Text fw={600} pb="xs" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
        </Box>
        <Menu.Divider />
        {folded.map(entry)}
        {folded.length > 0 && <Menu.Divider />}
        {account.filter((item) => item.kind !== 'logout').map(entry)}
        <Menu.Divider />
        {account.filter((item) => item.kind === 'logout').map(entry)}
      </Menu.Dropdown>
    </Menu>
  );
};
