import { mergeThemeOverrides, type AlertProps, type DrawerProps, type MantineThemeOverride, type ModalProps, type PasswordInputProps } from '@mantine/core';
import type { DateInputProps, DatePickerInputProps, DateTimePickerProps, MonthPickerInputProps } from '@mantine/dates';
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
 * Plain `{ defaultProps }` objects rather than `Modal.extend(...)` (which only returns its argument):
 * naming the components here would pull the dialogs and the date pickers into the first page's
 * JavaScript, though the first page shows none of them.
 *
 * Mantine's own labels in the interface's language: some are English by default ("Toggle password
 * visibility"), others are missing (a calendar's arrows, a dialog's close button).
 */
export const localizedTheme = (t: TFunction): MantineThemeOverride =>
  mergeThemeOverrides(theme, {
    components: {
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('auth.togglePassword') } } satisfies Partial<PasswordInputProps> },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('form.close') } } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('form.close') } } satisfies Partial<DrawerProps> },
      Alert: { defaultProps: { closeButtonLabel: t('form.close') } satisfies Partial<AlertProps> },
      DatePickerInput: { defaultProps: calendarLabels(t) satisfies Partial<DatePickerInputProps> },
      DateInput: { defaultProps: calendarLabels(t) satisfies Partial<DateInputProps> },
      DateTimePicker: { defaultProps: calendarLabels(t) satisfies Partial<DateTimePickerProps> },
      MonthPickerInput: { defaultProps: calendarLabels(t) satisfies Partial<MonthPickerInputProps> },
    },
  });

/** The theme, rebuilt when the language changes. */
export const useLocalizedTheme = (): MantineThemeOverride => {
  // `t` changes with the language and when the rest of the texts arrives (bindI18nStore 'added').
  const { t } = useTranslation();
  return useMemo(() => localizedTheme(t), [t]);
};
