import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = Date.now();
const email = `atelier.clienti.${stamp}@example.ro`;
const password = 'Atelier-2026!';

type Definition = { key: string; title?: unknown; document: Record<string, unknown>; steps: { name: string; fields: unknown[] }[] };

/** The test estimate with the client's e-mail and the document's date; as an invoice under another key. */
const definition = (key: string, kind: string): Definition => {
  const d = JSON.parse(readFileSync(path.join(root, 'packages/server/src/test/fixtures/quick-estimate.json'), 'utf8')) as Definition;
  d.steps[0]!.fields.push({ name: 'email', type: 'email', label: 'E-mail', role: 'client.email' }, { name: 'date', type: 'date', label: 'Data', role: 'document.date' });
  return { ...d, key, title: kind === 'invoice' ? 'Factură' : 'Deviz', document: { ...d.document, kind, number: { prefix: kind === 'invoice' ? 'FCT' : 'DV' } } };
};

/**
 * Issue 31, customers: two documents for one customer typed differently (the same phone written two
 * ways) make one customer, whose page lists both; erasing them keeps the invoice and removes the rest.
 */
describeInChromium('customers: one customer from two ways of writing them, their page, erasure (Chromium)', () => {
  let page: Page;
  let token = '';
  const docs: Record<string, { id: string; number: string }> = {};
  const journey = useJourney({ catalog: [{ name: 'deviz-clienti.json', definition: definition('deviz-clienti-e2e', 'estimate') }, { name: 'factura-clienti.json', definition: definition('factura-clienti-e2e', 'invoice') }] });

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: ['deviz-clienti-e2e', 'factura-clienti-e2e'] });
    token = account.token;
    const save = async (key: string, client: Record<string, string>, date: string) => {
      const data = { client: { type: 'pf', ...client, date }, vehicle: { make: 'Dacia', plate: 'CJ 12 ABC', vin: '' }, parts: { items: [{ name: 'Schimb ulei', qty: 1, price: '250.00' }] } };
      const saved = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${account.formId(key)}/submit`, { token, json: { data } });
      expect(saved.status).toBe(201);
      return saved.body;
    };
    docs.estimate = await save('deviz-clienti-e2e', { name: 'Ion Vasilescu', phone: '0744 555 666', email: 'ion.vasilescu@example.ro' }, '2026-02-01');
    docs.invoice = await save('factura-clienti-e2e', { name: 'VASILESCU  ION', phone: '+40 744 555 666' }, '2026-02-03');
    await save('deviz-clienti-e2e', { name: 'Maria Pop', phone: '0755 000 111' }, '2026-02-02');
    ({ page } = await journey.openPage({ viewport: 'desktop' }));
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it('finds the customer as one, from a search without diacritics, and lists both documents on their page', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=customers`);
    await page.getByTestId('customers-total').filter({ hasText: '2 clienți' }).waitFor();
    await page.getByRole('searchbox', { name: 'Caută un client' }).fill('vasilescu');
    await page.getByTestId('customers-total').filter({ hasText: '1 client' }).waitFor();
    const list = page.getByRole('list', { name: 'Clienții firmei' });
    await list.getByText('2 documente').waitFor();
    await screenshot(page, 'customers-1280-list');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'customers-360-list');
    await page.setViewportSize(VIEWPORTS.desktop);
    await list.getByRole('link', { name: 'VASILESCU ION' }).click();
    await page.getByRole('heading', { name: 'VASILESCU ION', level: 1 }).waitFor();
    const documents = page.getByTestId('customer-documents');
    await documents.getByRole('link', { name: `Deschide documentul ${docs.invoice!.number}` }).waitFor();
    await documents.getByRole('link', { name: `Deschide documentul ${docs.estimate!.number}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Scrie pe WhatsApp la 0744 555 666' }).getAttribute('href')).toBe('https://wa.me/40744555666');
    await page.getByRole('link', { name: 'Deschide vehiculul CJ 12 ABC' }).waitFor();
    await screenshot(page, 'customers-1280-page');
    await expectAccessible(page, 'customer page');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'customers-360-page');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('erases the customer: the dialog names the invoice kept and why; the invoice stays, the estimate loses the name and phone', async () => {
    await page.getByRole('button', { name: 'Șterge datele clientului' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ștergeți datele lui VASILESCU ION?' });
    await dialog.getByText(`Se păstrează neschimbate facturile ${docs.invoice!.number}`, { exact: false }).waitFor();
    await screenshot(page, 'customers-1280-erase-dialog');
    await dialog.getByRole('button', { name: 'Șterge definitiv' }).click();
    const report = page.getByTestId('erasure-report');
    await report.getByText('Datele clientului au fost șterse din 1 document.').waitFor();
    await report.getByText(`${docs.invoice!.number}`, { exact: false }).waitFor();
    await screenshot(page, 'customers-1280-erased');
    const get = (id: string) => api<{ data: { client: Record<string, unknown> } }>(journey.server, 'GET', `/api/user/completed_forms/${id}`, { token });
    const estimate = (await get(docs.estimate!.id)).body.data.client;
    expect(estimate).toMatchObject({ name: 'Client șters', phone: '', email: '' });
    expect((await get(docs.invoice!.id)).body.data.client).toMatchObject({ name: 'VASILESCU  ION', phone: '+40 744 555 666' });
    // The list now has the customer as the invoice names them, with that one document.
    const found = await api<{ results: { documents: number }[] }>(journey.server, 'GET', '/api/user/customers?query=vasilescu', { token });
    expect(found.body.results.map((c) => c.documents)).toEqual([1]);
  });
});
