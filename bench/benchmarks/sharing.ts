import { buildProduct } from '../lib/build.js';
import { playEachDatabase } from '../lib/per-database.js';
import { redactUrl, settings } from '../lib/settings.js';
import { defineBenchmark } from '../lib/types.js';
import { knobs, OTHER_DOCS_PER_ACCOUNT, TARGET } from '../sharing/knobs.js';
import { playSharing, type Played, type Unavailable } from '../sharing/play.js';
import { COLUMNS, headline, notes, rows } from '../sharing/report.js';

const count = (n: number) => n.toLocaleString('en-US');

const method = (): string => {
  const k = knobs;
  const s = settings;
  return (
    `Issue 29's targets, against the server as users run it (\`node scripts/start.mjs\`: the built dist/main.js, its own process, ` +
    `LOG_LEVEL=warn, TRUST_PROXY=true; on PostgreSQL a database of its own and Redis) with SMTP_URL on a stand-in mail server in a process ` +
    `of its own that accepts each message ${k.smtpDelayMs} ms after it arrived and keeps only its recipient, time and size. Before the server ` +
    `starts, ${count(k.documents)} estimates of one business are seeded straight into the tables (the documents benchmark's seeder), with a ` +
    `customer link and an e-mail send for each of them (share_links keeps the token's SHA-256, as the service does), and ` +
    `${count(OTHER_DOCS_PER_ACCOUNT)} documents on average for each of ${1 + s.rounds} other businesses. ` +
    `The customer's page: ${k.samples} timed requests per line (after a few untimed), one at a time over one keep-alive connection on loopback, ` +
    `the lines taking turns; latency is the client's, which on loopback is the server's time plus well under a millisecond. A first open is ` +
    `a link of its own each time (documents spread over the whole history), as a customer opens the link they were sent (it marks the link ` +
    `opened and tells the business's open pages); "opened again" reopens ${20} of them. Each request comes from an address of its own ` +
    `(X-Forwarded-For): the per-address limit of the customer's page (120 per 10 minutes) runs and counts but never answers 429. The HTML page ` +
    `is asked for with Accept-Encoding br as a phone asks (a private page is compressed for each request). ` +
    `Sends: ${s.rounds} rounds, each firing ${k.sends} \`POST /api/user/documents/:id/send\` (channel email, one connection each) at once from a ` +
    `business of its own (the limit is 200 sends per business per hour), while another business's user loads its history list ` +
    `(\`GET /api/user/completed_forms?skip=0&limit=10\`) at ${k.otherRate} req/s over ${s.connections} connections; that window runs from ` +
    `0.5 s before the sends until the last message reached the mail server, and the same load alone over a window as long is the baseline, ` +
    `in the same round (ABBA order); the figure is the median over rounds of each round's p99 ratio. Before the rounds, ${s.warmupSeconds} s of ` +
    `that load alone and 10 sends (the PDF workers start). A send is answered after its PDF is made and the mail server accepted the message: ` +
    `the e-mail goes out within the request (no queue), so a send's latency is its delivery. Targets from issue 29: the customer's page ` +
    `p95 < ${TARGET.pageP95Ms} ms at 100,000 documents; sends do not slow other users (p99 within noise, taken here as ≤ ${TARGET.otherP99Ratio}×).`
  );
};

export default defineBenchmark({
  name: 'sharing',
  title: `sending documents to customers: the customer's page at ${count(knobs.documents)} documents, ${knobs.sends} e-mail sends at once`,
  run: () => {
    // Build what is missing or older than its sources (nothing after `npm run bench`): the server and the page's renderer.
    buildProduct();
    return playEachDatabase({
      databases: knobs.databases,
      play: playSharing,
      method,
      columns: COLUMNS,
      rows,
      notes,
      headline,
      data: { knobs: { ...knobs, postgresUrl: redactUrl(knobs.postgresUrl) }, settings: { ...settings, postgresUrl: redactUrl(settings.postgresUrl) }, targets: TARGET },
      keep: stripLatencies,
    });
  },
});

/** Keeps the JSON small: percentiles stay, the raw per-request latencies go. */
const stripLatencies = (m: Played | Unavailable) => ('unavailable' in m ? m : { ...m, page: m.page.map((line) => ({ ...line, latencies: undefined, notes: undefined })) });
