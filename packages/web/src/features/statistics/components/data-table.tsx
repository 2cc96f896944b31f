import { Button, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { useMinWidth } from '../../../lib/use-min-width';
import { useLocale } from '../../../lib/use-locale';
import { csvBlob, csvDialect, type CsvCell } from '../csv';
import { nextSort, sortRows, type SortState, type SortValue } from '../sort-rows';
import { RowCards } from './row-cards';
import { SortButton } from './sort-button';

export type Column<Row> = {
  key: string;
  label: string;
  /** What the column sorts by, and (unless `csv` says otherwise) what the CSV holds. */
  value: (row: Row) => SortValue;
  /** The cell as shown (formatted for the locale); defaults to the value. */
  render?: (row: Row) => ReactNode;
  csv?: (row: Row) => CsvCell;
  numeric?: boolean;
};

export type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The CSV file's name, without the extension. */
  filename: string;
};

/** A table sortable by every column (row cards on a phone), with its CSV export (the values as the API sent them, in the dialect of the user's spreadsheet). */
export const DataTable = <Row,>({ caption, columns, rows, rowKey, filename }: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  const [sort, setSort] = useState<SortState>();
  const column = columns.find((item) => item.key === sort?.column);
  const shown = column && sort ? sortRows(rows, column.value, sort.direction) : rows;
  const exportCsv = () =>
    saveFile({
      blob: csvBlob({ header: columns.map((item) => item.label), rows: shown.map((row) => columns.map((item) => (item.csv ? item.csv(row) : (item.value(row) ?? '')))) }, csvDialect(locale)),
      filename: `${filename}.csv`,
    });
  return (
    <div>
      <Group justify="flex-end" mb="xs">
        <Button variant="light" size="xs" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv} aria-label={t('statistics.exportCsvOf', { table: caption })}>
          {t('statistics.exportCsv')}
        </Button>
      </Group>
      {!wide && <RowCards caption={caption} columns={columns} rows={shown} rowKey={rowKey} sort={sort} onSort={setSort} />}
      {wide && (
        // The box scrolls when the card is narrower than the table: it takes the keyboard focus, named
        // by the table's caption, so that it can be scrolled without a mouse (axe scrollable-region-focusable).
        <Table.ScrollContainer minWidth={columns.length * 110} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}>
          <Table striped highlightOnHover verticalSpacing={6} aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((item) => {
                  const direction = sort?.column === item.key ? sort.direction : undefined;
                  return (
                    <Table.Th key={item.key} ta={item.numeric ? 'end' : 'start'} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
                      <SortButton label={item.label} direction={direction} numeric={item.numeric} onClick={() => setSort(nextSort(sort, item.key))} />
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((item) => (
                    <Table.Td key={item.key} ta={item.numeric ? 'end' : 'start'} style={item.numeric ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}>
                      {item.render ? item.render(row) : item.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length === 0 && (
        <Text c="dimmed" fz="sm" py="sm">
          {t('statistics.noRows')}
        </Text>
      )}
    </div>
  );
};
