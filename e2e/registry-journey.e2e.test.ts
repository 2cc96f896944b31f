import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { startFakeRegistry, type FakeRegistry } from '../packages/server/src/integrations/registry/fake-registry.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
const stamp = Date.now();
const email = `rar.${stamp}@example.ro`;
const password = 'Atelier-2026!';
const registryEmail = 'service.auto@example.ro';
const registryPassword = 'Parola-AutoPass-7';
const REGISTRY_KEY = 'integrare-registru-rar-autopass';

/** Both viewports of one screen: a screenshot each and axe at each width. */
const lookAt = async (page: Page, name: string) => {
  await screenshot(page, `registry-1280-${name}`);
  await expectAccessible(page, `registry 1280 ${name}`);
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, `registry-360-${name}`);
  await expectAccessible(page, `registry 360 ${name}`);
  await page.setViewportSize(VIEWPORTS.desktop);
};

/**
 * Issue 18: a workshop saves its AutoPass credentials (wrong ones first), sends a deviz's record
 * with R-ODO (the initial reading demanded), sees its autopassId, updates it through a registry
 * outage (503, a clear message, then a retry that works) and removes the credentials.
 */
describeInChromium('RAR AutoPass: credentials, a record sent and updated through an outage (Chromium)', () => {
  let fake: FakeRegistry;
  let page: Page;
  let errors: string[];
  let number = '';
  const journey = useJourney({
    catalog: ['packages/server/src/test/fixtures/quick-estimate.json'],
    apps: [REGISTRY_KEY],
    env: async () => {
      fake = await startFakeRegistry({ accounts: { [registryEmail]: registryPassword } });
      return { REGISTRY_URL: fake.url, REGISTRY_TIMEOUT_MS: '5000', REGISTRY_RETRIES: '1' };
    },
    stop: async () => fake?.close(),
  });

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: [REGISTRY_KEY] });
    const estimate = account.formId('deviz-rapid-test');
    const saved = await api<{ number: string }>(journey.server, 'POST', `/api/user/forms/${estimate}/submit`, {
      token: account.token,
      json: {
        data: {
          client: { type: 'pf', name: 'Ștefan Popescu', phone: '0722 123 456' },
          vehicle: { make: 'Dacia', plate: 'CJ 12 ABC', vin: 'UU1ABC12345678901' },
          parts: { items: [{ name: 'Kilometraj', qty: 1, price: '450.00' }] },
        },
      },
    });
    expect(saved.status).toBe(201);
    number = saved.body.number;
    ({ page, errors } = await journey.openPage({ viewport: 'desktop' }));
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it('saves the credentials after the registry refused the wrong ones', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=autopass`);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Integrare registru RAR AutoPass' }) });
    await card.getByText('Nu sunt salvate date de acces AutoPass.').waitFor();
    await page.getByText('Salvați întâi datele de acces AutoPass ca să trimiteți fișe în registru.').waitFor();
    await lookAt(page, 'no-credentials');
    await card.getByLabel(/^E-mail cont AutoPass/).fill(registryEmail);
    await card.getByLabel(/^Parolă cont AutoPass/).fill('parola-greșită');
    await card.getByRole('button', { name: 'Verifică și salvează' }).click();
    await card.getByText('Datele de acces nu au putut fi salvate. Verificați adresa de e-mail și parola.').waitFor();
    await card.getByText('Registrul a răspuns: Adresa de e-mail sau parola AutoPass nu sunt corecte').waitFor();
    await lookAt(page, 'wrong-credentials');
    await card.getByLabel(/^Parolă cont AutoPass/).fill(registryPassword);
    await card.getByRole('button', { name: 'Verifică și salvează' }).click();
    await card.getByText('Datele de acces au fost verificate cu registrul și salvate.').waitFor();
    await card.getByText('Date de acces salvate; funcționează.').waitFor();
    await card.getByRole('button', { name: 'Testează conexiunea' }).click();
    await card.getByText('Test reușit: registrul a acceptat datele de acces.').waitFor();
    await lookAt(page, 'credentials-saved');
  });

  it('sends the deviz with R-ODO: the initial reading is demanded, then the autopassId shows', async () => {
    const row = page.getByTestId('registry-document').filter({ hasText: number });
    await row.getByText('Netrimis').waitFor();
    await row.getByRole('button', { name: `Trimite în registru: ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Trimitere în registru: ${number}` });
    await dialog.getByText(/Revizie periodică/).waitFor();
    await dialog.getByLabel('Căutați un cod sau o prestație').fill('kilometraj');
    await dialog.getByRole('checkbox', { name: /R-ODO/ }).check();
    await dialog.getByRole('button', { name: 'Mai departe' }).click();
    await dialog.getByText('Introduceți kilometrajul inițial: este obligatoriu pentru R-ODO și I-ODO.').waitFor();
    await lookAt(page, 'dialog-initial-odometer');
    await dialog.getByLabel(/^Km inițiali/).fill('98000');
    await dialog.getByRole('button', { name: 'Mai departe' }).click();
    // Step 2: pre-filled from the deviz.
    expect(await dialog.getByLabel(/^Serie de șasiu/).inputValue()).toBe('UU1ABC12345678901');
    expect(await dialog.getByLabel(/^Număr de înmatriculare/).inputValue()).toBe('CJ12ABC');
    await dialog.getByRole('button', { name: 'Trimite în registru' }).click();
    await dialog.getByText('Introduceți kilometrajul de la bord.').waitFor();
    await dialog.getByLabel(/^Km la bord/).fill('154321');
    await lookAt(page, 'dialog-verify');
    await dialog.getByRole('button', { name: 'Trimite în registru' }).click();
    const success = page.getByText(/^Fișa de service a fost trimisă în registru\. ID AutoPass: AP-/);
    await success.waitFor();
    const autopassId = /AP-\d{4}-\d{6}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
    expect(fake.records.get(autopassId)?.body).toMatchObject({ km_bord: 154321, km_initiali: 98000, coduri_prestatii: ['R-ODO'] });
    await row.getByText(`ID AutoPass: ${autopassId}`).waitFor();
    await row.getByRole('button', { name: `Actualizează în registru: ${number}` }).waitFor();
    await lookAt(page, 'sent');
  });

  it('updates it through a registry outage: a clear message, nothing lost, then the retry works', async () => {
    const row = page.getByTestId('registry-document').filter({ hasText: number });
    await row.getByRole('button', { name: `Actualizează în registru: ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Actualizare în registru: ${number}` });
    expect(await dialog.getByRole('checkbox', { name: /R-ODO/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Mai departe' }).click();
    await dialog.getByLabel(/^Km la bord/).fill('154400');
    await dialog.getByLabel(/^Observații pentru RAR/).fill('Kilometraj înlocuit, citire corectată');
    fake.fail({ status: 503, count: 2 });
    await dialog.getByRole('button', { name: 'Actualizează în registru' }).click();
    await dialog.getByText('Registrul nu a putut fi contactat. Nimic nu s-a pierdut: încercați din nou mai târziu.').waitFor();
    await dialog.getByText('Fișa nu a fost trimisă. Datele introduse sunt păstrate: încercați din nou.').waitFor();
    expect(await dialog.getByLabel(/^Observații pentru RAR/).inputValue()).toBe('Kilometraj înlocuit, citire corectată');
    await lookAt(page, 'outage');
    await dialog.getByRole('button', { name: 'Actualizează în registru' }).click();
    await page.getByText(/^Înregistrarea din registru a fost actualizată\. ID AutoPass: AP-/).waitFor();
    expect(fake.records.size).toBe(1);
    expect([...fake.records.values()][0]).toMatchObject({ versions: 2, body: { km_bord: 154400, observatii: 'Kilometraj înlocuit, citire corectată' } });
    const filter = (value: string) => page.getByLabel('Stare în registru').selectOption(value);
    await filter('sent');
    await row.waitFor();
    await filter('not_sent');
    await page.getByText('Niciun document nu se potrivește filtrelor.').waitFor();
    await filter('all');
    await row.waitFor();
  });

  it('removes the credentials after a confirmation', async () => {
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Integrare registru RAR AutoPass' }) });
    await card.getByRole('button', { name: 'Șterge datele de acces' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ștergeți datele de acces AutoPass?' });
    await expectAccessible(page, 'registry remove-confirm');
    await confirm.getByRole('button', { name: 'Șterge' }).click();
    await card.getByText('Datele de acces au fost șterse.').waitFor();
    await card.getByText('Nu sunt salvate date de acces AutoPass.').waitFor();
    await lookAt(page, 'removed');
    expect(errors).toEqual([]);
  });
});
