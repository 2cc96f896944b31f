import type { Trade } from '@atelier/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The trades an application serves, as one quiet line ("For: Car service, Tyre shops"). */
export const TradeBadges = ({ trades }: { trades: readonly Trade[] }) => {
  const { t } = useTranslation();
  if (trades.length === 0) return null;
  return (
    <Text fz="sm" c="dark.4">
      {t('catalog.forTrades', { trades: trades.map((trade) => t(`catalog.trades.${trade}`)).join(', ') })}
    </Text>
  );
};
