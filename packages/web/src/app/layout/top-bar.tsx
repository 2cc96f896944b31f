import { Anchor, Burger, Button, Group } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityMenu } from '../../features/account';
import { LockButton } from '../../features/lock';
import { useEndSession } from '../../lib/session/use-end-session';
import { useSession } from '../../lib/session/session-store';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { BarActionIcon } from './bar-action-icon';
import { LanguageSlot } from './language-slot';
import { barBreakpoint, isCrowded, type BarAction } from './layout-rules';
import { useBarItems } from './use-bar-items';

// LockButton and IdentityMenu are chunks of their own (their features' index.ts): the positioning library.

type TopBarProps = { menuOpen: boolean; onToggleMenu: () => void; onAction: (action: BarAction) => void };

export const TopBar = ({ menuOpen, onToggleMenu, onAction }: TopBarProps) => {
  const { t } = useTranslation();
  const { items, brand } = useBarItems();
  const endSession = useEndSession();
  const signedIn = useSession() !== undefined;
  const from = barBreakpoint(items);
  const size = isCrowded(items) ? 'compact-md' : 'md';

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={brand} underline="never" c="indigo.8" fw={800} fz={22}>
        <Group gap={8} wrap="nowrap">
          <IconFileInvoice size={28} stroke={1.8} aria-hidden />
          {t('app.name')}
        </Group>
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <Group component="nav" aria-label={t('nav.main')} gap="xs" wrap="nowrap">
          {items.map((item) =>
            item.kind === 'action' ? (
              // The document actions stay in the bar on every screen wider than a phone.
              <Button
                key={item.label}
                visibleFrom="sm"
                size={size}
                variant="default"
                leftSection={<BarActionIcon action={item.action} size={18} />}
                onClick={() => onAction(item.action)}
              >
                {t(item.label)}
              </Button>
            ) : item.kind === 'logout' ? (
              <Button key={item.label} visibleFrom={from} size={size} variant="default" onClick={() => void endSession('logout')}>
                {t(item.label)}
              </Button>
            ) : (
              <Button
                key={item.to}
                visibleFrom={from}
                size={size}
                component={Link}
                to={item.to}
                variant={item.emphasis === 'primary' ? 'filled' : item.emphasis === 'outline' ? 'default' : 'subtle'}
              >
                {t(item.label)}
              </Button>
            ),
          )}
        </Group>
        {signedIn && (
          <ChunkErrorBoundary resetKey="identity" fallback={null}>
            <Suspense fallback={null}>
              <IdentityMenu />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        {signedIn && (
          <ChunkErrorBoundary resetKey="lock" fallback={null}>
            <Suspense fallback={null}>
              <LockButton />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        <LanguageSlot />
        <Burger
          opened={menuOpen}
          onClick={onToggleMenu}
          hiddenFrom={from}
          size="md"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
        />
      </Group>
    </Group>
  );
};
