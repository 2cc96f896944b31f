import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, getSession, setSessionToken } from '../lib/session/session-store';
import { bodyOf } from '../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { MECHANIC_ID, memberMe } from '../test/team-fixtures';
import { makeToken } from '../test/tokens';

const TOKEN = 'tok_abc-123';
const INFO = '/api/user/invitations/tok_abc-123';
const ACCEPT = 'POST /api/user/invitations/tok_abc-123/accept';
const invitation = (accountExists: boolean) => ({
  business_name: 'Service Auto Ion',
  email: 'mihai@example.ro',
  name: 'Mihai',
  invited_by_name: 'Ana Ionescu',
  expires_at: '2099-12-01T10:00:00Z',
  account_exists: accountExists,
});
const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

const signedInData = {
  'GET /api/user/me': () => jsonResponse(200, memberMe()),
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  'GET /api/user/subscription': () => apiError(403, 'owner_only'),
  'GET /api/user/first-steps': () => jsonResponse(200, { profile_done: true, first_document_done: true, dismissed: true }),
};

describe('invitation page /user/accept/:token', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('a new address chooses a name and password (register rules), joins and lands signed in on the dashboard', async () => {
    const sent: { body: Record<string, unknown>; auth: string | undefined }[] = [];
    const newToken = makeToken({ sub: MECHANIC_ID, email: 'mihai@example.ro' });
    mockApi({
      ...signedInData,
      [`GET ${INFO}`]: () => jsonResponse(200, invitation(false)),
      [ACCEPT]: (init) => {
        sent.push({ body: bodyOf(init), auth: authOf(init) });
        return jsonResponse(200, { access_token: newToken, token_type: 'bearer' });
      },
    });
    const user = userEvent.setup();
    renderApp(`/user/accept/${TOKEN}`);
    expect(await screen.findByText('Ana Ionescu invites you to join Service Auto Ion in Atelier.')).toBeTruthy();
    expect(screen.getByText('The invitation is for mihai@example.ro.')).toBeTruthy();
    // The name the owner typed is offered.
    expect(screen.getByLabelText<HTMLInputElement>(/Your name/).value).toBe('Mihai');

    await user.clear(screen.getByLabelText(/Your name/));
    await user.type(screen.getByLabelText('New password'), 'scurt');
    await user.type(screen.getByLabelText('Confirm password'), 'altceva');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText(/The password must be at least \d+ characters long/)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your name/), 'Mihai Mecanicul');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'parola-sigura-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
    expect(sent).toEqual([{ body: { name: 'Mihai Mecanicul', password: 'parola-sigura-1' }, auth: undefined }]);
    expect(getSession()?.claims.email).toBe('mihai@example.ro');
  });

  it('explains an unknown, used, revoked or expired link and what to do', async () => {
    mockApi({ [`GET ${INFO}`]: () => apiError(404, 'invalid_invitation') });
    renderApp(`/user/accept/${TOKEN}`);
    expect(await screen.findByText('The invitation is not valid: it was already used, revoked or has expired.')).toBeTruthy();
    expect(screen.getByText('Ask the owner of the business to send you a new invitation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('says when the link died between reading and accepting', async () => {
    mockApi({ [`GET ${INFO}`]: () => jsonResponse(200, invitation(false)), [ACCEPT]: () => apiError(404, 'invalid_invitation') });
    const user = userEvent.setup();
    renderApp(`/user/accept/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'parola-sigura-1');
    await user.type(screen.getByLabelText('Confirm password'), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Ask the owner of the business to send you a new invitation.')).toBeTruthy();
    expect(getSession()).toBeUndefined();
  });

  it('an existing account signs in first and comes back here', async () => {
    mockApi({ [`GET ${INFO}`]: () => jsonResponse(200, invitation(true)) });
    renderApp(`/user/accept/${TOKEN}`);
    expect(await screen.findByText('An account with mihai@example.ro already exists. Sign in with it, then join the team.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to join' });
    expect(link.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(`/user/accept/${TOKEN}`)}`);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('signed in with the invited address, joins with its own session', async () => {
    setSessionToken(makeToken({ sub: MECHANIC_ID, email: 'mihai@example.ro' }));
    const sent: (string | undefined)[] = [];
    mockApi({
      ...signedInData,
      [`GET ${INFO}`]: () => jsonResponse(200, invitation(true)),
      [ACCEPT]: (init) => {
        sent.push(authOf(init));
        return jsonResponse(200, { ok: true });
      },
    });
    const user = userEvent.setup();
    renderApp(`/user/accept/${TOKEN}`);
    expect(await screen.findByText('Join Service Auto Ion with the account mihai@example.ro.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^Bearer /);
  });

  it('explains business_not_empty and invitation_other_account with what to do', async () => {
    setSessionToken(makeToken({ sub: MECHANIC_ID, email: 'mihai@example.ro' }));
    const answers = [apiError(409, 'business_not_empty'), apiError(403, 'invitation_other_account')];
    mockApi({ ...signedInData, [`GET ${INFO}`]: () => jsonResponse(200, invitation(true)), [ACCEPT]: () => answers.shift()! });
    const user = userEvent.setup();
    renderApp(`/user/accept/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Your account already has its own business, with documents, a subscription or other members.')).toBeTruthy();
    expect(screen.getByText(/cannot join another business. Ask the owner to invite another e-mail address/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This invitation is for a different e-mail address than the account you are signed in with.')).toBeTruthy();
    expect(screen.getByText('Sign out, then sign in with the address the invitation was sent to.')).toBeTruthy();
    expect(currentLocation.path).toBe(`/user/accept/${TOKEN}`);
  });

  it('signed in as another address, offers to switch account and come back', async () => {
    setSessionToken(makeToken({ email: 'altcineva@example.ro' }));
    mockApi({ ...signedInData, [`GET ${INFO}`]: () => jsonResponse(200, invitation(true)), 'POST /api/user/logout': () => jsonResponse(204) });
    const user = userEvent.setup();
    renderApp(`/user/accept/${TOKEN}`);
    expect(await screen.findByText(/You are signed in as altcineva@example.ro, but the invitation is for mihai@example.ro/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/login?returnTo=${encodeURIComponent(`/user/accept/${TOKEN}`)}`));
    expect(getSession()).toBeUndefined();
  });
});
