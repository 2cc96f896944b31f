import { Anchor, Box, Burger, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FindBox } from '../../features/find';
import { LockButton } from '../../features/lock';
import { useSession } from '../../lib/session/session-store';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { AccountSlot } from './account-slot';
import { BarActionIcon } from './bar-action-icon';
import { LanguageSlot } from './language-slot';
import { barBreakpoint, type BarAction } from './layout-rules';
import { useBarItems } from './use-bar-items';

// LockButton is a chunk of its own (its feature's index.ts): the positioning library.

type TopBarProps = { menuOpen: boolean; onToggleMenu: () => void; onAction: (action: BarAction) => void };

/**
 * Brand, (signed in) the find box, the bar's entries, then (signed in) the lock, the language and the account menu, which
 * holds everything about the account (issue 28). A visitor's links fold into the burger menu on a
 * phone; a user's Home and document actions fold into the account menu below their breakpoint.
 */
export const TopBar = ({ menuOpen, onToggleMenu, onAction }: TopBarProps) => {
  const { t } = useTranslation();
  const { items, brand } = useBarItems();
  const session = useSession();
  const signedIn = session !== undefined;

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to={brand} underline="never" c="indigo.8" fw={800} fz={22} style={{ flexShrink: 0 }}>
        <Group gap={8} wrap="nowrap">
          <IconFileInvoice size={28} stroke={1.8} aria-hidden />
          {signedIn ? (
            // A signed-in phone's bar also holds the find button: the brand is its icon there (its name still read out).
            <>
              <Box component="span" visibleFrom="xs">
                {t('app.name')}
              </Box>
              <VisuallyHidden hiddenFrom="xs">{t('app.name')}</VisuallyHidden>
            </>
          ) : (
            t('app.name')
          )}
        </Group>
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        {signedIn && !session.claims.is_admin && (
          <ChunkErrorBoundary resetKey="find" fallback={null}>
            <Suspense fallback={null}>
              <FindBox />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        {items.length > 0 && (
          <Group component="nav" aria-label={t('nav.main')} gap="xs" wrap="nowrap">
            {items.map((item) =>
              item.kind === 'action' ? (
                <Button
                  key={item.label}
                  visibleFrom={barBreakpoint(item)}
                  size="compact-md"
                  variant="default"
                  leftSection={<BarActionIcon action={item.action} size={18} />}
                  onClick={() => onAction(item.action)}
                >
                  {t(item.label)}
                </Button>
              ) : item.kind === 'link' ? (
                <Button
                  key={item.to}
                  visibleFrom={barBreakpoint(item)}
                  size={signedIn ? 'compact-md' : 'md'}
                  component={Link}
                  to={item.to}
                  variant={item.emphasis === 'primary' ? 'filled' : item.emphasis === 'outline' ? 'default' : 'subtle'}
                >
                  {t(item.label)}
                </Button>
              ) : null,
            )}
          </Group>
        )}
        {signedIn && (
          <ChunkErrorBoundary resetKey="lock" fallback={null}>
            <Suspense fallback={null}>
              <LockButton />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        <LanguageSlot />
        {signedIn ? (
          <AccountSlot onAction={onAction} />
        ) : (
          <Burger
            opened={menuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="md"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
          />
        )}
      </Group>
    </Group>
  );
};
