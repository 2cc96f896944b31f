import { Alert, Drawer, mergeThemeOverrides, Modal, PasswordInput, type MantineThemeOverride } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { theme } from './theme';

const calendarLabels = (t: TFunction) => ({
  ariaLabels: {
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
    monthLevelControl: t('calendar.chooseMonth'),
    yearLevelControl: t('calendar.chooseYear'),
  },
});

/**
 * Mantine's own labels in the interface's language: some are English by default ("Toggle password
 * visibility"), others are missing (a calendar's arrows, a dialog's close button).
 */
export const localizedTheme = (t: TFunction): MantineThemeOverride =>
  mergeThemeOverrides(theme, {
    components: {
      PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('auth.togglePassword') } } }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('form.close') } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('form.close') } } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: t('form.close') } }),
      DatePickerInput: DatePickerInput.extend({ defaultProps: calendarLabels(t) }),
      DateTimePicker: DateTimePicker.extend({ defaultProps: calendarLabels(t) }),
    },
  });

/** The theme, rebuilt when the language changes. */
export const useLocalizedTheme = (): MantineThemeOverride => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows the language
  return useMemo(() => localizedTheme(t), [language]);
};
