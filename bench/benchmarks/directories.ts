/**
 * Issue 31's performance section: the vehicle and customer directories, the vehicle page, Today
 * and the find box at a workshop's size, and what the directories add to a save.
 *
 * Per database: one business's BENCH_DIRS_DOCS workshop documents (entry sheets, estimates,
 * invoices: bench/directories/workshop.ts) seeded straight into the tables, then the directories
 * made by the product's rebuild (both timed: the rebuild's target), then the API in its own process
 * (bench/servers/documents-server.ts) timed one request at a time, the lines taking turns: the page
 * of the car with 200 documents, pages of other cars, Today, and the find box as it is typed (a
 * plate, a VIN, a customer's name, a phone, a document number, each prefix from two characters on
 * one request, as the web's find box sends them after its 200 ms pause). Then saves through the API
 * (the estimate), the same body in turns to that server and to a twin whose directories' hooks are
 * off (AppDeps.directoryHooks: the save as it was before the directories).
 *
 * Knobs (environment):
 *   BENCH_DIRS_DOCS (100000)        documents of the business (a vehicle per five: 20,000)
 *   BENCH_DIRS_SAMPLES (200)        timed requests per line
 *   BENCH_DIRS_FIND_TEXTS (20)      texts of each kind typed into the find box, letter by letter
 *   BENCH_DIRS_SAVES (300)          timed saves on each of the two servers (after as many untimed)
 *   BENCH_SEED_WORKERS (1)          worker threads building the seeded rows
 *   BENCH_DATABASES (pglite,postgres)  BENCH_DATABASE_URL / TEST_DATABASE_URL as the others
 *
 * A quick trial (a few minutes on a busy machine):
 *   BENCH_DIRS_DOCS=10000 BENCH_DIRS_SAMPLES=40 BENCH_DIRS_SAVES=60 node --import tsx bench/run.ts --no-record directories
 */
import { buildProduct } from '../lib/build.js';
import { formatMs } from '../lib/format.js';
import { playEachDatabase } from '../lib/per-database.js';
import { LABEL } from '../lib/seeded-database.js';
import { redactUrl } from '../lib/settings.js';
import { defineBenchmark } from '../lib/types.js';
import type { Headline } from '../lib/types.js';
import { knobs, TARGETS } from '../directories/knobs.js';
import { playDirectories, type Line, type Played, type Unavailable } from '../directories/play.js';

const count = (n: number) => n.toLocaleString('en-US');

const method = () =>
  `Issue 31's performance section. Per database, one business's ${count(knobs.documents)} workshop documents (entry sheets 30%, estimates 45%, invoices 25%; ` +
  `a car per five documents, one car with 200; plates written four ways, VINs on three documents in four, odometer readings that grow, 1.5% lower; ` +
  `customers with phones written three ways, e-mails, CUI for companies, CNP for some people: bench/directories/workshop.ts) are seeded straight into the tables ` +
  `(the documents benchmark's seeder, which bypasses the documents' hooks), then the vehicle and customer directories are made by the product's rebuild ` +
  `(the vehicles and customers services' rebuildAll, what \`npm run vehicles:rebuild\` and \`npm run customers:rebuild\` run), timed, then VACUUM ANALYZE. ` +
  `The API then runs in a process of its own (bench/servers/documents-server.ts) and is timed one request at a time on loopback, ${knobs.samples} requests per line, ` +
  `the lines taking turns: the page of the car with 200 documents (\`GET /api/user/vehicles/:id\`), pages of 500 other cars in turn, Today (\`GET /api/user/today\`), ` +
  `and the find box (\`GET /api/user/find\`) as ${knobs.findTexts} plates, VINs, customers' names, phones and document numbers of the directory are typed: ` +
  `every prefix from two characters on is one request (the web's box sends each once typing pauses for 200 ms). Last, ${count(knobs.saves)} saves through the API (after as many untimed: each connection plans the directories' functions anew at first) ` +
  `(\`POST /api/user/forms/:id/submit\`, the estimate, for the business's cars), each body sent to that server and to a twin server whose directories' hooks ` +
  `are off (AppDeps.directoryHooks false: a save as before the directories; PostgreSQL: the same schema, PGlite: a copy of the data folder), in turns (ABBA), ` +
  `one at a time. Targets from issue 31: vehicle page p95 < ${TARGETS.vehiclePageP95Ms} ms, find p95 < ${TARGETS.findP95Ms.postgres} ms on PostgreSQL and ` +
  `< ${TARGETS.findP95Ms.pglite} ms on PGlite per keystroke, Today p95 < ${TARGETS.todayP95Ms} ms, both directories rebuilt in < ${TARGETS.rebuildSeconds} s, ` +
  `a save's p50 within ${TARGETS.saveRatio}× of the twin's.`;

const COLUMNS = ['database', 'what', 'requests', 'p50', 'p95', 'p99', 'max', 'target'];

const findTarget = (played: Played) => TARGETS.findP95Ms[played.kind];
const saveRatio = (played: Played) => played.saves.on.p50Ms / played.saves.off.p50Ms;
const rebuildSeconds = (played: Played) => played.rebuild.vehiclesSeconds + played.rebuild.customersSeconds;

const row = (played: Played, what: string, line: Line, target: string) => [
  LABEL[played.kind],
  what,
  count(line.count),
  `${formatMs(line.p50Ms)} ms`,
  `${formatMs(line.p95Ms)} ms`,
  `${formatMs(line.p99Ms)} ms`,
  `${formatMs(line.maxMs)} ms`,
  target,
];

const rows = (played: Played | Unavailable): string[][] => {
  if ('unavailable' in played) return [[LABEL[played.kind], `unavailable: ${played.unavailable}`, ...COLUMNS.slice(2).map(() => '–')]];
  const label = LABEL[played.kind];
  const docs = count(played.seed.documents);
  return [
    [label, `rebuild of both directories (${count(played.rebuild.vehicles)} vehicles: ${played.rebuild.vehiclesSeconds.toFixed(1)} s; ${count(played.rebuild.customers)} customers: ${played.rebuild.customersSeconds.toFixed(1)} s) from ${docs} documents`,
      '1', `${rebuildSeconds(played).toFixed(1)} s`, '–', '–', '–', `< ${TARGETS.rebuildSeconds} s`],
    row(played, `vehicle page, the car with ${played.pageCar.documents} documents`, played.page, `p95 < ${TARGETS.vehiclePageP95Ms} ms`),
    row(played, 'vehicle page, other cars', played.otherPages, '–'),
    row(played, 'Today', played.today, `p95 < ${TARGETS.todayP95Ms} ms`),
    ...played.find.map((line) => row(played, `find box, ${line.kind} typed (${line.keystrokes} keystrokes)`, line, '–')),
    row(played, 'find box, every keystroke', played.findAll, `p95 < ${findTarget(played)} ms`),
    row(played, 'save, directories on', played.saves.on, '–'),
    row(played, `save, directories off (twin): on/off p50 ${saveRatio(played).toFixed(2)}×`, played.saves.off, `≤ ${TARGETS.saveRatio}×`),
  ];
};

const headline = (played: Played | Unavailable): Headline[] => {
  if ('unavailable' in played) return [];
  const label = LABEL[played.kind];
  const docs = count(played.seed.documents);
  const ms = (value: number) => Number(value.toFixed(1));
  return [
    { name: `${label}: vehicle page p95 (${played.pageCar.documents} documents, ${docs} in all)`, figure: ms(played.page.p95Ms), unit: 'ms', target: `< ${TARGETS.vehiclePageP95Ms} ms`, met: played.page.p95Ms < TARGETS.vehiclePageP95Ms },
    { name: `${label}: find box p95 per keystroke`, figure: ms(played.findAll.p95Ms), unit: 'ms', target: `< ${findTarget(played)} ms`, met: played.findAll.p95Ms < findTarget(played) },
    { name: `${label}: Today p95`, figure: ms(played.today.p95Ms), unit: 'ms', target: `< ${TARGETS.todayP95Ms} ms`, met: played.today.p95Ms < TARGETS.todayP95Ms },
    { name: `${label}: rebuild of both directories (${docs} documents)`, figure: Number(rebuildSeconds(played).toFixed(1)), unit: 's', target: `< ${TARGETS.rebuildSeconds} s`, met: rebuildSeconds(played) < TARGETS.rebuildSeconds },
    { name: `${label}: save p50 with the directories over without`, figure: Number(saveRatio(played).toFixed(2)), unit: '×', target: `≤ ${TARGETS.saveRatio}`, met: saveRatio(played) <= TARGETS.saveRatio },
  ];
};

const notes = (played: Played | Unavailable): string[] => {
  if ('unavailable' in played) return [`${LABEL[played.kind]} unavailable: ${played.unavailable}`];
  return [
    `${LABEL[played.kind]}${played.version ? ` ${played.version}` : ''}: seeded ${count(played.seed.documents)} documents in ${Math.round(played.seed.seconds)} s; ` +
      `everything took ${Math.round(played.seconds)} s; load average ${played.loadAverage.toFixed(1)} at the end.`,
  ];
};

export default defineBenchmark({
  name: 'directories',
  title: `Vehicle and customer directories at ${count(knobs.documents)} documents: rebuild, vehicle page, Today, find box, saves`,
  run: () => {
    buildProduct();
    return playEachDatabase({
      databases: knobs.databases,
      play: playDirectories,
      method,
      columns: COLUMNS,
      rows,
      notes,
      headline,
      data: { knobs: { ...knobs, postgresUrl: redactUrl(knobs.postgresUrl) }, targets: TARGETS },
    });
  },
});
