import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Kpi = { label: string; value: string; hint?: string };

/** The headline figures: two cards a row on a phone (a smaller figure), four on wide screens. */
export const KpiGrid = ({ items }: { items: readonly Kpi[] }) => (
  <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
    {items.map((item) => (
      <Paper key={item.label} withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
        <Text fz="sm" c="dimmed" fw={500}>
          {item.label}
        </Text>
        <Text fz={{ base: 19, xs: 24 }} fw={700} lh={1.3} mt={4} style={{ overflowWrap: 'anywhere' }}>
          {item.value}
        </Text>
        {item.hint && (
          <Text fz="xs" c="dimmed" mt={2}>
            {item.hint}
          </Text>
        )}
      </Paper>
    ))}
  </SimpleGrid>
);
