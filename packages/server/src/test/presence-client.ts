import { PRESENCE_EVENTS, PRESENCE_SOCKET_PATH, presenceList, type PresenceEntry, type PresenceUpdate } from '@atelier/core';
import { io, type Socket } from 'socket.io-client';

export type PresenceClient = {
  socket: Socket;
  /** Every `presence` list this socket received, oldest first. */
  lists: PresenceEntry[][];
  update: (payload: PresenceUpdate | Record<string, unknown> | string) => void;
  /** Resolves when the latest list received (now or later) satisfies `test`. */
  waitForList: (test: (users: PresenceEntry[]) => boolean, timeoutMs?: number) => Promise<PresenceEntry[]>;
  close: () => void;
};

/**
 * A real socket.io client (by default polling first, then websocket; the web app opens WebSocket
 * first, which several server processes need).
 */
export const connectPresence = (
  url: string,
  token?: string,
  { transports = ['polling', 'websocket'], origin }: { transports?: string[]; origin?: string } = {},
): Promise<PresenceClient> =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      path: PRESENCE_SOCKET_PATH,
      transports,
      forceNew: true,
      reconnection: false,
      timeout: 5000,
      auth: token ? { token } : {},
      ...(origin ? { extraHeaders: { origin } } : {}),
    });
    const lists: PresenceEntry[][] = [];
    const waiters = new Set<() => void>();
    socket.on(PRESENCE_EVENTS.list, (payload: unknown) => {
      lists.push(presenceList.parse(payload).users);
      waiters.forEach((check) => check());
    });
    const client: PresenceClient = {
      socket,
      lists,
      update: (payload) => void socket.emit(PRESENCE_EVENTS.update, payload),
      waitForList: (test, timeoutMs = 5000) =>
        new Promise((resolveList, rejectList) => {
          const check = () => {
            const found = lists.at(-1);
            if (!found || !test(found)) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolveList(found);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            rejectList(new Error(`no matching presence list within ${timeoutMs} ms; last: ${JSON.stringify(lists.at(-1))}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        }),
      close: () => void socket.close(),
    };
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
