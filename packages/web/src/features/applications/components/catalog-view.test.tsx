import type { CatalogEntryDto, FormRequestDto, FormSummaryDto } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/estimate-fixture';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const id = (n: number) => n.toString(16).padStart(24, '0');
const entry = (n: number, over: Partial<CatalogEntryDto> = {}): CatalogEntryDto => ({
  id: id(n),
  key: `app-${n}`,
  title: `Application ${n}`,
  description: `Description ${n}`,
  category: 'auto-service',
  isPublic: false,
  addon: null,
  ...over,
});

const small: CatalogEntryDto[] = [
  entry(1, { title: 'Deviz Ștefan', description: 'Estimate with diacritics', isPublic: true }),
  entry(2, { title: 'Trip log', description: 'Kilometres and fuel', category: 'trip-logs' }),
  entry(3, { title: 'Service order', description: 'Work order', category: 'unknown-key' }),
];

const summary = (e: CatalogEntryDto, access: FormSummaryDto['access']): FormSummaryDto => ({
  ...e,
  version: 1,
  access,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('catalogue page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows every application by translated category, with Try it for public ones', async () => {
    mockApi({ 'GET /api/forms/catalog?locale=en': () => jsonResponse(200, small) });
    renderApp('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application catalogue' })).toBeTruthy();
    const car = await screen.findByRole('region', { name: 'Car service' });
    expect(within(car).getByRole('link', { name: 'Try it' }).getAttribute('href')).toBe(`/public-doc-steps/${id(1)}`);
    expect(within(screen.getByRole('region', { name: 'Trip logs' })).getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fcatalog',
    );
    expect(within(screen.getByRole('region', { name: 'Other applications' })).getByRole('heading', { name: 'Service order' })).toBeTruthy();
    expect(screen.queryByText('unknown-key')).toBeNull();
    expect(screen.getByText('3 applications')).toBeTruthy();
  });

  it('names the add-on that includes an application, with its yearly price, until the user has it', async () => {
    await i18n.changeLanguage('ro');
    const withAddon = [...small, entry(4, { title: 'Fișă de intrare', category: 'workshop', addon: 'entry_sheet' }), entry(5, { title: 'Registru', category: 'records', addon: 'registry_integration' })];
    mockApi({ 'GET /api/forms/catalog?locale=ro': () => jsonResponse(200, withAddon) });
    renderApp('/catalog');
    const sheet = await screen.findByRole('article', { name: 'Fișă de intrare' });
    expect(within(sheet).getByText('Inclusă în opțiunea fișă de intrare (50,00 lei pe an)')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Registru' })).getByText('Inclusă în opțiunea integrare registru (50,00 lei pe an)')).toBeTruthy();
    expect(screen.getAllByTestId('addon-hint')).toHaveLength(2);
  });

  it('drops the add-on hint once the subscription includes the application', async () => {
    setSessionToken(makeToken({ sub: USER_ID }));
    const sheet = entry(4, { title: 'Entry sheet', category: 'workshop', addon: 'entry_sheet' });
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/forms/catalog?locale=en': () => jsonResponse(200, [sheet]),
      'GET /api/user/forms?locale=en': () => jsonResponse(200, [summary(sheet, 'addon')]),
      'GET /api/user/form_requests': () => jsonResponse(200, []),
    });
    renderApp('/catalog');
    const card = await screen.findByRole('article', { name: 'Entry sheet' });
    expect(await within(card).findByRole('link', { name: 'Open' })).toBeTruthy();
    expect(within(card).queryByTestId('addon-hint')).toBeNull();
  });

  it('finds a title with diacritics from a plain term and names the term when nothing matches', async () => {
    mockApi({ 'GET /api/forms/catalog?locale=en': () => jsonResponse(200, small) });
    const user = userEvent.setup();
    renderApp('/catalog');
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await screen.findByRole('heading', { name: 'Deviz Ștefan' });
    await user.click(search);
    await user.paste('STEFAN');
    expect(await screen.findByText('1 application')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deviz Ștefan' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trip log' })).toBeNull();
    expect(currentLocation.path).toBe('/catalog?q=STEFAN');

    await user.clear(search);
    await user.click(search);
    await user.paste('trip logs'); // the category name counts too
    expect(await screen.findByRole('heading', { name: 'Trip log' })).toBeTruthy();

    await user.clear(search);
    await user.click(search);
    await user.paste('xyzzy');
    expect(await screen.findByText('No application matches “xyzzy”.')).toBeTruthy();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear the search' });
    expect(clearButtons).toHaveLength(2); // in the field, and under the no-match text
    await user.click(clearButtons[1] as HTMLElement);
    expect(await screen.findByText('3 applications')).toBeTruthy();
  });

  it('opens filtered to the category of the link', async () => {
    mockApi({ 'GET /api/forms/catalog?locale=en': () => jsonResponse(200, small) });
    renderApp('/catalog?category=trip-logs');
    expect(await screen.findByRole('heading', { name: 'Trip log' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deviz Ștefan' })).toBeNull();
  });

  it('filters 1,000 entries correctly and draws them in pages', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      entry(i + 1, i % 50 === 0 ? { title: `Deviz Ștefan ${i + 1}`, category: 'construction' } : { category: i % 2 ? 'trip-logs' : 'records' }),
    );
    mockApi({ 'GET /api/forms/catalog?locale=en': () => jsonResponse(200, many) });
    const user = userEvent.setup();
    renderApp('/catalog');
    expect(await screen.findByText('1000 applications')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    await user.click(search);
    await user.paste('stefan');
    expect(await screen.findByText('20 applications')).toBeTruthy();
    const titles = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toHaveLength(20);
    expect(titles.every((title) => title?.startsWith('Deviz Ștefan'))).toBe(true);
    await user.clear(search);
    expect(await screen.findByText('1000 applications')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Show more (940 left)' }));
    expect(screen.getAllByRole('article')).toHaveLength(120);
  });

  it('offers a signed-in user Open, Request access or Pending', async () => {
    setSessionToken(makeToken({ sub: USER_ID }));
    const pending: FormRequestDto = { id: id(99), form_id: id(3), status: 'pending', created_at: '2026-03-01T10:00:00.000Z', decided_at: null };
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/forms/catalog?locale=en': () => jsonResponse(200, [...small, entry(4, { title: 'Rental contract', category: 'commercial' })]),
      'GET /api/user/forms?locale=en': () => jsonResponse(200, [summary(small[0] as CatalogEntryDto, 'public'), summary(small[1] as CatalogEntryDto, 'allocated')]),
      'GET /api/user/form_requests': () => jsonResponse(200, [pending]),
    });
    renderApp('/catalog');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    expect(within(await card('Deviz Ștefan')).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/documents/${id(1)}?mode=edit&new=1`);
    expect(within(await card('Trip log')).getByRole('link', { name: 'Open' })).toBeTruthy();
    expect(await within(await card('Service order')).findByText('Pending')).toBeTruthy();
    expect(within(await card('Rental contract')).getByRole('button', { name: 'Request access' })).toBeTruthy();
  });
});
