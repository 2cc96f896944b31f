import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const BANNER = 'Your trial period has expired. Please subscribe to continue using all features.';
const bannerCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/user/payment-banner-status');

describe('trial banner', () => {
  beforeEach(async () => {
    clearSessionToken();
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows for a signed-in user when the status is true, with a Contact link', async () => {
    setSessionToken(makeToken());
    mockApi({ 'GET /api/user/payment-banner-status': () => jsonResponse(200, true) });
    renderApp('/');
    expect(await screen.findByText(BANNER)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });

  it('stays hidden when the status is false', async () => {
    setSessionToken(makeToken());
    const fetchMock = mockApi({ 'GET /api/user/payment-banner-status': () => jsonResponse(200, false) });
    renderApp('/');
    await waitFor(() => expect(bannerCalls(fetchMock)).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('stays hidden when the status call fails', async () => {
    setSessionToken(makeToken());
    const fetchMock = mockApi({ 'GET /api/user/payment-banner-status': () => apiError(500, 'internal_error') });
    renderApp('/');
    await waitFor(() => expect(bannerCalls(fetchMock)).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('stays hidden while loading', async () => {
    setSessionToken(makeToken());
    mockApi({ 'GET /api/user/payment-banner-status': () => new Promise<Response>(() => undefined) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('is not asked for by anonymous visitors', async () => {
    const fetchMock = mockApi({ 'GET /api/user/payment-banner-status': () => jsonResponse(200, true) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(bannerCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('is not shown on admin pages', async () => {
    setSessionToken(makeToken({ is_admin: true }));
    const fetchMock = mockApi({ 'GET /api/user/payment-banner-status': () => jsonResponse(200, true) });
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Administration' });
    expect(bannerCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
