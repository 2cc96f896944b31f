import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { makeClock } from '../../test/test-app.js';
import { newId } from '../../db/ids.js';
import { createJobs, type JobContext } from './jobs.js';
import { claimJob, writeProgress } from './jobs.repo.js';

const log = pino({ level: 'silent' });

describe.each(databaseKinds())('background jobs (one table, SKIP LOCKED) on %s', (kind) => {
  let database: TestDatabase;
  const clock = makeClock(new Date('2026-06-15T09:00:00Z'));
  const runner = (instance: string) => createJobs({ db: database.db, now: clock.now, log, instance, tuning: { staleMs: 60_000, progressMs: 60_000, pauseMs: 0, retryMs: 1000 } });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('enqueues once per key; rerun queues a finished job again but never a second open one', async () => {
    const jobs = runner('a');
    const first = await jobs.enqueue({ kind: 'once', key: 'once:1', payload: { n: 1 } });
    const second = await jobs.enqueue({ kind: 'once', key: 'once:1', payload: { n: 2 } });
    expect(first.queued).toBe(true);
    expect(second).toMatchObject({ queued: false, job: { id: first.job.id, payload: { n: 1 } } });
    const seen: unknown[] = [];
    jobs.register('once', async (ctx) => void seen.push(ctx.payload.n));
    await jobs.tick();
    expect(seen).toEqual([1]);
    expect((await jobs.enqueue({ kind: 'once', key: 'once:1', payload: { n: 3 } })).queued).toBe(false);
    expect((await jobs.enqueue({ kind: 'once', key: 'once:1', payload: { n: 4 }, rerun: true })).queued).toBe(true);
    expect((await jobs.enqueue({ kind: 'once', key: 'once:1', payload: { n: 5 }, rerun: true })).queued).toBe(false);
    await jobs.tick();
    expect(seen).toEqual([1, 4]);
    expect(await jobs.find('once:1')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('shares the work between two instances without running a job twice', async () => {
    const ran: string[] = [];
    const a = runner('a');
    const b = runner('b');
    for (const jobs of [a, b]) {
      jobs.register('share', async (ctx) => {
        ran.push(String(ctx.payload.n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    for (let n = 0; n < 12; n += 1) await a.enqueue({ kind: 'share', key: `share:${n}`, payload: { n } });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(ran.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 12 }, (_, n) => String(n)));
    const instances = await database.db.selectFrom('jobs').select('locked_by').where('kind', '=', 'share').execute();
    expect(instances.every((row) => row.locked_by === 'a' || row.locked_by === 'b')).toBe(true);
  });

  it('runs the jobs of one lane one at a time across instances, in order, while other lanes go on', async () => {
    const a = runner('lane-a');
    const b = runner('lane-b');
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const jobs of [a, b]) {
      jobs.register('laned', async (ctx) => {
        ran.push(ctx.job.key);
        if (ctx.job.key === 'laned:x1') await held;
      });
    }
    await a.enqueue({ kind: 'laned', key: 'laned:x1', lane: 'x' });
    clock.advance(1);
    await a.enqueue({ kind: 'laned', key: 'laned:x2', lane: 'x' });
    await a.enqueue({ kind: 'laned', key: 'laned:y1', lane: 'y' });
    const first = a.kick();
    // Instance a holds x1: b may not take x2 (same lane) but runs y1.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await b.tick();
    expect(ran).toEqual(['laned:x1', 'laned:y1']);
    expect(await b.find('laned:x2')).toMatchObject({ status: 'queued' });
    release();
    await first;
    await b.tick();
    expect(ran).toEqual(['laned:x1', 'laned:y1', 'laned:x2']);
  });

  it('runs at most `concurrency` jobs of a kind at once across instances', async () => {
    const a = runner('cap-a');
    const b = runner('cap-b');
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const jobs of [a, b]) {
      jobs.register(
        'capped',
        async (ctx) => {
          ran.push(ctx.job.key);
          if (ctx.job.key === 'capped:1') await held;
        },
        { concurrency: 1 },
      );
      jobs.register('free', async (ctx) => void ran.push(ctx.job.key));
    }
    await a.enqueue({ kind: 'capped', key: 'capped:1' });
    clock.advance(1);
    await a.enqueue({ kind: 'capped', key: 'capped:2' });
    await a.enqueue({ kind: 'free', key: 'free:1' });
    const first = a.kick({ kinds: ['capped'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await b.tick();
    expect(ran).toEqual(['capped:1', 'free:1']);
    release();
    await first;
    expect(ran).toEqual(['capped:1', 'free:1', 'capped:2']);
  });

  it('takes over a job whose instance died (its heartbeat stopped), resuming from the saved state', async () => {
    const jobs = runner('survivor');
    await jobs.enqueue({ kind: 'resume', key: 'resume:1', payload: { from: 0 } });
    // An instance claims it, writes progress and state, then dies without a word.
    const dead = await claimJob(database.db, { kinds: ['resume'], instance: 'dead', at: clock.now() });
    expect(dead).toBeDefined();
    expect(await writeProgress(database.db, dead!, { done: 40, total: 100, state: { from: 40 }, at: clock.now() })).toBe(true);
    const seen: JobContext['payload'][] = [];
    jobs.register('resume', async (ctx) => {
      seen.push(ctx.payload);
      await ctx.progress({ done: 100, total: 100, force: true });
    });
    await jobs.tick();
    // Still beating within staleMs: left alone.
    expect(seen).toEqual([]);
    clock.advance(61_000);
    await jobs.tick();
    expect(seen).toEqual([{ from: 40 }]);
    expect(await jobs.find('resume:1')).toMatchObject({ status: 'done', done: 100, total: 100, locked_by: 'survivor' });
    // The dead instance, were it to wake up, has lost its claim.
    expect(await writeProgress(database.db, dead!, { done: 50, at: clock.now() })).toBe(false);
  });

  it('retries a failing job, then marks it failed with the error', async () => {
    const jobs = runner('a');
    let tries = 0;
    jobs.register('flaky', async () => {
      tries += 1;
      throw new Error(`try ${tries}`);
    });
    await jobs.enqueue({ kind: 'flaky', key: 'flaky:1', maxAttempts: 2 });
    await jobs.tick();
    expect(await jobs.find('flaky:1')).toMatchObject({ status: 'queued', attempts: 1, last_error: 'try 1' });
    await jobs.tick();
    expect(tries).toBe(1);
    clock.advance(1000);
    await jobs.tick();
    expect(await jobs.find('flaky:1')).toMatchObject({ status: 'failed', attempts: 2, last_error: 'try 2' });
  });

  it('waits as long as a failing job\'s error asks (an outside service\'s Retry-After) when that is longer than the backoff', async () => {
    const jobs = runner('a');
    let tries = 0;
    jobs.register('slow-down', async () => {
      tries += 1;
      throw Object.assign(new Error('429 Too Many Requests'), { retryAfterMs: 60_000 });
    });
    await jobs.enqueue({ kind: 'slow-down', key: 'slow-down:1', maxAttempts: 3 });
    await jobs.tick();
    expect(tries).toBe(1);
    // The backoff (1 s here) has passed, the minute asked for has not.
    clock.advance(30_000);
    await jobs.tick();
    expect(tries).toBe(1);
    clock.advance(30_000);
    await jobs.tick();
    expect(tries).toBe(2);
  });

  it('enqueues a schedule\'s run once whatever the number of instances', async () => {
    const ran: string[] = [];
    const instances = [runner('a'), runner('b')];
    for (const jobs of instances) {
      jobs.register('daily', async (ctx) => void ran.push(String(ctx.payload.day)));
      jobs.schedule({ kind: 'daily', key: (at) => `daily:${at.toISOString().slice(0, 10)}`, payload: (at) => ({ day: at.toISOString().slice(0, 10) }) });
    }
    await Promise.all(instances.map((jobs) => jobs.tick()));
    await Promise.all(instances.map((jobs) => jobs.tick()));
    expect(ran).toEqual([clock.now().toISOString().slice(0, 10)]);
  });

  it("runs a user's job at once on a runner that does not poll, and only that kind; a job queued in a transaction waits for its commit and a kick", async () => {
    const jobs = runner('idle');
    const ran: string[] = [];
    for (const kind of ['asked', 'other']) jobs.register(kind, async (ctx) => void ran.push(ctx.job.key));
    await jobs.enqueue({ kind: 'other', key: 'other:1' });
    // Not started: nothing runs by itself.
    expect(ran).toEqual([]);
    await jobs.enqueue({ kind: 'asked', key: 'asked:1', runNow: true });
    await jobs.kick({ kinds: ['asked'] });
    expect(ran).toEqual(['asked:1']);
    await database.db.transaction().execute(async (trx) => {
      await jobs.enqueue({ kind: 'asked', key: 'asked:2', db: trx, runNow: true });
    });
    expect(ran).toEqual(['asked:1']);
    await jobs.kick({ kinds: ['asked'] });
    expect(ran).toEqual(['asked:1', 'asked:2']);
    await jobs.kick();
    expect(ran).toEqual(['asked:1', 'asked:2', 'other:1']);
  });

  it("gives a business's jobs of a kind by id and newest first, and the ids of those finished in a window", async () => {
    const jobs = runner('lister');
    jobs.register('zip', async () => undefined);
    const business = newId();
    await database.db.insertInto('businesses').values({ id: business, trial_ends_at: clock.now() }).execute();
    const first = await jobs.enqueue({ kind: 'zip', key: 'zip:1', businessId: business });
    clock.advance(1000);
    const second = await jobs.enqueue({ kind: 'zip', key: 'zip:2', businessId: business });
    expect((await jobs.list({ kind: 'zip', businessId: business, limit: 5 })).map((job) => job.id)).toEqual([second.job.id, first.job.id]);
    expect(await jobs.get({ id: first.job.id, kind: 'zip', businessId: business })).toMatchObject({ key: 'zip:1' });
    expect(await jobs.get({ id: first.job.id, kind: 'other', businessId: business })).toBeUndefined();
    expect(await jobs.get({ id: first.job.id, kind: 'zip', businessId: newId() })).toBeUndefined();
    const before = clock.now();
    await jobs.tick();
    clock.advance(1000);
    expect((await jobs.finishedBetween({ kind: 'zip', from: before, to: clock.now() })).sort()).toEqual([first.job.id, second.job.id].sort());
    expect(await jobs.finishedBetween({ kind: 'zip', from: clock.now(), to: new Date(clock.now().getTime() + 1000) })).toEqual([]);
  });

  it('deletes finished and failed jobs 7 days after they finished, and never an open one', async () => {
    const jobs = runner('cleaner');
    jobs.register('keep', async () => undefined);
    jobs.register('broken', async () => {
      throw new Error('broken');
    });
    await jobs.enqueue({ kind: 'keep', key: 'keep:old' });
    await jobs.enqueue({ kind: 'broken', key: 'broken:old', maxAttempts: 1 });
    // Not due for a month, and a kind no runner here handles: both stay queued.
    await jobs.enqueue({ kind: 'keep', key: 'keep:later', runAt: new Date(clock.now().getTime() + 30 * 86_400_000) });
    await jobs.enqueue({ kind: 'nobody', key: 'nobody:1' });
    await jobs.tick();
    expect(await jobs.find('keep:old')).toMatchObject({ status: 'done' });
    expect(await jobs.find('broken:old')).toMatchObject({ status: 'failed' });
    clock.advance(6 * 86_400_000);
    await jobs.enqueue({ kind: 'keep', key: 'keep:recent' });
    await jobs.tick();
    // Six days on: all kept.
    expect(await jobs.find('keep:old')).toBeDefined();
    clock.advance(2 * 86_400_000);
    await jobs.tick();
    expect(await jobs.find('keep:old')).toBeUndefined();
    expect(await jobs.find('broken:old')).toBeUndefined();
    expect(await jobs.find('keep:recent')).toMatchObject({ status: 'done' });
    expect(await jobs.find('keep:later')).toMatchObject({ status: 'queued' });
    expect(await jobs.find('nobody:1')).toMatchObject({ status: 'queued' });
  });
});
