import type { PresenceList } from '@atelier/core';

type Listener = (list: PresenceList) => void;

const listeners = new Set<Listener>();

/**
 * The admin's socket pushes the live list here; the online-now panel listens. Kept apart from
 * the connection so that the panel does not pull socket.io-client into its chunk.
 */
export const publishPresenceList = (list: PresenceList): void => listeners.forEach((listener) => listener(list));

export const subscribePresenceList = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
