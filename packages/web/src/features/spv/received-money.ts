import { formatMoney, parseDecimal, toMoneyString, type Currency, type Locale } from '@atelier/core';

const KNOWN: readonly string[] = ['RON', 'EUR', 'USD'] satisfies Currency[];

/** An amount of a received invoice in its own currency: the app's money format, or "1234,50 HUF" for a currency it has no format for. */
export const receivedMoney = (value: unknown, currency: string, locale: Locale): string => {
  if (value === null || value === undefined) return '';
  if (KNOWN.includes(currency)) return formatMoney(value, { locale, currency: currency as Currency });
  const amount = parseDecimal(value);
  if (!amount) return '';
  const text = toMoneyString(amount);
  return `${locale === 'en' ? text : text.replace('.', ',')} ${currency}`;
};
