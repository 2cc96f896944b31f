import type { CatalogEntryDto, CatalogPageDto, CatalogPreviewDto, FormRequestDto, FormSummaryDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
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
  trades: ['auto'],
  kind: 'estimate',
  ...over,
});

const small: CatalogEntryDto[] = [
  entry(1, { title: 'Deviz Ștefan', description: 'Estimate with diacritics', isPublic: true, trades: ['auto', 'tyres'] }),
  entry(2, { title: 'Trip log', description: 'Kilometres and fuel', category: 'trip-logs', trades: ['transport'], kind: 'trip-log' }),
  entry(3, { title: 'Service order', description: 'Work order', category: 'unknown-key', kind: 'order' }),
];

const page = (items: CatalogEntryDto[], over: Partial<CatalogPageDto> = {}): CatalogPageDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
  trades: [
    { value: 'auto', count: 2 },
    { value: 'transport', count: 1 },
  ],
  kinds: [
    { value: 'estimate', count: 1 },
    { value: 'trip-log', count: 1 },
  ],
  ...over,
});

/** The search request as the page sends it (the parameters in queryString's order, empty ones left out). */
const searchUrl = ({ locale = 'en', ...params }: { locale?: string; q?: string; trade?: string; kind?: string; category?: string; page?: number } = {}) => {
  const search = new URLSearchParams({ locale });
  for (const key of ['q', 'trade', 'kind', 'category'] as const) if (params[key]) search.set(key, params[key]);
  search.set('page', String(params.page ?? 1));
  search.set('pageSize', '24');
  return `GET /api/forms/catalog/search?${search.toString()}`;
};

const summary = (e: CatalogEntryDto, access: FormSummaryDto['access']): FormSummaryDto => ({
  id: e.id,
  key: e.key,
  title: e.title,
  description: e.description,
  category: e.category,
  isPublic: e.isPublic,
  addon: e.addon,
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

  it('shows the page of results by translated category, with trades, document type, Try it, Request access and Preview', async () => {
    mockApi({ [searchUrl()]: () => jsonResponse(200, page(small)) });
    renderApp('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application catalogue' })).toBeTruthy();
    const car = await screen.findByRole('region', { name: 'Car service' });
    expect(within(car).getByRole('link', { name: 'Try it' }).getAttribute('href')).toBe(`/public-doc-steps/${id(1)}`);
    expect(within(car).getByText('For: Car service, Tyre shops')).toBeTruthy();
    expect(within(car).getByText('Estimate')).toBeTruthy();
    expect(within(car).getByRole('link', { name: 'Preview: Deviz Ștefan' }).getAttribute('href')).toBe('/catalog/app-1');
    expect(within(screen.getByRole('region', { name: 'Trip logs' })).getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      '/register?returnTo=%2Fcatalog',
    );
    expect(within(screen.getByRole('region', { name: 'Other applications' })).getByRole('heading', { name: 'Service order' })).toBeTruthy();
    expect(screen.queryByText('unknown-key')).toBeNull();
    expect(screen.getByText('3 applications')).toBeTruthy();
  });

  it('sends a visitor who requests access to create an account, signing in one tap away, both coming back to the catalogue', async () => {
    mockApi({ [searchUrl()]: () => jsonResponse(200, page(small)) });
    renderApp('/catalog');
    await userEvent.click(within(await screen.findByRole('region', { name: 'Trip logs' })).getByRole('link', { name: 'Request access' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(currentLocation.path).toBe('/register?returnTo=%2Fcatalog');
    // Above the form (the first link after the heading), not below it where a phone must scroll to.
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const form = screen.getByRole('button', { name: 'Create account' });
    expect(signIn.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(signIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(currentLocation.path).toBe('/login?returnTo=%2Fcatalog');
  });

  it('names the add-on that includes an application, with its yearly price, until the user has it', async () => {
    await i18n.changeLanguage('ro');
    const withAddon = [...small, entry(4, { title: 'Fișă de intrare', category: 'workshop', addon: 'entry_sheet' }), entry(5, { title: 'Registru', category: 'records', addon: 'registry_integration' })];
    mockApi({ [searchUrl({ locale: 'ro' })]: () => jsonResponse(200, page(withAddon)) });
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
      [searchUrl()]: () => jsonResponse(200, page([sheet])),
      'GET /api/user/forms?locale=en': () => jsonResponse(200, [summary(sheet, 'addon')]),
      'GET /api/user/form_requests': () => jsonResponse(200, []),
    });
    renderApp('/catalog');
    const card = await screen.findByRole('article', { name: 'Entry sheet' });
    expect(await within(card).findByRole('link', { name: 'Open' })).toBeTruthy();
    expect(within(card).queryByTestId('addon-hint')).toBeNull();
  });

  it('sends the words to the server once typing pauses, keeps them in the URL, and names a term that matches nothing', async () => {
    const fetchMock = mockApi({
      [searchUrl()]: () => jsonResponse(200, page(small)),
      [searchUrl({ q: 'STEFAN' })]: () => jsonResponse(200, page([small[0] as CatalogEntryDto])),
      [searchUrl({ q: 'xyzzy' })]: () => jsonResponse(200, page([], { trades: [], kinds: [] })),
    });
    const user = userEvent.setup();
    renderApp('/catalog');
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await screen.findByRole('heading', { name: 'Trip log' });
    await user.click(search);
    await user.paste('STEFAN');
    expect(await screen.findByText('1 application')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deviz Ștefan' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trip log' })).toBeNull();
    expect(currentLocation.path).toBe('/catalog?q=STEFAN');

    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(await screen.findByText('No application matches “xyzzy”.')).toBeTruthy();
    // One request for the whole word, not one per letter.
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/forms/catalog/search?locale=en&q=x')).map(([url]) => url)).toEqual([
      '/api/forms/catalog/search?locale=en&q=xyzzy&page=1&pageSize=24',
    ]);
    const clearButtons = screen.getAllByRole('button', { name: 'Clear the search' });
    expect(clearButtons).toHaveLength(2); // in the field, and under the no-match text
    await user.click(clearButtons[1] as HTMLElement);
    expect(await screen.findByText('3 applications')).toBeTruthy();
  });

  it('browses by trade and by document type, counts beside each, and opens filtered to the category of a link', async () => {
    const fetchMock = mockApi({
      [searchUrl()]: () => jsonResponse(200, page(small)),
      [searchUrl({ trade: 'transport' })]: () => jsonResponse(200, page([small[1] as CatalogEntryDto])),
      [searchUrl({ trade: 'transport', kind: 'trip-log' })]: () => jsonResponse(200, page([small[1] as CatalogEntryDto])),
      [searchUrl({ category: 'trip-logs' })]: () => jsonResponse(200, page([small[1] as CatalogEntryDto])),
    });
    const user = userEvent.setup();
    renderApp('/catalog');
    await screen.findByRole('heading', { name: 'Trip log' });
    await user.click(screen.getByRole('combobox', { name: 'Trade' }));
    await user.click(await screen.findByRole('option', { name: 'Transport and fleets (1)' }));
    await waitFor(() => expect(currentLocation.path).toBe('/catalog?trade=transport'));
    expect(await screen.findByText('1 application')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    await user.click(await screen.findByRole('option', { name: 'Trip log (1)' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('trade=transport&kind=trip-log'))).toBe(true));

    renderApp('/catalog?category=trip-logs');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('category=trip-logs'))).toBe(true));
  });

  it('pages through a large catalogue, asking the server for one page at a time, by real links (?page=2) that keep the search', async () => {
    const first = Array.from({ length: 24 }, (_, i) => entry(i + 1));
    const second = Array.from({ length: 24 }, (_, i) => entry(i + 25));
    mockApi({
      [searchUrl()]: () => jsonResponse(200, page(first, { total: 320 })),
      [searchUrl({ page: 2 })]: () => jsonResponse(200, page(second, { total: 320, page: 2 })),
      [searchUrl({ q: 'deviz', trade: 'auto' })]: () => jsonResponse(200, page(first, { total: 60 })),
    });
    const user = userEvent.setup();
    renderApp('/catalog');
    expect(await screen.findByText('320 applications')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    // Links a browser follows without the app: the server renders that page.
    const pages = screen.getByLabelText('Result pages');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/catalog?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 14' }).getAttribute('href')).toBe('/catalog?page=14');
    // On the first page "previous" leads nowhere: a disabled button, not a link.
    expect(within(pages).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Application 25' })).toBeTruthy();
    expect(currentLocation.path).toBe('/catalog?page=2');
    expect(screen.queryByRole('heading', { name: 'Application 1' })).toBeNull();
    // Back to the first page: its link has no page parameter.
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/catalog');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/catalog');

    renderApp('/catalog?q=deviz&trade=auto&lang=en');
    expect(await screen.findByText('60 applications')).toBeTruthy();
    // (the first page's render is still in the document: the second one's pages are the last)
    expect(within(screen.getAllByLabelText('Result pages').at(-1) as HTMLElement).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/catalog?q=deviz&trade=auto&lang=en&page=3',
    );
  });

  it('is a form the browser sends without the app (GET /catalog?q=…, the trade and the language kept); the app keeps it on the page', async () => {
    const fetchMock = mockApi({
      [searchUrl({ trade: 'auto' })]: () => jsonResponse(200, page(small)),
      [searchUrl({ q: 'cmr', trade: 'auto' })]: () => jsonResponse(200, page([small[1] as CatalogEntryDto])),
    });
    const user = userEvent.setup();
    renderApp('/catalog?trade=auto&lang=en');
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await screen.findByRole('heading', { name: 'Trip log' });
    const form = search.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/catalog');
    expect(form.getAttribute('role')).toBe('search');
    expect(search.getAttribute('name')).toBe('q');
    await user.type(search, 'cmr');
    // What the browser would send: the words, the trade chosen and the language; no empty filter.
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('trade=auto&lang=en&q=cmr');
    // Enter, or the magnifier (the form's submit button), does not leave the page: the app has searched already.
    const submit = within(form).getByRole('button', { name: 'Search' });
    expect(submit.getAttribute('type')).toBe('submit');
    await user.click(submit);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('q=cmr'))).toBe(true));
    expect(currentLocation.path).toBe('/catalog?trade=auto&lang=en&q=cmr');
  });

  it('offers a signed-in user Open, Request access or Pending', async () => {
    setSessionToken(makeToken({ sub: USER_ID }));
    const pending: FormRequestDto = { id: id(99), form_id: id(3), status: 'pending', created_at: '2026-03-01T10:00:00.000Z', decided_at: null };
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [searchUrl()]: () => jsonResponse(200, page([...small, entry(4, { title: 'Rental contract', category: 'commercial' })])),
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

describe('an application of the catalogue', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews its steps and fields and its sample PDF before anyone asks for it', async () => {
    const preview: CatalogPreviewDto = {
      entry: small[0] as CatalogEntryDto,
      steps: [
        { title: 'Client', description: 'Who the estimate is for', fields: ['Name', 'Phone'] },
        { title: 'Parts', description: null, fields: ['Part', 'Quantity', 'Price'] },
      ],
      sample: true,
      sampleVersion: '1.4.0.3',
    };
    mockApi({ 'GET /api/forms/catalog/app-1/preview?locale=en': () => jsonResponse(200, preview) });
    renderApp('/catalog/app-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deviz Ștefan' })).toBeTruthy();
    const steps = screen.getByRole('region', { name: '2 steps' });
    expect(within(steps).getByText('Part · Quantity · Price')).toBeTruthy();
    const sample = screen.getByRole('region', { name: 'Sample document' });
    expect(within(sample).getByRole('link', { name: 'Open the sample PDF' }).getAttribute('href')).toBe('/api/forms/catalog/app-1/sample.pdf?locale=en&v=1.4.0.3');
    // The same address, kept by the browser for good, is the one framed.
    expect(within(sample).getByTitle(/Deviz Ștefan/).getAttribute('src')).toBe('/api/forms/catalog/app-1/sample.pdf?locale=en&v=1.4.0.3');
    expect(screen.getByRole('link', { name: 'Try it' }).getAttribute('href')).toBe(`/public-doc-steps/${id(1)}`);
  });

  it('says when the application is no longer in the catalogue', async () => {
    mockApi({});
    renderApp('/catalog/gone');
    expect(await screen.findByText('This application is no longer in the catalogue.')).toBeTruthy();
  });
});
