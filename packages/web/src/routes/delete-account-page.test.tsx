import { formatDate, type AccountDeletedDto } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, getSession, setSessionToken } from '../lib/session/session-store';
import { apiError, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { makeToken } from '../test/tokens';

const TOKEN = 'tok_ABC-123';
const deleted: AccountDeletedDto = {
  business_id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  deleted_at: '2026-11-25T10:00:00.000Z',
  deleted_by: 'owner',
  members_removed: 3,
  documents_removed: 120,
  billing_periods_kept: 2,
  billing_kept_until: '2036-12-31',
};

describe('the page of the deletion link', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('deletes nothing on opening, only when the button is pressed; then says what is kept and signs this browser out', async () => {
    setSessionToken(makeToken());
    const confirmed: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user/me': () => jsonResponse(200, {}),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'POST /api/user/account/delete/confirm': (init) => {
        confirmed.push(JSON.parse(String(init.body)));
        return jsonResponse(200, deleted);
      },
    });
    const user = userEvent.setup();
    renderApp(`/account/delete/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Delete the account for good' });
    expect(screen.getByText(/We keep only the record of the subscriptions we billed you/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/account/delete'))).toBe(false);

    await user.click(button);
    expect(await screen.findByText(/The account was deleted/)).toBeTruthy();
    expect(confirmed).toEqual([{ token: TOKEN }]);
    const keptUntil = `until ${formatDate('2036-12-31T12:00:00Z', 'en')},`;
    expect(screen.getByText((text) => text.includes(keptUntil))).toBeTruthy();
    // The call carried no bearer token: the link's token is the proof.
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/delete/confirm'))?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    await waitFor(() => expect(getSession()).toBeUndefined());
  });

  it('explains a used or expired link and deletes nothing more', async () => {
    mockApi({ 'POST /api/user/account/delete/confirm': () => apiError(400, 'invalid_token') });
    const user = userEvent.setup();
    renderApp(`/account/delete/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Delete the account for good' }));
    expect(await screen.findByText(/The link is missing, not valid, already used or expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete the account for good' })).toBeNull();
  });

  it('says when nothing was billed that nothing is kept', async () => {
    mockApi({ 'POST /api/user/account/delete/confirm': () => jsonResponse(200, { ...deleted, billing_periods_kept: 0, billing_kept_until: null }) });
    const user = userEvent.setup();
    renderApp(`/account/delete/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Delete the account for good' }));
    expect(await screen.findByText('We never billed you a subscription, so we keep no record about the business.')).toBeTruthy();
  });
});
