/**
 * One database's run of the spv benchmark: a database seeded before the server starts (the other
 * users' businesses, and one business with years of invoices and their SPV uploads), the fake ANAF
 * on a loopback port of this process, the built server (`npm start`) in its own process configured
 * against it. First the status lists of the seeded business are timed on the quiet server; then the
 * morning benchmark's users loop through their mix while a window without SPV load, the window in
 * which one business saves `knobs.invoices` invoices and the server takes each to ANAF and follows it
 * to "accepted", and another window without are measured.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { Agent, request } from 'undici';
import { romanianDay, type FormData } from '@atelier/core';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { invoiceDefinition, invoiceSample } from '../../packages/server/src/test/invoices.js';
import { startFakeSpv, type FakeSpv } from '../../packages/server/src/integrations/spv/fake-spv.js';
import { pressCertificateButton } from '../../packages/server/src/integrations/spv/fake-spv-sign-in.js';
import { BENCH_PASSWORD, seedDocuments } from '../documents/seed.js';
import { sampleLatencies, type Sampled } from '../lib/latency.js';
import { cpuSecondsBetween, sampleTree } from '../lib/process-tree.js';
import type { Unavailable } from '../lib/per-database.js';
import { LABEL, logIn, type Kind } from '../lib/seeded-database.js';
import { percentileOfSorted } from '../lib/stats.js';
import { openMorningDatabase } from '../morning/database.js';
import { startDistServer, type DistServer } from '../morning/dist-server.js';
import { startLoadGenerator, type LoadGenerator } from '../morning/load-generator.js';
import { BUSINESS } from '../morning/plan.js';
import type { WindowStats } from '../morning/tally.js';
import { knobs } from './knobs.js';
import { seedStatusUploads, type SeededUploads } from './seed-uploads.js';

const INVOICE = 'factura-platitor-tva';
/** The seller of the catalogue's sample invoice, the business's CUI in its profile. */
const CUI = '18547290';
const DAY_MS = 86_400_000;

export type Window = { stats: WindowStats; serverCpu: number; loadAverage: number };
export type StatusLine = Omit<Sampled, 'latencies' | 'notes'> & { rows?: number };
export type SpvFigures = {
  invoices: number;
  saved: number;
  /** Invoices accepted by the end of the window, and the latest state of the others. */
  accepted: number;
  notAccepted: Record<string, number>;
  save: { p50Ms: number; p95Ms: number };
  /** From the save's request to ANAF's acceptance kept by the server (its finished_at). */
  toAccepted: { p50Ms: number; p95Ms: number; maxMs: number };
  /** Uploads the fake ANAF received, of how many distinct invoices, and those received more than once. */
  uploads: number;
  uploadedInvoices: number;
  uploadedTwice: number;
  /** Attempts (spv_uploads rows) of the saved invoices beyond one each. */
  extraAttempts: number;
  uploadsPerMinute: number;
  /** First save to last acceptance. */
  seconds: number;
  calls: Partial<Record<string, number>>;
};
export type Played = {
  kind: Kind;
  version: string;
  seed: { documents: number; seconds: number; uploads: SeededUploads };
  status: StatusLine[];
  before: Window;
  during: Window;
  after: Window;
  spv: SpvFigures;
  seconds: number;
};
/** A database not measured, and why (bench/lib/per-database.ts). */
export type { Unavailable };

const percentiles = (values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  return { p50Ms: percentileOfSorted(sorted, 50), p95Ms: percentileOfSorted(sorted, 95), maxMs: percentileOfSorted(sorted, 100) };
};

/** A small JSON client on keep-alive connections for the business that invoices. */
const client = (base: string, token: () => string) => {
  const agent = new Agent({ connections: 16, keepAliveTimeout: 60_000 });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown): Promise<T> => {
    const response = await request(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      dispatcher: agent,
    });
    const text = await response.body.text();
    if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return { call, close: () => agent.close() };
};

/** The catalogue's sample invoice (a company buyer), issued today, as the journey saves it. */
const invoiceToday = (): FormData => {
  const data = invoiceSample(INVOICE);
  const today = romanianDay(new Date());
  const due = romanianDay(new Date(Date.now() + 14 * DAY_MS));
  return { ...data, company: { ...data.company, date: today }, payment: { ...data.payment, delivery_date: today, due_date: due } };
};

/** A measured window of the load generator's users: `during` runs while they loop, the window closes when it ends. */
const measure = async (generator: LoadGenerator, server: DistServer, during: () => Promise<void>): Promise<Window> => {
  const before = await sampleTree(server.pid);
  const started = performance.now();
  generator.window();
  await during();
  const stats = await generator.report();
  const serverCpu = cpuSecondsBetween(before, await sampleTree(server.pid)) / ((performance.now() - started) / 1000);
  return { stats, serverCpu, loadAverage: os.loadavg()[0] ?? 0 };
};

/** The owner connects the business: Connect SPV, the fake ANAF's certificate button, back to the server's callback. */
const connectSpv = async (server: DistServer, http: ReturnType<typeof client>) => {
  const { url } = await http.call<{ url: string }>('POST', '/api/user/spv/connect');
  const back = await pressCertificateButton(url);
  const answer = await fetch(`${server.url}/api/spv/callback${back.search}`, { redirect: 'manual' });
  await answer.arrayBuffer();
  if (answer.status !== 302 || answer.headers.get('location') !== '/profile?spv=connected') throw new Error(`SPV not connected: ${answer.status} ${answer.headers.get('location')}`);
};

type Saved = { id: string; number: string; sentAt: number; ms: number };

/** `knobs.invoices` saves spread evenly over `knobs.saveSeconds`, each sent on time whatever the others' answers. */
const saveInvoices = async (http: ReturnType<typeof client>, formId: string, log: (line: string) => void): Promise<Saved[]> => {
  const gapMs = (knobs.saveSeconds * 1000) / knobs.invoices;
  const started = performance.now();
  const saves: Promise<Saved>[] = [];
  for (let i = 0; i < knobs.invoices; i += 1) {
    const due = started + i * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = Date.now();
    const t = performance.now();
    saves.push(http.call<{ id: string; number: string }>('POST', `/api/user/forms/${formId}/submit`, { data: invoiceToday() }).then((doc) => ({ id: doc.id, number: doc.number, sentAt, ms: performance.now() - t })));
  }
  const saved = await Promise.all(saves);
  log(`  ${saved.length} invoices saved in ${Math.round((performance.now() - started) / 1000)} s`);
  return saved;
};

type Pending = { results: { document_id: string; state: string }[] };
type Attempts = { results: { state: string; created_at: string; finished_at: string | null }[] };

/** Until no saved invoice is on its way any more (all accepted, or the rest rejected or not sent), or the timeout. */
const awaitAnswers = async (http: ReturnType<typeof client>, saved: Saved[], log: (line: string) => void) => {
  const ids = new Set(saved.map((s) => s.id));
  const deadline = performance.now() + knobs.acceptTimeoutSeconds * 1000;
  let lastLog = performance.now();
  for (;;) {
    const waiting = (await http.call<Pending>('GET', '/api/user/spv/pending')).results.filter((r) => ids.has(r.document_id));
    const moving = waiting.filter((r) => r.state === 'to_send' || r.state === 'sent' || r.state === 'processing');
    if (moving.length === 0) return;
    if (performance.now() > deadline) {
      log(`  ${moving.length} invoices still on their way after ${knobs.acceptTimeoutSeconds} s: the window ends`);
      return;
    }
    if (performance.now() - lastLog > 15_000) {
      lastLog = performance.now();
      log(`  ${saved.length - waiting.length} of ${saved.length} accepted`);
    }
    await sleep(2000);
  }
};

const spvFigures = async (http: ReturnType<typeof client>, saved: Saved[], fake: FakeSpv, firstSave: number): Promise<SpvFigures> => {
  const notAccepted: Record<string, number> = {};
  const toAccepted: number[] = [];
  let extraAttempts = 0;
  let lastAccepted = firstSave;
  for (const invoice of saved) {
    const attempts = (await http.call<Attempts>('GET', `/api/user/documents/${invoice.id}/spv`)).results;
    extraAttempts += Math.max(0, attempts.length - 1);
    const latest = attempts[0];
    if (latest?.state === 'accepted' && latest.finished_at) {
      const at = Date.parse(latest.finished_at);
      toAccepted.push(at - invoice.sentAt);
      lastAccepted = Math.max(lastAccepted, at);
    } else notAccepted[latest?.state ?? 'none'] = (notAccepted[latest?.state ?? 'none'] ?? 0) + 1;
  }
  const uploads = fake.control.uploads();
  const perNumber = new Map<string, number>();
  for (const u of uploads) perNumber.set(u.number, (perNumber.get(u.number) ?? 0) + 1);
  const times = uploads.map((u) => u.receivedAt.getTime()).sort((a, b) => a - b);
  const spanMs = (times.at(-1) ?? 0) - (times[0] ?? 0);
  const saves = percentiles(saved.map((s) => s.ms));
  return {
    invoices: knobs.invoices,
    saved: saved.length,
    accepted: toAccepted.length,
    notAccepted,
    save: { p50Ms: saves.p50Ms, p95Ms: saves.p95Ms },
    toAccepted: percentiles(toAccepted),
    uploads: uploads.length,
    uploadedInvoices: perNumber.size,
    uploadedTwice: [...perNumber.values()].filter((n) => n > 1).length,
    extraAttempts,
    uploadsPerMinute: times.length > 1 && spanMs > 0 ? ((times.length - 1) * 60_000) / spanMs : Number.NaN,
    seconds: (lastAccepted - firstSave) / 1000,
    calls: fake.control.calls(),
  };
};

export const playSpv = async (kind: Kind, log: (line: string) => void): Promise<Played | Unavailable> => {
  const started = performance.now();
  const label = LABEL[kind];
  const database = await openMorningDatabase(kind, { url: knobs.postgresUrl, redisUrl: knobs.redisUrl, name: 'spv' });
  if ('unavailable' in database) return { kind, unavailable: database.unavailable };
  let fake: FakeSpv | undefined;
  let server: DistServer | undefined;
  let generator: LoadGenerator | undefined;
  try {
    const version = await database.version();
    const businesses = Math.ceil(knobs.users / BUSINESS.length);
    // User 0: the business whose status lists are timed; user 1: the one that invoices; the others: the morning's users.
    const seeded = await seedDocuments(database.seeding.db, {
      users: 2 + businesses,
      heavyDocs: knobs.statusInvoices,
      totalDocs: knobs.statusInvoices + knobs.morningDocs,
      budgetSeconds: Number.POSITIVE_INFINITY,
      workers: 1,
      batchSize: 1000,
      maintenanceWorkMem: kind === 'postgres' ? '1GB' : '256MB',
      log,
    });
    const [statusUser, invoicingUser, ...morningUsers] = seeded.users;
    if (!statusUser || !invoicingUser) throw new Error('seed: too few users');
    const uploads = await seedStatusUploads(database.seeding.db, statusUser.id);
    const sampleIds = (await sql<{ id: string }>`select id from documents where business_id = ${statusUser.id} order by md5(id) limit 500`.execute(database.seeding.db)).rows.map((r) => r.id);
    const form = await createFormsService({ db: database.seeding.db, now: () => new Date() }).publish({ ...invoiceDefinition(INVOICE), public: true });
    await database.closeSeeding();
    log(
      `  ${label}: seeded ${seeded.documents.toLocaleString('en-US')} documents and ${uploads.uploads.toLocaleString('en-US')} SPV uploads ` +
        `(${uploads.pending} invoices to send) in ${Math.round(seeded.seconds.total + uploads.seconds)} s`,
    );

    fake = await startFakeSpv({ processingPolls: 0, processingMs: knobs.processingSeconds * 1000, latencyMs: knobs.anafLatencyMs });
    server = await startDistServer({
      dataDir: database.dataDir,
      env: {
        ...database.serverEnv,
        ANAF_SPV_URL: fake.apiUrl,
        ANAF_OAUTH_URL: fake.oauthUrl,
        ANAF_SPV_CLIENT_ID: fake.control.clientId,
        ANAF_SPV_CLIENT_SECRET: fake.control.clientSecret,
        ANAF_SPV_POLL_SECONDS: String(knobs.pollSeconds),
      },
    });
    const live = server;

    // (b) The status lists of a business with years of invoices, on the quiet server.
    const statusToken = await logIn(live.url, statusUser.email, BENCH_PASSWORD);
    const sampled = await sampleLatencies({
      url: live.url,
      headers: { authorization: `Bearer ${statusToken}` },
      samples: knobs.statusSamples,
      warmup: 10,
      probes: [
        {
          name: 'GET /api/user/spv/pending',
          path: () => '/api/user/spv/pending',
          check: (answer) => ((JSON.parse(answer.body) as Pending).results.length === uploads.pending ? undefined : `not the ${uploads.pending} invoices to send`),
          note: (answer) => (JSON.parse(answer.body) as Pending).results.length,
        },
        {
          name: 'GET /api/user/documents/:id/spv',
          path: (i) => `/api/user/documents/${sampleIds[i % sampleIds.length] ?? ''}/spv`,
          check: (answer) => ((JSON.parse(answer.body) as Attempts).results.length > 0 ? undefined : 'no upload'),
        },
      ],
    });
    const status = sampled.map(({ latencies: _latencies, notes, ...line }) => ({ ...line, ...(notes.length > 0 ? { rows: notes[0] } : {}) }));
    for (const line of status) log(`  ${label} ${line.name}: p50 ${line.p50Ms.toFixed(1)} p95 ${line.p95Ms.toFixed(1)} ms`);

    // (a) The business that invoices: its profile (the seller), connected to the fake ANAF, uploads automatic.
    const invoicingToken = await logIn(live.url, invoicingUser.email, BENCH_PASSWORD);
    const http = client(live.url, () => invoicingToken);
    try {
      await http.call('PUT', '/api/user/profile', {
        name: 'Service Exemplu SRL',
        cui: `RO${CUI}`,
        reg_no: 'J12/345/2020',
        address: 'Str. Fabricii nr. 10',
        city: 'Cluj-Napoca',
        county: 'Cluj',
        iban: 'RO49AAAA1B31007593840000',
        bank: 'Banca Transilvania',
        vat_payer: true,
      });
      await connectSpv(live, http);

      const running = await startLoadGenerator({
        url: live.url,
        formId: seeded.formId,
        accounts: morningUsers.map((u) => ({ email: u.email, password: BENCH_PASSWORD, pool: u.pool })),
        deadline: Date.now() + (knobs.rampSeconds + knobs.warmupSeconds + 2 * knobs.quietSeconds + knobs.saveSeconds + knobs.acceptTimeoutSeconds + 300) * 1000,
      });
      generator = running;
      log(`  ${label}: ${knobs.users} users starting over ${knobs.rampSeconds} s`);
      await running.users(knobs.users, knobs.rampSeconds);
      await sleep(knobs.warmupSeconds * 1000);
      const quiet = async (what: string) => {
        const window = await measure(running, live, () => sleep(knobs.quietSeconds * 1000));
        log(`  ${label} ${what}: p99 ${window.stats.overall.p99Ms.toFixed(0)} ms, ${Math.round(window.stats.requests / window.stats.seconds)} req/s`);
        return window;
      };
      const before = await quiet('without SPV (before)');
      let saved: Saved[] = [];
      const firstSave = Date.now();
      const during = await measure(running, live, async () => {
        saved = await saveInvoices(http, form.id, log);
        await awaitAnswers(http, saved, log);
      });
      log(`  ${label} with SPV: p99 ${during.stats.overall.p99Ms.toFixed(0)} ms over ${Math.round(during.stats.seconds)} s`);
      const after = await quiet('without SPV (after)');
      await running.stop();
      const spv = await spvFigures(http, saved, fake, firstSave);
      return { kind, version, seed: { documents: seeded.documents, seconds: seeded.seconds.total, uploads }, status, before, during, after, spv, seconds: (performance.now() - started) / 1000 };
    } finally {
      await http.close();
    }
  } catch (error) {
    if (server) log(`  ${label}: failed; the server's log: ${server.log}`);
    throw error;
  } finally {
    await generator?.stop();
    await server?.stop();
    await fake?.stop();
    await database.cleanup();
  }
};
