import { describe, expect, it, vi } from 'vitest';
import { playEachDatabase, type Unavailable } from './per-database.js';

type Played = { kind: 'pglite' | 'postgres'; p95Ms: number; latencies: number[] };

const report = {
  columns: ['database', 'p95'],
  rows: (one: Played | Unavailable) => ('unavailable' in one ? [[one.kind, `unavailable: ${one.unavailable}`]] : [[one.kind, `${one.p95Ms} ms`]]),
  notes: (one: Played | Unavailable) => ('unavailable' in one ? [`${one.kind} not measured`] : []),
  headline: (one: Played | Unavailable) => ('unavailable' in one ? [] : [{ name: `${one.kind}: p95`, figure: one.p95Ms, unit: 'ms' }]),
  data: { knobs: { samples: 5 }, targets: { p95Ms: 50 } },
};

describe('playEachDatabase', () => {
  it('plays the databases in turn, then reports each in that order, the played ones last in the data', async () => {
    const order: string[] = [];
    const play = async (kind: 'pglite' | 'postgres', log: (line: string) => void): Promise<Played | Unavailable> => {
      order.push(`play ${kind}`);
      log(`  ${kind} played`);
      return kind === 'pglite' ? { kind, p95Ms: 12, latencies: [10, 12] } : { kind, unavailable: 'connect ECONNREFUSED' };
    };
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const result = await playEachDatabase({ databases: ['pglite', 'postgres'], play, method: () => (order.push('method'), 'How.'), ...report });
    const written = write.mock.calls.map(([line]) => line);
    write.mockRestore();
    expect(order).toEqual(['play pglite', 'play postgres', 'method']);
    expect(written).toEqual(['  pglite played\n', '  postgres played\n']);
    expect(result).toEqual({
      method: 'How.',
      table: { columns: ['database', 'p95'], rows: [['pglite', '12 ms'], ['postgres', 'unavailable: connect ECONNREFUSED']] },
      notes: ['postgres not measured'],
      headline: [{ name: 'pglite: p95', figure: 12, unit: 'ms' }],
      data: { knobs: { samples: 5 }, targets: { p95Ms: 50 }, databases: [{ kind: 'pglite', p95Ms: 12, latencies: [10, 12] }, { kind: 'postgres', unavailable: 'connect ECONNREFUSED' }] },
    });
    expect(Object.keys(result.data as object)).toEqual(['knobs', 'targets', 'databases']);
  });

  it('keeps in the JSON only what `keep` leaves of each database', async () => {
    const play = async (kind: 'pglite' | 'postgres'): Promise<Played | Unavailable> => ({ kind, p95Ms: 3, latencies: [1, 2, 3] });
    const keep = (one: Played | Unavailable) => ('unavailable' in one ? one : { ...one, latencies: undefined });
    const result = await playEachDatabase({ databases: ['pglite'], play, method: () => '', ...report, keep });
    expect(JSON.parse(JSON.stringify(result.data))).toEqual({ knobs: { samples: 5 }, targets: { p95Ms: 50 }, databases: [{ kind: 'pglite', p95Ms: 3 }] });
    expect(result.table.rows).toEqual([['pglite', '3 ms']]);
  });
});
