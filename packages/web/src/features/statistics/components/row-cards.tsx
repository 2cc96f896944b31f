import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nextSort, type SortState } from '../sort-rows';
import type { Column } from './data-table';
import { SortButton } from './sort-button';

type RowCardsProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: SortState | undefined;
  onSort: (sort: SortState | undefined) => void;
};

const cell = <Row,>(column: Column<Row>, row: Row) => (column.render ? column.render(row) : column.value(row));

/**
 * A table on a phone: one block per row, its first column as the title and the other columns as
 * label–value lines, so that five amounts never need scrolling sideways; sorted by the same
 * buttons the wide table has in its header.
 */
export const RowCards = <Row,>({ caption, columns, rows, rowKey, sort, onSort }: RowCardsProps<Row>) => {
  const { t } = useTranslation();
  const [title, ...rest] = columns;
  if (!title) return null;
  return (
    <div>
      <Group gap="xs" mb={4} wrap="wrap" aria-label={t('statistics.sortBy')} role="group">
        <Text fz="xs" c="dimmed">
          {t('statistics.sortBy')}
        </Text>
        {columns.map((item) => (
          <SortButton key={item.key} compact label={item.label} direction={sort?.column === item.key ? sort.direction : undefined} onClick={() => onSort(nextSort(sort, item.key))} />
        ))}
      </Group>
      <Box component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {cell(title, row)}
            </Text>
            <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12 }}>
              {rest.map((item) => (
                <Group key={item.key} display="contents">
                  <Text component="dt" fz="sm" c="dimmed">
                    {item.label}
                  </Text>
                  <Text component="dd" m={0} fz="sm" ta="end" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {cell(item, row)}
                  </Text>
                </Group>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </div>
  );
};
