import { describe, expect, it } from 'vitest';
import { formatFigure, frontPage, frontTable, mergeLatest, type Latest } from './front-page.js';

const efactura: Latest = {
  benchmark: 'efactura',
  title: 'e-Factura',
  date: '2026-11-27 06:11',
  commit: '3a6ae85',
  headline: [
    { name: 'XML of 40 lines', figure: 2.38, unit: 'ms', target: '≤ 5 ms', met: true },
    { name: 'ZIP of 2000 invoices', figure: 31.2, unit: 's', target: '< 30 s', met: false },
  ],
};
const pdf: Latest = { benchmark: 'pdf', title: 'PDF', date: '2026-11-22 12:19', commit: 'f436727', headline: [{ name: 'one thread, median', figure: 7.66, unit: 'ms' }] };
const api: Latest = { benchmark: 'api-status', title: 'status', date: '2026-11-25 11:20', commit: 'f3e7f15', headline: [] };

/** The table's body rows, cells trimmed. */
const rows = (table: string) =>
  table
    .split('\n')
    .slice(2)
    .map((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim()));

describe('mergeLatest', () => {
  it('replaces the run benchmark’s row and keeps the others as they were, sorted by name', () => {
    const again: Latest = { ...efactura, date: '2026-11-28 15:00', commit: 'abc1234', headline: [{ name: 'XML of 40 lines', figure: 2.1, unit: 'ms', target: '≤ 5 ms', met: true }] };
    const merged = mergeLatest([pdf, efactura], again);
    expect(merged.map((l) => [l.benchmark, l.date])).toEqual([
      ['efactura', '2026-11-28 15:00'],
      ['pdf', '2026-11-22 12:19'],
    ]);
    expect(merged[0]?.headline).toHaveLength(1);
    expect(merged[1]).toBe(pdf);
  });

  it('adds a benchmark run for the first time', () => {
    expect(mergeLatest([pdf], api).map((l) => l.benchmark)).toEqual(['api-status', 'pdf']);
  });
});

describe('frontTable', () => {
  it('writes one row per benchmark, its figures one under the other beside their targets and verdicts', () => {
    const [row, ...rest] = rows(frontTable([efactura]));
    expect(rest).toEqual([]);
    expect(row).toEqual([
      '[efactura](history/efactura.md)',
      'XML of 40 lines: 2.38 ms<br>ZIP of 2000 invoices: 31.2 s',
      '≤ 5 ms<br>< 30 s',
      'yes<br>**no**',
      '2026-11-27 06:11',
      '3a6ae85',
    ]);
  });

  it('shows a dash for a figure without a target and for a benchmark without figures', () => {
    const [apiRow, pdfRow] = rows(frontTable([api, pdf]));
    expect(apiRow?.slice(1, 4)).toEqual(['–', '–', '–']);
    expect(pdfRow?.slice(1, 4)).toEqual(['one thread, median: 7.66 ms', '–', '–']);
  });

  it('escapes a pipe inside a cell, so the row keeps its columns', () => {
    const piped: Latest = { ...pdf, commit: 'a|b', headline: [{ name: 'p50 | p99', figure: 3, unit: 'ms' }] };
    const [row] = rows(frontTable([piped]));
    expect(row).toHaveLength(6);
    expect(row?.[1]).toBe('p50 \\| p99: 3 ms');
    expect(row?.[5]).toBe('a\\|b');
  });
});

describe('frontPage', () => {
  it('opens with the heading and the table', () => {
    const page = frontPage([efactura, pdf]);
    expect(page.startsWith('# Benchmark results\n')).toBe(true);
    expect(page).toContain('| [efactura](history/efactura.md)');
    expect(page).toContain('| [pdf](history/pdf.md)');
  });
});

describe('formatFigure', () => {
  it('keeps the digits that matter and never rounds onto a target', () => {
    expect(formatFigure(2.384)).toBe('2.38');
    expect(formatFigure(10.64)).toBe('10.6');
    expect(formatFigure(149.6)).toBe('149.6');
    expect(formatFigure(1800)).toBe('1,800');
    expect(formatFigure(1234.5)).toBe('1,235');
    expect(formatFigure(Number.NaN)).toBe('–');
  });
});
