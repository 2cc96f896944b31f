import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/it';
import 'dayjs/locale/ro';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Calendars speak the app's language (month and day names) and weeks start on Monday (ro, it). */
export const LocalizedDatesProvider = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'en' ? 0 : 1 }}>{children}</DatesProvider>;
};
