import type { Locale } from '@atelier/core';
import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type LanguageButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'> & { active: Locale };

/** The bar's language button: the same look before and after its menu's chunk has arrived. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(({ active, ...props }, ref) => {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      px="xs"
      leftSection={<IconLanguage size={20} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-haspopup="menu"
      {...props}
    >
      {/* The name comes from the content, not aria-label: axe (label-content-name-mismatch) wants
          a label to contain the visible "RO". The short code is for the eye, the full name for
          a screen reader. */}
      <VisuallyHidden>{`${t('nav.language')}: ${t(`languages.${active}`)}`}</VisuallyHidden>
      <span aria-hidden>{active.toUpperCase()}</span>
    </Button>
  );
});
LanguageButton.displayName = 'LanguageButton';
