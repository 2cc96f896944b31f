import { formatMoney, type Amount, type SubscriptionPrice as Price } from '@atelier/core';
import { Divider, Group, Stack, Text } from '@mantine/core';
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

const Heading = ({ children }: { children: string }) => (
  <Text fz="sm" fw={700} c="dimmed" tt="uppercase" mt={4}>
    {children}
  </Text>
);

/**
 * The breakdown core computes, as SPEC §9 lists prices: the yearly lines with their net, VAT and
 * total per year; apart, what is billed once (the logo addition); then what the period bills in all.
 */
export const SubscriptionPriceBreakdown = ({ price }: { price: Price }) => {
  const { t } = useTranslation();
  const { yearly, oneOff } = price;
  return (
    <Stack gap={4} aria-live="polite" data-testid="subscription-price">
      <Heading>{t('admin.subscription.yearlyTitle')}</Heading>
      {yearly.lines.map((line) => (
        <PriceRow key={line.item} label={t(`pricing.calculator.lines.${line.item}`, { count: line.quantity })} amount={line.total} />
      ))}
      <Divider />
      <PriceRow label={t('pricing.calculator.net')} amount={yearly.net} />
      <PriceRow label={t('pricing.calculator.vat', { rate: price.vatRate })} amount={yearly.vat} />
      <PriceRow label={t('pricing.calculator.gross')} amount={yearly.gross} strong />
      {oneOff.lines.length > 0 && (
        <>
          <Heading>{t('admin.subscription.oneOffTitle')}</Heading>
          {oneOff.lines.map((line) => (
            <PriceRow key={line.item} label={t('admin.subscription.logoOneOff')} amount={line.total} />
          ))}
          <Divider />
          <PriceRow label={t('pricing.calculator.vat', { rate: price.vatRate })} amount={oneOff.vat} />
          <PriceRow label={t('admin.subscription.oneOffGross')} amount={oneOff.gross} strong />
          <Divider size="sm" mt={4} />
          <PriceRow label={t('admin.subscription.periodTotal')} amount={price.total.gross} strong />
        </>
      )}
    </Stack>
  );
};
