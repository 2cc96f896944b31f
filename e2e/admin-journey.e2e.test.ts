import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { adminSignIn, api, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const password = 'Atelier-2026!';
/** The catalogue's entry sheet, included with the entry-sheet add-on (its Romanian title). */
const ENTRY_SHEET = 'Fișă de intrare service (PV recepție auto)';

describeInChromium('an admin uploads an application, grants it and records the entry-sheet add-on; the user opens both (Chromium)', () => {
  // A catalogue of the entry sheet alone: the other applications are the ones the admin uploads.
  const journey = useJourney({ apps: ['fisa-intrare-service'] });

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`at ${viewport.width} px`, async () => {
      const title = `Factură de test ${viewport.width}`;
      const email = `admin.journey.${viewport.width}.${Date.now()}@example.ro`;
      const definition = JSON.parse(await readFile(path.join(root, 'catalog/test-fixtures/mini-invoice.json'), 'utf8')) as Record<string, unknown>;
      const file = path.join(journey.catalogDir, `upload-${viewport.width}.json`);
      await writeFile(file, JSON.stringify({ ...definition, key: `mini-invoice-${viewport.width}`, title, public: false }, null, 2));
      const broken = path.join(journey.catalogDir, `broken-${viewport.width}.json`);
      await writeFile(broken, '{\n  "key": "x",\n  "version": 1,\n}\n');
      expect((await api(journey.server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);

      const { context: adminContext, page: admin, errors: adminErrors } = await journey.openPage({ viewport });
      await adminSignIn(admin, journey.server);

      // A broken file first: the error names the line and column.
      const input = admin.getByTestId('upload-input');
      await input.setInputFiles(broken);
      await admin.getByText('Încărcarea a eșuat (eroare de sintaxă)').waitFor();
      await admin.getByText('Linia 4, coloana 1: trailing comma').waitFor();
      await screenshot(admin, `${viewport.width}-admin-upload-error`);
      await expectAccessible(admin, `${viewport.width}-admin-upload-error`, { otherWidth: false });

      await input.setInputFiles(file);
      await admin.getByText('Aplicație creată').waitFor();
      // A table on a desktop, one card per application on a phone: the buttons name the application.
      const manage = admin.getByRole('button', { name: `Utilizatori și date pentru ${title}` });
      await manage.waitFor();
      await screenshot(admin, `${viewport.width}-admin-forms`);
      await expectAccessible(admin, `${viewport.width}-admin-forms`, { otherWidth: false });

      await manage.click();
      const drawer = admin.getByRole('dialog', { name: title });
      await drawer.getByRole('button', { name: `Acordă acces pentru ${email}` }).click();
      await drawer.getByRole('region', { name: 'Cu acces' }).getByText(email).waitFor();
      await screenshot(admin, `${viewport.width}-admin-access`);
      await expectAccessible(admin, `${viewport.width}-admin-access`, { otherWidth: false });
      await drawer.getByRole('button', { name: 'Închide' }).first().click();
      // On a phone the drawer covers the screen: the tabs behind it take clicks once it has gone.
      await drawer.waitFor({ state: 'hidden' });

      await admin.getByRole('tab', { name: 'Utilizatori' }).click();
      // Each account shows its business and its role there (a new account owns its own).
      await admin.getByText('Proprietar').first().waitFor();
      await screenshot(admin, `${viewport.width}-admin-users`);
      await expectAccessible(admin, `${viewport.width}-admin-users`, { otherWidth: false });
      await admin.getByRole('button', { name: `Abonament – ${email}` }).click();
      const editor = admin.getByRole('dialog', { name: `Abonamentul lui ${email}` });
      await editor.getByLabel('Număr de aplicații').fill('4');
      await expect.poll(() => editor.getByTestId('subscription-price').textContent()).toContain('350,00');
      // The entry-sheet add-on says what it switches on and adds 50 RON a year.
      await editor.getByText('Deschide acestui cont aplicația Fișă de intrare service pe durata perioadei.').waitFor();
      await editor.getByRole('checkbox', { name: 'Fișă de intrare' }).check();
      await expect.poll(() => editor.getByTestId('subscription-price').textContent()).toContain('400,00');
      await screenshot(admin, `${viewport.width}-admin-subscription`);
      await expectAccessible(admin, `${viewport.width}-admin-subscription`, { otherWidth: false });
      await editor.getByRole('button', { name: 'Înregistrează abonamentul' }).click();
      await editor.waitFor({ state: 'hidden' });
      expect(adminErrors).toEqual([]);
      await adminContext.close();

      const { context: userContext, page: user, errors: userErrors } = await journey.openPage({ viewport });
      // Before signing in, the catalogue says which add-on includes the entry sheet and what it costs.
      await user.goto(`${journey.server.url}/catalog`);
      await user.getByRole('article', { name: ENTRY_SHEET }).getByText(/^Inclusă în opțiunea fișă de intrare \(50,00\slei pe an\)$/).waitFor();
      await screenshot(user, `${viewport.width}-catalog-addon-hint`);
      await expectAccessible(user, `${viewport.width}-catalog-addon-hint`, { otherWidth: false });
      await signInThroughApi({ page: user, server: journey.server, email, password });
      await user.goto(`${journey.server.url}/dashboard?tab=applications`);
      const mine = user.getByRole('region', { name: 'Aplicațiile mele' });
      await mine.getByRole('article', { name: title }).getByRole('link', { name: 'Document nou' }).click();
      await user.waitForURL((url) => url.pathname.startsWith('/documents/'), { timeout: 15_000 });
      await user.getByRole('heading', { name: title }).first().waitFor();
      await screenshot(user, `${viewport.width}-user-opens-granted`);
      await expectAccessible(user, `${viewport.width}-user-opens-granted`, { otherWidth: false });

      // The entry sheet is the user's through the add-on, without an allocation.
      await user.goto(`${journey.server.url}/dashboard?tab=applications`);
      const sheet = mine.getByRole('article', { name: ENTRY_SHEET });
      await sheet.getByText('Inclusă în abonament').waitFor();
      await screenshot(user, `${viewport.width}-user-addon-applications`);
      await expectAccessible(user, `${viewport.width}-user-addon-applications`, { otherWidth: false });
      await sheet.getByRole('link', { name: 'Document nou' }).click();
      await user.waitForURL((url) => url.pathname.startsWith('/documents/'), { timeout: 15_000 });
      await user.getByRole('heading', { name: ENTRY_SHEET }).first().waitFor();
      await screenshot(user, `${viewport.width}-user-opens-entry-sheet`);
      await expectAccessible(user, `${viewport.width}-user-opens-entry-sheet`, { otherWidth: false });
      expect(userErrors).toEqual([]);
      await userContext.close();
    });
  }
});
