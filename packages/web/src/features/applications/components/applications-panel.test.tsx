import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { FORM_ID, makeFormDetail, USER_ID } from '../../../test/estimate-fixture';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

describe('applications tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('lists the usable forms and starts a new document without asking for a document first', async () => {
    const { form_schema: _schema, ...summary } = makeFormDetail();
    const fetchMock = mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/forms': () => jsonResponse(200, [summary]),
      [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
      [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 0, previous_count: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=applications');
    expect(await screen.findByRole('heading', { name: 'Deviz test' })).toBeTruthy();
    expect(screen.getByText('My application')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'New document' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${FORM_ID}?mode=edit`));
    expect(await screen.findByRole('heading', { name: 'Test estimate' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/user/completed_forms/'))).toBe(false);
  });

  it("says 'Failed to load apps' when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/user/payment-banner-status': () => jsonResponse(200, false), 'GET /api/user/forms': () => apiError(500, 'internal_error') });
    renderApp('/dashboard?tab=applications');
    expect(await screen.findByText('Failed to load apps')).toBeTruthy();
  });
});
