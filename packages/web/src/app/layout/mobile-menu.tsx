import { Button, Drawer, getDefaultZIndex, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityLines } from '../../features/account';
import { useEndSession } from '../../lib/session/use-end-session';
import { useMounted } from '@mantine/hooks';
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
  // Fetched on the first tap of the burger: opened one render after it mounts, so that Mantine runs its opening transition and moves the focus inside (Escape, focus trap).
  const mounted = useMounted();

  return (
    <Drawer
      opened={opened && mounted}
      // Under the dialogs (a leave question asked from the menu): fetched on demand, its portal
      // comes after theirs in the page, and at the same z-index it would cover them.
      zIndex={getDefaultZIndex('modal') - 1}
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
