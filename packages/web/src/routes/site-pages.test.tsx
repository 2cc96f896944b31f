import type { ArticleDto, ArticlesPageDto, ArticleSummaryDto, CatalogEntryDto, LandingDto, SitePageDto } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';

const page = (name: SitePageDto['name'], lang: SitePageDto['lang'], title: string): SitePageDto => ({
  name,
  lang,
  meta: { title, description: 'd', updated: '2026-11-25', sources: ['Legea nr. 506/2004 art. 4 alin. (5)'] },
  html: `<h2>${title} text</h2><p>Vedeți <a href="/privacy">confidențialitatea</a>.</p>`,
});
const summary = (slug: string, title: string): ArticleSummaryDto => ({
  slug,
  lang: 'ro',
  languages: ['ro'],
  meta: { title, description: 'd', date: '2026-11-02', author: 'Echipa Atelier', summary: `Despre ${title}`, sources: [] },
});
const entry = (key: string, title: string, isPublic: boolean): CatalogEntryDto => ({
  id: `${key.length.toString(16).padStart(2, '0')}${'a'.repeat(22)}`,
  key,
  title,
  description: `${title} descriere`,
  category: 'auto-service',
  isPublic,
  addon: null,
  trades: ['auto'],
  kind: 'estimate',
});

describe('public site pages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
  });

  it('/terms shows the page in the visitor language with its date and legal sources; its own links stay in the app', async () => {
    mockApi({
      'GET /api/site/pages/terms?lang=ro': () => jsonResponse(200, page('terms', 'ro', 'Termeni și condiții')),
      'GET /api/site/pages/privacy?lang=ro': () => jsonResponse(200, page('privacy', 'ro', 'Politica de confidențialitate')),
    });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termeni și condiții' })).toBeTruthy();
    expect(screen.getByText('Actualizat la 25.11.2026')).toBeTruthy();
    expect(screen.getByText('Legea nr. 506/2004 art. 4 alin. (5)')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'confidențialitatea' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politica de confidențialitate' })).toBeTruthy();
    expect(currentLocation.path).toBe('/privacy');
  });

  it.each(['help', 'privacy', 'cookies', 'anpc', 'legal'] as const)('/%s asks the server for that page in English when English is chosen', async (name) => {
    await i18n.changeLanguage('en');
    mockApi({ [`GET /api/site/pages/${name}?lang=en`]: () => jsonResponse(200, page(name, 'en', `Page ${name}`)) });
    renderApp(`/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Page ${name}` })).toBeTruthy();
    expect(screen.queryByText(/not translated/)).toBeNull();
  });

  it('says when a page is shown in Romanian because it is not translated', async () => {
    await i18n.changeLanguage('it');
    mockApi({ 'GET /api/site/pages/anpc?lang=it': () => jsonResponse(200, page('anpc', 'ro', 'ANPC')) });
    renderApp('/anpc');
    expect(await screen.findByText(/non è ancora tradotto/)).toBeTruthy();
  });

  it('/blog lists the articles with links to each and to the next page; /blog/{slug} shows one', async () => {
    const list: ArticlesPageDto = { items: [summary('deviz-auto', 'Ce conține un deviz'), summary('tva-21', 'TVA 21%')], page: 1, pages: 2, total: 8 };
    const article: ArticleDto = { ...summary('tva-21', 'TVA 21%'), html: '<p>Cota standard este 21%.</p>' };
    mockApi({
      'GET /api/site/articles?lang=ro&page=1': () => jsonResponse(200, list),
      'GET /api/site/articles/tva-21?lang=ro': () => jsonResponse(200, article),
    });
    renderApp('/blog');
    expect((await screen.findByRole('link', { name: 'Ce conține un deviz' })).getAttribute('href')).toBe('/blog/deviz-auto');
    expect(screen.getByText('pagina 1 din 2', { exact: false })).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Articole mai vechi' })).getAttribute('href')).toBe('/blog?page=2');
    expect(screen.queryByRole('link', { name: 'Articole mai noi' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'TVA 21%' }));
    expect(await screen.findByText('Cota standard este 21%.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'TVA 21%' })).toBeTruthy();
    expect(screen.getByText('02.11.2026 · Echipa Atelier')).toBeTruthy();
  });

  it('an unknown article says so, with a way back to the blog', async () => {
    mockApi({});
    renderApp('/blog/nu-exista');
    expect(await screen.findByText('Articolul nu a fost găsit.')).toBeTruthy();
    expect((screen.getByRole('link', { name: '← Înapoi la blog' })).getAttribute('href')).toBe('/blog');
  });

  it('a landing page shows its text, the catalogue applications it names, its FAQ, and no testimonials while none are published', async () => {
    const landing: LandingDto = {
      slug: 'foi-de-parcurs',
      lang: 'ro',
      meta: {
        title: 'Foi de parcurs',
        description: 'Foaia de parcurs fără hârtie',
        applications: ['foaie-de-parcurs', 'lipsa-din-catalog'],
        sources: [],
        faq: [{ q: 'Trebuie semnată?', a: 'Da, de șofer.' }],
      },
      html: '<p>Pentru deducerea combustibilului.</p>',
    };
    mockApi({
      'GET /api/site/landing/foi-de-parcurs?lang=ro': () => jsonResponse(200, landing),
      'GET /api/site/extras': () => jsonResponse(200, { testimonials: [], marketing: {} }),
      // Only the page's applications are asked for; an unknown key is left out by the server.
      'GET /api/forms/catalog?locale=ro&keys=foaie-de-parcurs%2Clipsa-din-catalog': () => jsonResponse(200, [entry('foaie-de-parcurs', 'Foaie de parcurs', true)]),
    });
    renderApp('/foi-de-parcurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foi de parcurs' })).toBeTruthy();
    const apps = screen.getByRole('region', { name: 'Aplicațiile potrivite' });
    expect(await within(apps).findByRole('heading', { name: 'Foaie de parcurs' })).toBeTruthy();
    expect(within(apps).queryByText('Deviz auto')).toBeNull();
    expect((within(apps).getByRole('link', { name: /Încercați/ })).getAttribute('href')).toBe(`/public-doc-steps/${entry('foaie-de-parcurs', '', true).id}`);
    // Its own page (steps and fields), as on the catalogue's card.
    expect(within(apps).getByRole('link', { name: 'Previzualizare: Foaie de parcurs' }).getAttribute('href')).toBe('/catalog/foaie-de-parcurs');
    expect(screen.getByRole('button', { name: 'Trebuie semnată?' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ce spun clienții' })).toBeNull();
    expect(screen.queryByText(/^Din \d{4}$/)).toBeNull();
  });

  it('shows testimonials and figures exactly as the operator published them', async () => {
    const landing: LandingDto = { slug: 'devize', lang: 'ro', meta: { title: 'Devize', description: 'd', sources: [], applications: ['deviz-auto'], faq: [] }, html: '' };
    mockApi({
      'GET /api/site/landing/devize?lang=ro': () => jsonResponse(200, landing),
      'GET /api/site/extras': () => jsonResponse(200, { testimonials: [{ quote: 'Devize în 5 minute.', name: 'Ion Pop', city: 'Cluj' }], marketing: { since: 2018 } }),
      'GET /api/forms/catalog?locale=ro&keys=deviz-auto': () => jsonResponse(200, []),
    });
    renderApp('/devize');
    const quotes = await screen.findByRole('region', { name: 'Ce spun clienții' });
    expect(within(quotes).getByText('Devize în 5 minute.')).toBeTruthy();
    expect(within(quotes).getByText('Ion Pop, Cluj')).toBeTruthy();
    expect(screen.getByText('Din 2018')).toBeTruthy();
    expect(screen.queryByText(/^\d+ (de )?ateliere$/)).toBeNull();
  });

  it('/garaj is a landing page without the footer; the other landing pages have it', async () => {
    const landing = (slug: string) => () =>
      jsonResponse(200, { slug, lang: 'ro', meta: { title: `Pagina ${slug}`, description: 'd', sources: [], applications: ['deviz-auto'], faq: [] }, html: '' });
    // A landing page's text waits for the catalogue (its application cards), so the catalogue answers too.
    mockApi({
      'GET /api/site/landing/garaj?lang=ro': landing('garaj'),
      'GET /api/site/landing/fermieri?lang=ro': landing('fermieri'),
      'GET /api/forms/catalog?locale=ro&keys=deviz-auto': () => jsonResponse(200, []),
    });
    const garaj = renderApp('/garaj');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina garaj' })).toBeTruthy();
    expect(garaj.container.querySelector('footer')).toBeNull();
    garaj.unmount();
    const fermieri = renderApp('/fermieri');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina fermieri' })).toBeTruthy();
    expect(fermieri.container.querySelector('footer')).not.toBeNull();
  });
});
