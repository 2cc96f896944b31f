import { createElement, Fragment, type ReactNode } from 'react';
import type { ScalarFieldProps } from '../types';
import { FieldWarningNote } from './field-warning';

/** The props every Mantine input shares: label (or aria-label in a table cell), help, error, warning, size. */
export const inputProps = ({ field, path, label, error, warning, readOnly, placeholder, compact, onBlur }: ScalarFieldProps) => ({
  id: path,
  name: path,
  label: compact ? undefined : label,
  'aria-label': compact ? label : undefined,
  description: compact ? undefined : field.help,
  placeholder: placeholder ?? field.placeholder,
  withAsterisk: !compact && field.required === true,
  required: false,
  'aria-required': field.required === true,
  error,
  // A warning sits under the input, where an error would; errors win (the renderer sends one or the other).
  ...(warning && !error
    ? { inputContainer: (input: ReactNode) => createElement(Fragment, null, input, createElement(FieldWarningNote, { id: `${path}-warning`, warning })) }
    : {}),
  readOnly,
  onBlur,
  size: compact ? ('sm' as const) : ('md' as const),
  // Computed and automatic values look different from what the user types.
  variant: readOnly ? ('filled' as const) : ('default' as const),
});

export const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
