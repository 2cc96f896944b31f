import { groupsDigits } from '@atelier/core';
import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { NumberField as NumberFieldType } from '../core-types';
import { decimalsOf, SEPARATORS, toNumericText, toStoredNumber } from '../number-format';
import type { ScalarFieldProps } from '../types';
import { inputProps } from './common';

const unitOf = (props: ScalarFieldProps<NumberFieldType>): string | undefined => {
  if (props.field.type === 'money') return props.currency;
  if (props.field.type === 'percent') return '%';
  return undefined;
};

/**
 * number, money, percent: shown with the locale's separators (ro: 1.234,56), typed with a decimal
 * keyboard, kept as a numeric string while typing so that "12," is not lost on the way to "12,5".
 */
export const NumberField = (props: ScalarFieldProps<NumberFieldType>) => {
  const { field, value, onChange, locale, compact } = props;
  const external = toNumericText(value);
  const [text, setText] = useState(external);
  const [seen, setSeen] = useState(external);
  // The value changed from outside (compute, reset, pre-fill): show it.
  if (external !== seen) {
    setSeen(external);
    if (String(toStoredNumber(field, text) ?? '') !== external) setText(external);
  }
  const separators = SEPARATORS[locale];
  const unit = unitOf(props);
  return (
    <NumberInput
      {...inputProps(props)}
      value={text}
      valueIsNumericString
      onValueChange={(payload, info) => {
        if (info.source !== 'event') return;
        setText(payload.value);
        onChange(toStoredNumber(field, payload.value));
      }}
      decimalSeparator={separators.decimal}
      thousandSeparator={groupsDigits(field) ? separators.thousand : undefined}
      allowedDecimalSeparators={[',', '.']}
      decimalScale={decimalsOf(field)}
      fixedDecimalScale={field.type === 'money' && props.readOnly === true}
      // A minus sign is kept even where the minimum is 0: dropped, "-5" pasted read as 5 without a
      // word; kept, the field says "Minimum 0" as save would.
      allowNegative
      min={field.min}
      max={field.max}
      clampBehavior="none"
      hideControls
      rightSection={unit && !compact ? <Text fz="sm" c="dimmed">{unit}</Text> : undefined}
      rightSectionPointerEvents="none"
      styles={{ input: { textAlign: compact ? 'right' : undefined, fontVariantNumeric: 'tabular-nums' } }}
    />
  );
};
