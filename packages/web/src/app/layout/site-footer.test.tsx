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
    ]);
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
