import { LOCALES, type Locale } from '@atelier/core';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const active = currentLocale();
  const name = (locale: Locale) => t(`languages.${locale}`);

  return (
    <Menu position="bottom-end" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<IconLanguage size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`${t('nav.language')}: ${name(active)}`}
        >
          {active.toUpperCase()}
        </Button>
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
