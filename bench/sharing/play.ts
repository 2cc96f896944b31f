/**
 * One database's run of the sharing benchmark: a fresh database seeded before the server starts
 * (the documents benchmark's seeder, then a link and an e-mail send for every document of the
 * measured business), the server as users run it (`node scripts/start.mjs`, the built
 * dist/main.js) with SMTP_URL on a stand-in mail server of its own process, then the customer's
 * page (page.ts) and the sends under another user's load (sends.ts).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDocumentsService } from '../../packages/server/src/features/documents/documents.service.js';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import * as sharingRepo from '../../packages/server/src/features/sharing/sharing.repo.js';
import { BENCH_PASSWORD, seedDocuments, type SeedUser } from '../documents/seed.js';
import { pgliteExplainer, postgresExplainer, type Explained } from '../documents/explain.js';
import { benchDir } from '../lib/output.js';
import type { Unavailable } from '../lib/per-database.js';
import { LABEL, logIn, type Kind } from '../lib/seeded-database.js';
import { startServerProcess, type ServerProcess } from '../lib/server-process.js';
import { settings } from '../lib/settings.js';
import { openMorningDatabase, type MorningDatabase } from '../morning/database.js';
import { startDistServer, type DistServer } from '../morning/dist-server.js';
import { knobs, OTHER_DOCS_PER_ACCOUNT, TARGET } from './knobs.js';
import { measurePage, type PageLine } from './page.js';
import { seedShareLinks, shareTokenOf } from './seed-links.js';
import { sendRound, warmUp, type SendRound, type Sender } from './sends.js';

export type Played = {
  kind: Kind;
  version: string;
  documents: number;
  seedSeconds: { documents: number; links: number };
  page: PageLine[];
  /** The untimed first sends (PDF workers starting). */
  warmSends: { ms: number[]; failed: number };
  rounds: SendRound[];
  /** EXPLAIN (ANALYZE, BUFFERS) of the page's queries, when a page line missed its target. */
  explained: Explained[];
  loadAverage: number;
  seconds: number;
};
/** A database not measured, and why (bench/lib/per-database.ts). */
export type { Unavailable };

const sinkScript = path.join(benchDir, 'servers', 'smtp-sink.ts');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link made through the API, as the app makes one to share from the phone; its token. */
const linkThroughApi = async (url: string, token: string, documentId: string): Promise<string> => {
  const response = await fetch(`${url}/api/user/documents/${documentId}/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'link', locale: 'ro' }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/user/documents/:id/send (link): ${response.status} ${text.slice(0, 300)}`);
  const link = (JSON.parse(text) as { url: string }).url;
  return link.slice(link.lastIndexOf('/d/') + 3);
};

/** The statements the customer's page reads (sharing.service.ts view), explained on the seeded database. */
const explainPage = async (database: MorningDatabase, businessId: string, documentId: string): Promise<Explained[]> => {
  const explainer = database.kind === 'postgres' ? postgresExplainer(database.serverEnv.DATABASE_URL ?? '', 'public') : await pgliteExplainer(path.join(database.dataDir, 'db'));
  try {
    return await explainer.explain(async (db) => {
      const now = () => new Date();
      const link = await sharingRepo.findLinkByHash(db, hashToken(shareTokenOf(documentId)));
      const doc = await createDocumentsService({ db, forms: createFormsService({ db, now }), now }).get({ businessId }, link?.document_id ?? documentId);
      await sharingRepo.answerOfVersion(db, doc.id, doc.version);
      await sharingRepo.businessContact(db, businessId);
    });
  } finally {
    await explainer.close();
  }
};

const seed = async (database: MorningDatabase, log: (line: string) => void) => {
  const db = database.seeding.db;
  const seeded = await seedDocuments(db, {
    // 0: the business whose customers open their pages; 1: the other user; 2…: one sender per round.
    users: 2 + settings.rounds,
    heavyDocs: knobs.documents,
    totalDocs: knobs.documents + (1 + settings.rounds) * OTHER_DOCS_PER_ACCOUNT,
    budgetSeconds: Number.POSITIVE_INFINITY,
    workers: knobs.seedWorkers,
    batchSize: 1000,
    maintenanceWorkMem: database.kind === 'postgres' ? '1GB' : '256MB',
    log,
  });
  const [measured, other, ...senders] = seeded.users as [SeedUser, SeedUser, ...SeedUser[]];
  log(`  ${LABEL[database.kind]}: ${seeded.documents.toLocaleString('en-US')} documents in ${Math.round(seeded.seconds.total)} s; a link and a send for each of the measured business's`);
  const links = await seedShareLinks(db, { businessId: measured.id, userId: measured.id });
  const senderDocs = await Promise.all(
    senders.map(async (s) => (await sql<{ id: string }>`select id from documents where business_id = ${s.id} order by created_at desc limit ${knobs.sends}`.execute(db)).rows.map((r) => r.id)),
  );
  return { seeded, measured, other, senders, senderDocs, links };
};

const playOn = async (database: MorningDatabase, log: (line: string) => void): Promise<Played> => {
  const started = performance.now();
  const label = LABEL[database.kind];
  log(`  ${label}: seeding ${knobs.documents.toLocaleString('en-US')} documents…`);
  const { seeded, measured, other, senders, senderDocs, links } = await seed(database, log);
  const version = await database.version();
  await database.closeSeeding();
  let sink: ServerProcess | undefined;
  let server: DistServer | undefined;
  let played: Omit<Played, 'explained' | 'seconds'>;
  try {
    sink = await startServerProcess({ script: sinkScript, args: [String(knobs.smtpDelayMs)] });
    log(`  ${label}: starting the server (npm start), mail to ${sink.info.smtpUrl ?? '?'}`);
    server = await startDistServer({ dataDir: database.dataDir, env: { ...database.serverEnv, SMTP_URL: sink.info.smtpUrl ?? '', TRUST_PROXY: 'true' } });
    const url = server.url;
    const measuredToken = await logIn(url, measured.email, BENCH_PASSWORD);
    const otherUser = { url, token: await logIn(url, other.email, BENCH_PASSWORD), serverPid: server.pid };
    const madeToken = await linkThroughApi(url, measuredToken, links.documentIds.at(-1) ?? '');

    log(`  ${label}: the customer's page, ${knobs.samples} requests per line`);
    const page = await measurePage({ url, documentIds: links.documentIds, token: madeToken });

    log(`  ${label}: warming up, then ${settings.rounds} rounds of ${knobs.sends} e-mail sends at once`);
    const warm = await warmUp({ url, sink, sender: { token: measuredToken, documentIds: links.documentIds.slice(-10) }, other: otherUser, tag: database.kind });
    const rounds: SendRound[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      const user = senders[round] as SeedUser;
      const sender: Sender = { token: await logIn(url, user.email, BENCH_PASSWORD), documentIds: senderDocs[round] ?? [] };
      const done = await sendRound({ round, url, sink, sender, other: otherUser, tag: database.kind, ...(rounds.at(-1) ? { previousWindow: rounds.at(-1)?.windowSeconds } : {}) });
      rounds.push(done);
      const failed = done.sends.filter((s) => s.status !== 201).length;
      log(
        `  ${label} round ${round + 1}: ${knobs.sends} sends answered in ${done.answeredSeconds.toFixed(1)} s, ${done.delivery.count} delivered` +
          `${done.delivery.seconds === undefined ? '' : ` in ${done.delivery.seconds.toFixed(1)} s`}, ${failed} failed; other user's p99 ` +
          `${done.during.p99Ms.toFixed(1)} ms during, ${done.baseline.p99Ms.toFixed(1)} ms alone`,
      );
    }
    played = {
      kind: database.kind,
      version,
      documents: links.documentIds.length,
      seedSeconds: { documents: seeded.seconds.total, links: links.seconds },
      page,
      warmSends: { ms: warm.sends.map((s) => s.ms), failed: warm.sends.filter((s) => s.status !== 201).length },
      rounds,
      loadAverage: os.loadavg()[0] ?? 0,
    };
  } finally {
    await server?.stop();
    await sink?.stop();
  }
  // Explained with the server stopped (PGlite's folder is one process's at a time).
  const missed = played.page.some((line) => line.p95Ms >= TARGET.pageP95Ms);
  const middle = links.documentIds[links.documentIds.length >> 1] ?? '';
  const explained = missed ? await explainPage(database, measured.id, middle) : [];
  return { ...played, explained, seconds: (performance.now() - started) / 1000 };
};

export const playSharing = async (kind: Kind, log: (line: string) => void): Promise<Played | Unavailable> => {
  const database = await openMorningDatabase(kind, { url: knobs.postgresUrl, redisUrl: knobs.redisUrl, name: 'sharing' });
  if ('unavailable' in database) return { kind, unavailable: database.unavailable };
  try {
    return await playOn(database, log);
  } finally {
    await database.cleanup();
  }
};
