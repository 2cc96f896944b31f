// Regenerates the pictures of /help (content/media/help-<n>-<screen>-<lang>.webp) from the real
// screens in each of the three languages: the built product on a fresh database, a new account with
// a company profile and one saved estimate, in Chromium at 1280×800, saved as WebP at 800×500 (two
// device pixels per CSS pixel across a phone's column, a quarter of the bytes of the full size).
// Run with `npm run help-screenshots` (it builds first when needed).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { sampleEstimate } from '../catalog/src/samples.js';
import { LOCALE_STORAGE_KEY, STORAGE_KEYS } from '@atelier/core';
import { api } from '../e2e/support/api.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const media = path.join(root, 'content/media');
const ESTIMATE_KEY = 'deviz-auto-platitor-tva';
const email = `help.${Date.now()}@service-exemplu.ro`;
const password = 'Atelier-2026!';

const LANGUAGES = ['ro', 'en', 'it'] as const;
const VIEWPORT = { width: 1280, height: 800 };
/** The saved picture: 800 px wide keeps text legible on a phone (2× its ~360 CSS px column). */
const PICTURE = { width: 800, height: 500 };

/** PNG → WebP by Chromium's own encoder, scaled to PICTURE (smoothing on: the text stays sharp enough). */
const toWebp = (converter: Page, png: Buffer): Promise<Buffer> =>
  converter
    .evaluate(
      async ({ base64, width, height }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (context) {
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, width, height);
        }
        return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? '';
      },
      { base64: png.toString('base64'), ...PICTURE },
    )
    .then((base64) => Buffer.from(base64, 'base64'));

/** The visible part of the screen (what the visitor sees first) once it has settled, saved as WebP. */
const shoot = async (page: Page, converter: Page, name: string, lang: string) => {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.waitForTimeout(300);
  const webp = await toWebp(converter, await page.screenshot({ fullPage: false }));
  const file = `${name}-${lang}.webp`;
  await writeFile(path.join(media, file), webp);
  process.stdout.write(`content/media/${file} (${Math.round(webp.length / 1024)} KB)\n`);
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

    const converter = await (await browser.newContext()).newPage();
    for (const lang of LANGUAGES) {
      // The language as a visitor who chose it: the app reads the stored choice when it starts.
      const context = await browser.newContext({ viewport: VIEWPORT, locale: { ro: 'ro-RO', en: 'en-GB', it: 'it-IT' }[lang] });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, lang] as const);
      const page = await context.newPage();
      await page.goto(`${server.url}/register`);
      await page.locator('input[type="email"]').first().fill('office@service-exemplu.ro');
      await shoot(page, converter, 'help-1-inregistrare', lang);
      // Signed in by the token the login answers, as the app keeps it: the login form's labels are per language.
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.accessToken.name, token] as const);
      await page.goto(`${server.url}/profile`);
      await page.locator('main input').first().waitFor();
      await shoot(page, converter, 'help-2-profil-firma', lang);
      await page.goto(`${server.url}/catalog?q=deviz%20auto`);
      await page.locator('main h3, main h2').first().waitFor();
      await shoot(page, converter, 'help-3-catalog', lang);
      await page.goto(`${server.url}/documents/${estimate.id}?mode=edit&new=1`);
      await page.locator('main input[type="text"], main textarea').first().waitFor();
      await shoot(page, converter, 'help-4-document', lang);
      await page.goto(`${server.url}/dashboard?tab=history`);
      await page.getByText('Service Exemplu SRL').first().waitFor().catch(() => undefined);
      await shoot(page, converter, 'help-5-istoric', lang);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
