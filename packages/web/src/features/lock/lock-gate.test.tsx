import { UNLOCK_DURATION_MS, UNLOCK_RECHECK_MS, type UserDto } from '@atelier/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { setAutoLockMinutes, setLocked } from '../../lib/session/lock-state';
import { LOCK_CHANGED_KEY } from './lock-api';
import { ACTIVITY_KEY } from './idle-lock';
import { clearSessionToken, setSessionToken } from '../../lib/session/session-store';
import { bodyOf } from '../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };
const PASSWORD = 'parola-sigura-1';

/** A server holding one session's lock: the status call, the lock call, and a data call it refuses while locked. */
const lockingServer = ({ locked = false, autoLockMinutes = 0 } = {}) => {
  const server = { locked, statusCalls: 0, lockCalls: 0 };
  const fetchMock = mockApi({
    'GET /api/user/status': () => {
      server.statusCalls += 1;
      return jsonResponse(200, { locked: server.locked, auto_lock_minutes: autoLockMinutes });
    },
    [`GET /api/user/status?password=${PASSWORD}`]: () => {
      server.locked = false;
      return jsonResponse(200, { locked: false, password_valid: true, auto_lock_minutes: autoLockMinutes });
    },
    'GET /api/user/status?password=gresita': () => jsonResponse(200, { locked: server.locked, password_valid: false, auto_lock_minutes: autoLockMinutes }),
    'POST /api/user/lock': () => {
      server.lockCalls += 1;
      server.locked = true;
      return jsonResponse(204);
    },
    'GET /api/user/me': () => (server.locked ? apiError(423, 'locked') : jsonResponse(200, me)),
    'GET /api/user/payment-banner-status': () => (server.locked ? apiError(423, 'locked') : jsonResponse(200, false)),
    'POST /api/user/logout': () => jsonResponse(204),
  });
  return Object.assign(server, { fetchMock });
};

const accountHeading = () => screen.queryByRole('heading', { name: 'Account', level: 1 });
const lockHeading = () => screen.queryByRole('heading', { name: 'The app is locked' });

describe('lock screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSessionToken();
    setLocked(false);
    setAutoLockMinutes(0);
  });

  it('a session the server says is locked shows only the lock screen, nothing of the app, and the right password opens it', async () => {
    lockingServer({ locked: true });
    const user = userEvent.setup();
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
    // Nothing behind it: no bar, no page, no account data in the DOM.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(accountHeading()).toBeNull();
    expect(document.body.textContent).not.toContain('Change password');

    await user.type(screen.getByLabelText('Account password'), 'gresita');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(accountHeading()).toBeNull();

    await user.type(screen.getByLabelText('Account password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
    expect(lockHeading()).toBeNull();
  });

  it('a lock status error leaves the app unlocked (SPEC §8)', async () => {
    mockApi({
      'GET /api/user/status': () => apiError(500, 'internal_error'),
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
    expect(lockHeading()).toBeNull();
  });

  it('a data call the server refuses as locked (423) brings up the lock screen', async () => {
    mockApi({
      'GET /api/user/status': () => apiError(503, 'service_unavailable'),
      'GET /api/user/me': () => apiError(423, 'locked'),
      'GET /api/user/payment-banner-status': () => apiError(423, 'locked'),
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
  });

  it('the lock button locks the session on the server and hides the app', async () => {
    const server = lockingServer();
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Lock the app' }));
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
    expect(server.lockCalls).toBe(1);
    expect(accountHeading()).toBeNull();
  });

  it('locks itself after the account\'s idle minutes without activity; activity restarts the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = lockingServer({ autoLockMinutes: 5 });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await act(async () => vi.advanceTimersByTimeAsync(4 * 60_000));
    fireEvent.keyDown(document, { key: 'a' });
    await act(async () => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(server.lockCalls).toBe(0);
    expect(accountHeading()).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(60_000 + 10));
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
    expect(server.lockCalls).toBe(1);
  });

  it('activity in another tab of the session counts: this tab does not lock the session under it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = lockingServer({ autoLockMinutes: 5 });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await act(async () => vi.advanceTimersByTimeAsync(4 * 60_000));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_KEY, newValue: String(Date.now()) })));
    await act(async () => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(server.lockCalls).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(60_000 + 10));
    expect(server.lockCalls).toBe(1);
  });

  it('a lock made in another tab of the session shows here at once', async () => {
    const server = lockingServer();
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    server.locked = true;
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: LOCK_CHANGED_KEY, newValue: '1' })));
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
  });

  it('never locks by itself with auto-lock off (0)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = lockingServer({ autoLockMinutes: 0 });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await act(async () => vi.advanceTimersByTimeAsync(8 * 60 * 60_000));
    expect(server.lockCalls).toBe(0);
    expect(lockHeading()).toBeNull();
  });

  it('after an unlock asks the server again 300000 ms + 1 s later, and locks if the session was locked meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = lockingServer({ locked: true });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'The app is locked' });
    fireEvent.change(screen.getByLabelText('Account password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    const callsAfterUnlock = server.statusCalls;

    server.locked = true; // locked from another tab of the same session
    await act(async () => vi.advanceTimersByTimeAsync(UNLOCK_DURATION_MS));
    expect(server.statusCalls).toBe(callsAfterUnlock);
    await act(async () => vi.advanceTimersByTimeAsync(UNLOCK_RECHECK_MS));
    await waitFor(() => expect(server.statusCalls).toBe(callsAfterUnlock + 1));
    expect(await screen.findByRole('heading', { name: 'The app is locked' })).toBeTruthy();
  });

  it('signs out from the lock screen', async () => {
    const server = lockingServer({ locked: true });
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByRole('heading', { name: 'The app is locked' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation.path).toBe('/login'));
    expect(server.fetchMock.mock.calls.some(([url, init]) => url === '/api/user/logout' && init?.method === 'POST')).toBe(true);
    expect(lockHeading()).toBeNull();
  });

  it('the account page stores the idle minutes on the server', async () => {
    const sent: unknown[] = [];
    const server = lockingServer();
    const base = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/user/auto-lock' && init.method === 'PUT') {
        sent.push(bodyOf(init));
        return jsonResponse(200, { auto_lock_minutes: 15 });
      }
      return base(url, init);
    });
    const user = userEvent.setup();
    renderApp('/account');
    const setting = await screen.findByRole('combobox', { name: 'Lock after' });
    expect((setting as HTMLInputElement).value).toBe('Never');
    await user.click(setting);
    await user.click(await screen.findByRole('option', { name: '15 minutes without activity' }));
    expect(await screen.findByText('The setting was saved.')).toBeTruthy();
    expect(sent).toEqual([{ auto_lock_minutes: 15 }]);
    expect((screen.getByRole('combobox', { name: 'Lock after' }) as HTMLInputElement).value).toBe('15 minutes without activity');
  });
});
