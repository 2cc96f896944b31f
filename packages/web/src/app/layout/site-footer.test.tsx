import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { jsonResponse, mockApi, renderUi } from '../../test/render-app';
import { SiteFooter } from './site-footer';

/** The footer once the operator's answer has been read (the contact column depends on it). */
const footer = async (fetchMock: ReturnType<typeof mockApi>) => {
  const found = await screen.findByRole('contentinfo');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/site/operator', expect.anything()));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return found;
};

describe('site footer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
  });

  it('links every quick and legal entry to its own page', async () => {
    const api = mockApi({ 'GET /api/site/operator': () => jsonResponse(200, {}) });
    renderUi(<SiteFooter />);
    const links = within(await footer(api)).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Acasă', '/'],
      ['Catalog', '/catalog'],
      ['Prețuri', '/pricing'],
      ['Ajutor', '/help'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Termeni și condiții', '/terms'],
      ['Politica de confidențialitate', '/privacy'],
      ['Politica de cookie-uri', '/cookies'],
      ['ANPC', '/anpc'],
      ['Mențiuni legale', '/legal'],
      ['ANPC – SAL: soluționarea alternativă a litigiilor', 'https://anpc.ro/ce-este-sal/'],
    ]);
  });

  it("without ANPC's pictogram files: the SAL text link to anpc.ro, and no SOL link (the EU platform closed)", async () => {
    const api = mockApi({ 'GET /api/site/operator': () => jsonResponse(200, { pictograms: {} }) });
    renderUi(<SiteFooter />);
    const shown = await footer(api);
    const sal = within(shown).getByRole('link', { name: 'ANPC – SAL: soluționarea alternativă a litigiilor' });
    expect(sal.getAttribute('href')).toBe('https://anpc.ro/ce-este-sal/');
    expect(sal.getAttribute('rel')).toContain('noopener');
    expect(within(shown).queryAllByRole('img')).toEqual([]);
    expect(shown.innerHTML).not.toContain('ec.europa.eu');
  });

  it("with ANPC's pictogram files: each picture, 250×50 with its alternative text, links to its official address", async () => {
    const api = mockApi({
      'GET /api/site/operator': () => jsonResponse(200, { pictograms: { sal: '/api/site/media/anpc-sal.png', sol: '/api/site/media/anpc-sol.png' } }),
    });
    renderUi(<SiteFooter />);
    const shown = await footer(api);
    const sal = await within(shown).findByRole('img', { name: 'Soluționarea alternativă a litigiilor (SAL) – ANPC' });
    expect([sal.getAttribute('src'), sal.getAttribute('width'), sal.getAttribute('height')]).toEqual(['/api/site/media/anpc-sal.png', '250', '50']);
    expect(sal.closest('a')?.getAttribute('href')).toBe('https://anpc.ro/ce-este-sal/');
    const sol = within(shown).getByRole('img', { name: 'Soluționarea online a litigiilor (SOL) – Comisia Europeană' });
    expect(sol.getAttribute('src')).toBe('/api/site/media/anpc-sol.png');
    expect(sol.closest('a')?.getAttribute('href')).toBe('https://ec.europa.eu/consumers/odr');
    // The picture replaces the text link.
    expect(within(shown).queryByRole('link', { name: 'ANPC – SAL: soluționarea alternativă a litigiilor' })).toBeNull();
  });

  it('shows no contact at all while the operator has configured none (no example numbers)', async () => {
    const api = mockApi({ 'GET /api/site/operator': () => jsonResponse(200, {}) });
    renderUi(<SiteFooter />);
    const shown = await footer(api);
    expect(shown.textContent).not.toMatch(/740|wa\.me|WhatsApp|Cluj/);
    expect(within(shown).queryByRole('heading', { name: 'Contact' })).toBeNull();
    expect(shown.innerHTML).not.toMatch(/tel:|mailto:|wa\.me/);
  });

  it('shows exactly the configured contact fields', async () => {
    const api = mockApi({ 'GET /api/site/operator': () => jsonResponse(200, { email: 'office@service-ion.ro', whatsapp: 'https://wa.me/40712345678' }) });
    renderUi(<SiteFooter />);
    const shown = await footer(api);
    expect((await within(shown).findByRole('link', { name: 'office@service-ion.ro' })).getAttribute('href')).toBe('mailto:office@service-ion.ro');
    expect(within(shown).getByRole('link', { name: 'Mesaj pe WhatsApp' }).getAttribute('href')).toBe('https://wa.me/40712345678');
    expect(shown.innerHTML).not.toContain('tel:');
  });

  it('a phone number becomes a tel: link of its digits', async () => {
    const api = mockApi({ 'GET /api/site/operator': () => jsonResponse(200, { phone: '+40 264 123 456' }) });
    renderUi(<SiteFooter />);
    const shown = await footer(api);
    expect((await within(shown).findByRole('link', { name: '+40 264 123 456' })).getAttribute('href')).toBe('tel:+40264123456');
  });
});
