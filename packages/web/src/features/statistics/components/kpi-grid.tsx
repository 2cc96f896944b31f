import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Kpi = { label: string; value: string; hint?: string };

/** The headline figures: cards that stack on a phone, two to four a row on wider screens. */
export const KpiGrid = ({ items }: { items: readonly Kpi[] }) => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
    {items.map((item) => (
      <Paper key={item.label} withBorder radius="md" p="md">
        <Text fz="sm" c="dimmed" fw={500}>
          {item.label}
        </Text>
        <Text fz={24} fw={700} lh={1.3} mt={4} style={{ overflowWrap: 'anywhere' }}>
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
