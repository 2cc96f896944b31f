import { i18n, loadAllTexts } from '../i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeSocket } from './fake-socket';

// No socket.io server in jsdom: the app shell's presence tracker gets a socket that never connects.
vi.mock('socket.io-client', () => ({ io: vi.fn(() => createFakeSocket()) }));

// findBy*/waitFor wait up to 1 s by default; on a shared 2-core machine a whole-form render can
// take longer, and a timing-dependent failure says nothing about the code.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine relies on; these are the stubs Mantine's own docs use.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;

const narrowScreen = {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
};
// A phone by default; a test may switch to a wide screen (see setWideScreen), reset before each test.
Object.defineProperty(window, 'matchMedia', narrowScreen);

// Textarea autosize re-measures when web fonts load; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

class ResizeObserverStub {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
}
window.ResizeObserver = ResizeObserverStub;

beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', narrowScreen);
  localStorage.clear();
  sessionStorage.clear();
});

// Test files share a worker's document (vitest.config.ts: isolate false; fresh-modules.ts resets
// the rest): a test leaves no node behind.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

// The app fetches English and Italian on demand; the tests read them synchronously (getFixedT).
await Promise.all([i18n.loadLanguages(['en', 'it']), loadAllTexts()]);
