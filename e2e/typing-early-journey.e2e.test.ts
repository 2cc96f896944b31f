import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeInChromium } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { waitForApp } from './support/visitor.js';

/** A phone's processor: DevTools' CPU throttling, as the issue reproduced it. */
const CPU_SLOWDOWN = 6;
/** A person's pace between two keys (ms): the typing goes on while the app takes the page over. */
const KEY_PAUSE_MS = 100;

type TypedPage = {
  path: string;
  /** What a visitor types in each field, by the field's label. */
  fields: [label: string, text: string][];
  /** That the app itself has the text (its state, not only the fields' DOM). */
  appHasIt: (page: Page) => Promise<void>;
};

const CONTACT = { name: 'Ion Popescu', email: 'ion.popescu@example.ro', subject: 'Abonament deviz', message: 'Bună ziua, vreau un abonament.' };

/** Every server-rendered page with a field to type in (the public site's pages: app-routes.tsx PUBLIC_PAGES). */
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

describeInChromium('a visitor types at once on a server-rendered page, on a slow phone: every character stays (Chromium)', () => {
  const journey = useJourney();

  for (const { path, fields, appHasIt } of PAGES) {
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
          await waitForApp(page);
          for (const [label, text] of fields) expect(await page.getByLabel(label).inputValue()).toBe(text);
          await appHasIt(page);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }
});
