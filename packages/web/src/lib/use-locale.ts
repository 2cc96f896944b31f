import { normalizeLocale, type Locale } from '@atelier/core';
import { useTranslation } from 'react-i18next';

/** The current language; the component renders again when it changes. */
export const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
};
