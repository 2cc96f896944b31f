export type SortValue = string | number | null;
export type SortDirection = 'asc' | 'desc';
export type SortState = { column: string; direction: SortDirection };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Money arrives as decimal strings ("1207.11"): compared as numbers, not as text. */
const asNumber = (value: SortValue): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
};

const compare = (a: SortValue, b: SortValue): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== undefined && y !== undefined) return x - y;
  return collator.compare(String(a), String(b));
};

/** A sorted copy (stable); empty values (null) always last, in either direction. */
export const sortRows = <Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] =>
  rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return compare(a.key, b.key) || a.index - b.index;
      const order = compare(a.key, b.key);
      return (direction === 'asc' ? order : -order) || a.index - b.index;
    })
    .map(({ row }) => row);

/** Clicking a column: first descending for numbers' sake, again flips; another column starts over. */
export const nextSort = (current: SortState | undefined, column: string): SortState =>
  current?.column === column ? { column, direction: current.direction === 'desc' ? 'asc' : 'desc' } : { column, direction: 'desc' };
