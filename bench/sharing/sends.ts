/**
 * Many e-mail sends at once from one business while another business's user works: each round
 * fires `knobs.sends` `POST /api/user/documents/:id/send` (channel email) together, from a business
 * of its own (the limit is 200 sends per business per hour), while a steady load of another
 * account's history list runs; that load's window lasts from just before the sends until the
 * last message reached the mail server. The same load alone over a window of the same length is
 * the baseline, in the same round (ABBA order), and the ratio of their p99 is the figure.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSecondsBetween, sampleTree } from '../lib/process-tree.js';
import { runLoad, type LoadRun } from '../lib/load.js';
import { settings } from '../lib/settings.js';
import { knobs } from './knobs.js';

/** The load starts this long before the sends, so its connections are open and steady. */
const LEAD_IN_MS = 500;
const DELIVERY_TIMEOUT_MS = 180_000;

export type Sink = { url: string };
export type Sender = { token: string; documentIds: string[] };
export type SendOutcome = { ms: number; status: number; code?: string };
/** Delivery: when the last message was accepted, from the first send fired (s); undefined when some never came. */
export type Delivery = { count: number; seconds: number | undefined; bytes: number };
export type SendRound = {
  round: number;
  sendsFirst: boolean;
  windowSeconds: number;
  baseline: LoadRun & { serverCpuSeconds: number };
  during: LoadRun & { serverCpuSeconds: number };
  sends: SendOutcome[];
  /** From the first send fired to the last answer. */
  answeredSeconds: number;
  delivery: Delivery;
};

type Other = { url: string; token: string; serverPid: number };

const loadOf = (other: Other, options: { seconds: number; until?: Promise<unknown> }) =>
  runLoad({ url: `${other.url}/api/user/completed_forms?skip=0&limit=10`, headers: { authorization: `Bearer ${other.token}` }, connections: settings.connections, rate: knobs.otherRate, ...options });

const withServerCpu = async (serverPid: number, run: () => Promise<LoadRun>) => {
  const before = await sampleTree(serverPid);
  const result = await run();
  return { ...result, serverCpuSeconds: cpuSecondsBetween(before, await sampleTree(serverPid)) };
};

const sendOne = async (url: string, sender: Sender, k: number, to: string): Promise<SendOutcome> => {
  const documentId = sender.documentIds[k % sender.documentIds.length] ?? '';
  const started = performance.now();
  const response = await fetch(`${url}/api/user/documents/${documentId}/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'email', to, locale: 'ro' }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status === 201) return { ms, status: 201 };
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = text.slice(0, 80);
  }
  return { ms, status: response.status, ...(code ? { code } : {}) };
};

/** Polls the mail server until `expected` messages for `prefix` arrived (or the time is up). */
const delivered = async (sink: Sink, prefix: string, expected: number, since: number): Promise<Delivery> => {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const stats = (await (await fetch(`${sink.url}/stats?to=${encodeURIComponent(prefix)}`)).json()) as { count: number; lastAt: number | null; bytes: number };
    if (stats.count >= expected) return { count: stats.count, seconds: ((stats.lastAt ?? since) - since) / 1000, bytes: stats.bytes };
    if (Date.now() > deadline) return { count: stats.count, seconds: undefined, bytes: stats.bytes };
    await sleep(100);
  }
};

/** Fires `count` sends at once; resolves once every one is answered and the accepted ones have reached the mail server. */
export const sendBurst = async ({ url, sink, sender, prefix, count }: { url: string; sink: Sink; sender: Sender; prefix: string; count: number }) => {
  const since = Date.now();
  const sends = await Promise.all(Array.from({ length: count }, (_, k) => sendOne(url, sender, k, `${prefix}${k}@example.ro`)));
  const answeredSeconds = (Date.now() - since) / 1000;
  const delivery = await delivered(sink, prefix, sends.filter((s) => s.status === 201).length, since);
  return { sends, answeredSeconds, delivery };
};

export const sendRound = async ({ round, url, sink, sender, other, tag, previousWindow }: { round: number; url: string; sink: Sink; sender: Sender; other: Other; tag: string; previousWindow?: number }): Promise<SendRound> => {
  const baselineOf = (seconds: number) => withServerCpu(other.serverPid, () => loadOf(other, { seconds }));
  const withSends = async () => {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    let burst: Awaited<ReturnType<typeof sendBurst>> | undefined;
    const during = await withServerCpu(other.serverPid, async () => {
      const load = loadOf(other, { seconds: 3_600, until: done });
      try {
        await sleep(LEAD_IN_MS);
        burst = await sendBurst({ url, sink, sender, prefix: `client.${tag}.r${round}.`, count: knobs.sends });
      } finally {
        finish();
      }
      return load;
    });
    if (!burst) throw new Error('sends did not run');
    return { during, ...burst };
  };
  // ABBA: odd rounds run the baseline first, as long as the previous round's window.
  const sendsFirst = round % 2 === 0 || previousWindow === undefined;
  if (sendsFirst) {
    const sent = await withSends();
    const baseline = await baselineOf(sent.during.seconds);
    return { round, sendsFirst, windowSeconds: sent.during.seconds, baseline, ...sent };
  }
  const baseline = await baselineOf(previousWindow);
  const sent = await withSends();
  return { round, sendsFirst, windowSeconds: sent.during.seconds, baseline, ...sent };
};

/** The other user's load alone, untimed, and a few sends: the PDF workers and the mail connections start before the rounds. */
export const warmUp = async ({ url, sink, sender, other, tag }: { url: string; sink: Sink; sender: Sender; other: Other; tag: string }) => {
  await loadOf(other, { seconds: settings.warmupSeconds });
  return sendBurst({ url, sink, sender, prefix: `warm.${tag}.`, count: Math.min(10, knobs.sends) });
};
