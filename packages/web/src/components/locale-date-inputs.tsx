import '@mantine/dates/styles.css';
import { DateInput, DatePickerInput, MonthPickerInput, TimePicker, type MonthPickerInputProps, type TimePickerProps } from '@mantine/dates';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, parseLocaleDate } from '../lib/date-format';
import { useLocale } from '../lib/use-locale';
import { useMinWidth } from '../lib/use-min-width';

type LocaleDateInputProps = {
  /** YYYY-MM-DD, or '' when none. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
  w?: number | string;
};

/**
 * A day in the app's language and the SPEC's format (DD.MM.YYYY in ro, MM/DD/YYYY in en,
 * DD/MM/YYYY in it), whatever the browser's (a native date input follows the browser); the value
 * stays ISO (YYYY-MM-DD) for the API. On a wide screen the day may be typed ("14.11.2026") or
 * picked from the calendar under the field; a phone gets the calendar in a modal, with day cells
 * big enough for a thumb.
 */
export const LocaleDateInput = ({ value, onChange, ...rest }: LocaleDateInputProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  if (wide)
    return (
      <DateInput
        {...rest}
        valueFormat={DATE_FORMAT[locale]}
        placeholder={t('dateInput.placeholder')}
        dateParser={(text) => parseLocaleDate(text, locale)}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    );
  return <DatePickerInput dropdownType="modal" {...rest} valueFormat={DATE_FORMAT[locale]} value={value || null} onChange={(next) => onChange(next ?? '')} />;
};

// What people type between hours and minutes ("14:30", "14.30", "14 30", "14h30").
const SEPARATOR = /^[:.,hH ]$/;

/**
 * A time of day in 24-hour form ("08:00", "17:30") in every language: a native time input shows the
 * browser's form ("08:00 AM" in an English browser). The value is HH:mm. Typed as "14:30": the
 * separator moves to the minutes instead of landing in them (Mantine's minutes would read "05" then
 * "3" as 53, then 530 as 0); `withDropdown` adds hour and minute lists for a thumb.
 */
export const Time24Input = ({ hoursInputProps, minutesInputProps, ...props }: Omit<TimePickerProps, 'format' | 'withSeconds' | 'minutesRef'>) => {
  const { t } = useTranslation();
  const minutes = useRef<HTMLInputElement>(null);
  const skipSeparator = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (!SEPARATOR.test(event.key)) return false;
    event.preventDefault();
    return true;
  };
  return (
    <TimePicker
      hoursInputLabel={t('timeInput.hours')}
      minutesInputLabel={t('timeInput.minutes')}
      {...props}
      hoursInputProps={{ ...hoursInputProps, onKeyDownCapture: (event) => skipSeparator(event) && minutes.current?.focus() }}
      minutesInputProps={{ ...minutesInputProps, onKeyDownCapture: skipSeparator }}
      minutesRef={minutes}
      format="24h"
      withSeconds={false}
    />
  );
};

type LocaleMonthInputProps = Omit<MonthPickerInputProps<'default'>, 'value' | 'onChange' | 'valueFormat' | 'type'> & {
  /** YYYY-MM, or '' when none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A month named in the app's language ("noiembrie 2026", "November 2026", "novembre 2026"), where a
 * native month input names it in the browser's; the value stays YYYY-MM.
 */
export const LocaleMonthInput = ({ value, onChange, ...rest }: LocaleMonthInputProps) => {
  const wide = useMinWidth('sm');
  return (
    <MonthPickerInput
      dropdownType={wide ? 'popover' : 'modal'}
      {...rest}
      valueFormat="MMMM YYYY"
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? next.slice(0, 7) : '')}
    />
  );
};
