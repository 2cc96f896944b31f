import '@mantine/dates/styles.css';
import { DatePickerInput, MonthPickerInput, TimePicker, type DatePickerInputProps, type MonthPickerInputProps, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../form-renderer/fields/temporal-field';
import { useLocale } from '../lib/use-locale';
import { useMinWidth } from '../lib/use-min-width';

type LocaleDateInputProps = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'valueFormat' | 'type'> & {
  /** YYYY-MM-DD, or '' when none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day in the app's language and the SPEC's format (DD.MM.YYYY in ro, MM/DD/YYYY in en,
 * DD/MM/YYYY in it), whatever the browser's (a native date input follows the browser); the value
 * stays ISO (YYYY-MM-DD) for the API. A phone gets the calendar in a modal.
 */
export const LocaleDateInput = ({ value, onChange, ...rest }: LocaleDateInputProps) => {
  const locale = useLocale();
  const wide = useMinWidth('sm');
  return (
    <DatePickerInput
      dropdownType={wide ? 'popover' : 'modal'}
      {...rest}
      valueFormat={DATE_FORMAT[locale]}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
};

/**
 * A time of day in 24-hour form ("08:00", "17:30") in every language: a native time input shows the
 * browser's form ("08:00 AM" in an English browser). The value is HH:mm.
 */
export const Time24Input = (props: Omit<TimePickerProps, 'format' | 'withSeconds'>) => {
  const { t } = useTranslation();
  return <TimePicker hoursInputLabel={t('timeInput.hours')} minutesInputLabel={t('timeInput.minutes')} {...props} format="24h" withSeconds={false} />;
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
