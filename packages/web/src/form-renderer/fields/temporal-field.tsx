import '@mantine/dates/styles.css';
import { DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { FieldOf, Locale } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';
import { useMinWidth } from '../../lib/use-min-width';

/** SPEC §3 date formats: DD.MM.YYYY (ro), MM/DD/YYYY (en), DD/MM/YYYY (it). */
export const DATE_FORMAT: Record<Locale, string> = { ro: 'DD.MM.YYYY', en: 'MM/DD/YYYY', it: 'DD/MM/YYYY' };

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

/** Stored as HH:mm; the browser's own time input (a wheel on phones). */
export const TimeField = (props: ScalarFieldProps<FieldOf<'time'>>) => (
  <TimeInput {...inputProps(props)} value={asText(props.value)} onChange={(event) => props.onChange(event.currentTarget.value || null)} />
);

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
