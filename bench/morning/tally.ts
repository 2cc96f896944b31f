/**
 * What the load generator counts during a measured window: latencies per call kind (of every
 * request that ended in the window, answered or not), and the failures by kind and cause
 * ("pdf 503", "open timeout", "save ECONNRESET").
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentileOfSorted } from '../lib/stats.js';
import { CALL_KINDS, type CallKind } from './plan.js';

export type Percentiles = { count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };
export type WindowStats = {
  seconds: number;
  /** Requests that ended in the window, failed ones included. */
  requests: number;
  overall: Percentiles;
  byKind: Record<CallKind, Percentiles>;
  /** Failures by "kind cause", e.g. { "pdf 503": 4, "save timeout": 1 }. */
  errors: Record<string, number>;
  /** Searches that found at least one document, of all answered searches. */
  searchHits: { found: number; answered: number };
  /** CPU the generator process spent in the window (every thread). */
  cpuSeconds: number;
  /** The generator's event loop delay, p99 and max: when it is small, the generator sent each request when its user meant to. */
  loopDelayMs: { p99: number; max: number };
};

export const summarize = (values: Float64Array): Percentiles => {
  const sorted = values.sort();
  return {
    count: sorted.length,
    p50Ms: percentileOfSorted(sorted, 50),
    p95Ms: percentileOfSorted(sorted, 95),
    p99Ms: percentileOfSorted(sorted, 99),
    maxMs: percentileOfSorted(sorted, 100),
  };
};

/** A growable list of latencies (a typed array: 100,000s of numbers without boxing). */
export const latencyList = () => {
  let values = new Float64Array(1 << 12);
  let count = 0;
  return {
    push: (ms: number) => {
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count++] = ms;
    },
    values: () => values.subarray(0, count),
  };
};

export const createTally = () => {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const lists = Object.fromEntries(CALL_KINDS.map((kind) => [kind, latencyList()])) as Record<CallKind, ReturnType<typeof latencyList>>;
  const errors: Record<string, number> = {};
  const searchHits = { found: 0, answered: 0 };
  return {
    record: (kind: CallKind, ms: number, failure?: string) => {
      lists[kind].push(ms);
      if (failure) errors[`${kind} ${failure}`] = (errors[`${kind} ${failure}`] ?? 0) + 1;
    },
    /** A request already recorded turned out wrong (an answer without what the route promises). */
    wrong: (kind: CallKind, problem: string) => {
      errors[`${kind} ${problem}`] = (errors[`${kind} ${problem}`] ?? 0) + 1;
    },
    searched: (found: boolean) => {
      searchHits.answered += 1;
      if (found) searchHits.found += 1;
    },
    close: (): WindowStats => {
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuAtStart);
      loopDelay.disable();
      const all = Float64Array.from(CALL_KINDS.flatMap((kind) => [...lists[kind].values()]));
      return {
        seconds,
        requests: all.length,
        overall: summarize(all),
        byKind: Object.fromEntries(CALL_KINDS.map((kind) => [kind, summarize(Float64Array.from(lists[kind].values()))])) as Record<CallKind, Percentiles>,
        errors,
        searchHits,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      };
    },
  };
};

export type Tally = ReturnType<typeof createTally>;
