import { Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityLines } from '../../features/account/components/identity-menu';
import { useEndSession } from '../../lib/session/use-end-session';
import { BarActionIcon } from './bar-action-icon';
import { barBreakpoint, type BarAction } from './layout-rules';
import { useBarItems } from './use-bar-items';

type MobileMenuProps = { opened: boolean; onClose: () => void; onAction: (action: BarAction) => void };

/**
 * The bar's links as large touch targets, for screens too narrow to show them in the bar. Narrow
 * side padding: the longest label ("Resetează formularul") must fit the 320 px drawer uncut.
 */
export const MobileMenu = ({ opened, onClose, onAction }: MobileMenuProps) => {
  const { t } = useTranslation();
  const { items } = useBarItems();
  const endSession = useEndSession();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menu')}
      hiddenFrom={barBreakpoint(items)}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <IdentityLines />
      <Stack component="nav" aria-label={t('nav.main')} gap="sm">
        {items.map((item) =>
          item.kind === 'action' ? (
            <Button
              key={item.label}
              // From sm up the bar shows the document actions itself.
              hiddenFrom="sm"
              size="lg"
              px="sm"
              variant="default"
              leftSection={<BarActionIcon action={item.action} size={20} />}
              onClick={() => {
                onClose();
                onAction(item.action);
              }}
            >
              {t(item.label)}
            </Button>
          ) : item.kind === 'logout' ? (
            <Button
              key={item.label}
              size="lg"
              px="sm"
              variant="default"
              leftSection={<IconLogout size={20} aria-hidden />}
              onClick={() => {
                onClose();
                void endSession('logout');
              }}
            >
              {t(item.label)}
            </Button>
          ) : (
            <Button
              key={item.to}
              size="lg"
              px="sm"
              component={Link}
              to={item.to}
              onClick={onClose}
              variant={item.emphasis === 'primary' ? 'filled' : 'default'}
              justify="center"
            >
              {t(item.label)}
            </Button>
          ),
        )}
      </Stack>
    </Drawer>
  );
};
