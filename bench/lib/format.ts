import type { Table } from './types.js';

export const formatRate = (perSecond: number): string => Math.round(perSecond).toLocaleString('en-US');
export const formatMs = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
export const formatRatio = (ratio: number): string => (Number.isFinite(ratio) ? ratio.toFixed(2) : '–');
export const formatShare = (share: number): string => `±${Math.round(share * 100)}%`;

/** A Markdown table padded into columns, so the same text reads well in a terminal and in bench/history. */
export const markdownTable = ({ columns, rows }: Table): string => {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(columns), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
};
