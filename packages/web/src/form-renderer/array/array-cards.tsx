import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellPath } from '../paths';
import { RenderScalar } from '../render-field';
import type { LinesProps } from './array-field';
import { RowActions } from './row-actions';

/** Phone layout: one card per line, fields stacked full width, big buttons. */
export const ArrayCards = ({ field, path, rows, computedRows, errors, registry, labelFor, locale, currency, onBlurCell, commands, rowKeys }: LinesProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Card key={rowKeys[index]} withBorder padding="sm" radius="md" component="fieldset" aria-label={t('form.array.line', { line: index + 1 })} m={0}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={700}>{t('form.array.line', { line: index + 1 })}</Text>
            <RowActions index={index} count={rows.length} onMove={commands.move} onRemove={commands.remove} size="xl" />
          </Group>
          <Stack gap="sm">
            {field.item.map((item) => {
              const cell = cellPath(path, index, item.name);
              const computed = item.compute !== undefined;
              return (
                <RenderScalar
                  key={item.name}
                  registry={registry}
                  field={item}
                  path={cell}
                  label={labelFor(item)}
                  value={computed ? computedRows[index]?.[item.name] : row[item.name]}
                  onChange={(value) => commands.change(index, item.name, value)}
                  onBlur={onBlurCell && (() => onBlurCell(cell))}
                  error={errors[cell]}
                  readOnly={computed}
                  locale={locale}
                  currency={currency}
                />
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
