// Regenerates the pictures of /help (content/media/help-*.webp) from the real screens: the built
// product on a fresh database, a new account with a company profile and one saved estimate, in
// Chromium at 1280 px. Run with `npm run help-screenshots` (it builds first when needed).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { sampleEstimate } from '../catalog/src/samples.js';
import { api, signIn } from '../e2e/support/api.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const media = path.join(root, 'content/media');
const ESTIMATE_KEY = 'deviz-auto-platitor-tva';
const email = `help.${Date.now()}@service-exemplu.ro`;
const password = 'Atelier-2026!';

/** PNG → WebP by Chromium's own encoder (a quarter of the size, sharp enough for text). */
const toWebp = (converter: Page, png: Buffer): Promise<Buffer> =>
  converter
    .evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? '';
    }, png.toString('base64'))
    .then((base64) => Buffer.from(base64, 'base64'));

/** The visible part of the screen (what the visitor sees first), saved as WebP. */
const shoot = async (page: Page, converter: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  const webp = await toWebp(converter, await page.screenshot({ fullPage: false }));
  await writeFile(path.join(media, `${name}.webp`), webp);
  process.stdout.write(`content/media/${name}.webp (${Math.round(webp.length / 1024)} KB)\n`);
};

const main = async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const registered = await api(server, 'POST', '/api/user/register', { json: { email, password } });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const login = await api<{ access_token: string }>(server, 'POST', '/api/user/token', { form: { username: email, password } });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const token = login.body.access_token;
    const profile = {
      name: 'Service Exemplu SRL',
      cui: 'RO18547290',
      reg_no: 'J12/345/2020',
      address: 'Str. Fabricii nr. 10',
      county: 'Cluj',
      city: 'Cluj-Napoca',
      phone: '0264 123 456',
      email: 'office@service-exemplu.ro',
      iban: 'RO49AAAA1B31007593840000',
      bank: 'Banca Transilvania',
      vat_payer: true,
    };
    const saved = await api(server, 'PUT', '/api/user/profile', { token, json: profile });
    if (saved.status !== 200) throw new Error(`profile answered ${saved.status}`);
    const catalog = await api<{ id: string; key: string }[]>(server, 'GET', '/api/forms/catalog?locale=ro');
    const estimate = catalog.body.find((entry) => entry.key === ESTIMATE_KEY);
    if (!estimate) throw new Error(`${ESTIMATE_KEY} is not in the catalogue`);
    const submitted = await api(server, 'POST', `/api/user/forms/${estimate.id}/submit`, { token, json: { data: sampleEstimate({ vatPayer: true }) } });
    if (submitted.status !== 201) throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ro-RO' })).newPage();
    const converter = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/register`);
    await page.getByLabel('E-mail', { exact: true }).fill('office@service-exemplu.ro');
    await shoot(page, converter, 'help-1-inregistrare');
    await signIn({ page, server, email, password });
    await page.goto(`${server.url}/profile`);
    await page.getByLabel(/Denumire/).first().waitFor();
    await shoot(page, converter, 'help-2-profil-firma');
    await page.goto(`${server.url}/catalog?q=deviz%20auto`);
    await page.getByRole('heading', { name: 'Deviz auto (plătitor de TVA)' }).first().waitFor();
    await shoot(page, converter, 'help-3-catalog');
    await page.goto(`${server.url}/documents/${estimate.id}?mode=edit&new=1`);
    await page.getByRole('button', { name: /Înainte|Următorul|Pasul următor/ }).first().waitFor();
    await shoot(page, converter, 'help-4-document');
    await page.goto(`${server.url}/dashboard?tab=history`);
    await page.getByText('Service Exemplu SRL').first().waitFor().catch(() => undefined);
    await shoot(page, converter, 'help-5-istoric');
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
