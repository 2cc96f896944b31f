import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../test/tokens';
import { endSession } from './end-session';
import { getSession, setSessionToken } from './session-store';

describe('endSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  const run = async (reason: 'logout' | 'expired' | 'forbidden', isAdmin = false) => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = makeToken({ is_admin: isAdmin });
    setSessionToken(token);
    localStorage.setItem('preferred-locale', 'it');
    localStorage.setItem('draft', 'x');
    sessionStorage.setItem('tab-state', 'y');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'me'], { email: 'ana@example.ro' });
    const navigate = vi.fn();
    await endSession(reason, { queryClient, navigate });
    return { fetchMock, navigate, queryClient, token };
  };

  it('logs out on the server, clears everything but the language, and goes to /login', async () => {
    const { fetchMock, navigate, queryClient, token } = await run('logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST', headers: { Authorization: `Bearer ${token}` } }));
    expect(getSession()).toBeUndefined();
    expect({ ...localStorage }).toEqual({ 'preferred-locale': 'it' });
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('sends an admin back to the admin login', async () => {
    const { navigate } = await run('logout', true);
    expect(navigate).toHaveBeenCalledWith('/admin/login', { replace: true });
  });

  it('does not call the server when the token simply expired, and has the login page say the session ended', async () => {
    const { fetchMock, navigate } = await run('expired');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { notice: 'session-ended' } });
  });

  it('lands a non-admin on / after an admin route', async () => {
    const { navigate } = await run('forbidden');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('ends the session even when the logout call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    setSessionToken(makeToken());
    const navigate = vi.fn();
    await endSession('logout', { queryClient: new QueryClient(), navigate });
    expect(getSession()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
