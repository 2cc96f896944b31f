import type { FormDefinition } from '@atelier/core';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from './core-types';
import { formatTotal } from './format-value';
import type { Currency } from './types';

type TotalsCardProps = { definition: FormDefinition; totals: Record<string, unknown>; locale: Locale; currency: Currency };

/** The document's totals, live while typing; the last one (the grand total) stands out. */
export const TotalsCard = ({ definition, totals, locale, currency }: TotalsCardProps) => {
  const { t } = useTranslation();
  const list = definition.totals ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md" bg="gray.0" component="section" aria-label={t('form.totals')}>
      <Stack gap={6}>
        {list.map((total, index) => {
          const last = index === list.length - 1;
          return (
            <Group key={total.name} justify="space-between" wrap="nowrap" gap="md">
              <Text fw={last ? 700 : 500} fz={last ? 'lg' : 'md'}>
                {total.label}
              </Text>
              <Text fw={last ? 800 : 600} fz={last ? 'xl' : 'md'} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-total={total.name}>
                {formatTotal(total, totals[total.name], { locale, currency, t }) || '—'}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
};
