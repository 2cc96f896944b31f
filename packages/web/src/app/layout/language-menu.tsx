import { DEFAULT_LOCALE, LANG_PARAM, LOCALES, type Locale } from '@atelier/core';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
  const [params, setParams] = useSearchParams();

  const choose = (locale: Locale) => {
    void i18n.changeLanguage(locale);
    // A page opened in a language by its URL (?lang=) keeps a URL that names what it shows.
    if (!params.has(LANG_PARAM)) return;
    const next = new URLSearchParams(params);
    if (locale === DEFAULT_LOCALE) next.delete(LANG_PARAM);
    else next.set(LANG_PARAM, locale);
    setParams(next, { replace: true, preventScrollReset: true });
  };

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
            onClick={() => choose(locale)}
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
