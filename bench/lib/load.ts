import autocannon from 'autocannon';
import { percentileOfSorted } from './stats.js';

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Requests each connection cycles through (method, path, body, or `setupRequest` for a body per request). */
  requests?: autocannon.Request[];
  /** Requests per second over all connections (autocannon's overallRate); unset, each connection sends as fast as it is answered. */
  rate?: number;
  /** Stops the run (within 0.1 s) once this settles, `seconds` being then only the longest it may last. */
  until?: Promise<unknown>;
};

export type LoadRun = {
  seconds: number;
  /** Completed 2xx responses per second. */
  rps: number;
  requests: number;
  /** Latency of 2xx responses, from the generator's side (includes its own queueing). */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * One autocannon run over keep-alive connections (one request in flight per connection).
 * Latencies are collected from the `response` events rather than autocannon's histogram, which
 * rounds to whole milliseconds: too coarse for a route answering in under a millisecond.
 */
export const runLoad = ({ url, seconds, connections, headers = {}, requests, rate, until }: LoadOptions): Promise<LoadRun> =>
  new Promise((resolve, reject) => {
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    const options = {
      url,
      duration: seconds,
      connections,
      pipelining: 1,
      headers,
      ...(requests ? { requests } : {}),
      ...(rate ? { overallRate: rate } : {}),
      // autocannon stops at its next sample: every 0.1 s rather than every second when the end is not known beforehand.
      ...(until ? { sampleInt: 100 } : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const sorted = latencies.subarray(0, count).sort();
      resolve({
        seconds: result.duration,
        rps: count / result.duration,
        requests: count,
        p50Ms: percentileOfSorted(sorted, 50),
        p95Ms: percentileOfSorted(sorted, 95),
        p99Ms: percentileOfSorted(sorted, 99),
        maxMs: percentileOfSorted(sorted, 100),
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTime;
    });
    void until?.then(
      () => instance.stop(),
      () => instance.stop(),
    );
  });
