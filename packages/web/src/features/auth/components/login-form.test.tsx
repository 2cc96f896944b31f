import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, getSession } from '../../../lib/session/session-store';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  const emailInput = await screen.findByLabelText('E-mail');
  if (email) await user.type(emailInput, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login screen', () => {
  beforeEach(async () => {
    clearSessionToken();
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires all fields', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('All fields are required.')).toBeTruthy();
    // Nothing sent to the server (the footer's request for the operator's contact aside).
    expect(fetchMock.mock.calls.filter(([url]) => url !== '/api/site/operator')).toEqual([]);
  });

  it('checks the e-mail before calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    await fillAndSubmit('ana@', 'secret123');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    // Nothing sent to the server (the footer's request for the operator's contact aside).
    expect(fetchMock.mock.calls.filter(([url]) => url !== '/api/site/operator')).toEqual([]);
  });

  it.each([
    ['invalid credentials', () => apiError(401, 'invalid_credentials'), 'Invalid e-mail or password.'],
    ['too many attempts', () => apiError(429, 'too_many_attempts'), 'Too many login attempts. Please try again later.'],
    ['a server error', () => apiError(500, 'internal_error'), 'Login failed. Please try again.'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'No internet connection. Check your connection and try again.'],
  ])('explains %s', async (_name, answer, message) => {
    mockApi({ 'POST /api/user/token': answer });
    renderApp('/login');
    await fillAndSubmit('ana@example.ro', 'secret123');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(getSession()).toBeUndefined();
  });

  it('signs in with form fields and goes to a safe returnTo', async () => {
    const token = makeToken();
    const fetchMock = mockApi({
      'POST /api/user/token': () => jsonResponse(200, { access_token: token, token_type: 'bearer' }),
      'GET /api/user/me': () => jsonResponse(200, { id: '0123456789abcdef01234567', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T00:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    });
    renderApp(`/login?returnTo=${encodeURIComponent('/dashboard?tab=dashboard&from=mail')}`);
    await fillAndSubmit('ana@example.ro', 'secret123');
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard&from=mail'));
    expect(getSession()?.token).toBe(token);
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/user/token')?.[1]?.body;
    expect(body).toBe('username=ana%40example.ro&password=secret123');
  });

  it('ignores a returnTo that leaves the site', async () => {
    mockApi({
      'POST /api/user/token': () => jsonResponse(200, { access_token: makeToken(), token_type: 'bearer' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    });
    renderApp(`/login?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await fillAndSubmit('ana@example.ro', 'secret123');
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
  });
});
