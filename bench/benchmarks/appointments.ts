import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { addDays, parseFormDefinition } from '@atelier/core';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { grantAccess } from '../../packages/server/src/features/forms/forms.repo.js';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { memoryCounterStore } from '../../packages/server/src/infra/counter-store.js';
import { formatMs } from '../lib/format.js';
import { sampleLatencies, type Sampled } from '../lib/latency.js';
import { LABEL, logIn, openBenchDatabase, type Kind } from '../lib/seeded-database.js';
import { positive } from '../lib/settings.js';
import { defineBenchmark } from '../lib/types.js';

/**
 * Issue 16: a business with 20,000 appointments over three years; the week's calendar and one
 * day's availability (p95 targets 50 ms on PostgreSQL, 150 ms on PGlite), then 20 concurrent
 * writers booking one day's last hours: no lost booking, no overbooking without confirmation.
 */
const knobs = {
  appointments: positive('BENCH_APPOINTMENTS', 20_000, { integer: true }),
  samples: positive('BENCH_APPOINTMENTS_SAMPLES', 60, { integer: true }),
  writers: positive('BENCH_APPOINTMENTS_WRITERS', 20, { integer: true }),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[],
};
const TARGET_P95_MS: Record<Kind, number> = { postgres: 50, pglite: 150 };
const START = '2024-01-01';
const DAYS = 3 * 365;
const PASSWORD = 'parola-bench-1';

const definition = (() => {
  const parsed = parseFormDefinition(JSON.parse(readFileSync(new URL('../../catalog/programare-interna-service.json', import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error('the appointment definition does not parse');
  return parsed.definition;
})();

const appointmentData = (date: string, hours: number, i: number) => ({
  company: { name: 'Service Bench SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: `Client ${i}`, phone: '0722 123 456' },
  vehicle: { plate: `CJ ${String(10 + (i % 89))} ABC` },
  appointment: { service: 'Revizie', date, start: '08:00', hours, status: 'scheduled' },
});

/** The feed answers 60 reads per address in 10 minutes: the probe stays under that. */
const FEED_SAMPLES = 40;

type Measured = { kind: Kind; week: Sampled; day: Sampled; feed: Sampled; writers: { booked: number; refused: number; scheduled: number; available: number } };

const measureOn = async (kind: Kind, log: (line: string) => void): Promise<Measured | { kind: Kind; unavailable: string }> => {
  const opened = await openBenchDatabase(kind);
  if ('unavailable' in opened) return { kind, unavailable: opened.unavailable };
  const { database, cleanup } = opened;
  const formId = (await createFormsService({ db: database.db, now: () => new Date() }).publish(definition)).id;
  // The API in this process on the seeded database (bench-app.ts would own and close the database,
  // which the PostgreSQL cleanup still needs to drop its schema).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: '120' });
  const app = await buildApp({ config, db: database.db, counters: memoryCounterStore(), jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), mailer: { send: async () => undefined, close: () => undefined } });
  const server = { url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  try {
    const email = `bench.${Date.now()}@example.ro`;
    const registered = await fetch(`${server.url}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    const { id } = (await registered.json()) as { id: string };
    const business = await database.db.selectFrom('users').select('business_id').where('id', '=', id).executeTakeFirstOrThrow();
    const businessId = business.business_id ?? '';
    await grantAccess(database.db, businessId, formId);
    const token = await logIn(server.url, email, PASSWORD);
    log(`  ${LABEL[kind]}: seeding ${knobs.appointments} appointments…`);
    // Straight into documents (the trigger writes the index as it does for a submit); 20,000 submits through HTTP would take minutes.
    await sql`
      insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, metadata, search_text, created_at, updated_at)
      select lpad(to_hex(g), 24, '0'), ${businessId}, ${id}, ${formId}, ${definition.version}, 'PR' || lpad(g::text, 5, '0'), g, '{}'::jsonb, '{}'::jsonb,
        jsonb_build_object('appointment.date', to_char(${START}::date + (g % ${DAYS}), 'YYYY-MM-DD'), 'appointment.time', '09:00',
          'appointment.hours', ((g % 4) + 1)::text, 'appointment.status', 'scheduled', 'client.name', 'Client ' || g, 'vehicle.plate', 'CJ' || (g % 90) || 'ABC',
          'service.reason', 'Revizie'),
        '{}'::jsonb, '', now(), now()
      from generate_series(1, ${knobs.appointments}) g`.execute(database.db);
    // The numbers the seeding took, as a submit would have counted them.
    await sql`insert into document_counters (business_id, form_id, last_number) values (${businessId}, ${formId}, ${knobs.appointments})`.execute(database.db);
    await sql`analyze appointment_slots`.execute(database.db);
    const mondays = Array.from({ length: 150 }, (_, i) => addDays(START, 7 * i));
    const [week, day] = await sampleLatencies({
      url: server.url,
      headers: { authorization: `Bearer ${token}` },
      probes: [
        { name: 'week calendar', path: (i) => `/api/user/appointments?from=${mondays[i % mondays.length] ?? START}&to=${addDays(mondays[i % mondays.length] ?? START, 6)}` },
        { name: 'availability', path: (i) => `/api/user/appointments/availability?date=${addDays(START, 3 + 7 * (i % 150))}` },
      ],
      samples: knobs.samples,
      warmup: 5,
    });
    // The private calendar feed: every appointment of 3 months back to 12 months ahead of today, as iCalendar.
    const made = await fetch(`${server.url}/api/user/calendar-feed`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const feedPath = new URL(((await made.json()) as { url: string }).url).pathname;
    const [feed] = await sampleLatencies({
      url: server.url,
      headers: {},
      probes: [{ name: 'calendar feed (15 months)', path: () => feedPath, check: (answer) => (answer.status === 200 && answer.body.includes('BEGIN:VEVENT') ? undefined : `feed answered ${answer.status}`) }],
      samples: FEED_SAMPLES,
      warmup: 3,
    });
    const events = ((await (await fetch(`${server.url}${feedPath}`)).text()).match(/BEGIN:VEVENT/g) ?? []).length;
    log(`  ${LABEL[kind]}: the feed holds ${events} events`);
    // A Wednesday far from the seeded days, 8 hours available by default: 20 writers of 1 hour each.
    const target = '2030-01-09';
    const answers = await Promise.all(
      Array.from({ length: knobs.writers }, (_, i) =>
        fetch(`${server.url}/api/user/forms/${formId}/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ data: appointmentData(target, 1, i) }),
        }).then(async (r) => ({ status: r.status, body: r.status === 201 ? '' : (await r.text()).slice(0, 300) })),
      ),
    );
    const scheduled = Number(
      (await sql<{ h: string }>`select coalesce(sum(hours), 0) as h from appointment_slots where business_id = ${businessId} and day = ${target}`.execute(database.db)).rows[0]?.h ?? 0,
    );
    const unexpected = answers.find((a) => a.status !== 201 && a.status !== 409);
    if (unexpected) throw new Error(`a booking answered ${unexpected.status}: ${unexpected.body}`);
    const writers = { booked: answers.filter((a) => a.status === 201).length, refused: answers.filter((a) => a.status === 409).length, scheduled, available: 8 };
    if (!week || !day || !feed) throw new Error('no samples');
    return { kind, week, day, feed: { ...feed, name: `calendar feed (${events} events)` }, writers };
  } finally {
    await app.close();
    if (kind === 'pglite') await database.close();
    await cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export default defineBenchmark({
  name: 'appointments',
  title: 'Appointments: week calendar and availability over 20,000 appointments; 20 concurrent bookings of one day',
  run: async () => {
    const results: (Measured | { kind: Kind; unavailable: string })[] = [];
    for (const kind of knobs.databases) results.push(await measureOn(kind, (line) => process.stdout.write(`${line}\n`)));
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const r of results) {
      if ('unavailable' in r) {
        notes.push(`${LABEL[r.kind]} unavailable: ${r.unavailable}`);
        continue;
      }
      for (const s of [r.week, r.day]) rows.push([LABEL[r.kind], s.name, String(s.count), formatMs(s.p50Ms), formatMs(s.p95Ms), formatMs(s.maxMs), `< ${TARGET_P95_MS[r.kind]}`, s.p95Ms < TARGET_P95_MS[r.kind] ? 'yes' : 'NO']);
      rows.push([LABEL[r.kind], r.feed.name, String(r.feed.count), formatMs(r.feed.p50Ms), formatMs(r.feed.p95Ms), formatMs(r.feed.maxMs), 'none', '–']);
      const w = r.writers;
      rows.push([LABEL[r.kind], `${knobs.writers} concurrent 1-hour bookings`, String(knobs.writers), `${w.booked} booked`, `${w.refused} refused (409)`, `${w.scheduled} / ${w.available} h`, 'booked = available', w.booked === w.available && w.scheduled === w.available ? 'yes' : 'NO']);
    }
    return {
      method: `One business with ${knobs.appointments.toLocaleString('en-US')} appointments spread over 3 years (1–4 h each), through HTTP on one keep-alive connection, ${knobs.samples} requests per call after 5 warm-up, weeks and days varying; the private calendar feed (3 months back to 12 months ahead of today) ${FEED_SAMPLES} times after 3 warm-up; then ${knobs.writers} concurrent unconfirmed bookings of one 8-hour day.`,
      table: { columns: ['database', 'call', 'n', 'p50 ms', 'p95 ms', 'max ms', 'target', 'met'], rows },
      notes,
      headline: results.flatMap((r) => {
        if ('unavailable' in r) return [];
        const target = TARGET_P95_MS[r.kind];
        const w = r.writers;
        return [
          ...[r.week, r.day].map((s) => ({ name: `${LABEL[r.kind]}: ${s.name} p95`, figure: s.p95Ms, unit: 'ms', target: `< ${target} ms`, met: s.p95Ms < target })),
          { name: `${LABEL[r.kind]}: ${knobs.writers} concurrent bookings, hours booked`, figure: w.scheduled, unit: 'h', target: `= ${w.available} h available`, met: w.booked === w.available && w.scheduled === w.available },
        ];
      }),
      data: results.map((r) => ('unavailable' in r ? r : { kind: r.kind, week: { ...r.week, latencies: undefined }, day: { ...r.day, latencies: undefined }, feed: { ...r.feed, latencies: undefined }, writers: r.writers })),
    };
  },
});
