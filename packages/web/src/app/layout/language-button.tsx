import type { Locale } from '@atelier/core';
import { Button, type ButtonProps } from '@mantine/core';
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
      aria-label={`${t('nav.language')}: ${t(`languages.${active}`)}`}
      aria-haspopup="menu"
      {...props}
    >
      {active.toUpperCase()}
    </Button>
  );
});
LanguageButton.displayName = 'LanguageButton';
