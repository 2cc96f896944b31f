import { TextInput, Textarea } from '@mantine/core';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';

type TextProps = ScalarFieldProps<FieldOf<'text' | 'email' | 'phone'>>;

const KEYBOARD = {
  text: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const;

/** text, email and phone: one input, the right keyboard on a phone. */
export const TextField = (props: TextProps) => (
  <TextInput
    {...inputProps(props)}
    {...KEYBOARD[props.field.type]}
    maxLength={props.field.maxLength}
    value={asText(props.value)}
    onChange={(event) => props.onChange(event.currentTarget.value)}
  />
);

export const TextareaField = (props: ScalarFieldProps<FieldOf<'textarea'>>) => (
  <Textarea
    {...inputProps(props)}
    autosize
    minRows={props.compact ? 1 : 3}
    maxRows={12}
    maxLength={props.field.maxLength}
    value={asText(props.value)}
    onChange={(event) => props.onChange(event.currentTarget.value)}
  />
);
