import { formatDate, formatDateTime, formatMoney, formatPlate, groupsDigits, optionLabel, type Locale, type ScalarField, type Total } from '@atelier/core';
import type { TFunction } from 'i18next';
import type { Currency } from './types';

const INTL: Record<Locale, string> = { ro: 'ro-RO', en: 'en-US', it: 'it-IT' };

export const numberText = (value: unknown, locale: Locale, useGrouping = true): string => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 6, useGrouping }).format(number) : '';
};

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

export type FormatContext = { locale: Locale; currency: Currency; t: TFunction };

/** A value as the preview shows it: "1.234,50 lei", "15.09.2025", "Da", the option's label. */
export const formatFieldValue = (field: ScalarField, value: unknown, { locale, currency, t }: FormatContext): string => {
  if (field.type === 'checkbox') return value === true ? t('form.yes') : t('form.no');
  if (isEmpty(value)) return '';
  switch (field.type) {
    case 'money':
      return formatMoney(value, { locale, currency });
    case 'number':
      return numberText(value, locale, groupsDigits(field));
    case 'percent':
      return `${numberText(value, locale)} %`;
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'select':
    case 'radio':
      return optionLabel(field.options, value);
    case 'signature':
    case 'image':
      return '';
    case 'plate':
      return formatPlate(String(value));
    default:
      return String(value);
  }
};

export const formatTotal = (total: Total, value: unknown, context: FormatContext): string => {
  if (isEmpty(value)) return '';
  if (total.format === 'number') return numberText(value, context.locale);
  if (total.format === 'percent') return `${numberText(value, context.locale)} %`;
  return formatMoney(value, { locale: context.locale, currency: context.currency });
};
