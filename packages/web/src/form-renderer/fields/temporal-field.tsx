import '@mantine/dates/styles.css';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';
import { useMinWidth } from '../../lib/use-min-width';
import { DATE_FORMAT } from '../../lib/date-format';
import { Time24Input } from '../../components/locale-date-inputs';

export { DATE_FORMAT };

// A phone gets the calendar in a modal: large day cells instead of a popover under the thumb.
const usePickerType = (): 'modal' | 'popover' => (useMinWidth('sm') ? 'popover' : 'modal');

// The pickers' input is a button, where aria-required is not allowed (axe: aria-allowed-attr); the
// label's asterisk still says the field is required.
const clean = ({ onBlur: _onBlur, 'aria-required': _required, ...rest }: ReturnType<typeof inputProps>) => rest;

/** Stored as YYYY-MM-DD. */
export const DateField = (props: ScalarFieldProps<FieldOf<'date'>>) => {
  const { t } = useTranslation();
  const dropdownType = usePickerType();
  return (
    <DatePickerInput
      {...clean(inputProps(props))}
      valueFormat={DATE_FORMAT[props.locale]}
      value={asText(props.value) || null}
      onChange={(next) => props.onChange(next)}
      onDropdownClose={props.onBlur}
      clearable={props.field.required !== true && !props.readOnly}
      // The clear button is an icon: it needs a name (axe button-name).
      clearButtonProps={{ 'aria-label': t('form.clearValue', { field: props.label }) }}
      dropdownType={dropdownType}
      minDate={props.field.min}
      maxDate={props.field.max}
    />
  );
};

/**
 * Stored as HH:mm, shown in 24-hour form in every language (the browser's own time input shows
 * "02:30 PM" in an English browser); typed as "14:30", or picked from the hour and minute lists.
 */
export const TimeField = (props: ScalarFieldProps<FieldOf<'time'>>) => {
  const { t } = useTranslation();
  const { 'aria-label': _name, placeholder: _placeholder, id, ...rest } = clean(inputProps(props));
  return (
    <Time24Input
      {...rest}
      // The hours part carries the field's id: the renderer focuses the first field in error by id.
      hoursInputProps={{ id }}
      labelProps={{ htmlFor: id }}
      // Each part is named after the field, so a compact cell (no visible label) still says what it sets.
      hoursInputLabel={t('timeInput.hoursOf', { field: props.label })}
      minutesInputLabel={t('timeInput.minutesOf', { field: props.label })}
      value={asText(props.value)}
      onChange={(next) => props.onChange(next || null)}
      clearable={props.field.required !== true && !props.readOnly}
      clearButtonProps={{ 'aria-label': t('form.clearValue', { field: props.label }) }}
      onBlur={props.onBlur}
      withDropdown={!props.readOnly}
    />
  );
};

const toPickerValue = (value: string): string | null => (value ? value.replace('T', ' ') : null);
const fromPickerValue = (value: string | null): string | null => (value ? value.slice(0, 16).replace(' ', 'T') : null);

/** Stored as YYYY-MM-DDTHH:mm (local time, as datetime-local inputs do). */
export const DateTimeField = (props: ScalarFieldProps<FieldOf<'datetime'>>) => {
  const { t } = useTranslation();
  const dropdownType = usePickerType();
  return (
    <DateTimePicker
      {...clean(inputProps(props))}
      valueFormat={`${DATE_FORMAT[props.locale]} HH:mm`}
      value={toPickerValue(asText(props.value))}
      onChange={(next) => props.onChange(fromPickerValue(next))}
      onDropdownClose={props.onBlur}
      clearable={props.field.required !== true && !props.readOnly}
      // The clear button is an icon: it needs a name (axe button-name).
      clearButtonProps={{ 'aria-label': t('form.clearValue', { field: props.label }) }}
      dropdownType={dropdownType}
    />
  );
};
