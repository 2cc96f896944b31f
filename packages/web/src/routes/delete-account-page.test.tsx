import { formatDate, type AccountDeletedDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, getSession, setSessionToken } from '../lib/session/session-store';
import { bodyOf } from '../test/fetch-calls';
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

const permissions = { billing: true, personalisation: true, statistics: true, team: true, export: true, delete_account: true };
const owner = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  email: 'ana@example.ro',
  is_admin: false,
  created_at: '2026-01-01T10:00:00Z',
  trial_ends_at: '2099-01-01T00:00:00Z',
  name: 'Ana',
  role: 'owner',
  business: { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Service Ana SRL' },
  permissions,
};

describe('the danger card on /account', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('tells the owner what goes and what is kept, asks for the password, then says where the link went', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, owner),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/sessions': () => jsonResponse(200, []),
      'POST /api/user/account/delete': (init) => {
        sent.push(bodyOf(init));
        return sent.length === 1 ? apiError(403, 'wrong_password') : jsonResponse(202);
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = within((await screen.findByRole('heading', { name: 'Delete the account' })).closest('section')!);
    expect(card.getByText(/every document and its PDFs/)).toBeTruthy();
    expect(card.getByText(/Romanian Accounting Law 82\/1991, art. 25\(1\)/)).toBeTruthy();
    expect(card.getByText(/Export your data before deleting/)).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Send the deletion link' }));
    expect(card.getByText(i18n.t('auth.validation.required'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(card.getByLabelText('Account password'), 'gresita');
    await user.click(card.getByRole('button', { name: 'Send the deletion link' }));
    expect(await card.findByText('The current password is not correct.')).toBeTruthy();
    // A wrong password is not a lost session.
    expect(screen.getByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();

    await user.clear(card.getByLabelText('Account password'));
    await user.type(card.getByLabelText('Account password'), 'parola-sigura-1');
    await user.click(card.getByRole('button', { name: 'Send the deletion link' }));
    expect(await card.findByText(/We sent an e-mail to ana@example.ro with the link that confirms the deletion/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ password: 'parola-sigura-1', locale: 'en' });
  });

  it('is not shown to a member', async () => {
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...owner, role: 'member', permissions: { ...permissions, team: false, export: false, delete_account: false } }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/sessions': () => jsonResponse(200, []),
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delete the account' })).toBeNull();
  });
});

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
        confirmed.push(bodyOf(init));
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
