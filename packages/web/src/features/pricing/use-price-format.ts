import { formatMoney, priceAmount, type Amount } from '@atelier/core';
import { useLocale } from '../../lib/use-locale';

export type PriceCurrency = keyof Amount;

/** Formats list prices (RON numbers from core) and computed amounts in the current language. */
export const usePriceFormat = () => {
  const locale = useLocale();
  const money = (amount: Amount, currency: PriceCurrency = 'RON') => formatMoney(amount[currency], { locale, currency });
  return { money, ron: (ron: number, currency: PriceCurrency = 'RON') => money(priceAmount(ron), currency) };
};
