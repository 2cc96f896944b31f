import { Box, Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStanding } from '../../features/account';
import { useSession } from '../../lib/session/session-store';
import { useMinWidth } from '../../lib/use-min-width';

type AccountButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'>;

/** Who the bar's account menu belongs to: the person's name (else e-mail); the admin's e-mail. */
export const useAccountName = (): string => {
  const standing = useStanding();
  const session = useSession();
  return standing ? standing.name || standing.email : (session?.claims.email ?? '');
};

/**
 * The account menu's button, the same before and after the menu's chunk has arrived: the avatar
 * on every width, the name beside it from `lg` (cut short with an ellipsis).
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>((props, ref) => {
  const { t } = useTranslation();
  const name = useAccountName();
  // On a phone the avatar alone: the bar's 360 px hold the brand, the lock, the language and this.
  const roomy = useMinWidth('sm');
  return (
    <Button
      ref={ref}
      variant="default"
      px={8}
      aria-haspopup="menu"
      leftSection={<IconUserCircle size={20} aria-hidden />}
      rightSection={roomy ? <IconChevronDown size={14} aria-hidden /> : undefined}
      styles={{ section: { marginInline: 2 } }}
      data-testid="account-menu-button"
      {...props}
    >
      <VisuallyHidden>{t('nav.accountMenu')}</VisuallyHidden>
      {/* Visible text is part of the name (axe: label-content-name-mismatch), so no aria-label. */}
      <Box component="span" visibleFrom="lg" maw={180} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
    </Button>
  );
});
AccountButton.displayName = 'AccountButton';
