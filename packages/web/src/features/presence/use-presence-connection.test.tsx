import { PRESENCE_UPDATE_INTERVAL_MS, type PresenceList, type PresenceUpdate } from '@atelier/core';
import { renderHook } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSockets, type FakeSocket } from '../../test/fake-socket';
import { subscribePresenceList } from './presence-feed';
import { usePresenceConnection } from './use-presence-connection';

const at = (page: string): PresenceUpdate => ({ page, documentId: null, documentTitle: null, isPublic: false, referrer: null, email: 'ana@example.ro', user_id: 'u1' });

describe('usePresenceConnection', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = captureSockets();
  });
  afterEach(() => vi.useRealTimers());

  const updates = (socket: FakeSocket | undefined) => socket?.emit.mock.calls.filter(([event]) => event === 'update_user_info').map(([, payload]) => (payload as PresenceUpdate).page);

  it('connects like SPEC §7 says and announces the page on connect, on each change and every 30 s', () => {
    const view = renderHook((props: { payload: PresenceUpdate }) => usePresenceConnection({ token: 'tok-1', ...props }), { initialProps: { payload: at('/dashboard') } });
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/socket.io', transports: ['websocket', 'polling'], tryAllTransports: true, forceNew: true, reconnection: true, timeout: 5000, auth: { token: 'tok-1' } }),
    );
    const socket = sockets[0];
    view.rerender({ payload: at('/not-yet-connected') });
    expect(updates(socket)).toEqual([]);

    socket?.serverConnects();
    expect(updates(socket)).toEqual(['/not-yet-connected']);
    view.rerender({ payload: at('/documents/0123456789abcdef01234567') });
    expect(updates(socket)).toEqual(['/not-yet-connected', '/documents/0123456789abcdef01234567']);
    view.rerender({ payload: at('/documents/0123456789abcdef01234567') });
    expect(updates(socket)).toHaveLength(2);

    vi.advanceTimersByTime(PRESENCE_UPDATE_INTERVAL_MS - 1);
    expect(updates(socket)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(updates(socket)).toHaveLength(3);
    vi.advanceTimersByTime(PRESENCE_UPDATE_INTERVAL_MS);
    expect(updates(socket)).toHaveLength(4);

    view.unmount();
    expect(socket?.disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(PRESENCE_UPDATE_INTERVAL_MS * 3);
    expect(updates(socket)).toHaveLength(4);
  });

  it('reconnects with the new token when the user or token changes, and anonymously after sign-out', () => {
    const view = renderHook((props: { token: string | undefined }) => usePresenceConnection({ payload: at('/dashboard'), ...props }), { initialProps: { token: 'tok-1' as string | undefined } });
    sockets[0]?.serverConnects();
    view.rerender({ token: 'tok-2' });
    expect(sockets[0]?.disconnect).toHaveBeenCalled();
    expect(io).toHaveBeenLastCalledWith(expect.objectContaining({ auth: { token: 'tok-2' } }));
    sockets[1]?.serverConnects();
    expect(updates(sockets[1])).toEqual(['/dashboard']);
    view.rerender({ token: undefined });
    expect(io).toHaveBeenLastCalledWith(expect.objectContaining({ auth: {} }));
    expect(sockets).toHaveLength(3);
  });

  it('passes well-formed presence lists on to the panel and drops malformed ones', () => {
    const received: PresenceList[] = [];
    const stop = subscribePresenceList((list) => received.push(list));
    renderHook(() => usePresenceConnection({ token: 'admin-token', payload: at('/admin/dashboard') }));
    sockets[0]?.serverConnects();
    sockets[0]?.serverSends('presence', { users: 'nope' });
    const list: PresenceList = {
      users: [{ id: 's1', user_id: null, email: null, name: null, role: null, business: null, page: '/', document_id: null, document_title: null, is_public: false, referrer: null, connected_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z' }],
    };
    sockets[0]?.serverSends('presence', list);
    stop();
    expect(received).toEqual([list]);
  });
});
