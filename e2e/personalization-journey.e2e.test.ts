import { expect, it } from 'vitest';
import { signaturePng } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { expectAccessible } from './support/axe.js';
import { adminSignIn, api, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, openFromBar, screenshot } from './support/browser.js';
import { type RunningServer } from './support/server.js';
import { useJourney } from './support/journey.js';

const password = 'Atelier-2026!';
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** DD.MM.YYYY, as the Romanian interface writes a YYYY-MM-DD day. */
const ro = (day: string) => day.split('-').reverse().join('.');

type Period = { id: string; applications: number; price: { gross: { RON: string } } };

const tokenFor = async (server: RunningServer, path: string, username: string, secret: string) =>
  (await api<{ access_token: string }>(server, 'POST', path, { form: { username, password: secret } })).body.access_token;

describeInChromium('the admin corrects a subscription; the user puts a logo on the PDFs (Chromium)', () => {
  const journey = useJourney();

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`at ${viewport.width} px`, async () => {
      const email = `sigla.${viewport.width}.${Date.now()}@example.ro`;
      const registered = await api<{ id: string }>(journey.server, 'POST', '/api/user/register', { json: { email, password } });
      expect(registered.status).toBe(201);
      const userId = (await api<{ id: string }>(journey.server, 'GET', '/api/user/me', { token: await tokenFor(journey.server, '/api/user/token', email, password) })).body.id;
      const adminToken = await tokenFor(journey.server, '/api/admin/token', journey.server.admin.email, journey.server.admin.password);
      const start = isoDay(Date.now());
      const end = isoDay(Date.now() + 364 * DAY);
      const record = (json: unknown) => api<Period>(journey.server, 'PUT', `/api/users/${userId}/subscription`, { token: adminToken, json });
      expect((await record({ starts_at: start, ends_at: end, applications: 1, addons: { logo: true } })).status).toBe(200);
      // A period typed by mistake, and one overlapping the first: refused.
      expect((await record({ starts_at: '2040-01-01', ends_at: '2040-12-31', applications: 3 })).status).toBe(200);
      expect((await record({ starts_at: end, ends_at: '2039-01-01', applications: 1 })).status).toBe(409);

      const { context: adminContext, page: admin, errors: adminErrors } = await journey.openPage({ viewport });
      await adminSignIn(admin, journey.server);
      await admin.getByRole('tab', { name: 'Utilizatori' }).click();
      await admin.getByRole('button', { name: `Abonament – ${email}` }).click();
      const editor = admin.getByRole('dialog', { name: `Abonamentul lui ${email}` });
      const current = `${ro(start)} – ${ro(end)}`;
      await editor.getByRole('button', { name: `Corectează perioada ${current}` }).click();
      await editor.getByText(`Corectați perioada ${current}`).waitFor();
      await editor.getByLabel('Număr de aplicații').fill('2');
      // 200 + 50 RON a year (302,50 with VAT), the logo once 100 RON (121,00): 423,50 RON billed for the period.
      await expect.poll(() => editor.getByTestId('subscription-price').textContent()).toContain('423,50');
      await screenshot(admin, `${viewport.width}-admin-subscription-correct`);
      await expectAccessible(admin, `${viewport.width}-admin-subscription-correct`, { otherWidth: false });
      await editor.getByRole('button', { name: 'Salvează corectura' }).click();
      await editor.getByText(`Corectați perioada ${current}`).waitFor({ state: 'hidden' });
      // Amounts are formatted with no-break spaces (302,50\u00a0lei): compared as the eye reads them.
      await expect.poll(async () => (await editor.getByRole('article', { name: current }).textContent())?.replace(/\s/g, ' ')).toContain('302,50 lei pe an + 121,00 lei o singură dată');

      await editor.getByRole('button', { name: 'Șterge perioada 01.01.2040 – 31.12.2040' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Ștergeți perioada?' });
      await confirm.getByRole('button', { name: 'Șterge' }).click();
      await editor.getByRole('article', { name: '01.01.2040 – 31.12.2040' }).waitFor({ state: 'detached' });
      await confirm.waitFor({ state: 'hidden' });
      // With the mistake gone, a new period starts the day after the corrected one.
      await expect.poll(() => editor.getByLabel('Prima zi').textContent()).toBe(ro(isoDay(Date.parse(end) + DAY)));
      await screenshot(admin, `${viewport.width}-admin-subscription-periods`);
      await expectAccessible(admin, `${viewport.width}-admin-subscription-periods`, { otherWidth: false });
      const periods = await api<Period[]>(journey.server, 'GET', `/api/users/${userId}/subscriptions`, { token: adminToken });
      expect(periods.body.map((p) => [p.applications, p.price.gross.RON])).toEqual([[2, '423.50']]);
      expect(adminErrors).toEqual([]);
      await adminContext.close();

      const { context: userContext, page: user, errors: userErrors } = await journey.openPage({ viewport });
      await signInThroughApi({ page: user, server: journey.server, email, password });
      await openFromBar(user, 'Personalizare');
      await user.waitForURL((url) => url.pathname === '/personalization', { timeout: 15_000 });
      await user.getByText(`Activ până la ${ro(end)}`).waitFor();
      await user.getByText('Nicio siglă încă').waitFor();
      await screenshot(user, `${viewport.width}-personalization-empty`);
      await expectAccessible(user, `${viewport.width}-personalization-empty`, { otherWidth: false });

      const png = Buffer.from(signaturePng().replace(/^data:image\/png;base64,/, ''), 'base64');
      await user.getByTestId('logo-input').setInputFiles({ name: 'sigla.png', mimeType: 'image/png', buffer: png });
      await user.getByText('Sigla a fost salvată', { exact: false }).waitFor();
      const logo = user.getByTestId('logo-preview').getByRole('img', { name: 'Sigla dumneavoastră' });
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
      await user.getByText('După ce salvați un document, PDF-ul lui va avea sigla.').waitFor();
      await screenshot(user, `${viewport.width}-personalization-logo`);
      await expectAccessible(user, `${viewport.width}-personalization-logo`, { otherWidth: false });

      // Stored: it is there after a reload, and the server hands it back.
      await user.reload();
      await expect.poll(() => user.getByTestId('logo-preview').getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
      await user.getByRole('button', { name: 'Înlocuiți sigla' }).waitFor();
      expect(userErrors).toEqual([]);
      await userContext.close();
    });
  }
});
