import type { ArrayField, FieldValue } from '@atelier/core';
import type { ArrayRow } from '../types';

/** A new line: the item fields' defaults, nothing else (computed values are the engine's job). */
export const emptyRow = (field: ArrayField): ArrayRow => {
  const row: ArrayRow = {};
  for (const item of field.item) {
    if (item.default !== undefined && !item.compute) row[item.name] = item.default;
  }
  return row;
};

/** A line picked from history keeps only the values of the fields this array has and the user types. */
export const rowFromHistory = (field: ArrayField, picked: Record<string, FieldValue>): ArrayRow => {
  const row = emptyRow(field);
  for (const item of field.item) {
    const value = picked[item.name];
    if (!item.compute && value !== undefined) row[item.name] = value;
  }
  return row;
};

export const addRow = (rows: ArrayRow[], row: ArrayRow): ArrayRow[] => [...rows, row];

export const removeRow = <T>(rows: readonly T[], index: number): T[] => rows.filter((_row, i) => i !== index);

export const moveRow = <T>(rows: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= rows.length || from === to) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row) next.splice(to, 0, row);
  return next;
};

export const setCell = (rows: ArrayRow[], index: number, name: string, value: FieldValue): ArrayRow[] =>
  rows.map((row, i) => (i === index ? { ...row, [name]: value } : row));
