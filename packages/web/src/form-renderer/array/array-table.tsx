import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellPath, parseCellPath } from '../paths';
import { RenderScalar } from '../render-field';
import type { LinesProps } from './array-field';
import { RowActions } from './row-actions';

const NUMERIC_TYPES = new Set(['number', 'money', 'percent']);

/** Narrow number columns and wider text ones, so that an 8-column parts list fits a 1280 px screen. */
const COLUMN_WIDTH: Partial<Record<string, number>> = { text: 150, textarea: 170, select: 110, number: 80, percent: 80, money: 110, date: 140, checkbox: 56 };
const widthOf = (type: string): number => COLUMN_WIDTH[type] ?? 130;

/** Whether Enter belongs to the control (a textarea, an open list) rather than to moving on. */
const enterIsTheControls = (target: HTMLElement): boolean =>
  target.tagName === 'TEXTAREA' || target.getAttribute('aria-expanded') === 'true' || target.tagName === 'BUTTON';

/**
 * Desktop layout: one row per line. Enter moves to the next cell; Enter in the last cell of the
 * last line adds a line, so a parts list is typed without touching the mouse.
 */
export const ArrayTable = ({ field, path, rows, computedRows, errors, registry, labelFor, locale, currency, onBlurCell, commands, rowKeys }: LinesProps) => {
  const { t } = useTranslation();
  const editable = field.item.filter((item) => !item.compute).map((item) => item.name);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || !(event.target instanceof HTMLElement)) return;
    if (enterIsTheControls(event.target)) return;
    const cell = parseCellPath(event.target.id);
    if (!cell || cell.arrayPath !== path) return;
    const column = editable.indexOf(cell.field);
    if (column < 0) return;
    event.preventDefault();
    const nextField = editable[column + 1];
    if (nextField) return document.getElementById(cellPath(path, cell.index, nextField))?.focus();
    const firstField = editable[0];
    if (cell.index < rows.length - 1 && firstField) return document.getElementById(cellPath(path, cell.index + 1, firstField))?.focus();
    commands.add();
  };

  return (
    <Table.ScrollContainer minWidth={field.item.reduce((sum, item) => sum + widthOf(item.type) + 12, 170)}>
      <Table verticalSpacing={6} horizontalSpacing={6} withRowBorders={false} style={{ tableLayout: 'auto' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} aria-label={t('form.array.number')}>
              #
            </Table.Th>
            {field.item.map((item) => (
              <Table.Th key={item.name} miw={widthOf(item.type)} ta={NUMERIC_TYPES.has(item.type) ? 'right' : undefined} fz="sm" style={{ verticalAlign: 'bottom' }}>
                {labelFor(item)}
                {item.required && (
                  <Text span c="red" aria-hidden>
                    {' *'}
                  </Text>
                )}
              </Table.Th>
            ))}
            <Table.Th w={126}>
              <VisuallyHidden>{t('form.array.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onKeyDown={onKeyDown}>
          {rows.map((row, index) => (
            <Table.Tr key={rowKeys[index]} style={{ verticalAlign: 'top' }}>
              <Table.Td pt={14}>
                <Text c="dimmed" fz="sm">
                  {index + 1}
                </Text>
              </Table.Td>
              {field.item.map((item) => {
                const cell = cellPath(path, index, item.name);
                const computed = item.compute !== undefined;
                return (
                  <Table.Td key={item.name}>
                    <RenderScalar
                      registry={registry}
                      field={item}
                      path={cell}
                      label={`${labelFor(item)} ${t('form.array.lineSuffix', { line: index + 1 })}`}
                      value={computed ? computedRows[index]?.[item.name] : row[item.name]}
                      onChange={(value) => commands.change(index, item.name, value)}
                      onBlur={onBlurCell && (() => onBlurCell(cell))}
                      error={errors[cell]}
                      readOnly={computed}
                      compact
                      locale={locale}
                      currency={currency}
                    />
                  </Table.Td>
                );
              })}
              <Table.Td>
                <RowActions index={index} count={rows.length} onMove={commands.move} onRemove={commands.remove} size="lg" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
