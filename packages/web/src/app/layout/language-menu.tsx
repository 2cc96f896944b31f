import { LOCALES, type Locale } from '@atelier/core';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { LanguageButton } from './language-button';

/**
 * The language choice. Its own chunk (the menu brings the positioning library, ~12 KB compressed):
 * the bar shows the same button (language-slot.tsx) until the first click.
 */
export const LanguageMenu = ({ opened, onChange }: { opened: boolean; onChange: (opened: boolean) => void }) => {
  const { t, i18n } = useTranslation();
  const active = currentLocale();
  const name = (locale: Locale) => t(`languages.${locale}`);

  return (
    <Menu position="bottom-end" width={180} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <LanguageButton active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.language')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void i18n.changeLanguage(locale)}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            fw={locale === active ? 700 : 400}
            py={12}
            aria-current={locale === active ? 'true' : undefined}
          >
            {name(locale)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
