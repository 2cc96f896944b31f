import { buildProduct } from '../lib/build.js';
import { redactUrl } from '../lib/settings.js';
import { defineBenchmark } from '../lib/types.js';
import { GOALS, knobs, SETTLE_SECONDS } from '../morning/knobs.js';
import { BUSINESS, expectedShares, MIX, requestsPerUserSecond, THINK_MS, TIMEOUT_MS } from '../morning/plan.js';
import { playMorning, type Played } from '../morning/play.js';
import { COLUMNS, headline, notes, rows } from '../morning/report.js';
import { playEachDatabase } from '../lib/per-database.js';

const count = (n: number) => n.toLocaleString('en-US');
const pct = (share: number) => `${Math.round(share * 100)}%`;

const method = (): string => {
  const k = knobs;
  const share = expectedShares();
  const mix = (Object.keys(MIX) as (keyof typeof MIX)[]).map((role) => `${role} saves in ${pct(MIX[role].save)} of loops and downloads a PDF in ${pct(MIX[role].pdf)}`).join(', ');
  return (
    `A workshop's morning against one server as users run it (\`node scripts/start.mjs\` as \`npm start\` does: the built ` +
    `packages/server/dist/main.js, its own process, ` +
    `LOG_LEVEL=warn; on PostgreSQL with Redis${k.serverProcesses ? ` and SERVER_PROCESSES=${k.serverProcesses}` : ''}). ` +
    `Before it starts, ${count(k.documents)} estimates are seeded straight into the tables of each database (as the documents benchmark does), ` +
    `shared by ${count(Math.ceil((k.steps.at(-1) ?? 1) / BUSINESS.length))} businesses of ${BUSINESS.length} users: owner, receptionist, 3 mechanics. ` +
    `An account is one person today (team accounts come later), so a business's ${BUSINESS.length} users log in to the same account, each its own session. ` +
    `Each user has its own keep-alive connection and loops: think, list the history's first page (\`GET /api/user/completed_forms?skip=0&limit=10\`), ` +
    `think, search (\`GET /api/user/submissions/search\`: a customer's plate, a surname or a part name, as typed), think, open one result ` +
    `(\`GET /api/user/completed_forms/:id\`), then maybe save a new estimate (\`POST /api/user/forms/:id/submit\`, the web app's body) and maybe ` +
    `download a PDF (\`GET /api/user/completed_forms/:id/pdf\`, of the estimate just saved or else of the one opened): ${mix}, ` +
    `so about ${pct(share.save)} of requests are saves and ${pct(share.pdf)} PDFs (PDFs cost the server the most; the receptionist prints for the ` +
    `customer at the counter, the others mostly look things up). Think time ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s (uniform) before every call, ` +
    `so about ${requestsPerUserSecond().toFixed(2)} req/s per user. A request unanswered after ${TIMEOUT_MS / 1000} s is abandoned and counted as an error, as is any non-2xx answer. ` +
    `The load generator is a process of its own (undici, one connection per user). Steps of ${k.steps.map(count).join(', ')} users: users stay from step to step, ` +
    `a step's new users start evenly over ${k.rampSeconds} s (logging in first), ${SETTLE_SECONDS} s later a ${k.windowSeconds} s window is measured ` +
    `(before the first step its users run ${k.warmupSeconds} s unmeasured). A step holds with p99 (all calls) < ${GOALS.p99Ms} ms and no error; the run stops ` +
    `after the first step that does not. Server CPU and RSS are the whole process tree's (main process and descendants, threads included; RSS summed, ` +
    `largest of 1 s samples), PostgreSQL CPU is the backends serving the benchmark's database, all read from /proc; CPU is a share of one core ` +
    `(2 cores in all), and per request (CPU time over requests ended: steadier than req/s and latency when other work takes the shared cores). ` +
    `The generator's loop delay p99 says whether it sent its requests on time. Goals (issue 21): ≥ ${count(GOALS.users.pglite)} users on PGlite and ≥ ${count(GOALS.users.postgres)} on PostgreSQL, RSS < ` +
    `${GOALS.pgliteRssMb} MB on PGlite with ${count(GOALS.pgliteDocuments)} documents.`
  );
};

const run = async () => {
  // Build what is missing or older than its sources (nothing after `npm run bench`), so the server's own check finds nothing to do.
  buildProduct();
  return playEachDatabase<Played>({
    databases: knobs.databases,
    play: playMorning,
    method,
    columns: COLUMNS,
    rows,
    notes,
    headline,
    data: { knobs: { ...knobs, postgresUrl: redactUrl(knobs.postgresUrl) }, goals: GOALS, mix: MIX },
  });
};

export default defineBenchmark({
  name: 'morning',
  title: `a workshop's morning: ${count(knobs.steps.at(-1) ?? 0)} users at most on one server, ${count(knobs.documents)} documents`,
  run,
});
