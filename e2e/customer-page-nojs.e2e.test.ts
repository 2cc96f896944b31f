import { expect, it } from 'vitest';
import { api, registerWithForms } from './support/api.js';
import { describeInChromium } from './support/browser.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 29: the customer opens the link of a deviz on a phone with JavaScript off and reads it, as
 * the server rendered it: the document, its lines and total, the PDF and the workshop's contact;
 * the answer, which needs the app, is replaced by a note saying so.
 */
describeInChromium('a customer without JavaScript reads the document sent to them (Chromium)', () => {
  const journey = useJourney({ catalog: ['packages/server/src/test/fixtures/quick-estimate.json'] });

  it('shows the deviz, its PDF and the workshop at 360 px; an unknown link is a 404 page', async () => {
    const account = await registerWithForms({ server: journey.server, email: `client.${Date.now()}@example.ro`, password: 'Atelier-2026!', keys: [] });
    const saved = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${account.formId('deviz-rapid-test')}/submit`, {
      token: account.token,
      json: { data: { client: { type: 'pf', name: 'Ștefan Popescu', phone: '0722 123 456' }, vehicle: { make: 'Dacia', plate: 'CJ 12 ABC' }, parts: { items: [{ name: 'Filtru ulei', qty: 2, price: '45.50' }] } } },
    });
    expect(saved.status).toBe(201);
    const sent = await api<{ url: string }>(journey.server, 'POST', `/api/user/documents/${saved.body.id}/send`, { token: account.token, json: { channel: 'link' } });
    expect(sent.status).toBe(201);
    const path = new URL(sent.body.url).pathname;

    const { context, page } = await journey.openPage({ viewport: 'phone', javaScript: false });
    try {
      const response = await page.goto(`${journey.server.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(`Nr. ${saved.body.number}`, { exact: false }).waitFor();
      await page.getByText('Filtru ulei').waitFor();
      expect(await page.getByRole('link', { name: 'Descarcă PDF' }).getAttribute('href')).toMatch(/^\/api\/public\/d\/[A-Za-z0-9_-]{43}\/pdf\?locale=ro$/);
      await page.getByRole('region', { name: 'Contactați service-ul' }).waitFor();
      // The answer needs the app: a note instead of a form that could not be sent (what the reader
      // sees: Playwright's text locators skip a noscript element's content).
      expect(await page.locator('body').innerText()).toContain('Aprobarea are nevoie de JavaScript');
      expect(await page.getByRole('button', { name: 'Aprob', exact: true }).isVisible()).toBe(false);
      expect(await page.getByRole('checkbox').isVisible()).toBe(false);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const unknown = await page.goto(`${journey.server.url}/d/${'A'.repeat(43)}`);
      expect(unknown?.status()).toBe(404);
      await page.getByText('Documentul nu a fost găsit').waitFor();
    } finally {
      await context.close();
    }
  });
});
