import { TRADES } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { catalog } from './index.js';

/**
 * What SPEC §1 promises and issue 20 asks of the catalogue as a whole: more than 300 applications,
 * at least 10 for every trade, at least 40 to try without an account, spread over the trades (the
 * trades journey tries a public one of each). Merged once the new families have landed.
 */
describe('the catalogue’s size', () => {
  it('has at least 300 applications', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(300);
  });

  it('has at least 10 applications for every trade', () => {
    const short = TRADES.map((trade) => [trade, catalog.filter((e) => e.definition.trades?.includes(trade)).length] as const).filter(([, n]) => n < 10);
    expect(short).toEqual([]);
  });

  it('has at least 40 public applications, at least one in every trade', () => {
    const open = catalog.filter((e) => e.definition.public);
    expect(open.length).toBeGreaterThanOrEqual(40);
    expect(TRADES.filter((trade) => !open.some((e) => e.definition.trades?.includes(trade)))).toEqual([]);
  });
});
