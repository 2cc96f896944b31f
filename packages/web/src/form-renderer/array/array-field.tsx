import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellPath } from '../paths';
import type { ArrayFieldProps, ArrayRow } from '../types';
import { ArrayCards } from './array-cards';
import { ArrayTable } from './array-table';
import { addRow, emptyRow, moveRow, removeRow, rowFromHistory, setCell } from './row-ops';
import { useRowKeys } from './use-row-keys';
import { useMinWidth } from '../../lib/use-min-width';

export type RowCommands = {
  change: (index: number, name: string, value: ArrayRow[string]) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  /** Adds a line and puts the cursor in its first cell. */
  add: () => void;
};

export type LinesProps = ArrayFieldProps & { commands: RowCommands; rowKeys: readonly number[] };

/**
 * A repeatable group (parts, labour…): a compact table with keyboard entry on a desktop, one card
 * per line on a phone. Lines can be added, removed, reordered, or picked from history.
 */
export const ArrayFieldEditor = (props: ArrayFieldProps) => {
  const { t } = useTranslation();
  const { field, path, label, rows, onChange, errors, HistoryPicker, LinesPicker } = props;
  const wide = useMinWidth('md');
  // The cell to focus once the new line is drawn (after the parent hands the rows back).
  const pendingFocus = useRef<string | undefined>(undefined);
  const firstEditable = field.item.find((item) => !item.compute);
  const full = field.maxItems !== undefined && rows.length >= field.maxItems;

  useEffect(() => {
    const path = pendingFocus.current;
    if (!path) return;
    const element = document.getElementById(path);
    if (!element) return;
    pendingFocus.current = undefined;
    element.focus();
  });

  const [rowKeys, setRowKeys] = useRowKeys(rows.length);

  const commands: RowCommands = {
    change: (index, name, value) => onChange(setCell(rows, index, name, value)),
    remove: (index) => {
      setRowKeys(removeRow(rowKeys, index));
      onChange(removeRow(rows, index));
    },
    move: (from, to) => {
      setRowKeys(moveRow(rowKeys, from, to));
      onChange(moveRow(rows, from, to));
    },
    add: () => {
      if (full) return;
      onChange(addRow(rows, emptyRow(field)));
      if (firstEditable) pendingFocus.current = cellPath(path, rows.length, firstEditable.name);
    },
  };

  const Lines = wide ? ArrayTable : ArrayCards;
  return (
    <Input.Wrapper id={path} label={label} description={field.help} error={errors[path]} withAsterisk={field.required === true || (field.minItems ?? 0) > 0}>
      <Stack gap="sm" mt="xs">
        {rows.length === 0 ? (
          <Text c="dimmed" py="sm">
            {t('form.array.empty')}
          </Text>
        ) : (
          <Lines {...props} commands={commands} rowKeys={rowKeys} />
        )}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={20} aria-hidden />} onClick={commands.add} disabled={full}>
            {t('form.array.add')}
          </Button>
          {HistoryPicker && field.historyPick && !full && (
            <HistoryPicker field={field} path={path} onPick={(picked) => onChange(addRow(rows, rowFromHistory(field, picked)))} />
          )}
          {LinesPicker && !full && (
            <LinesPicker
              field={field}
              path={path}
              room={field.maxItems === undefined ? undefined : field.maxItems - rows.length}
              onAdd={(added) => onChange([...rows, ...added.map((picked) => rowFromHistory(field, picked))].slice(0, field.maxItems ?? Infinity))}
            />
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};
