import type { CatalogEntryDto, CatalogPageDto, FormRequestDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { FORM_ID, makeFormDetail, USER_ID } from '../../../test/estimate-fixture';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const PUBLIC_ID = 'cccccccccccccccccccccccc';
const OTHER_ID = 'dddddddddddddddddddddddd';
const { form_schema: _schema, ...allocated } = makeFormDetail();

const catalog: CatalogEntryDto[] = [
  { id: FORM_ID, key: allocated.key, title: allocated.title, description: allocated.description, category: allocated.category, isPublic: false, addon: null, trades: ['auto'], kind: 'estimate' },
  { id: PUBLIC_ID, key: 'deviz-public', title: 'Car service estimate', description: 'Labour and parts', category: 'auto-service', isPublic: true, addon: null, trades: ['auto'], kind: 'estimate' },
  {
    id: OTHER_ID,
    key: 'fisa-intrare',
    title: 'Vehicle entry sheet',
    description: 'The state of the car on arrival',
    category: 'legacy-category',
    isPublic: false,
    addon: null,
    trades: ['auto', 'moto-bike'],
    kind: 'entry-sheet',
  },
];

/** The server's page of applications to request: the catalogue's entries the user cannot use (`usable`). */
const requestablePage = (entries: CatalogEntryDto[], usable: string[]): CatalogPageDto => {
  const items = entries.filter((e) => !e.isPublic && !usable.includes(e.id));
  return { items, total: items.length, page: 1, pageSize: 24, trades: items.length ? [{ value: 'auto', count: items.length }, { value: 'moto-bike', count: items.length }] : [], kinds: [{ value: 'entry-sheet', count: items.length }] };
};
const REQUESTABLE = (locale = 'en') => `GET /api/user/forms/requestable?locale=${locale}&page=1&pageSize=24`;
const publicSummary = { ...allocated, id: PUBLIC_ID, key: 'deviz-public', title: 'Car service estimate', isPublic: true, access: 'public' as const };
const pendingRequest: FormRequestDto = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', form_id: OTHER_ID, status: 'pending', created_at: '2026-03-01T10:00:00.000Z', decided_at: null };

const baseApi = (locale = 'en') => ({
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  [`GET /api/user/forms?locale=${locale}`]: () => jsonResponse(200, [allocated, publicSummary]),
  [`GET /api/forms/catalog?locale=${locale}`]: () => jsonResponse(200, catalog),
  [REQUESTABLE(locale)]: () => jsonResponse(200, requestablePage(catalog, [FORM_ID])),
  'GET /api/user/form_requests': () => jsonResponse(200, []),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 3, previous_count: 2 }),
  [`GET /api/user/forms/${PUBLIC_ID}/submission_count`]: () => jsonResponse(200, { count: 1, previous_count: 0 }),
});

const section = (name: string) => screen.getByRole('region', { name });

describe('applications tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows my, standard and other applications with translated categories and document counts', async () => {
    const fetchMock = mockApi({ ...baseApi(), [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()) });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=applications');
    const mine = await screen.findByRole('region', { name: 'My applications' });
    expect(await within(mine).findByRole('heading', { name: 'Deviz test' })).toBeTruthy();
    expect(await within(mine).findByText('3 documents')).toBeTruthy();
    const standard = section('Standard applications');
    expect(within(standard).getByRole('heading', { name: 'Car service estimate' })).toBeTruthy();
    expect(within(standard).getByText('Car service')).toBeTruthy();
    expect(await within(standard).findByText('1 document')).toBeTruthy();
    const others = section('More applications from the catalogue');
    expect(within(others).getByRole('heading', { name: 'Vehicle entry sheet' })).toBeTruthy();
    // An unknown category key reads as the generic label, never raw.
    expect(within(others).getByText('Other applications')).toBeTruthy();
    expect(screen.queryByText('legacy-category')).toBeNull();
    expect(within(others).queryByRole('heading', { name: 'Deviz test' })).toBeNull();

    await user.click(within(mine).getByRole('link', { name: 'New document' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${FORM_ID}?mode=edit&new=1`));
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/user/completed_forms/'))).toBe(false);
  });

  it('requests an application after confirming, then shows it pending until approved, then usable', async () => {
    let requests: FormRequestDto[] = [];
    let forms = [allocated, publicSummary];
    const fetchMock = mockApi({
      ...baseApi(),
      'GET /api/user/form_requests': () => jsonResponse(200, requests),
      'GET /api/user/forms?locale=en': () => jsonResponse(200, forms),
      [REQUESTABLE()]: () => jsonResponse(200, requestablePage(catalog, forms.map((f) => f.id))),
      [`POST /api/user/forms/${OTHER_ID}/request`]: () => {
        requests = [pendingRequest];
        return jsonResponse(201, pendingRequest);
      },
      [`GET /api/user/forms/${OTHER_ID}/submission_count`]: () => jsonResponse(200, { count: 0, previous_count: 0 }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/dashboard?tab=applications');
    const others = await screen.findByRole('region', { name: 'More applications from the catalogue' });
    await user.click(await within(others).findByRole('button', { name: 'Request application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request this application?' });
    expect(within(dialog).getByText(/Vehicle entry sheet/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(others).findByText('Pending')).toBeTruthy();
    expect(within(others).queryByRole('button', { name: 'Request application' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === `/api/user/forms/${OTHER_ID}/request` && init?.method === 'POST')).toHaveLength(1);

    // The admin approves: the next look at the requests finds it decided and the list is fetched again.
    requests = [{ ...pendingRequest, status: 'approved', decided_at: '2026-03-01T11:00:00.000Z' }];
    forms = [allocated, publicSummary, { ...allocated, id: OTHER_ID, key: 'fisa-intrare', title: 'Vehicle entry sheet', category: 'legacy-category' }];
    await queryClient.invalidateQueries({ queryKey: ['form-requests'] });
    const mine = section('My applications');
    expect(await within(mine).findByRole('heading', { name: 'Vehicle entry sheet' })).toBeTruthy();
    expect(within(section('More applications from the catalogue')).queryByText('Pending')).toBeNull();
  });

  it('names the add-on that includes an application the user lacks, and lists it as mine once the add-on is active', async () => {
    const withAddon = catalog.map((e) => (e.id === OTHER_ID ? { ...e, addon: 'entry_sheet' as const } : e));
    let forms = [allocated, publicSummary];
    mockApi({
      ...baseApi(),
      'GET /api/forms/catalog?locale=en': () => jsonResponse(200, withAddon),
      'GET /api/user/forms?locale=en': () => jsonResponse(200, forms),
      [REQUESTABLE()]: () => jsonResponse(200, requestablePage(withAddon, forms.map((f) => f.id))),
      [`GET /api/user/forms/${OTHER_ID}/submission_count`]: () => jsonResponse(200, { count: 0, previous_count: 0 }),
    });
    const { queryClient } = renderApp('/dashboard?tab=applications');
    const others = await screen.findByRole('region', { name: 'More applications from the catalogue' });
    const card = await within(others).findByRole('article', { name: 'Vehicle entry sheet' });
    // The price comes from core's PRICES.entrySheet.
    expect(within(card).getByText('Included with the entry-sheet add-on (RON 50.00 per year)')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Request application' })).toBeTruthy();

    forms = [allocated, publicSummary, { ...allocated, id: OTHER_ID, key: 'fisa-intrare', title: 'Vehicle entry sheet', access: 'addon', addon: 'entry_sheet' }];
    await queryClient.invalidateQueries({ queryKey: ['forms', 'list'] });
    const mine = section('My applications');
    const included = await within(mine).findByRole('article', { name: 'Vehicle entry sheet' });
    expect(within(included).getByText('In your subscription')).toBeTruthy();
    expect(within(included).getByRole('link', { name: 'New document' })).toBeTruthy();
    expect(within(section('More applications from the catalogue')).queryByText(/entry-sheet add-on/)).toBeNull();
  });

  it("shows 'În așteptare' for a pending request in Romanian", async () => {
    await i18n.changeLanguage('ro');
    mockApi({ ...baseApi('ro'), 'GET /api/user/form_requests': () => jsonResponse(200, [pendingRequest]) });
    renderApp('/dashboard?tab=applications');
    expect(await screen.findByText('În așteptare')).toBeTruthy();
  });

  it('shows the server message in the dialog when the request fails', async () => {
    mockApi({ ...baseApi(), [`POST /api/user/forms/${OTHER_ID}/request`]: () => apiError(409, 'request_pending') });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=applications');
    await user.click(await screen.findByRole('button', { name: 'Request application' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You have already requested this application; it is waiting for approval.')).toBeTruthy();
  });

  it("says 'Failed to load apps' when the user's list cannot be loaded", async () => {
    mockApi({ ...baseApi(), 'GET /api/user/forms?locale=en': () => apiError(500, 'internal_error') });
    renderApp('/dashboard?tab=applications');
    expect(await screen.findByText('Failed to load apps')).toBeTruthy();
  });

  it('says which lists failed when the catalogue cannot be loaded', async () => {
    mockApi({ ...baseApi(), 'GET /api/forms/catalog?locale=en': () => apiError(500, 'internal_error'), [REQUESTABLE()]: () => apiError(500, 'internal_error') });
    renderApp('/dashboard?tab=applications');
    expect(await screen.findByText('Failed to load public forms')).toBeTruthy();
    expect(screen.getByText('Failed to load available apps')).toBeTruthy();
    // My applications come from their own call and still show.
    expect(await screen.findByRole('heading', { name: 'Deviz test' })).toBeTruthy();
  });

  it('searches the applications to request on the server, by words, trade and document type, and names a term without matches', async () => {
    const fetchMock = mockApi({
      ...baseApi(),
      'GET /api/user/forms/requestable?locale=en&q=entry&page=1&pageSize=24': () => jsonResponse(200, requestablePage(catalog, [FORM_ID])),
      'GET /api/user/forms/requestable?locale=en&q=entry&trade=moto-bike&page=1&pageSize=24': () => jsonResponse(200, requestablePage(catalog, [FORM_ID])),
      'GET /api/user/forms/requestable?locale=en&q=xyzzy&trade=moto-bike&page=1&pageSize=24': () => jsonResponse(200, requestablePage([], [])),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=applications');
    const others = await screen.findByRole('region', { name: 'More applications from the catalogue' });
    const card = await within(others).findByRole('article', { name: 'Vehicle entry sheet' });
    expect(within(card).getByText('For: Car service, Motorcycles and bicycles')).toBeTruthy();
    await user.type(within(others).getByRole('searchbox', { name: 'Search the catalogue' }), 'entry');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/forms/requestable?locale=en&q=entry&page=1&pageSize=24')).toBe(true));
    await user.click(within(others).getByRole('combobox', { name: 'Trade' }));
    // Each trade with how many of the results it has.
    await user.click(await screen.findByRole('option', { name: 'Motorcycles and bicycles (1)' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('trade=moto-bike'))).toBe(true));
    const search = within(others).getByRole('searchbox', { name: 'Search the catalogue' });
    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(await within(others).findByText('No application matches “xyzzy”.')).toBeTruthy();
  });
});
