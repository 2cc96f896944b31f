import { formatMoney, VAT_RATE_PERCENT, type Amount, type SubscriptionPrice as Price } from '@atelier/core';
import { Box, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';

const PriceRow = ({ label, amount, strong = false }: { label: string; amount: Amount; strong?: boolean }) => {
  const locale = useLocale();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(amount.RON, { locale, currency: 'RON' })}
        <Text span display="block" fz="xs" c="dimmed" fw={400}>
          {formatMoney(amount.EUR, { locale, currency: 'EUR' })}
        </Text>
      </Text>
    </Group>
  );
};

/** The breakdown core computes: yearly lines, the logo one-off, net, VAT apart and the total. */
export const SubscriptionPriceBreakdown = ({ price }: { price: Price }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-live="polite" data-testid="subscription-price">
      {price.lines.map((line) => (
        <Box key={line.item}>
          <PriceRow label={t(`pricing.calculator.lines.${line.item}`, { count: line.quantity })} amount={line.total} />
        </Box>
      ))}
      {price.oneOff.map((line) => (
        <Box key={line.item}>
          <PriceRow label={t('admin.subscription.logoOneOff')} amount={line.total} />
        </Box>
      ))}
      <Divider />
      <PriceRow label={t('pricing.calculator.net')} amount={price.net} />
      <PriceRow label={t('pricing.calculator.vat', { rate: VAT_RATE_PERCENT })} amount={price.vat} />
      <PriceRow label={t('pricing.calculator.gross')} amount={price.gross} strong />
    </Stack>
  );
};
