import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { DOCUMENT_ID, FORM_ID, USER_ID, fillEstimate, makeDocument, makeFormDetail } from '../../../test/estimate-fixture';
import { bodyOf, bodyOfCall } from '../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { draftKey } from '../drafts/draft-store';

const FORM_DRAFT = draftKey({ userId: USER_ID, kind: 'form', id: FORM_ID });
const common = {
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
  // A saved document asks for the definition version it was made with.
  [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
};

describe('document view', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('opens a form id as a new document in edit mode, with the counter and "assigned on save"', async () => {
    mockApi(common);
    renderApp(`/documents/${FORM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Test estimate' })).toBeTruthy();
    expect(screen.getAllByText('Number assigned on save').length).toBeGreaterThan(0);
    // 5 saved so far: this new one will be the 6th.
    expect(await screen.findByText('Documents: previously 5, now 6')).toBeTruthy();
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${FORM_ID}?mode=edit`));
    expect(screen.getByRole('button', { name: 'Reset Form' })).toBeTruthy();
  });

  it('keeps a draft, restores it after a reload, and discards it on request', async () => {
    mockApi(common);
    const user = userEvent.setup();
    const first = renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ștefan');
    await waitFor(() => expect(localStorage.getItem(FORM_DRAFT)).toContain('Ștefan'));
    first.unmount();

    renderApp(`/documents/${FORM_ID}?mode=edit`);
    expect(await screen.findByText(/We restored your unsaved changes/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Client name/).value).toBe('Ștefan');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Client name/).value).toBe('');
    expect(localStorage.getItem(FORM_DRAFT)).toBeNull();
  });

  it('resets the form from the top bar after the SPEC confirmation', async () => {
    mockApi(common);
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to reset the form? All unsaved changes will be lost.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Client name/).value).toBe(''));
    expect(localStorage.getItem(FORM_DRAFT)).toBeNull();
  });

  it('saves a new document, then shows the number the server assigned', async () => {
    const saved = makeDocument();
    const fetchMock = mockApi({
      ...common,
      [`POST /api/user/forms/${FORM_ID}/submit`]: () => jsonResponse(201, saved),
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, saved),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await fillEstimate(user, 'Ștefan Popescu');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}`));
    expect(bodyOfCall(fetchMock, `POST /api/user/forms/${FORM_ID}/submit`)).toEqual({
      data: { client: { name: 'Ștefan Popescu' }, parts: { items: [{ name: 'Filtru ulei', qty: 2, price: '45.5' }] }, notes: {} },
    });
    expect(await screen.findByText('Document DV-0007 was saved.')).toBeTruthy();
    expect(screen.getAllByText('No. DV-0007').length).toBeGreaterThan(0);
    expect(localStorage.getItem(FORM_DRAFT)).toBeNull();
  });

  it('sends one Idempotency-Key per save and the same one again when a lost answer is retried', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      ...common,
      [`POST /api/user/forms/${FORM_ID}/submit`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(201, makeDocument());
      },
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await fillEstimate(user, 'Ștefan Popescu');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}`));
    const keys = fetchMock.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && url === `/api/user/forms/${FORM_ID}/submit`)
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a server validation problem at its field and opens its step', async () => {
    mockApi({
      ...common,
      [`POST /api/user/forms/${FORM_ID}/submit`]: () => apiError(400, 'validation_error', [{ path: 'client.name', message: 'Name not accepted' }]),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'X');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name not accepted')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('keeps the input on a 409 and saves it over the newer version on request', async () => {
    let puts = 0;
    const fetchMock = mockApi({
      ...common,
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument({ version: puts === 0 ? 3 : 4 })),
      [`PUT /api/user/completed_forms/${DOCUMENT_ID}`]: (init) => {
        puts += 1;
        const body = bodyOf<{ version: number }>(init);
        return body.version === 4 ? jsonResponse(200, makeDocument({ version: 5 })) : apiError(409, 'conflict');
      },
    });
    const user = userEvent.setup();
    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    const name = await screen.findByLabelText<HTMLInputElement>(/Client name/);
    await user.clear(name);
    await user.type(name, 'Ion');
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('Someone else changed this document')).toBeTruthy();
    expect(name.value).toBe('Ion');
    await user.click(screen.getByRole('button', { name: 'Keep my version and save' }));
    await waitFor(() => expect(puts).toBe(2));
    const lastPut = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(bodyOf(lastPut?.[1])).toMatchObject({ version: 4, data: { client: { name: 'Ion' } } });
  });

  it('opens a saved document as a preview with formatted values', async () => {
    mockApi({ ...common, [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()) });
    renderApp(`/documents/${DOCUMENT_ID}`);
    expect(await screen.findByText('Ștefan Popescu')).toBeTruthy();
    expect(screen.getByText('CJ 12 ABC')).toBeTruthy();
    expect(document.querySelector('[data-total="grand"]')?.textContent?.replace(/\s/g, ' ')).toBe('RON 110.11');
    expect(screen.queryByRole('button', { name: 'Reset Form' })).toBeNull();
  });

  it('opens a document of an application no longer in the account, and says new ones cannot be started', async () => {
    mockApi({
      ...common,
      [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail({ access: 'documents' })),
      [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => apiError(403, 'forbidden'),
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
    });
    renderApp(`/documents/${DOCUMENT_ID}`);
    expect(await screen.findByText('Ștefan Popescu')).toBeTruthy();
    expect(screen.getByText(/This application is no longer in your account/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New document' })).toBeNull();
  });

  it('asks before deleting and says so when deleting fails', async () => {
    let fail = true;
    mockApi({
      ...common,
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
      [`DELETE /api/user/completed_forms/${DOCUMENT_ID}`]: () => (fail ? apiError(500, 'internal_error') : jsonResponse(204)),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': () => jsonResponse(200, []),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${DOCUMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/delete document DV-0007\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await within(dialog).findByText('Failed to delete document')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=history'));
  });

  it('fills a step from the last entry, without the earlier document number, and can undo it', async () => {
    mockApi({
      ...common,
      [`GET /api/user/forms/${FORM_ID}/past-entries?step=client&limit=1`]: () =>
        jsonResponse(200, { results: [{ document_id: DOCUMENT_ID, form_id: FORM_ID, created_at: '2026-03-02T10:00:00.000Z', data: { number: 'DV-0007', name: 'Ana Pop', plate: 'CJ12ABC' } }], total: 1 }),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.click(await screen.findByRole('button', { name: 'Fill from the last entry' }));
    expect(await screen.findByText('Filled in from the entry of 03/02/2026.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Client name/).value).toBe('Ana Pop');
    expect(screen.getByLabelText<HTMLInputElement>('Plate').value).toBe('CJ12ABC');
    expect(screen.getByLabelText<HTMLInputElement>('Estimate no.').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Client name/).value).toBe('');
  });

  it('adds a line picked from history', async () => {
    mockApi({
      ...common,
      [`GET /api/user/forms/${FORM_ID}/array-items?field=parts.items&limit=10`]: () =>
        jsonResponse(200, [{ item: { name: 'Filtru ulei', qty: 1, price: '45.50', value: '45.50' }, last_used_at: '2026-03-02T10:00:00.000Z' }]),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Pick from history' }));
    await user.click(await screen.findByRole('button', { name: /Filtru ulei/ }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Filtru ulei'));
    expect(screen.getByLabelText<HTMLInputElement>('Value').value).toBe('45.50');
    expect(document.querySelector('[data-total="parts"]')?.textContent?.replace(/\s/g, ' ')).toBe('RON 45.50');
  });
});
