import { FAKE_COMPANIES, startFakeAnaf } from './anaf-fake.js';

/** `npm run anaf:fake`: ANAF's VAT-payer service on this machine, for a demo (ANAF_URL=<the printed URL> npm start). */
const port = Number(process.env.ANAF_FAKE_PORT ?? 2527);
const fake = await startFakeAnaf({ port });
process.stdout.write(`Fake ANAF listening. Start Atelier with:\n  ANAF_URL=${fake.url}\nCompanies it knows (CUI): ${FAKE_COMPANIES.map((c) => `${c.cui} ${c.denumire}`).join('; ')}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
