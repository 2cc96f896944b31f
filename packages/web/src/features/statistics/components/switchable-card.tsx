import { Text, type MantineColor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardProps } from './chart-card';
import { ChartToggle, RankedBars, TrendChart, type RankedItem } from './charts';

/** One figure a card can draw: its points (periods or ranked names) and how a value reads. */
export type ChartOption = { value: string; label: string; points: RankedItem[]; format: (value: number) => string; /** Counts: no 0,5 ticks. */ integer?: boolean };

type SwitchableCardProps<Row> = Omit<ChartCardProps<Row>, 'chart' | 'controls'> & {
  kind: 'trend' | 'ranked';
  options: [ChartOption, ...ChartOption[]];
  toggleLabel: string;
  color?: MantineColor;
};

/** A chart card with a choice of figure (revenue / documents, by value / by count). */
export const SwitchableCard = <Row,>({ kind, options, toggleLabel, color = 'teal.6', ...card }: SwitchableCardProps<Row>) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(options[0].value);
  const option = options.find((item) => item.value === picked) ?? options[0];
  const chart =
    option.points.length === 0 ? (
      <Text c="dimmed" fz="sm">
        {t('statistics.noRows')}
      </Text>
    ) : kind === 'trend' ? (
      <TrendChart data={option.points.map((point) => ({ period: point.name, value: point.value }))} series={[{ name: 'value', label: option.label, color }]} format={option.format} integer={option.integer} />
    ) : (
      <RankedBars items={option.points} label={option.label} format={option.format} color={color} integer={option.integer} />
    );
  const controls = options.length > 1 ? <ChartToggle value={option.value} options={options.map(({ value, label }) => ({ value, label }))} onChange={setPicked} label={toggleLabel} /> : undefined;
  return <ChartCard {...card} chart={chart} controls={controls} />;
};
