import { io } from 'socket.io-client';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** Stands in for a socket.io-client socket: no server exists in jsdom. */
export type FakeSocket = {
  connected: boolean;
  emit: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
  on: (event: string, handler: Handler) => FakeSocket;
  onAny: (handler: Handler) => FakeSocket;
  off: () => FakeSocket;
  /** What the server would do: connect, or push an event. */
  serverConnects: () => void;
  serverSends: (event: string, ...args: unknown[]) => void;
};

export const createFakeSocket = (): FakeSocket => {
  const handlers = new Map<string, Handler[]>();
  const anyHandlers: Handler[] = [];
  const socket: FakeSocket = {
    connected: false,
    emit: vi.fn(),
    disconnect: vi.fn(() => {
      socket.connected = false;
    }),
    on: (event, handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    onAny: (handler) => {
      anyHandlers.push(handler);
      return socket;
    },
    off: () => {
      handlers.clear();
      return socket;
    },
    serverConnects: () => {
      socket.connected = true;
      socket.serverSends('connect');
    },
    serverSends: (event, ...args) => {
      (handlers.get(event) ?? []).forEach((handler) => handler(...args));
      if (event !== 'connect') anyHandlers.forEach((handler) => handler(event, ...args));
    },
  };
  return socket;
};

/** Makes the (mocked) socket.io-client `io` hand out fake sockets; the list fills as they are made. */
export const captureSockets = (): FakeSocket[] => {
  const sockets: FakeSocket[] = [];
  vi.mocked(io).mockImplementation((() => {
    const socket = createFakeSocket();
    sockets.push(socket);
    return socket;
  }) as unknown as typeof io);
  return sockets;
};
