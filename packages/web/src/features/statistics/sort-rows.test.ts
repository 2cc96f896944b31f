import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

describe('sortRows', () => {
  const rows = [
    { name: 'Dacia', revenue: '99.50', average: '10.00' },
    { name: 'audi', revenue: '1207.11', average: null },
    { name: 'Škoda', revenue: '-3.00', average: '2.00' },
  ];

  it('compares money strings as numbers', () => {
    expect(sortRows(rows, (row) => row.revenue, 'desc').map((row) => row.name)).toEqual(['audi', 'Dacia', 'Škoda']);
    expect(sortRows(rows, (row) => row.revenue, 'asc').map((row) => row.name)).toEqual(['Škoda', 'Dacia', 'audi']);
  });

  it('compares text ignoring case', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.name)).toEqual(['audi', 'Dacia', 'Škoda']);
  });

  it('puts empty values last in both directions and does not touch the input', () => {
    expect(sortRows(rows, (row) => row.average, 'asc').map((row) => row.name)).toEqual(['Škoda', 'Dacia', 'audi']);
    expect(sortRows(rows, (row) => row.average, 'desc').map((row) => row.name)).toEqual(['Dacia', 'Škoda', 'audi']);
    expect(rows[0]?.name).toBe('Dacia');
  });
});

describe('nextSort', () => {
  it('starts descending, flips on the same column, restarts on another', () => {
    const first = nextSort(undefined, 'revenue');
    expect(first).toEqual({ column: 'revenue', direction: 'desc' });
    expect(nextSort(first, 'revenue')).toEqual({ column: 'revenue', direction: 'asc' });
    expect(nextSort(first, 'name')).toEqual({ column: 'name', direction: 'desc' });
  });
});
