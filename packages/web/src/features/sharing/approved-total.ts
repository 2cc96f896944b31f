import type { ViewLine } from '@atelier/core';

const cents = (value: number) => Math.round(value * 100);

/**
 * The total of the ticked lines. Lines carry their own amount (before VAT on a VAT payer's
 * document); the document's total carries the VAT and any discount: the ticked share of the lines
 * is that share of the total (one rate per document), and the whole total when every line is
 * ticked, so the page never shows a total other than the PDF's for the whole document.
 */
export const approvedTotal = (lines: readonly ViewLine[], ticked: ReadonlySet<number>, totalAmount: number | null): number => {
  const all = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const chosen = lines.reduce((sum, line) => sum + (ticked.has(line.index) ? cents(line.amount) : 0), 0);
  if (totalAmount === null || all === 0) return chosen / 100;
  if (chosen === all) return totalAmount;
  return Math.round((cents(totalAmount) * chosen) / all) / 100;
};
