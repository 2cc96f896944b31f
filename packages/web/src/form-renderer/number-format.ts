import type { Locale, NumberField } from './core-types';

/** Romanian and Italian write 1.234,56; English 1,234.56 (SPEC §3: 2 fraction digits). */
export const SEPARATORS: Record<Locale, { decimal: string; thousand: string }> = {
  ro: { decimal: ',', thousand: '.' },
  it: { decimal: ',', thousand: '.' },
  en: { decimal: '.', thousand: ',' },
};

export const decimalsOf = (field: NumberField): number | undefined => field.decimals ?? (field.type === 'money' ? 2 : undefined);

/** A numeric string as typed ('12.', '-', '') becomes the stored value: null, a number, or a money string. */
export const toStoredNumber = (field: NumberField, text: string): number | string | null => {
  const trimmed = text.replace(/\.$/, '');
  if (trimmed === '' || trimmed === '-') return null;
  // Money stays a decimal string: no binary float ever touches an amount.
  if (field.type === 'money') return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

export const toNumericText = (value: unknown): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^-?\d*(\.\d*)?$/.test(value.trim())) return value.trim();
  return '';
};
