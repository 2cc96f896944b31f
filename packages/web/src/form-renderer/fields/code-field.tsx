import { TextInput } from '@mantine/core';
import type { CodeField as CodeFieldType } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';

// CNP is digits only: a numeric keyboard. CUI may carry "RO", IBAN/plate/VIN are alphanumeric.
const NUMERIC: ReadonlySet<CodeFieldType['type']> = new Set(['cnp']);

/**
 * cui, cnp, iban, plate, vin: typed in upper case; the check (core's Romanian validators, run
 * through validateSubmission) shows its message when the field is left.
 */
export const CodeField = (props: ScalarFieldProps<CodeFieldType>) => (
  <TextInput
    {...inputProps(props)}
    inputMode={NUMERIC.has(props.field.type) ? 'numeric' : 'text'}
    autoCapitalize="characters"
    autoComplete="off"
    autoCorrect="off"
    spellCheck={false}
    maxLength={props.field.maxLength}
    styles={{ input: { textTransform: 'uppercase', fontVariantNumeric: 'tabular-nums' } }}
    value={asText(props.value)}
    onChange={(event) => props.onChange(event.currentTarget.value.toUpperCase())}
  />
);
