import { TextInput, Textarea } from '@mantine/core';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';
import { useLengthLimit } from './length-limit';

type TextProps = ScalarFieldProps<FieldOf<'text' | 'email' | 'phone'>>;

const KEYBOARD = {
  text: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const;

/** text, email and phone: one input, the right keyboard on a phone; near its limit, a counter. */
export const TextField = (props: TextProps) => {
  const text = asText(props.value);
  const limit = useLengthLimit({ max: props.field.maxLength, text, always: false, locale: props.locale });
  return (
    <TextInput
      {...inputProps(props)}
      {...KEYBOARD[props.field.type]}
      {...limit}
      value={text}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
};

/** A textarea with a limit always shows it and its counter (a table cell only near the limit). */
export const TextareaField = (props: ScalarFieldProps<FieldOf<'textarea'>>) => {
  const text = asText(props.value);
  const limit = useLengthLimit({ max: props.field.maxLength, text, always: props.compact !== true, locale: props.locale });
  return (
    <Textarea
      {...inputProps(props)}
      {...limit}
      autosize
      minRows={props.compact ? 1 : 3}
      maxRows={12}
      value={text}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
};
