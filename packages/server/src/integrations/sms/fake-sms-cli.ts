import { FAKE_SMS_KEY, startFakeSmsGateway } from './fake-sms.js';

/**
 * `npm run sms:fake`: a fake SMS gateway for a local demo. Start Atelier with the SMS_GATEWAY_URL
 * and SMS_GATEWAY_KEY it prints; the messages it takes are listed at GET /v1/messages (same key)
 * and printed here as they come (number and segments only). SMS_FAKE_PORT (default 4620) and
 * SMS_FAKE_KEY change it.
 */
const env = process.env;
const apiKey = env.SMS_FAKE_KEY || FAKE_SMS_KEY;
const print = (line: string) => process.stdout.write(`${line}\n`);
const fake = await startFakeSmsGateway({
  port: Number(env.SMS_FAKE_PORT ?? 4620),
  apiKey,
  onMessage: (sms) => print(`  ${sms.receivedAt} ${sms.id} to ${sms.to}, ${sms.segments} SMS`),
});
print(`Fake SMS gateway at ${fake.url}`);
print(`  Start Atelier with: SMS_GATEWAY_URL=${fake.url} SMS_GATEWAY_KEY=${apiKey} npm start`);
print(`  Messages sent: curl -H 'Authorization: Bearer ${apiKey}' ${fake.url}/v1/messages`);
print(`  Trouble: curl -X POST ${fake.url}/_fake/trouble -H 'content-type: application/json' -d '{"down": true}'`);
print(`           ({"fail": {"status": 500, "count": 2}}, {"delayMs": 15000}, {"reset": true})`);
print('  Ctrl+C stops it (its messages are kept in memory only).');
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
