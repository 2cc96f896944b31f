import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ApiError } from '../lib/api-error';
import { describeError } from '../lib/error-messages';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { MECHANIC_ID, memberMe, ownerMe } from '../test/team-fixtures';
import { makeToken } from '../test/tokens';

const memberApi = (me = memberMe()) => {
  const fetchMock = mockApi({
    'GET /api/user/me': () => jsonResponse(200, me),
    'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    'GET /api/user/status': () => jsonResponse(200, { locked: false, auto_lock_minutes: 0 }),
    'GET /api/user/sessions': () => jsonResponse(200, []),
    'GET /api/user/subscription': () => apiError(403, 'owner_only'),
    'GET /api/user/profile': () => apiError(404, 'not_found'),
  });
  const asked = (path: string) => fetchMock.mock.calls.some(([url]) => url === `/api${path}`);
  return { asked };
};

describe('what a member sees (issue 14)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: MECHANIC_ID, email: 'mihai@example.ro' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('personalisation (subscription and logo) is explained as the owner\'s, without asking for the subscription', async () => {
    const { asked } = memberApi();
    renderApp('/personalization');
    expect(await screen.findByText('Only the owner of Service Auto Ion can change the personalisation (subscription and logo).')).toBeTruthy();
    expect(screen.getByText('If you need this, ask the owner.')).toBeTruthy();
    expect(asked('/user/subscription')).toBe(false);
  });

  it('the company profile is the owner\'s to edit', async () => {
    memberApi();
    renderApp('/profile');
    expect(await screen.findByText('Only the owner of Service Auto Ion can edit the company profile.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('the account page keeps the member\'s own password, and explains the auto-lock setting', async () => {
    memberApi();
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    const autoLock = within((await screen.findByRole('heading', { name: /lock/i, level: 2 })).closest('section')!);
    expect(autoLock.getByText("Only the owner of Service Auto Ion can change the app's automatic lock.")).toBeTruthy();
    expect(autoLock.queryByRole('textbox')).toBeNull();
  });

  it('the dashboard has no statistics tabs; the account page has no plan card and says whose business it is', async () => {
    const { asked } = memberApi();
    renderApp('/account');
    expect(await screen.findByText('Member of Service Auto Ion')).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByText('Mihai Mecanicul').length).toBeGreaterThan(0);
    expect(asked('/user/subscription')).toBe(false);
    cleanup();
    renderApp('/dashboard?tab=dashboard');
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'History' })).toBeTruthy();
    expect(within(tabs).queryByRole('tab', { name: 'Statistics' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Invoice statistics' })).toBeNull();
    expect(asked('/user/subscription')).toBe(false);
  });

  it('opening the statistics by their address explains them as the owner\'s', async () => {
    memberApi();
    renderApp('/dashboard?tab=statistics');
    expect(await screen.findByText('Only the owner of Service Auto Ion can see the statistics.')).toBeTruthy();
  });

  it('a member the owner allowed sees the statistics tabs', async () => {
    memberApi(memberMe({ statistics: true }));
    renderApp('/dashboard?tab=dashboard');
    expect(await within(await screen.findByRole('tablist')).findByRole('tab', { name: 'Statistics' })).toBeTruthy();
  });

  it('the header names the person and the business', async () => {
    memberApi();
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Account menu.*Mihai Mecanicul/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByText('Member of Service Auto Ion')).toBeTruthy();
    expect(menu.getByText('Mihai Mecanicul')).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: 'Account' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Team' })).toBeNull();
  });

  it('removed from the business, the next call signs the member out onto the login page, which says why', async () => {
    let removed = false;
    mockApi({
      'GET /api/user/me': () => (removed ? apiError(401, 'unauthorized') : jsonResponse(200, memberMe())),
      'GET /api/user/payment-banner-status': () => (removed ? apiError(401, 'unauthorized') : jsonResponse(200, false)),
      'GET /api/user/sessions': () => (removed ? apiError(401, 'unauthorized') : jsonResponse(200, [])),
      'GET /api/user/status': () => jsonResponse(200, { locked: false, auto_lock_minutes: 0 }),
      'POST /api/user/refresh-token': () => apiError(401, 'unauthorized'),
    });
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Change password' });
    removed = true;
    // The next thing the open tab does calls the API.
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    await waitFor(() => expect(currentLocation.path).toBe('/login'));
    expect(await screen.findByText('Your session has ended (it expired or was ended). Please sign in again.')).toBeTruthy();
  });

  it('an owner_only refusal from the API reads as the owner-only message', () => {
    const error = new ApiError({ status: 403, code: 'owner_only', message: 'x' });
    expect(describeError(i18n.t, error)).toBe('Only the owner of the business can do this. Ask the owner to do it or to give you access.');
  });
});

describe('what the owner sees', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('the account menu has the team next to the owner-only pages, and names them owner (Romanian)', async () => {
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, ownerMe),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/sessions': () => jsonResponse(200, []),
      'GET /api/user/status': () => jsonResponse(200, { locked: false, auto_lock_minutes: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Meniul contului.*Ana Ionescu/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByText('Proprietar al firmei Service Auto Ion')).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: 'Echipa' })).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: i18n.t('nav.personalization') })).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: i18n.t('nav.profile') })).toBeTruthy();
  });
});
