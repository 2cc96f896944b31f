// The entry of a public page the server rendered (entry-server.tsx; the server links this file in
// place of index.html's main.tsx), small on purpose: the page is the final one already, readable
// and navigable by its links, so the app's code (boot.tsx, with React and Mantine) is fetched and
// run only when the visitor first interacts with it, and a phone's first seconds are not spent
// starting an app nobody has used yet (Lighthouse TBT). A visitor the server's page does not fit (a
// session, another language) gets the app started at once.
import { isLocale, LANG_PARAM, normalizeLocale, STORAGE_KEYS } from '@atelier/core';
import { holdEarlySubmit } from './lib/early-submit';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The language the app will show: the URL's, else the visitor's stored choice (as i18n/index.ts decides). */
const visitorLocale = (): string => {
  const fromUrl = new URLSearchParams(window.location.search).get(LANG_PARAM);
  if (!isLocale(fromUrl)) return normalizeLocale(stored(STORAGE_KEYS.locale.name));
  // A language from the URL is the visitor's choice from now on, even before the app has started.
  try {
    localStorage.setItem(STORAGE_KEYS.locale.name, fromUrl);
  } catch {
    // Storage disabled (private mode): the choice lasts until the tab closes.
  }
  return fromUrl;
};

const serverLocale = root.dataset.ssr;
const takesOver = serverLocale !== undefined && stored(STORAGE_KEYS.accessToken.name) === null && visitorLocale() === serverLocale;

if (!takesOver) {
  void import('./boot').then(({ boot }) => boot(root));
} else {
  const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  /** React has taken an element over once its props are on it (its handlers with them). */
  const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  /** Runs `then` once React has taken `element` over (given up on after 10 s or once it left the page). */
  const whenTaken = (element: HTMLElement, then: () => void) => {
    let tries = 0;
    const attempt = () => {
      if (!element.isConnected || tries > 200) return;
      tries += 1;
      if (taken(element)) then();
      else setTimeout(attempt, 50);
    };
    attempt();
  };
  /** The control clicked before the app could answer (the menu's button, a list to choose from): clicked again once it can. */
  let pending: HTMLElement | undefined;
  const remember = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], [role="combobox"], [aria-haspopup]');
    if (control && !taken(control)) pending = control;
  };
  /**
   * What was typed before the app could answer (the price calculator, a search, the contact form):
   * React takes a field over with the value it was drawn with, so the text is typed in again then.
   */
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);
  const rememberTyping = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type))) typed.set(field, field.value);
  };
  const typeAgain = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    if (field.value === value) return;
    // The element's own setter, then an input event: React's onChange sees the change as a visitor's.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const replay = () => {
    const control = pending;
    if (control)
      whenTaken(control, () => {
        document.removeEventListener('click', remember, true);
        if (pending === control) control.click();
      });
    for (const [field, value] of typed) whenTaken(field, () => setTimeout(() => typeAgain(field, typed.get(field) ?? value), 0));
  };
  const holdSubmit = (event: SubmitEvent) =>
    holdEarlySubmit(event, (form) => {
      // Its button's click is the submit itself: not clicked again.
      if (pending && form.contains(pending)) pending = undefined;
    });
  const start = () => {
    for (const name of FIRST_INTERACTION) document.removeEventListener(name, start, true);
    void import('./hydrate-page').then(({ hydratePage }) => hydratePage(root)).then(replay);
  };
  document.addEventListener('click', remember, true);
  document.addEventListener('input', rememberTyping, true);
  document.addEventListener('submit', holdSubmit, true);
  for (const name of FIRST_INTERACTION) document.addEventListener(name, start, { capture: true, passive: true });
}
