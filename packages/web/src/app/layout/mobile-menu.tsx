import { Button, Drawer, getDefaultZIndex, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBarItems } from './use-bar-items';

type MobileMenuProps = { opened: boolean; onClose: () => void };

/**
 * A visitor's bar links as large touch targets, for screens too narrow to show them in the bar (a
 * signed-in user's entries fold into the account menu instead). Narrow side padding: the longest
 * label must fit the 320 px drawer uncut.
 */
export const MobileMenu = ({ opened, onClose }: MobileMenuProps) => {
  const { t } = useTranslation();
  const { items } = useBarItems();
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
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap="sm">
        {items.map((item) =>
          item.kind === 'link' ? (
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
          ) : null,
        )}
      </Stack>
    </Drawer>
  );
};
