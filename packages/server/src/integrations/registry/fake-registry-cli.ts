import { startFakeRegistry } from './fake-registry.js';

/**
 * `npm run registry:fake`: the fake RAR AutoPass registry for a local demo. Start Atelier with the
 * REGISTRY_URL it prints and save the demo credentials in the dashboard's AutoPass tab.
 * REGISTRY_FAKE_PORT (default 4610), REGISTRY_FAKE_EMAIL / REGISTRY_FAKE_PASSWORD, and
 * REGISTRY_FAKE_SESSION_MINUTES (default 1800, 30 hours) change it.
 */
const env = process.env;
const email = (env.REGISTRY_FAKE_EMAIL ?? 'atelier@example.ro').toLowerCase();
const password = env.REGISTRY_FAKE_PASSWORD ?? 'parola-rar-1';
const fake = await startFakeRegistry({
  port: Number(env.REGISTRY_FAKE_PORT ?? 4610),
  accounts: { [email]: password },
  sessionTtlMs: Number(env.REGISTRY_FAKE_SESSION_MINUTES ?? 1800) * 60_000,
});
const print = (line: string) => process.stdout.write(`${line}\n`);
print(`Fake RAR AutoPass registry at ${fake.url}`);
print(`  Start Atelier with: REGISTRY_URL=${fake.url} npm start`);
print(`  Demo registry account: ${email} / ${password}`);
print('  Ctrl+C stops it (its records are kept in memory only).');
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
