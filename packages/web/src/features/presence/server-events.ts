/**
 * What the server tells a business's signed-in sockets (a customer opened or answered a document:
 * issue 29), for the features that show it. Presence owns the one socket; a feature listens here
 * without importing socket.io (this file is small: the app shell's first page carries it).
 */
type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Listens to one server event until the returned function is called. */
export const onServerEvent = (event: string, listener: Listener): (() => void) => {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  return () => void set.delete(listener);
};

/** The socket's every event goes through here (use-presence-connection.ts). */
export const dispatchServerEvent = (event: string, payload: unknown): void => {
  for (const listener of listeners.get(event) ?? []) listener(payload);
};
