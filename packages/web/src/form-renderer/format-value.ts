import { formatMoney, formatNumber, type FormatFieldValueOptions, type Locale, type Total } from '@atelier/core';
import type { TFunction } from 'i18next';
import type { Currency } from './types';

export type FormatContext = { locale: Locale; currency: Currency; t: TFunction };

/**
 * The screen's options of core's formatFieldValue (the one the PDF prints with): its own words, and
 * "no" for a checkbox nobody touched, since a read-only view answers every question it shows (the PDF
 * leaves that box blank).
 */
export const screenFormat = ({ locale, currency, t }: FormatContext): FormatFieldValueOptions => ({ locale, currency, yes: t('form.yes'), no: t('form.no'), emptyCheckbox: 'no' });

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

export const formatTotal = (total: Total, value: unknown, { locale, currency }: FormatContext): string => {
  if (isEmpty(value)) return '';
  if (total.format === 'number') return formatNumber(value, { locale });
  if (total.format === 'percent') return `${formatNumber(value, { locale })} %`;
  return formatMoney(value, { locale, currency });
};
