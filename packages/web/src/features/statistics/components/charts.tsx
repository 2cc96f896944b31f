import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { formatCompact } from '../format';

export type ChartSeries = { name: string; label: string; color: MantineColor };
type Formatter = (value: number) => string;

/** A line per series over the periods; a phone gets fewer ticks and a narrower axis. */
export const TrendChart = ({ data, series, format, integer = false }: { data: Record<string, string | number>[]; series: ChartSeries[]; format: Formatter; integer?: boolean }) => {
  const locale = useLocale();
  const wide = useMinWidth('sm');
  return (
    <LineChart
      h={wide ? 280 : 220}
      data={data}
      dataKey="period"
      series={series}
      curveType="linear"
      valueFormatter={format}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: wide ? 16 : 28 }}
      yAxisProps={{ width: wide ? 64 : 44, tickCount: wide ? 5 : 4, allowDecimals: !integer, tickFormatter: (value: number) => formatCompact(value, locale) }}
      withDots={data.length <= 14}
    />
  );
};

export type RankedItem = { name: string; value: number };

/** Horizontal bars, largest first; long names are cut on the axis and shown whole in the tooltip. */
export const RankedBars = ({ items, label, format, color = 'teal.6', integer = false }: { items: RankedItem[]; label: string; format: Formatter; color?: MantineColor; integer?: boolean }) => {
  const locale = useLocale();
  const wide = useMinWidth('sm');
  const nameWidth = wide ? 140 : 96;
  const cut = (name: string) => (name.length > (wide ? 18 : 12) ? `${name.slice(0, wide ? 17 : 11)}…` : name);
  return (
    <BarChart
      h={Math.max(120, items.length * 32 + 40)}
      data={items}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'value', label, color }]}
      valueFormatter={format}
      yAxisProps={{ width: nameWidth, tickFormatter: (name: string) => cut(name) }}
      xAxisProps={{ tickCount: wide ? 5 : 3, allowDecimals: !integer, tickFormatter: (value: number) => formatCompact(value, locale) }}
      gridAxis="x"
      maxBarWidth={22}
    />
  );
};

export type ShareItem = { name: string; label: string; value: number; shown: string; color: MantineColor };

/** A donut of parts of a whole, with a legend that spells out every part (also for screen readers). */
export const ShareDonut = ({ items, format, emptyText }: { items: ShareItem[]; format: Formatter; emptyText: string }) => {
  const present = items.filter((item) => item.value > 0);
  if (present.length === 0) return <Text c="dimmed" fz="sm">{emptyText}</Text>;
  return (
    <Group gap="lg" wrap="wrap" justify="center" align="center">
      <DonutChart data={present.map(({ label, value, color }) => ({ name: label, value, color }))} valueFormatter={format} size={160} thickness={26} withTooltip />
      <Stack gap={6} miw={0}>
        {items.map((item) => (
          <Group key={item.name} gap={8} wrap="nowrap">
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, flex: 'none', background: `var(--mantine-color-${item.color.replace('.', '-')})` }} />
            <Text fz="sm">
              {item.label}: <b>{item.shown}</b>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
};

export type ToggleOption<V extends string> = { value: V; label: string };

/** By value / by count, weekly / monthly…: which figure a chart draws. */
export const ChartToggle = <V extends string>({ value, options, onChange, label }: { value: V; options: ToggleOption<V>[]; onChange: (value: V) => void; label: string }) => (
  <SegmentedControl
    size="xs"
    value={value}
    data={options}
    aria-label={label}
    onChange={(next) => {
      const picked = options.find((option) => option.value === next);
      if (picked) onChange(picked.value);
    }}
    style={{ alignSelf: 'flex-start' }}
  />
);
