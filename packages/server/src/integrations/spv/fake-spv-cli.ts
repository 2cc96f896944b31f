import { FAKE_SPV_CLIENT_ID, FAKE_SPV_CLIENT_SECRET, startFakeSpv } from './fake-spv.js';

/**
 * `npm run spv:fake`: a fake ANAF SPV (e-Factura API and its OAuth sign-in) for a local demo. Put
 * the lines it prints in .env and start Atelier; connecting to SPV opens the fake's sign-in page,
 * whose "Autentificare cu certificat" button needs no certificate. SPV_FAKE_PORT (default 4630),
 * SPV_FAKE_REDIRECT_URL (the callback it prints; the fake accepts any), SPV_FAKE_PROCESSING_POLLS
 * (default 2) change it.
 */
const env = process.env;
const fake = await startFakeSpv({
  port: Number(env.SPV_FAKE_PORT ?? 4630),
  processingPolls: Number(env.SPV_FAKE_PROCESSING_POLLS ?? 2),
});
const redirect = env.SPV_FAKE_REDIRECT_URL ?? 'http://localhost:3000/api/spv/callback';
const print = (line: string) => process.stdout.write(`${line}\n`);
print(`Fake ANAF SPV at ${fake.url}`);
print('  Put these lines in .env, then start Atelier:');
print(`    ANAF_SPV_URL=${fake.apiUrl}`);
print(`    ANAF_OAUTH_URL=${fake.oauthUrl}`);
print(`    ANAF_SPV_CLIENT_ID=${FAKE_SPV_CLIENT_ID}`);
print(`    ANAF_SPV_CLIENT_SECRET=${FAKE_SPV_CLIENT_SECRET}`);
print(`    ANAF_SPV_REDIRECT_URL=${redirect}`);
print('    ANAF_SPV_POLL_SECONDS=5');
print('  Every CIF finds two suppliers\' invoices in its message list; an upload is ok or nok after a few status polls.');
print(`  Trouble: curl -X POST ${fake.url}/_fake/trouble -H 'content-type: application/json' -d '{"fail": {"status": 500, "count": 2, "endpoint": "upload"}}'`);
print('           ({"slowMs": 15000}, {"loseUploadAnswer": true}, {"expireTokens": true}, {"processingPolls": 5}, {"reset": true})');
print('  Ctrl+C stops it (its uploads and tokens are kept in memory only).');
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
