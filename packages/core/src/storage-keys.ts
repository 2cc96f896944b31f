/**
 * The names of every cookie and browser-storage key the app sets, without their descriptions: the
 * code takes its names from here (the web app's first page too, which needs no texts in three
 * languages for that), and BROWSER_STORAGE describes each for the /cookies page, one entry per key
 * here (its type demands it), so the page cannot drift from what the app really stores.
 */
export const STORAGE_KEYS = {
  refreshCookie: { name: 'atelier_refresh', kind: 'cookie' },
  deviceCookie: { name: 'atelier_device', kind: 'cookie' },
  accessToken: { name: 'access_token', kind: 'localStorage' },
  locale: { name: 'preferred-locale', kind: 'localStorage' },
  activity: { name: 'atelier.activity', kind: 'localStorage' },
  lockChanged: { name: 'atelier.lock-changed', kind: 'localStorage' },
  drafts: { name: 'atelier:draft:v1:*', kind: 'localStorage' },
} as const satisfies Record<string, { name: string; kind: 'cookie' | 'localStorage' }>;

/** The name without the `*` of a key family (drafts): the prefix the code builds keys from. */
export const storagePrefix = (entry: { name: string }): string => entry.name.replace(/:?\*$/, '');
