import { formatFieldValue, type ArrayField, type FormDefinition, type StepData } from '@atelier/core';
import { Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../core-types';
import { screenFormat } from '../format-value';

type PreviewLinesProps = { field: ArrayField; rows: StepData[string] | undefined; locale: Locale; currency: FormDefinition['document']['currency'] };

const NUMERIC = new Set(['number', 'money', 'percent']);

/** An array's lines: a table on wide screens, a list of small blocks on a phone. */
export const PreviewLines = ({ field, rows, locale, currency }: PreviewLinesProps) => {
  const { t } = useTranslation();
  const lines = Array.isArray(rows) ? rows : [];
  const context = screenFormat({ locale, currency, t });
  return (
    <Box mt="lg">
      <Text fw={700} mb="xs">
        {field.label}
      </Text>
      {lines.length === 0 ? (
        <Text c="dimmed">{t('form.array.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={field.item.length * 110} visibleFrom="sm">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  {field.item.map((item) => (
                    <Table.Th key={item.name} ta={NUMERIC.has(item.type) ? 'right' : undefined}>
                      {item.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{index + 1}</Table.Td>
                    {field.item.map((item) => (
                      <Table.Td key={item.name} ta={NUMERIC.has(item.type) ? 'right' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatFieldValue(item, line[item.name], context)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="xs" hiddenFrom="sm">
            {lines.map((line, index) => (
              <Box key={index} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Text fw={700} fz="sm">
                  {t('form.array.line', { line: index + 1 })}
                </Text>
                {field.item.map((item) => {
                  const text = formatFieldValue(item, line[item.name], context);
                  return text ? (
                    <Text key={item.name} fz="sm">
                      <Text span c="dimmed">
                        {item.label}:
                      </Text>{' '}
                      {text}
                    </Text>
                  ) : null;
                })}
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
};
