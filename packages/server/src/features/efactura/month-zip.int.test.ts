import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { strFromU8, unzipSync } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '@atelier/core';
import { createJobs } from '../../infra/jobs/jobs.js';
import { createPdfRenderer, type PdfRenderer } from '../../pdf/pool.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createDocumentsService } from '../documents/documents.service.js';
import { createFormsService } from '../forms/forms.service.js';
import { createMonthZip } from './month-zip.js';
import { createMonthZipJobs } from './month-zip-jobs.js';
import { invoiceFilesTask } from './invoice-files.js';
import { invoiceSample } from '../../test/invoices.js';

const log = pino({ level: 'silent' });
const INVOICES = 16;

const issuedOn = (day: string): FormData => {
  const sample = invoiceSample('factura-platitor-tva');
  return { ...sample, company: { ...sample.company, date: day } };
};

describe.each(databaseKinds())("the month's ZIP beside other work, on %s", (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let services: { forms: ReturnType<typeof createFormsService>; documents: ReturnType<typeof createDocumentsService> };
  let formId: string;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    owner = await makeUser(t);
    const forms = createFormsService({ db: t.database.db, now: t.clock.now });
    const documents = createDocumentsService({ db: t.database.db, forms, now: t.clock.now });
    services = { forms, documents };
    formId = (await forms.publish({ ...catalogDefinition('factura-platitor-tva.json'), public: true })).id;
    const writer = { ...owner.scope, name: 'Ana' };
    for (let i = 0; i < INVOICES; i += 1) await documents.submit(writer, formId, { data: issuedOn(`2025-06-${String(1 + i).padStart(2, '0')}`) });
    dir = await mkdtemp(path.join(os.tmpdir(), 'month-zip-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const zipOf = async (renderer: PdfRenderer, onProgress?: (done: number) => Promise<void>) => {
    const chunks: Buffer[] = [];
    const monthZip = createMonthZip({ ...services, renderer, logoFor: async () => undefined });
    await pipeline(
      monthZip.stream(owner.scope, { month: '2025-06', locale: 'ro', ...(onProgress ? { onProgress } : {}) }),
      new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) }),
    );
    return unzipSync(new Uint8Array(Buffer.concat(chunks)));
  };

  it("a user's own PDF is made while the month's ZIP is being made, not after the month's invoices (one worker, shared)", async () => {
    const renderer = createPdfRenderer({ workers: 1, tasks: [invoiceFilesTask] });
    try {
      const definition = catalogDefinition('factura-platitor-tva.json');
      let read = 0;
      let readWhenServed: number | undefined;
      let interactive: Promise<Buffer> | undefined;
      const files = await zipOf(renderer, async (done) => {
        read = done;
        // A user asks for a PDF once the ZIP is under way, and is not waited for here.
        if (done === 3) interactive = renderer.render({ definition, document: { data: issuedOn('2025-07-01') }, locale: 'ro' }).finally(() => (readWhenServed = read));
      });
      const pdf = await interactive;
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
      // Served behind the few invoices the ZIP had asked for, while it still had most of the month to read.
      expect(readWhenServed).toBeLessThan(INVOICES);
      expect(Object.keys(files).filter((name) => name.startsWith('pdf/'))).toHaveLength(INVOICES);
      const xmls = Object.entries(files).filter(([name]) => name.startsWith('xml/'));
      expect(xmls).toHaveLength(INVOICES);
      // The XML made and deflated in the worker reads back whole.
      for (const [, bytes] of xmls) expect(strFromU8(bytes)).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><Invoice [^>]*>.*<\/Invoice>$/s);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('a render that fails other than with an answer for the user (a crashed worker) fails the job with its message, never an unhandled rejection', async () => {
    const real = createPdfRenderer({ workers: 0, tasks: [invoiceFilesTask] });
    let calls = 0;
    // The third invoice's render fails while the first ones are still awaited.
    const crashing: PdfRenderer = {
      ...real,
      run: async (kind, input) => {
        calls += 1;
        if (calls % INVOICES === 3) throw new Error('PDF worker exited with code 1');
        return real.run(kind, input);
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const jobs = createJobs({ db: t.database.db, now: t.clock.now, log, tuning: { pauseMs: 0, retryMs: 1000 } });
      const monthZip = createMonthZip({ ...services, renderer: crashing, logoFor: async () => undefined });
      const zips = createMonthZipJobs({ jobs, monthZip, documents: services.documents, dir, now: t.clock.now, log });
      const { id } = await zips.start(owner.scope, { month: '2025-06', locale: 'ro' });
      // Two attempts (the second after the retry's wait), then failed for good.
      await jobs.tick();
      t.clock.advance(60_000);
      await jobs.tick();
      await new Promise((resolve) => setImmediate(resolve));
      const job = await zips.get(owner.scope, id);
      expect(job).toMatchObject({ id, status: 'failed', error: 'PDF worker exited with code 1' });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 120_000);

  it('an instance shutting down stops a running ZIP at its next invoice and queues it again, rather than holding the close for the whole month', async () => {
    const real = createPdfRenderer({ workers: 0, tasks: [invoiceFilesTask] });
    const jobs = createJobs({ db: t.database.db, now: t.clock.now, log, tuning: { pauseMs: 0 } });
    let calls = 0;
    let stopped: Promise<void> | undefined;
    const renderer: PdfRenderer = {
      ...real,
      run: async (kind, input) => {
        calls += 1;
        // The server is closed while the third invoice is being made.
        if (calls === 3) stopped = jobs.stop();
        return real.run(kind, input);
      },
    };
    const monthZip = createMonthZip({ ...services, renderer, logoFor: async () => undefined });
    const zips = createMonthZipJobs({ jobs, monthZip, documents: services.documents, dir, now: t.clock.now, log });
    const { id } = await zips.start(owner.scope, { month: '2025-05', locale: 'ro' });
    // A month of its own, so the other tests' jobs do not answer for it.
    const writer = { ...owner.scope, name: 'Ana' };
    for (let i = 0; i < INVOICES; i += 1) await services.documents.submit(writer, formId, { data: issuedOn(`2025-05-${String(1 + i).padStart(2, '0')}`) });
    await jobs.tick();
    await stopped;
    expect(calls).toBeLessThan(INVOICES);
    expect(await zips.get(owner.scope, id)).toMatchObject({ id, status: 'queued', error: null });
  }, 120_000);
});
