import { STORAGE_KEYS } from '@atelier/core';

/** Tells the session's other tabs that the lock changed: they ask the server (a storage event). */
export const LOCK_CHANGED_KEY = STORAGE_KEYS.lockChanged.name;
