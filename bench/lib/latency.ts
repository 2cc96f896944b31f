import http from 'node:http';
import { percentileOfSorted } from './stats.js';

/**
 * Latency of single requests, one at a time over one keep-alive connection: what a user waits
 * for when the server is not queueing other work. The probes take turns (a, b, c, a, b, c, …), so
 * a slow moment of the shared machine spreads over all of them instead of spoiling one.
 */

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type Probe = {
  name: string;
  /** Path and query of request `i` of this probe (it may rotate through several values). */
  path: (i: number) => string;
  /** A problem with the answer (wrong status, no results...), or undefined when it is fine. */
  check?: (answer: Answer) => string | undefined;
  /** Something to keep from each answer, e.g. the number of matches. */
  note?: (answer: Answer) => number | undefined;
  /** Headers of request `i` besides the common ones, e.g. a different visitor's address each time. */
  headers?: (i: number) => Record<string, string>;
};

export type Sampled = { name: string; count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; latencies: number[]; notes: number[] };

export const get = (agent: http.Agent, base: URL, path: string, headers: Record<string, string>): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request({ host: base.hostname, port: base.port, path, method: 'GET', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });

export const summarizeLatencies = (name: string, latencies: number[], notes: number[] = []): Sampled => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    count: sorted.length,
    p50Ms: percentileOfSorted(sorted, 50),
    p95Ms: percentileOfSorted(sorted, 95),
    p99Ms: percentileOfSorted(sorted, 99),
    maxMs: percentileOfSorted(sorted, 100),
    latencies,
    notes,
  };
};

/** `warmup` untimed then `samples` timed requests per probe, interleaved; throws on a bad answer. */
export const sampleLatencies = async ({
  url,
  headers,
  probes,
  samples,
  warmup,
  maxSecondsPerProbe = Number.POSITIVE_INFINITY,
  minSamples = 20,
}: {
  url: string;
  headers: Record<string, string>;
  probes: Probe[];
  samples: number;
  warmup: number;
  /** A probe that has spent this long (timed requests) stops once it has `minSamples`: a 1-second page must not take the whole run. */
  maxSecondsPerProbe?: number;
  minSamples?: number;
}): Promise<Sampled[]> => {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = probes.map(() => [] as number[]);
  const notes = probes.map(() => [] as number[]);
  const spentMs = probes.map(() => 0);
  try {
    for (let i = 0; i < warmup + samples; i++) {
      for (const [p, probe] of probes.entries()) {
        const taken = latencies[p]?.length ?? 0;
        if (taken >= minSamples && (spentMs[p] ?? 0) > maxSecondsPerProbe * 1000) continue;
        const path = probe.path(i);
        const started = performance.now();
        const answer = await get(agent, base, path, probe.headers ? { ...headers, ...probe.headers(i) } : headers);
        const ms = performance.now() - started;
        const problem = answer.status === 200 ? probe.check?.(answer) : `status ${answer.status}: ${answer.body.slice(0, 300)}`;
        if (problem) throw new Error(`GET ${path}: ${problem}`);
        if (i < warmup) continue;
        latencies[p]?.push(ms);
        spentMs[p] = (spentMs[p] ?? 0) + ms;
        const note = probe.note?.(answer);
        if (note !== undefined) notes[p]?.push(note);
      }
    }
  } finally {
    agent.destroy();
  }
  return probes.map((probe, p) => summarizeLatencies(probe.name, latencies[p] ?? [], notes[p] ?? []));
};
