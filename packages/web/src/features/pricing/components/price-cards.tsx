import { annualPrice, CUSTOM_OFFER_HOURS, isEurQuoted, PRICES, RON_PER_EUR, VAT_RATE_PERCENT, type PriceItem } from '@atelier/core';
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePriceFormat } from '../use-price-format';

type PriceLineProps = { label: string; price: string; unit: string; note?: string | undefined };

const PriceLine = ({ label, price, unit, note }: PriceLineProps) => (
  <Stack gap={2} component="li">
    <Text fw={600}>{label}</Text>
    <Group gap={6} align="baseline" wrap="wrap">
      <Text fz="xl" fw={700} c="indigo.8">
        {price}
      </Text>
      <Text c="dimmed" fz="sm">
        {unit}
      </Text>
    </Group>
    {note && (
      <Text c="dimmed" fz="sm">
        {note}
      </Text>
    )}
  </Stack>
);

type HeadingOrder = 2 | 3;

const PriceCard = ({ id, title, order, children, footer }: { id: string; title: string; order: HeadingOrder; children: ReactNode; footer?: ReactNode }) => (
  <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={id}>
    <Stack gap="md" h="100%">
      <Title order={order} fz="xl" id={id}>
        {title}
      </Title>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
      {footer && <Stack mt="auto" gap="sm">{footer}</Stack>}
    </Stack>
  </Card>
);

/**
 * The price list of SPEC §9 in three cards; every amount comes from core's PRICES. The cards'
 * headings are h3 under the home page's pricing h2, h2 right under the pricing page's h1 (axe and
 * Lighthouse: heading levels are not skipped).
 */
export const PriceCards = ({ headingOrder = 3 }: { headingOrder?: HeadingOrder }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { money, ron } = usePriceFormat();
  const perYear = t('pricing.perYear');
  const oneOff = t('pricing.oneOff');
  // SPEC §9 gives some items a EUR figure too (core's EUR_QUOTED_PRICES): those show it beside RON.
  const orEur = (item: PriceItem) => (isEurQuoted(item) ? t('pricing.orEur', { amount: ron(PRICES[item], 'EUR') }) : undefined);
  const withEur = (item: PriceItem) => (isEurQuoted(item) ? t('pricing.withEur', { ron: ron(PRICES[item]), eur: ron(PRICES[item], 'EUR') }) : ron(PRICES[item]));
  const line = (item: PriceItem, label: string, unit: string) => <PriceLine label={label} price={ron(PRICES[item])} unit={unit} note={orEur(item)} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <PriceCard
        order={headingOrder}
        id={`${idPrefix}-subscription`}
        title={t('pricing.subscription.title')}
        footer={
          <>
            <Divider />
            <Text fz="sm">{t('pricing.subscription.example', { amount: money(annualPrice({ applications: 4 }).net) })}</Text>
            <Button component={Link} to="/register" size="md">
              {t('pricing.startTrial')}
            </Button>
          </>
        }
      >
        {line('firstApplication', t('pricing.subscription.first'), perYear)}
        {line('additionalApplication', t('pricing.subscription.additional'), perYear)}
      </PriceCard>
      <PriceCard order={headingOrder} id={`${idPrefix}-addons`} title={t('pricing.addons.title')}>
        {line('registryIntegration', t('pricing.addons.registry'), perYear)}
        {line('entrySheet', t('pricing.addons.entrySheet'), perYear)}
        {line('logo', t('pricing.addons.logo'), oneOff)}
        {line('dataImport', t('pricing.addons.dataImport'), oneOff)}
      </PriceCard>
      <PriceCard
        order={headingOrder}
        id={`${idPrefix}-custom`}
        title={t('pricing.custom.title')}
        footer={
          <>
            <Divider />
            <Text fz="sm">{t('pricing.custom.answer', { hours: CUSTOM_OFFER_HOURS })}</Text>
            <Button component={Link} to="/contact" size="md" variant="light">
              {t('pricing.contact')}
            </Button>
          </>
        }
      >
        <PriceLine
          label={t('pricing.custom.customisation')}
          price={ron(PRICES.customisationPerChange)}
          unit={oneOff}
          note={[orEur('customisationPerChange'), t('pricing.custom.customisationNote', { cap: withEur('customisationCapPerApplication') })].filter(Boolean).join(' · ')}
        />
        {line('newApplicationPerSection', t('pricing.custom.newApplication'), t('pricing.custom.perSection'))}
        <PriceLine
          label={t('pricing.custom.fullCustom')}
          price={`${ron(PRICES.fullCustomMin)} – ${ron(PRICES.fullCustomMax)}`}
          unit={oneOff}
          note={t('pricing.custom.fullCustomNote', { hosting: ron(PRICES.fullCustomHostingPerYear), days: PRICES.fullCustomDays })}
        />
      </PriceCard>
    </SimpleGrid>
  );
};

/** VAT and payment notes under the price list. */
export const PriceNotes = () => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text c="dimmed" fz="sm">
        {t('pricing.vatNote', { rate: VAT_RATE_PERCENT, rate_eur: RON_PER_EUR })}
      </Text>
      <Text c="dimmed" fz="sm">
        {t('pricing.offline')}
      </Text>
    </Stack>
  );
};
