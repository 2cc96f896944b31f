import type { CatalogEntryDto, CatalogPageDto, CatalogPreviewDto } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';

const entry: CatalogEntryDto = {
  id: '0000000000000000000000a1',
  key: 'deviz-auto',
  title: 'Deviz auto',
  description: 'Deviz pentru service auto.',
  category: 'auto-service',
  isPublic: true,
  addon: null,
  trades: ['auto'],
  kind: 'estimate',
};

const preview: CatalogPreviewDto = { entry, steps: [], sample: true, sampleVersion: '1.0.0.1' };
const page: CatalogPageDto = { items: [entry], total: 1, page: 1, pageSize: 24, trades: [], kinds: [] };
const SEARCH = (locale: string) => `GET /api/forms/catalog/search?locale=${locale}&page=1&pageSize=24`;

describe('the tab title after navigations without a reload', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    document.title = 'Deviz auto · Atelier';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("becomes the title the server gives the page now shown, in the language now shown; the first page keeps the server's", async () => {
    const fetchMock = mockApi({
      'GET /api/forms/catalog/deviz-auto/preview?locale=ro': () => jsonResponse(200, preview),
      [SEARCH('ro')]: () => jsonResponse(200, page),
      [SEARCH('en')]: () => jsonResponse(200, page),
      'GET /api/site/head?path=%2Fcatalog&lang=ro': () => jsonResponse(200, { title: 'Catalogul aplicațiilor de documente · Atelier', indexable: true }),
      'GET /api/site/head?path=%2Fcatalog&lang=en': () => jsonResponse(200, { title: 'Catalogue of document applications · Atelier', indexable: true }),
    });
    renderApp('/catalog/deviz-auto');
    await screen.findByRole('heading', { level: 1, name: 'Deviz auto' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/site/head'))).toBe(false);
    expect(document.title).toBe('Deviz auto · Atelier');

    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la catalog' }));
    await waitFor(() => expect(document.title).toBe('Catalogul aplicațiilor de documente · Atelier'));
    await userEvent.click(screen.getByRole('button', { name: /^Limba/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.title).toBe('Catalogue of document applications · Atelier'));
  });

  it("gives a private page the site's name, unless the page named the tab itself", async () => {
    mockApi({
      'GET /api/forms/catalog/deviz-auto/preview?locale=ro': () => jsonResponse(200, preview),
      [SEARCH('ro')]: () => jsonResponse(200, page),
      'GET /api/site/head?path=%2Flogin&lang=ro': () => jsonResponse(200, { title: 'Autentificare · Atelier', indexable: true }),
      'GET /api/site/head?path=%2Fcatalog&lang=ro': () => jsonResponse(200, { title: 'Atelier', indexable: false }),
    });
    renderApp('/catalog/deviz-auto');
    await screen.findByRole('heading', { level: 1, name: 'Deviz auto' });
    // The page set a title of its own (as a public form's steps do): a private answer leaves it.
    document.title = 'Formularul meu · Atelier';
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la catalog' }));
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Formularul meu · Atelier');
  });
});
