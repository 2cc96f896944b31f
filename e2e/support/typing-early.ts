import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeInChromium } from './browser.js';
import { useJourney } from './journey.js';
import { waitForApp } from './visitor.js';

/** A phone's processor: DevTools' CPU throttling, as the issue reproduced it. */
const CPU_SLOWDOWN = 6;
/** A person's pace between two keys (ms): the typing goes on while the app takes the page over. */
const KEY_PAUSE_MS = 100;

type TypedPage = {
  path: string;
  /** What a visitor types in each field, by the field's label. */
  fields: [label: string, text: string][];
  /** The boxes the visitor ticks after typing, by label. */
  ticks?: string[];
  /** That the app itself has the text (its state, not only the fields' DOM). */
  appHasIt: (page: Page) => Promise<void>;
};

const CONTACT = { name: 'Ion Popescu', email: 'ion.popescu@example.ro', subject: 'Abonament deviz', message: 'Bună ziua, vreau un abonament.' };
/** An account the register page creates; the login page is tried with one that does not exist. */
const ACCOUNT = { email: 'maria.ionescu@example.ro', password: 'parola-lunga-1' };
const NO_ACCOUNT = { email: 'fara.cont@example.ro', password: 'nicio-parola-1' };
const EARLY_ACCOUNT = { email: 'ion.grabit@example.ro', password: 'parola-lunga-2' };

/** The credentials of a sign-in the app sent (form-encoded, POST /api/user/token). */
const credentialsOf = (body: string | null) => Object.fromEntries(new URLSearchParams(body ?? ''));

/** Every server-rendered page with a field to type in (the public site's pages and the sign-in ones: app-routes.tsx PUBLIC_PAGES). */
const PAGES: TypedPage[] = [
  {
    path: '/contact',
    fields: [
      ['Nume', CONTACT.name],
      ['E-mail', CONTACT.email],
      ['Subiect', CONTACT.subject],
      ['Mesaj', CONTACT.message],
    ],
    appHasIt: async (page) => {
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/contact'));
      await page.getByRole('button', { name: 'Trimite mesajul' }).click();
      expect((await sent).postDataJSON()).toEqual(CONTACT);
    },
  },
  {
    path: '/catalog',
    fields: [['Căutați în catalog', 'deviz moto']],
    appHasIt: async (page) => {
      // The search goes to the address once the app runs (a slowed phone: a generous wait, not a speed check).
      await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 60_000 }).toBe('deviz moto');
    },
  },
  {
    path: '/login?returnTo=%2Fprofile',
    fields: [
      ['E-mail', NO_ACCOUNT.email],
      ['Parolă', NO_ACCOUNT.password],
    ],
    appHasIt: async (page) => {
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/user/token'));
      await page.getByRole('button', { name: 'Intră în cont' }).click();
      expect(credentialsOf((await sent).postData())).toEqual({ username: NO_ACCOUNT.email, password: NO_ACCOUNT.password });
      // No such account: the server's refusal, in the page's language.
      await page.getByText('E-mail sau parolă incorectă.').waitFor();
    },
  },
  {
    path: '/register',
    fields: [
      ['E-mail', ACCOUNT.email],
      ['Parolă', ACCOUNT.password],
      ['Confirmați parola', ACCOUNT.password],
    ],
    ticks: ['Sunt de acord cu'],
    appHasIt: async (page) => {
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/user/register'));
      await page.getByRole('button', { name: 'Creează contul' }).click();
      expect((await sent).postDataJSON()).toEqual(ACCOUNT);
      // Registered, signed in, and on the dashboard.
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    },
  },
  {
    path: '/pricing',
    fields: [['Număr de aplicații', '17']],
    appHasIt: async (page) => {
      await page.getByText('Aplicații în plus × 16').waitFor();
    },
  },
];

const slowDown = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
};

const isSignIn = (path: string) => path.startsWith('/login') || path.startsWith('/register');

/**
 * The journey for one part of the pages: the public site's ('site'), or the sign-in pages with the
 * forms sent before the app runs ('sign-in'). Two files, each with its own server and browser, so
 * that neither takes minutes on a busy machine (the slowed phone makes every step long); every
 * page of PAGES is in one part or the other.
 */
export const typingEarlyJourney = (part: 'site' | 'sign-in') =>
  describeInChromium(`a visitor types at once on a server-rendered ${part === 'site' ? 'page of the site' : 'sign-in page'}, on a slow phone: every character stays (Chromium)`, () => {
    const journey = useJourney();

    for (const { path, fields, ticks = [], appHasIt } of PAGES.filter((page) => isSignIn(page.path) === (part === 'sign-in'))) {
      describe(path, () => {
        it('keeps what was typed before and while the app took the page over', async () => {
          const { context, page, errors } = await journey.openPage({ viewport: 'phone', touch: true });
          try {
            await slowDown(page);
            // No wait for the app: the page's HTML is there, the visitor taps the first field and types.
            await page.goto(`${journey.server.url}${path}`, { waitUntil: 'commit', timeout: 120_000 });
            for (const [label, text] of fields) {
              const field = page.getByLabel(label);
              await field.click();
              // A field that starts with a value (the calculator's 1): the visitor replaces it.
              if (await field.inputValue()) await page.keyboard.press('ControlOrMeta+A');
              await page.keyboard.type(text, { delay: KEY_PAUSE_MS });
            }
            for (const label of ticks) await page.getByLabel(label).check();
            await waitForApp(page);
            for (const [label, text] of fields) expect(await page.getByLabel(label).inputValue()).toBe(text);
            for (const label of ticks) expect(await page.getByLabel(label).isChecked()).toBe(true);
            await appHasIt(page);
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        });
      });
    }

    /** A form sent before the app runs: by Enter in its last field, or by its button. */
    const EARLY: { path: string; fill: [label: string, text: string][]; tick?: string; send: (page: Page) => Promise<void>; api: string; sentIs: (request: Request) => void; then: (page: Page) => Promise<void> }[] = [
      {
        path: '/login?returnTo=%2Fprofile',
        fill: [
          ['E-mail', NO_ACCOUNT.email],
          ['Parolă', NO_ACCOUNT.password],
        ],
        send: (page) => page.keyboard.press('Enter'),
        api: '/api/user/token',
        sentIs: (request) => expect(credentialsOf(request.postData())).toEqual({ username: NO_ACCOUNT.email, password: NO_ACCOUNT.password }),
        // Refused, in the page's language; the visitor stays where returnTo still says where to go.
        then: async (page) => {
          await page.getByText('E-mail sau parolă incorectă.').waitFor();
          expect(new URL(page.url()).search).toBe('?returnTo=%2Fprofile');
        },
      },
      {
        path: '/register?returnTo=%2Fprofile',
        fill: [
          ['E-mail', EARLY_ACCOUNT.email],
          ['Parolă', EARLY_ACCOUNT.password],
          ['Confirmați parola', EARLY_ACCOUNT.password],
        ],
        tick: 'Sunt de acord cu',
        send: (page) => page.getByRole('button', { name: 'Creează contul' }).click(),
        api: '/api/user/register',
        sentIs: (request) => expect(request.postDataJSON()).toEqual(EARLY_ACCOUNT),
        // Registered, signed in, and where returnTo said.
        then: (page) => page.waitForURL((url) => url.pathname === '/profile', { timeout: 60_000 }),
      },
    ];

    for (const { path, fill, tick, send, api, sentIs, then } of part === 'sign-in' ? EARLY : []) {
      it(`sends ${path.split('?')[0]} once the app runs when it was sent before, with what was typed and ticked; the browser never sends it itself`, async () => {
        const { context, page, errors } = await journey.openPage({ viewport: 'phone', touch: true });
        try {
          // Once the page's own entry has run, the app's code is held back until the visitor has sent
          // the form: the submit surely comes before the app.
          let holding = false;
          let release = () => undefined as void;
          const released = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/assets/**', async (route) => {
            if (holding) await released;
            await route.continue();
          });
          const address = `${journey.server.url}${path}`;
          await page.goto(address);
          holding = true;
          for (const [label, text] of fill) await page.getByLabel(label).fill(text);
          if (tick) await page.getByLabel(tick).check();
          await send(page);
          await expect.poll(() => page.locator('form').getAttribute('data-early-submit')).toBe('pressed');
          expect(page.url()).toBe(address);
          const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(api), { timeout: 60_000 });
          release();
          sentIs(await sent);
          await then(page);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
