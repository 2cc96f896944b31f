import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, getSession, setSessionToken } from '../lib/session/session-store';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { makeToken } from '../test/tokens';

const me = { id: '0123456789abcdef01234567', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T00:00:00Z' };
const NO_SUBSCRIPTION = { active: false, ends_at: null, addons: { registry_integration: false, entry_sheet: false, logo: false }, has_logo: false };

describe('routes and guards', () => {
  beforeEach(async () => {
    clearSessionToken();
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends an anonymous visitor of the dashboard to login with returnTo', async () => {
    mockApi({});
    renderApp('/dashboard?tab=dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    expect(currentLocation.path).toBe(`/login?returnTo=${encodeURIComponent('/dashboard?tab=dashboard')}`);
  });

  it('sends unknown paths home and unknown admin paths to the admin login', async () => {
    mockApi({});
    renderApp('/no/such/page');
    await waitFor(() => expect(currentLocation.path).toBe('/'));
    renderApp('/admin/whatever');
    await waitFor(() => expect(currentLocation.path).toBe('/admin/login'));
    // The site's pages live at the root only: /admin/terms is no second copy of /terms.
    renderApp('/admin/terms');
    await waitFor(() => expect(currentLocation.path).toBe('/admin/login'));
  });

  it('shows the account with real account data and the days left (it left the dashboard for Today, issue 31)', async () => {
    setSessionToken(makeToken());
    const trialEndsAt = new Date(Date.now() + 12 * 86_400_000 - 60_000).toISOString();
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...me, trial_ends_at: trialEndsAt }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/subscription': () => jsonResponse(200, NO_SUBSCRIPTION),
    });
    renderApp('/account');
    expect(await screen.findByText('You are signed in as ana@example.ro')).toBeTruthy();
    expect(screen.getByText('You have 12 days of free trial left.')).toBeTruthy();
  });

  it('opens the dashboard on Today', async () => {
    setSessionToken(makeToken());
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...me, trial_ends_at: '2099-01-01T00:00:00Z' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/subscription': () => jsonResponse(200, NO_SUBSCRIPTION),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Today', selected: true }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
  });

  it('shows the active subscription instead of the trial on the account page', async () => {
    setSessionToken(makeToken());
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...me, trial_ends_at: '2020-01-01T00:00:00Z' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/subscription': () =>
        jsonResponse(200, { active: true, ends_at: '2031-01-01T00:00:00.000Z', addons: { registry_integration: false, entry_sheet: true, logo: false }, has_logo: false }),
    });
    renderApp('/account');
    expect(await screen.findByText('Active until 12/31/2030')).toBeTruthy();
    expect(screen.queryByText('Free trial')).toBeNull();
  });

  it('uses Romanian plural forms', async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
    const trialEndsAt = new Date(Date.now() + 20 * 86_400_000 - 60_000).toISOString();
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...me, trial_ends_at: trialEndsAt }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/subscription': () => jsonResponse(200, NO_SUBSCRIPTION),
    });
    renderApp('/account');
    expect(await screen.findByText('Mai aveți 20 de zile de probă gratuită.')).toBeTruthy();
  });

  it('ends the session of a non-admin on an admin page and lands on /', async () => {
    setSessionToken(makeToken());
    mockApi({ 'POST /api/user/logout': () => jsonResponse(204) });
    renderApp('/admin/dashboard');
    await waitFor(() => expect(currentLocation.path).toBe('/'));
    expect(getSession()).toBeUndefined();
  });

  it('logs out from the bar and returns to /login', async () => {
    setSessionToken(makeToken());
    const fetchMock = mockApi({
      'GET /api/user/me': () => jsonResponse(200, { ...me, trial_ends_at: '2099-01-01T00:00:00Z' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/subscription': () => jsonResponse(200, NO_SUBSCRIPTION),
      'POST /api/user/logout': () => jsonResponse(204),
    });
    renderApp('/account');
    await screen.findByText('You are signed in as ana@example.ro');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation.path).toBe('/login'));
    expect(getSession()).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/logout')).toBe(true);
  });

  it('shows the missing-token message on reset without a token', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByText('The password reset link is missing, invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('switches the language and remembers it', async () => {
    mockApi({});
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByRole('button', { name: 'Lingua: Italiano' })).toBeTruthy();
    expect(localStorage.getItem('preferred-locale')).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });
});
