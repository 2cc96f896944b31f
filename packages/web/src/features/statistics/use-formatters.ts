import { formatMoney } from '@atelier/core';
import { useLocale } from '../../lib/use-locale';
import { formatAmount, formatCount, formatDay, formatMonth, formatPercent } from './format';

/** The screen's number and date formats, in the current language (SPEC §3: 1.234,56 lei, DD.MM.YYYY). */
export const useFormatters = () => {
  const locale = useLocale();
  return {
    locale,
    money: (value: string | number) => formatMoney(value, { locale }),
    amount: (value: string | null) => formatAmount(value, locale),
    count: (value: number) => formatCount(value, locale),
    percent: (value: number | null) => formatPercent(value, locale),
    month: (value: string) => formatMonth(value, locale),
    day: (value: string) => formatDay(value, locale),
  };
};

export type Formatters = ReturnType<typeof useFormatters>;
