import type { CatalogEntryDto, CatalogPreviewDto } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';

const entry = (over: Partial<CatalogEntryDto>): CatalogEntryDto => ({
  id: '0000000000000000000000a1',
  key: 'deviz-auto',
  title: 'Deviz auto',
  description: 'Deviz pentru service auto, cu TVA.',
  category: 'auto-service',
  isPublic: true,
  addon: null,
  trades: ['auto'],
  kind: 'estimate',
  ...over,
});

const preview = (over: Partial<CatalogEntryDto>): CatalogPreviewDto => ({ entry: entry(over), steps: [{ title: 'Client', description: null, fields: ['Nume'] }], sample: true, sampleVersion: '1.0.0.1' });

describe('a catalogue application page (/catalog/{key}), the page the sitemap lists', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the application of that key with its category and the way to try it, and leads back to the catalogue', async () => {
    mockApi({
      'GET /api/forms/catalog/foaie-de-parcurs/preview?locale=ro': () =>
        jsonResponse(200, preview({ id: '0000000000000000000000a2', key: 'foaie-de-parcurs', title: 'Foaie de parcurs', category: 'trip-logs', isPublic: false })),
    });
    renderApp('/catalog/foaie-de-parcurs');
    const article = await screen.findByRole('article', { name: 'Foaie de parcurs' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Foaie de parcurs' })).toBeTruthy();
    expect(within(article).getByText('Foi de parcurs')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Cere acces' }).getAttribute('href')).toBe('/register?returnTo=%2Fcatalog%2Ffoaie-de-parcurs');
    expect(screen.queryByText('Deviz auto')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la catalog' }));
    expect(currentLocation.path).toBe('/catalog');
  });

  it('says so for a key that is not (or no longer) in the catalogue', async () => {
    mockApi({ 'GET /api/forms/catalog/deviz-auto/preview?locale=ro': () => jsonResponse(200, preview({})) });
    renderApp('/catalog/nu-exista');
    expect(await screen.findByText('Această aplicație nu mai este în catalog.')).toBeTruthy();
  });

  it('switching the language of a page opened by its ?lang= URL changes the URL with it', async () => {
    mockApi({
      'GET /api/forms/catalog/deviz-auto/preview?locale=ro': () => jsonResponse(200, preview({})),
      'GET /api/forms/catalog/deviz-auto/preview?locale=en': () => jsonResponse(200, preview({ title: 'Car estimate' })),
      'GET /api/forms/catalog/deviz-auto/preview?locale=it': () => jsonResponse(200, preview({ title: 'Preventivo auto' })),
    });
    await i18n.changeLanguage('en');
    renderApp('/catalog/deviz-auto?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car estimate' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preventivo auto' })).toBeTruthy();
    expect(currentLocation.path).toBe('/catalog/deviz-auto?lang=it');
    await userEvent.click(screen.getByRole('button', { name: /^Lingua/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Română' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deviz auto' })).toBeTruthy();
    expect(currentLocation.path).toBe('/catalog/deviz-auto');
  });
});
