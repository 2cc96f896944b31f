import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { makeToken } from './tokens';

/**
 * For each test of the describe block it is called in: the app in `locale` with a session of user
 * `sub`; afterwards the session, stubbed globals (fetch) and storage are cleared.
 */
export const signedInEachTest = (sub: string, locale = 'en') => {
  beforeEach(async () => {
    await i18n.changeLanguage(locale);
    setSessionToken(makeToken({ sub }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
    localStorage.clear();
  });
};
