import type { UserDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { bodyOf } from '../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { makeToken } from '../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };

describe('account page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const common = {
    'GET /api/user/me': () => jsonResponse(200, me),
    'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  };

  it('is reachable from the user bar', async () => {
    mockApi(common);
    const user = userEvent.setup();
    renderApp('/personalization');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
  });

  it('changes the password with the current one, and shows a wrong current password at its field', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      ...common,
      'POST /api/user/password-change': (init) => {
        sent.push(bodyOf(init));
        return sent.length === 1 ? apiError(403, 'wrong_password') : jsonResponse(204);
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(card.getAllByText(i18n.t('auth.validation.required')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);

    await user.type(card.getByLabelText('Current password'), 'gresita');
    await user.type(card.getByLabelText('New password'), 'parola-noua-2');
    await user.type(card.getByLabelText('Confirm password'), 'parola-noua-2');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('The current password is not correct.')).toBeTruthy();
    // A wrong password is not a lost session: the user stays on the page, signed in.
    expect(screen.getByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();

    await user.clear(card.getByLabelText('Current password'));
    await user.type(card.getByLabelText('Current password'), 'parola-sigura-1');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText(/Your password was changed/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ current_password: 'parola-sigura-1', new_password: 'parola-noua-2', locale: 'en' });
    expect(card.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('asks for a new e-mail address, says where the link went, and places a taken address at its field', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      ...common,
      'POST /api/user/email-change/request': (init) => {
        sent.push(bodyOf(init));
        return sent.length === 1 ? apiError(409, 'email_taken') : jsonResponse(202);
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = within((await screen.findByRole('heading', { name: 'Change e-mail address' })).closest('section')!);
    expect(card.getByText('Current address: ana@example.ro')).toBeTruthy();
    await user.type(card.getByLabelText('New e-mail address'), 'luat@example.ro');
    await user.type(card.getByLabelText('Current password'), 'parola-sigura-1');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText('An account with this e-mail address already exists.')).toBeTruthy();

    await user.clear(card.getByLabelText('New e-mail address'));
    await user.type(card.getByLabelText('New e-mail address'), 'nou@example.ro');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText(/We sent a confirmation link to nou@example.ro/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ new_email: 'nou@example.ro', current_password: 'parola-sigura-1', locale: 'en' });
  });
});

describe('confirm-email page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('confirms the link once and says the new address', async () => {
    let calls = 0;
    mockApi({
      'POST /api/user/email-change/confirm': (init) => {
        calls += 1;
        expect(bodyOf(init)).toEqual({ token: 'abc' });
        return jsonResponse(200, { ...me, email: 'nou@example.ro' });
      },
    });
    renderApp('/confirm-email?token=abc');
    expect(await screen.findByText(/now nou@example.ro/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
    await waitFor(() => expect(calls).toBe(1));
  });

  it('explains a used or expired link', async () => {
    mockApi({ 'POST /api/user/email-change/confirm': () => apiError(400, 'invalid_token') });
    renderApp('/confirm-email?token=abc');
    expect(await screen.findByText(/The confirmation link is missing, invalid/)).toBeTruthy();
  });
});
