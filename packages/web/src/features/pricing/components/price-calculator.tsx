import { annualPrice, VAT_RATE_PERCENT, type AnnualPriceLine } from '@atelier/core';
import { Card, Checkbox, Divider, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { usePriceFormat, type PriceCurrency } from '../use-price-format';

const MAX_APPLICATIONS = 500;
const MAX_CUSTOM = 20;

/** A whole number within bounds from a NumberInput value ('' while the field is being edited). */
const wholeNumber = (value: string | number, min: number, max: number): number => {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : min;
};

type CountInputProps = { label: string; min: number; max: number; value: string | number; onChange: (value: string | number) => void };

const CountInput = ({ label, min, max, value, onChange }: CountInputProps) => {
  // A number typed on the server's page before the app took it over.
  const typed = useTypedBeforeStart(value, (text) => onChange(text === '' || Number.isNaN(Number(text)) ? text : Number(text)));
  return <NumberInput ref={typed} size="md" label={label} min={min} max={max} allowDecimal={false} allowNegative={false} value={value} onChange={onChange} />;
};

/** Applications and add-ons in, the yearly price out: net, VAT and total, in RON or EUR (core's annualPrice). */
export const PriceCalculator = () => {
  const { t } = useTranslation();
  const { money } = usePriceFormat();
  const [applications, setApplications] = useState<string | number>(1);
  const [custom, setCustom] = useState<string | number>(0);
  const [registryIntegration, setRegistry] = useState(false);
  const [entrySheet, setEntrySheet] = useState(false);
  const [currency, setCurrency] = useState<PriceCurrency>('RON');

  const price = annualPrice({
    applications: wholeNumber(applications, 1, MAX_APPLICATIONS),
    customApplications: wholeNumber(custom, 0, MAX_CUSTOM),
    registryIntegration,
    entrySheet,
  });
  const lineLabel = (line: AnnualPriceLine) => t(`pricing.calculator.lines.${line.item}`, { count: line.quantity });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="calculator-title">
      <Title order={2} fz={{ base: 22, sm: 26 }} id="calculator-title" mb="md">
        {t('pricing.calculator.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <CountInput label={t('pricing.calculator.applications')} min={1} max={MAX_APPLICATIONS} value={applications} onChange={setApplications} />
          <Checkbox size="md" label={t('pricing.calculator.registry')} checked={registryIntegration} onChange={(e) => setRegistry(e.currentTarget.checked)} />
          <Checkbox size="md" label={t('pricing.calculator.entrySheet')} checked={entrySheet} onChange={(e) => setEntrySheet(e.currentTarget.checked)} />
          <CountInput label={t('pricing.calculator.customApplications')} min={0} max={MAX_CUSTOM} value={custom} onChange={setCustom} />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="calculator-currency">
              {t('pricing.calculator.currency')}
            </Text>
            <SegmentedControl
              aria-labelledby="calculator-currency"
              data={['RON', 'EUR']}
              value={currency}
              onChange={(value) => setCurrency(value === 'EUR' ? 'EUR' : 'RON')}
              w="fit-content"
            />
          </Stack>
        </Stack>
        <Stack gap="xs" aria-live="polite">
          <Table verticalSpacing="xs" fz="md">
            <Table.Tbody>
              {price.lines.map((line) => (
                <Table.Tr key={line.item}>
                  <Table.Td>{lineLabel(line)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.total, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('pricing.calculator.net')}</Text>
            <Text fw={600} data-testid="calculator-net">
              {money(price.net, currency)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('pricing.calculator.vat', { rate: VAT_RATE_PERCENT })}</Text>
            <Text data-testid="calculator-vat">{money(price.vat, currency)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} fz="lg">
              {t('pricing.calculator.gross')}
            </Text>
            <Text fw={700} fz="xl" c="indigo.8" data-testid="calculator-gross">
              {money(price.gross, currency)}
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
};
