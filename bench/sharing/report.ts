/** The sharing benchmark's table, notes and front-page figures. */
import { condensePlan } from '../documents/explain.js';
import { formatMs, formatRatio } from '../lib/format.js';
import { LABEL } from '../lib/seeded-database.js';
import { redactUrl } from '../lib/settings.js';
import { median, percentileOfSorted } from '../lib/stats.js';
import type { Headline } from '../lib/types.js';
import { knobs, TARGET } from './knobs.js';
import type { PageLine } from './page.js';
import type { Played, Unavailable } from './play.js';
import type { SendRound } from './sends.js';

export const COLUMNS = ['database', 'documents', 'measure', 'p50 ms', 'p95 ms', 'p99 ms', 'figure', 'target', 'result'];

const count = (n: number) => n.toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
const seconds = (s: number | undefined) => (s === undefined ? 'not all' : `${s.toFixed(1)} s`);

const PAGE_LABEL: Record<PageLine['what'], string> = {
  data: "customer's page data, first open",
  'data again': "customer's page data, opened again",
  html: "customer's HTML page, first open (server-rendered, brotli)",
};

/** Per round, during over alone; the median of those (a round's two windows are adjacent, so drift cancels). */
const p99Ratio = (rounds: SendRound[]) => median(rounds.map((r) => r.during.p99Ms / r.baseline.p99Ms));
const failed = (rounds: SendRound[]) => rounds.flatMap((r) => r.sends.filter((s) => s.status !== 201));
const allDelivered = (rounds: SendRound[]) => rounds.every((r) => r.delivery.seconds !== undefined && r.delivery.count >= r.sends.filter((s) => s.status === 201).length);
const deliveredSeconds = (rounds: SendRound[]) => {
  const done = rounds.flatMap((r) => (r.delivery.seconds === undefined ? [] : [r.delivery.seconds]));
  return done.length === rounds.length && done.length > 0 ? median(done) : undefined;
};
const sendLatencies = (rounds: SendRound[]) => Float64Array.from(rounds.flatMap((r) => r.sends.map((s) => s.ms))).sort();

export const rows = (m: Played | Unavailable): string[][] => {
  if ('unavailable' in m) return [[LABEL[m.kind], '–', 'not reachable: not measured', '–', '–', '–', '–', '–', '–']];
  const db = `${LABEL[m.kind]} ${m.version}`;
  const docs = count(m.documents);
  const out = m.page.map((line) => [
    db,
    docs,
    `${PAGE_LABEL[line.what]}: \`${line.path}\` (${count(line.distinct)} links)`,
    formatMs(line.p50Ms),
    line.what === 'data' ? `**${formatMs(line.p95Ms)}**` : formatMs(line.p95Ms),
    formatMs(line.p99Ms),
    '–',
    `p95 < ${TARGET.pageP95Ms} ms`,
    verdict(line.p95Ms < TARGET.pageP95Ms),
  ]);
  const r = m.rounds;
  if (r.length === 0) return out;
  const med = (pick: (round: SendRound) => number) => formatMs(median(r.map(pick)));
  const other = `other user's history list, ${knobs.otherRate}/s`;
  out.push([db, docs, `${other}, alone`, med((x) => x.baseline.p50Ms), med((x) => x.baseline.p95Ms), med((x) => x.baseline.p99Ms), '–', '–', '–']);
  const ratio = p99Ratio(r);
  out.push([
    db,
    docs,
    `**${other}, during ${knobs.sends} sends**`,
    med((x) => x.during.p50Ms),
    med((x) => x.during.p95Ms),
    med((x) => x.during.p99Ms),
    `**p99 ×${formatRatio(ratio)}**`,
    `p99 ≤ ${TARGET.otherP99Ratio}× alone`,
    verdict(ratio <= TARGET.otherP99Ratio),
  ]);
  const sends = sendLatencies(r);
  const fails = failed(r).length;
  out.push([
    db,
    docs,
    `${knobs.sends} e-mail sends at once from one business (send → 201)`,
    formatMs(percentileOfSorted(sends, 50)),
    formatMs(percentileOfSorted(sends, 95)),
    formatMs(percentileOfSorted(sends, 99)),
    `all at the mail server in ${seconds(deliveredSeconds(r))}, ${fails} failed`,
    'none failed',
    verdict(fails === 0 && allDelivered(r)),
  ]);
  return out;
};

export const headline = (m: Played | Unavailable): Headline[] => {
  if ('unavailable' in m) return [];
  const L = LABEL[m.kind];
  const out: Headline[] = [];
  for (const line of m.page.filter((l) => l.what !== 'data again')) {
    const name = line.what === 'data' ? `${L}: customer's page data p95 (${count(m.documents)} documents)` : `${L}: customer's HTML page p95`;
    out.push({ name, figure: line.p95Ms, unit: 'ms', target: `< ${TARGET.pageP95Ms} ms`, met: line.p95Ms < TARGET.pageP95Ms });
  }
  if (m.rounds.length > 0) {
    const ratio = p99Ratio(m.rounds);
    out.push({ name: `${L}: other user's p99 during ${knobs.sends} sends vs alone`, figure: ratio, unit: '×', target: `≤ ${TARGET.otherP99Ratio}×`, met: ratio <= TARGET.otherP99Ratio });
    const delivered = deliveredSeconds(m.rounds);
    if (delivered !== undefined) out.push({ name: `${L}: ${knobs.sends} e-mails all at the mail server`, figure: delivered, unit: 's' });
  }
  return out;
};

const failures = (rounds: SendRound[]) => {
  const byCause = new Map<string, number>();
  for (const s of failed(rounds)) byCause.set(`${s.status} ${s.code ?? ''}`.trim(), (byCause.get(`${s.status} ${s.code ?? ''}`.trim()) ?? 0) + 1);
  return [...byCause].map(([cause, n]) => `${cause} ×${n}`).join(', ');
};

export const notes = (m: Played | Unavailable): string[] => {
  if ('unavailable' in m) return [`${LABEL[m.kind]} at ${redactUrl(knobs.postgresUrl)} could not be reached (${m.unavailable}): not measured.`];
  const L = LABEL[m.kind];
  const out = [
    `${L}: seeding ${count(m.documents)} documents and the other accounts' took ${Math.round(m.seedSeconds.documents)} s, their links and sends ` +
      `${Math.round(m.seedSeconds.links)} s; the whole database part ${Math.round(m.seconds)} s; load average at the end ${m.loadAverage.toFixed(1)}. ` +
      `Page lines: ${m.page.map((l) => `${PAGE_LABEL[l.what]} ${l.count} requests, max ${formatMs(l.maxMs)} ms`).join('; ')}.`,
  ];
  if (m.rounds.length > 0) {
    const r = m.rounds;
    const fails = failures(r);
    const perSend = median(r.map((x) => (x.during.serverCpuSeconds - x.baseline.serverCpuSeconds) / Math.max(1, x.sends.length))) * 1000;
    const bytes = median(r.map((x) => x.delivery.bytes / Math.max(1, x.delivery.count)));
    out.push(
      `${L} sends: ${r.length} rounds; windows ${r.map((x) => `${x.windowSeconds.toFixed(1)} s`).join(', ')} (${r.map((x) => (x.sendsFirst ? 'sends first' : 'alone first')).join(', ')}); ` +
        `answered in ${r.map((x) => `${x.answeredSeconds.toFixed(1)} s`).join(', ')}, all at the mail server in ${r.map((x) => seconds(x.delivery.seconds)).join(', ')} ` +
        `(from the first send fired). Other user's p99 during / alone per round: ${r.map((x) => `${formatMs(x.during.p99Ms)} / ${formatMs(x.baseline.p99Ms)}`).join(', ')} ms; ` +
        `its requests ${r.map((x) => `${x.during.requests}/${x.baseline.requests}`).join(', ')}, failed ${r.reduce((n, x) => n + x.during.non2xx + x.during.errors + x.during.timeouts + x.baseline.non2xx + x.baseline.errors + x.baseline.timeouts, 0)}. ` +
        `Server CPU (process tree, PDF workers included) per send, the window with sends less the one without: ${Math.round(perSend)} ms. ` +
        `A message ${Math.round(bytes / 1024)} KB (the PDF attached). ` +
        (fails ? `**Failed sends: ${fails}.** ` : 'No send failed. ') +
        `Warm-up: ${m.warmSends.ms.length} sends (the first PDFs), slowest ${formatMs(Math.max(...m.warmSends.ms))} ms${m.warmSends.failed ? `, **${m.warmSends.failed} failed**` : ''}.`,
    );
  }
  if (m.explained.length > 0) {
    out.push(`${L} EXPLAIN (ANALYZE, BUFFERS) of the page's queries (a page line missed its target): ${m.explained.map((q) => `${formatMs(q.executionMs)} ms \`${condensePlan(q.plan)}\``).join('; ')}.`);
  }
  return out;
};
