import type { Locale } from '../constants.js';
import { formatDate, formatDateTime, formatMoney, type Currency } from '../money/format.js';
import { formatNumber } from '../money/number-format.js';
import { formatPlate } from '../validators/plate.js';
import type { ScalarField } from './definition.js';
import { groupsDigits } from './number-display.js';
import { optionLabel } from './options.js';

export type FormatFieldValueOptions = {
  locale: Locale;
  currency?: Currency | undefined;
  /** The words of a ticked and an unticked checkbox, from the caller's texts (the PDF's labels, the screen's). */
  yes: string;
  no: string;
  /**
   * A checkbox nobody touched (no value): 'no' on a read-only screen, which answers every question it
   * shows; 'blank' on paper, which leaves the box to be read as it is and has always printed nothing.
   */
  emptyCheckbox: 'no' | 'blank';
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

// A value that does not read as a number or a date (an older document, a preview's half-typed data)
// is shown as it is stored, not hidden: the PDF, a legal record, has always printed it, and the
// screen must not show less than the paper.
const numberText = (value: unknown, locale: Locale, decimals: number | undefined): string => formatNumber(value, { locale, decimals }) || String(value);

/**
 * A field's value as the PDF prints it and the screen shows it: "1.234,50 lei", "15.09.2025", "Da",
 * "12,5 %", the option's label, "CJ 12 ABC"; "" for no value (and for a picture, drawn apart).
 */
export const formatFieldValue = (field: ScalarField, value: unknown, { locale, currency, yes, no, emptyCheckbox }: FormatFieldValueOptions): string => {
  if (isEmpty(value)) return field.type === 'checkbox' && emptyCheckbox === 'no' ? no : '';
  switch (field.type) {
    case 'money':
      return formatMoney(value, { locale, currency });
    case 'number':
      // A year or a code (no digit grouping) is a whole number written as stored, as the PDF has
      // always printed it; for the whole numbers such a field accepts, it is what Intl would write.
      if (!groupsDigits(field)) return String(value);
      // `decimals` is the field's own precision: the PDF's rule (the screen used to ignore it).
      return numberText(value, locale, field.decimals);
    case 'percent':
      return `${numberText(value, locale, field.decimals)} %`;
    case 'date':
      return formatDate(value, locale) || String(value);
    case 'datetime':
      return formatDateTime(value, locale) || String(value);
    case 'checkbox':
      // A checkbox stored as the text 'true' (imported or older data) is ticked: the PDF's rule.
      return value === true || value === 'true' ? yes : no;
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
